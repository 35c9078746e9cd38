// The text of `plumb layout --format text` and of `plumb check`: a frame table and diagnostics
// for people.

import Plumb

extension SpecLayout {
    /// The size, a table of frames (Plumb's `FrameTable`) named as in the spec, then the diagnostics:
    ///
    /// ```text
    /// 320 × 568
    /// view           frame (in superview)     absolute frame
    /// root           (0, 0, 320, 568)         (0, 0, 320, 568)
    ///   topGray      (20, 20, 280, 100)       (20, 20, 280, 100)
    /// ```
    public var text: String {
        var depth: [String: Int] = ["root": 0]
        for entry in views {
            if let superview = entry.superview { depth[entry.name] = (depth[superview] ?? 0) + 1 }
        }
        let table = FrameTable(
            rows: views.map { entry in
                FrameTable.Row(
                    name: entry.name, depth: depth[entry.name] ?? 0, frame: entry.frame,
                    frameInRoot: entry.absoluteFrame)
            })
        var lines = ["\(number(size.width)) × \(number(size.height))", table.description]
        for diagnostic in diagnostics { lines.append(contentsOf: diagnosticLines(diagnostic)) }
        return lines.joined(separator: "\n")
    }

    /// A diagnostic as compiler-style lines: `FILE:LINE:COLUMN: error: [W×H] kind: message`, then
    /// one `note:` per constraint involved.
    public func diagnosticLines(_ diagnostic: SpecDiagnostic) -> [String] {
        let severity = diagnostic.isFailure ? "error" : "warning"
        let viewLocation = diagnostic.view.flatMap { entry(named: $0)?.spec?.location }
        let anchor =
            viewLocation
            ?? (diagnostic.broken.map { [$0] } ?? diagnostic.constraints).first(where: { $0.line > 0 }).map {
                SpecLocation(line: $0.line, column: $0.column)
            }
        let place = "\(spec.file):\((anchor ?? .start).description)"
        var lines = [
            "\(place): \(severity): [\(number(size.width))×\(number(size.height))] \(diagnostic.kind.rawValue): \(diagnostic.message)"
        ]
        for reference in diagnostic.constraints {
            guard reference.line > 0 else {
                lines.append("note: \(reference.constraint)  (from \(reference.spec))")
                continue
            }
            lines.append(
                "\(spec.file):\(reference.line):\(reference.column): note: \(reference.constraint)  (from \(reference.spec))"
            )
        }
        return lines
    }

    /// `constraints:` then one line per active constraint (``activeConstraints``), as an
    /// equation with its priority and identifier, and what made it:
    /// `  a.leading == root.leading + 20  (H:|-[a]-|, line 8)`.
    public var constraintsText: String {
        var lines = ["constraints:"]
        for constraint in activeConstraints {
            var text = "  \(constraint.firstItem).\(constraint.firstAttribute) \(constraint.relation) "
            if let second = constraint.secondItem, let attribute = constraint.secondAttribute {
                if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) * " }
                text += "\(second).\(attribute)"
                if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
                if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
            } else {
                text += number(constraint.constant)
            }
            if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
            if let hugging = constraint.huggingPriority,
                let resistance = constraint.compressionResistancePriority
            {
                text += " Hug:\(hugging) CompressionResistance:\(resistance)"
            }
            if let identifier = constraint.identifier { text += " '\(identifier)'" }
            let place = constraint.line > 0 ? ", line \(constraint.line)" : ""
            lines.append("\(text)  (\(constraint.spec)\(place))")
        }
        return lines.joined(separator: "\n")
    }
}
