import Plumb

/// What `plumb layout` and `plumb check` print, as library calls (the CLI only prints these; the
/// tests call them directly).
public enum SpecReport {
    /// The output formats of `plumb layout`.
    public enum Format: String, Sendable, CaseIterable {
        /// One JSON object per size (an array of them for several sizes).
        case json
        /// A readable frame table per size.
        case text
    }

    /// `plumb layout`: the spec laid out at each size (the spec's own size when `sizes` is
    /// empty), as JSON or text, without a trailing newline; text measured by `measurer`. With
    /// `constraints` (`--constraints`) each size also lists every active constraint
    /// (``SpecLayout/activeConstraints``).
    /// - Throws: ``SpecError`` for invalid input; then nothing is laid out.
    public static func layoutOutput(
        _ spec: Spec, sizes: [Size], format: Format, constraints: Bool = false,
        measurer: any TextMeasuring = FallbackTextMeasurer()
    ) throws(SpecError) -> String {
        let layouts = try Self.layouts(spec, sizes: sizes, measurer: measurer)
        switch format {
        case .json:
            return layouts.count == 1
                ? layouts[0].json(includingConstraints: constraints)
                : SpecLayout.json(layouts, includingConstraints: constraints)
        case .text:
            return layouts.map { constraints ? $0.text + "\n" + $0.constraintsText : $0.text }.joined(
                separator: "\n\n")
        }
    }

    /// `plumb check`: the diagnostics of every size and a summary line per size, and whether any
    /// size is unsatisfiable or ambiguous.
    /// - Throws: ``SpecError`` for invalid input.
    public static func check(
        _ spec: Spec, sizes: [Size], measurer: any TextMeasuring = FallbackTextMeasurer()
    ) throws(SpecError) -> (text: String, failed: Bool) {
        let layouts = try Self.layouts(spec, sizes: sizes, measurer: measurer)
        var lines: [String] = []
        for layout in layouts {
            for diagnostic in layout.diagnostics {
                lines.append(contentsOf: layout.diagnosticLines(diagnostic))
            }
            let failures = layout.diagnostics.filter(\.isFailure)
            let unsatisfiable = failures.filter { $0.kind == .unsatisfiable }.count
            let ambiguous = failures.count - unsatisfiable
            let size = "\(number(layout.size.width))×\(number(layout.size.height))"
            lines.append(
                failures.isEmpty
                    ? "\(spec.file): \(size): ok"
                    : "\(spec.file): \(size): \(unsatisfiable) unsatisfiable, \(ambiguous) ambiguous")
        }
        return (lines.joined(separator: "\n"), layouts.contains(where: \.hasFailures))
    }

    /// The layouts at each size (the spec's own size when `sizes` is empty), each made by
    /// ``Spec/layOut(size:measurer:)`` in a fresh tree, all built before any is returned.
    public static func layouts(
        _ spec: Spec, sizes: [Size], measurer: any TextMeasuring = FallbackTextMeasurer()
    ) throws(SpecError) -> [SpecLayout] {
        var layouts: [SpecLayout] = []
        for size in sizes.isEmpty ? [nil] : sizes.map(Optional.some) {
            layouts.append(try spec.layOut(size: size, measurer: measurer))
        }
        return layouts
    }
}
