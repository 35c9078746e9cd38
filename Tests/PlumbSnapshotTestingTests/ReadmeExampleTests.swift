// The README's snapshot test, as written there (section "Snapshot tests"), so that it compiles and
// its references in __Snapshots__/ReadmeExampleTests/ are the output the README shows.

import Plumb
import PlumbSnapshotTesting
import SnapshotTesting
import Testing

@Test func profileCard() throws {
    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
    let avatar = View()
    avatar.accessibilityIdentifier = "avatar"
    avatar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(avatar)
    try LayoutConstraint.activate([
        avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        avatar.widthAnchor.constraint(equalToConstant: 64),
        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
    ])
    assertSnapshot(of: root, as: .frames)
    assertSnapshot(of: root, as: .svg)
}
