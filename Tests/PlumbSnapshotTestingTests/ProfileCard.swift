// The screen the snapshot tests take, in a file of its own: the overlay SVG names the file and
// line that made each constraint, so its reference changes only when the card does.

import Plumb

/// A profile card built in Swift, as an app would build it.
enum ProfileCard {
    /// A profile card 320 × 200: an avatar `avatarSize` points square, a name label beside it, and
    /// a button below both.
    static func make(avatarSize: Double = 64) throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        root.accessibilityIdentifier = "card"
        let avatar = View()
        avatar.accessibilityIdentifier = "avatar"
        avatar.backgroundColor = Color(hex: "#d3d3d3")
        let name = Label()
        name.accessibilityIdentifier = "name"
        name.text = "Ada Lovelace"
        let follow = Button()
        follow.accessibilityIdentifier = "follow"
        follow.title = "Follow"
        for view in [avatar, name, follow] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: avatarSize),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            follow.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
            follow.leadingAnchor.constraint(equalTo: avatar.leadingAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }
}
