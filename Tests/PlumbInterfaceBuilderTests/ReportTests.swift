import Foundation
import Plumb
import PlumbInterfaceBuilder
import Testing

/// `plumb layout`'s output for documents as library calls: the JSON contract (keys, order, views
/// by IB id in document order, diagnostics naming IB constraint ids and lines), the frame table,
/// scene selection and its error.
@Suite struct ReportTests {
    @Test("The JSON of a scene has the documented keys, views in document order and IB diagnostics")
    func jsonShape() throws {
        let document = try Fixture.document("conflict.xib")
        let output = try InterfaceBuilderReport.layoutOutput(document)
        #expect(!output.contains("\n"))
        #expect(
            output.hasPrefix(
                #"{"scene":"CON-00-roo","size":{"width":320,"height":100},"views":{"CON-00-roo":"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["scene", "size", "views", "diagnostics"])
        let views = try #require(object["views"] as? [String: [String: Any]])
        #expect(Set(views.keys) == ["CON-00-roo", "CON-01-aaa", "CON-02-aaa"])
        #expect(
            Set(views["CON-01-aaa"]?.keys.map { $0 } ?? []) == [
                "superview", "class", "label", "frame", "absoluteFrame",
            ])
        #expect(views["CON-00-roo"]?["superview"] is NSNull)
        #expect(views["CON-00-roo"]?["label"] is NSNull)
        #expect(views["CON-01-aaa"]?["superview"] as? String == "CON-00-roo")
        #expect(views["CON-01-aaa"]?["label"] as? String == "Box")
        #expect(views["CON-01-aaa"]?["class"] as? String == "UIView")
        #expect(
            views["CON-02-aaa"]?["frame"] as? [String: Double] == [
                "x": 0, "y": 30, "width": 50, "height": 20,
            ])
        #expect(
            output.range(of: "\"CON-01-aaa\":{")!.lowerBound
                < output.range(of: "\"CON-02-aaa\":{")!.lowerBound)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["kind"] as? String } == ["unsatisfiable", "ambiguous"])
        let broken = try #require(diagnostics[0]["broken"] as? [String: Any])
        #expect(broken["id"] as? String == "X02-aa-aaa")
        #expect(broken["line"] as? Int == 13)
        #expect(broken["constraint"] as? String == "CON-01-aaa.width == 200")
        let constraints = try #require(diagnostics[0]["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["id"] as? String } == ["X01-aa-aaa", "X02-aa-aaa"])
        #expect(diagnostics[1]["view"] as? String == "CON-02-aaa")
        #expect(diagnostics[1]["variables"] as? [String] == ["minX"])
    }

    @Test("One JSON line per scene and size, scenes in document order")
    func linesPerSceneAndSize() throws {
        let document = try Fixture.document("cells.xib")
        let output = try InterfaceBuilderReport.layoutOutput(
            document, sizes: [Size(width: 320, height: 100), Size(width: 400, height: 100)])
        let lines = output.split(separator: "\n")
        #expect(lines.count == 2 * document.scenes.count)
        let scenes = try lines.map { line in
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let size = try #require(object["size"] as? [String: Double])
            return "\(object["scene"] as? String ?? "") \(size["width"] ?? 0)"
        }
        #expect(scenes.prefix(2) == ["TCL-00-aaa 320.0", "TCL-00-aaa 400.0"])
        #expect(output.contains(#""CCL-00-aaa.contentView":{"superview":"CCL-00-aaa""#))
    }

    @Test("The text format is a frame table per scene, named by user label and id, then the diagnostics")
    func text() throws {
        let document = try Fixture.document("conflict.xib")
        let output = try InterfaceBuilderReport.layoutOutput(document, format: .text)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(5)) == [
                "scene CON-00-roo (UIView) at 320 × 100",
                "view                    frame (in superview)  absolute frame",
                "CON-00-roo              (0, 0, 320, 100)      (0, 0, 320, 100)",
                "  'Box' (CON-01-aaa)    (0, 0, 100, 20)       (0, 0, 100, 20)",
                "  'Loose' (CON-02-aaa)  (0, 30, 50, 20)       (0, 30, 50, 20)",
            ])
        #expect(lines[5].hasPrefix("\(document.path):13:25: error: [320×100] unsatisfiable: "))
        #expect(lines[6] == "\(document.path):12:25: note: CON-01-aaa.width == 100 (id X01-aa-aaa)")
    }

    @Test("--scene selects one scene; an unknown id lists the scenes there are")
    func sceneSelection() throws {
        let document = try Fixture.document("cells.xib")
        let ids = document.scenes.map(\.id)
        #expect(try InterfaceBuilderReport.scenes(of: document, id: ids[1]).map(\.id) == [ids[1]])
        #expect(throws: InterfaceBuilderSceneError.self) {
            try InterfaceBuilderReport.scenes(of: document, id: "nope")
        }
        let listed = document.scenes.map { "\($0.id) (\($0.className))" }.joined(separator: ", ")
        do {
            _ = try InterfaceBuilderReport.scene(of: document, id: "nope")
        } catch {
            #expect(
                error.description
                    == "\(document.path):1:1: error: no scene has id 'nope'; pass one of the document's scenes "
                    + "to --scene: \(listed)")
        }
        do {
            _ = try InterfaceBuilderReport.scene(of: document, id: nil)
            Issue.record("a document of several scenes needs --scene")
        } catch {
            #expect(
                error.description
                    == "\(document.path):1:1: error: the document has \(document.scenes.count) scenes; choose one; "
                    + "pass one of the document's scenes to --scene: \(listed)")
        }
    }

    @Test("Diagnostics name constraints Plumb made by the view that made them")
    func systemConstraintReferences() throws {
        let layout = try #require(try Fixture.document("conflict.xib").scenes.first).layout()
        let box = try #require(layout.entry(id: "CON-01-aaa"))
        let width = try #require(box.view.constraints.first { layout.source(of: $0)?.id == "X01-aa-aaa" })
        #expect(
            layout.reference(width)
                == .init(id: "X01-aa-aaa", line: 12, column: 25, constraint: "CON-01-aaa.width == 100"))
        #expect(layout.equationText(width) == "CON-01-aaa.width == 100")
        #expect(layout.displayName(of: box) == "'Box' (CON-01-aaa)")
    }
}
