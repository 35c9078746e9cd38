import Foundation
import Plumb
import PlumbInterfaceBuilder
import PlumbInterfaceBuilderRender
import PlumbRender
import Testing

/// `InterfaceBuilderLayout.panel(title:)`: a scene as `plumb render` draws it.
struct InterfaceBuilderPanelTests {
    @Test("A scene's panel has its views in document order, constraints by IB id and line, and its failures")
    func conflictPanel() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/InterfaceBuilder/conflict.xib")
        let document = try InterfaceBuilderDocument(contentsOf: url)
        let layout = try #require(document.scenes.first).layout()
        let panel = layout.panel(title: "CON-00-roo (UIView)")
        #expect(panel.root === layout.root)
        #expect(panel.annotations.title == "CON-00-roo (UIView)")
        #expect(
            panel.annotations.views?.map(ObjectIdentifier.init)
                == layout.entries.map { ObjectIdentifier($0.view) })
        #expect(panel.annotations.constraints?.map(\.source) == layout.titledConstraints.map(\.title))
        #expect(panel.annotations.constraints?.map(\.line) == layout.titledConstraints.map(\.line))
        #expect(panel.annotations.ambiguousViews?.map(\.name) == layout.namedAmbiguousViews.map(\.name))
        #expect(panel.annotations.ambiguousViews?.count == 1)
        #expect(panel.annotations.unsatisfiableCount == 1)
    }
}
