import Plumb
import PlumbInterfaceBuilder
import Testing

/// Every hand-written fixture lays out at the frames written into it (the frames Interface
/// Builder would store), with design text sizing, and loads without warnings.
@Suite struct FixtureFrameTests {
    @Test(arguments: Fixture.matching)
    func storedFramesAreSolved(_ name: String) throws {
        let document = try Fixture.document(name)
        #expect(document.warnings.map(\.description) == [])
        for scene in document.scenes {
            let layout = scene.layout(text: .design)
            #expect(layout.diagnostics.map(\.description) == [])
            #expect(layout.ambiguousLayouts.map(\.description) == [])
            for entry in layout.entries where !entry.isMisplaced && !entry.isAmbiguous {
                #expect(
                    Fixture.equal(entry.frame, entry.designFrame),
                    "\(name) \(entry.id) (line \(entry.line)): solved \(entry.frame), stored \(entry.designFrame)"
                )
            }
            #expect(layout.misplacedViews().map(\.id) == [])
        }
    }
}
