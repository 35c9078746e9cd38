// The output of `plumb layout FILE.xib|FILE.storyboard`: one JSON object per scene and size on one
// line, keys in the documented order and views in document order (the root first), or a frame
// table for people; and the compiler-style lines of `plumb check`. Written by hand so that the
// same document gives the same bytes on every run.

import Plumb
import PlumbSolver

extension InterfaceBuilderLayout {
    /// `{"scene":ID,"size":{…},"views":{IB_ID:{"superview":…,"class":…,"label":…,"frame":{…},
    /// "absoluteFrame":{…}}},"diagnostics":[…]}` on one line: views keyed by IB id in document
    /// order (an id-less view, such as an old collection view cell's content view, as
    /// `PARENT_ID.contentView`), `frame` in the superview's coordinates and `absoluteFrame` in the
    /// root's, both as UIKit reports them and unrounded; `diagnostics` as ``reportedDiagnostics(misplacedTolerance:)``
    /// without misplaced views, each `{"kind":…,"message":…,["view":…,"variables":[…],]
    /// ["broken":REF,]"constraints":[REF…]}` with `REF` = `{"id":IB_ID|null,"line":N,"constraint":…}`.
    /// - Parameter scene: the scene's id (``InterfaceBuilderScene/id``).
    /// - Complexity: O(views · depth + diagnostics).
    public func json(scene: String) -> String {
        var text = "{\"scene\":\(Self.jsonQuoted(scene)),\"size\":{\"width\":\(Self.jsonNumber(size.width)),"
        text += "\"height\":\(Self.jsonNumber(size.height))},\"views\":{"
        text += entries.map { entry in
            "\(Self.jsonQuoted(entry.id)):{\"superview\":\(entry.superviewID.map(Self.jsonQuoted) ?? "null"),"
                + "\"class\":\(Self.jsonQuoted(entry.className)),\"label\":\(entry.userLabel.map(Self.jsonQuoted) ?? "null"),"
                + "\"frame\":\(Self.json(entry.frame)),\"absoluteFrame\":\(Self.json(absoluteFrame(of: entry)))}"
        }.joined(separator: ",")
        text += "},\"diagnostics\":[" + reportedDiagnostics().map(Self.json).joined(separator: ",") + "]}"
        return text
    }

    /// The frame of `entry` as UIKit reports it, in the root's coordinates.
    public func absoluteFrame(of entry: Entry) -> Rect {
        let inRoot = entry.view.frameInRoot
        let frame = entry.frame
        return Rect(
            x: inRoot.minX + frame.minX - entry.view.frame.minX,
            y: inRoot.minY + frame.minY - entry.view.frame.minY,
            width: frame.width, height: frame.height)
    }

    /// The scene, its class and size, a table of frames (Plumb's `FrameTable`) naming each view by
    /// its user label and IB id, then the diagnostics as ``diagnosticLines(_:path:)``:
    ///
    /// ```text
    /// scene BYZ-38-t0r (ViewController) at 375 × 667
    /// view                     frame (in superview)  absolute frame
    /// 8bC-Xf-vdC               (0, 0, 375, 667)      (0, 0, 375, 667)
    ///   'Title' (dkx-z0-nzr)   (16, 20, 343, 21)     (16, 20, 343, 21)
    /// ```
    public func text(scene: InterfaceBuilderScene) -> String {
        var depth: [String: Int] = [:]
        let rows = entries.map { entry in
            let level = entry.superviewID.map { (depth[$0] ?? 0) + 1 } ?? 0
            depth[entry.id] = level
            return FrameTable.Row(
                name: displayName(of: entry), depth: level, frame: entry.frame,
                frameInRoot: absoluteFrame(of: entry))
        }
        var lines = [
            "scene \(scene.id) (\(scene.className)\(scene.title.map { " '\($0)'" } ?? "")) at "
                + "\(Self.jsonNumber(size.width)) × \(Self.jsonNumber(size.height))",
            FrameTable(rows: rows).description,
        ]
        for diagnostic in reportedDiagnostics() {
            lines += diagnosticLines(diagnostic, path: scene.context.path)
        }
        return lines.joined(separator: "\n")
    }

    /// A diagnostic as compiler-style lines: `PATH:LINE:COLUMN: error|warning: [W×H] kind:
    /// message`, then one `PATH:LINE:COLUMN: note: EQUATION (id ID)` per constraint involved.
    /// - Parameters:
    ///   - diagnostic: one of ``reportedDiagnostics(misplacedTolerance:)``.
    ///   - path: the document's path, as the lines name it.
    public func diagnosticLines(_ diagnostic: InterfaceBuilderDiagnostic, path: String) -> [String] {
        let severity = diagnostic.isError ? "error" : "warning"
        var lines = [
            "\(path):\(max(diagnostic.line, 1)):\(max(diagnostic.column, 1)): \(severity): "
                + "[\(Self.jsonNumber(size.width))×\(Self.jsonNumber(size.height))] \(diagnostic.kind.rawValue): "
                + diagnostic.message
        ]
        for reference in diagnostic.constraints {
            lines.append(
                "\(path):\(reference.line):\(reference.column): note: \(reference.constraint)"
                    + (reference.id.map { " (id \($0))" } ?? ""))
        }
        return lines
    }

    static func json(_ diagnostic: InterfaceBuilderDiagnostic) -> String {
        var text =
            "{\"kind\":\(jsonQuoted(diagnostic.kind.rawValue)),\"message\":\(jsonQuoted(diagnostic.message))"
        if let view = diagnostic.view { text += ",\"view\":\(jsonQuoted(view))" }
        if !diagnostic.variables.isEmpty {
            text += ",\"variables\":[" + diagnostic.variables.map(jsonQuoted).joined(separator: ",") + "]"
        }
        if let broken = diagnostic.broken { text += ",\"broken\":\(json(broken))" }
        text += ",\"constraints\":[" + diagnostic.constraints.map(json).joined(separator: ",") + "]}"
        return text
    }

    static func json(_ reference: InterfaceBuilderDiagnostic.ConstraintReference) -> String {
        "{\"id\":\(reference.id.map(jsonQuoted) ?? "null"),\"line\":\(reference.line),"
            + "\"constraint\":\(jsonQuoted(reference.constraint))}"
    }

    static func json(_ rect: Rect) -> String {
        "{\"x\":\(jsonNumber(rect.minX)),\"y\":\(jsonNumber(rect.minY)),\"width\":\(jsonNumber(rect.width)),"
            + "\"height\":\(jsonNumber(rect.height))}"
    }

    /// A number as JSON writes it (`20`, `0.5`).
    static func jsonNumber(_ value: Double) -> String { NumberFormat.json(value) }

    /// A JSON string literal.
    static func jsonQuoted(_ text: String) -> String { JSONText.quoted(text) }
}
