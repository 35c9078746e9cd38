import Foundation
import PlumbInterfaceBuilder
import Testing

/// What Plumb does not understand is a warning naming the element and its line, never an error.
@Suite struct DocumentWarningTests {
    @Test func warningsNameElementsAndLines() throws {
        let xml = try String(contentsOf: Fixture.url("warnings.xib"), encoding: .utf8)
        let document = try InterfaceBuilderDocument(xml: xml, path: "warnings.xib")
        #expect(
            document.warnings.map(\.description) == [
                "warnings.xib:3:5: warning: <device>: unknown device id 'retina9_9'; scenes keep their stored size and get "
                    + "the safe area of a phone without a notch",
                "warnings.xib:9:17: warning: <hologramView>: Plumb does not know this element; it is laid out as a plain "
                    + "view without an intrinsic size",
                "warnings.xib:12:17: warning: <label>: numberOfLines 'two' is not a whole number; 1 is used",
                "warnings.xib:12:17: warning: <label>: unknown lineBreakMode 'zigzag'; tail truncation is used",
                "warnings.xib:14:21: warning: <fontDescription>: unknown font weight 'chunky'; regular is used",
                "warnings.xib:18:17: warning: <constraint>: 'NOT-an-id' names no view or layout guide of this scene; the "
                    + "constraint is skipped",
                "warnings.xib:19:17: warning: <constraint>: multiplier 'half' is not a number or a ratio; the constraint "
                    + "is skipped",
                "warnings.xib:20:17: warning: <constraint>: unknown attribute 'sideways'; the constraint is skipped",
                "warnings.xib:21:17: warning: <constraint>: the constraint is skipped: Invalid pairing of layout "
                    + "attributes: top and width. Relate a location to a location on the same axis (x with x, y with y) "
                    + "or a size to a size.",
            ])
        let warning = try #require(document.warnings.first { $0.element == "hologramView" })
        #expect((warning.line, warning.column, warning.path) == (9, 17, "warnings.xib"))
        // The scene still lays out: the unknown element is a plain view.
        let layout = try #require(document.scenes.first).layout()
        #expect(layout.entries.map(\.className) == ["UIView", "UIHologramView", "UILabel"])
        #expect(layout.warnings.count == 8)
    }

    @Test func filesWithoutWarnings() throws {
        for name in Fixture.matching {
            #expect(try Fixture.document(name).warnings.isEmpty, "\(name)")
        }
    }
}
