// PlumbSnapshotTesting: a screen built in Swift (ProfileCard.swift), snapshot-tested as its frame
// table and its SVG picture against the reference files committed in
// __Snapshots__/ProfileCardSnapshotTests/ (re-record with SNAPSHOT_TESTING_RECORD=all, then read the
// diff), and a changed frame that must fail the comparison.

import Foundation
import Plumb
import PlumbSnapshotTesting
import SnapshotTesting
import Testing

@Suite("PlumbSnapshotTesting")
struct ProfileCardSnapshotTests {
    @Test("The card's frames match the reference table")
    func frames() throws {
        assertSnapshot(of: try ProfileCard.make(), as: .frames)
    }

    @Test("A name closure names the views in the table")
    func framesNamedByClosure() throws {
        let card = try ProfileCard.make()
        assertSnapshot(of: card, as: .frames(name: { $0 === card ? "root" : nil }))
    }

    @Test("The card's picture matches the reference SVG, with and without the overlay")
    func svg() throws {
        let card = try ProfileCard.make()
        assertSnapshot(of: card, as: .svg)
        assertSnapshot(of: card, as: .svg(overlay: true), named: "overlay")
    }

    @Test("A card whose layout changed fails against the reference, with a diff of the changed rows")
    func changedFrameFails() throws {
        // Never recorded, even under SNAPSHOT_TESTING_RECORD=all: this card must not replace the reference.
        let failure = verifySnapshot(
            of: try ProfileCard.make(avatarSize: 72), as: .frames, named: "1", record: .never,
            testName: "frames()")
        let message = try #require(failure)
        #expect(message.hasPrefix("Snapshot \"1\" does not match reference."))
        // The library marks removed lines with U+2212 MINUS SIGN.
        #expect(message.contains("\u{2212}  avatar  (16, 16, 64, 64)      (16, 16, 64, 64)"))
        #expect(message.contains("+  avatar  (16, 16, 72, 72)      (16, 16, 72, 72)"))
        #expect(message.contains("+  follow  (16, 100, 49, 30)     (16, 100, 49, 30)"))
    }

    @Test("An unchanged card passes the same comparison")
    func unchangedFramePasses() throws {
        let failure = verifySnapshot(
            of: try ProfileCard.make(), as: .frames, named: "1", record: .never, testName: "frames()")
        #expect(failure == nil)
    }
}
