// The PNG strategy (only with the package trait PNG: `swift test --traits PNG --filter
// PlumbSnapshotTestingTests`): the card painted as a PNG against the committed reference, and a
// changed card that fails with a count of differing pixels.

#if PNG
    import Foundation
    import Plumb
    import PlumbSnapshotTesting
    import SnapshotTesting
    import Testing

    @Suite("PlumbSnapshotTesting .png")
    struct ProfileCardPNGSnapshotTests {
        @Test("The card's PNG matches the reference within a tolerance of 2 per channel")
        func png() throws {
            assertSnapshot(of: try ProfileCard.make(), as: .png(tolerance: 2))
        }

        @Test("A card whose avatar grew fails, naming how many pixels differ")
        func changedCardFails() throws {
            let failure = verifySnapshot(
                of: try ProfileCard.make(avatarSize: 72), as: .png(tolerance: 2), named: "1", record: .never,
                testName: "png()")
            let message = try #require(failure)
            #expect(message.contains("pixels differ by more than 2"), "\(message)")
        }
    }
#endif
