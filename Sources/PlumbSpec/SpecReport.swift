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

    /// What `plumb check` found in some spec files: each readable file's ``check(_:sizes:measurer:)``
    /// text, each unreadable or invalid file's error, and whether any size of any file failed.
    public struct FileCheck {
        /// The readable files' check texts, in the order of the files.
        public var texts: [String]
        /// The errors of files that could not be read or are not valid specs, in order.
        public var errors: [SpecError]
        /// Whether any size of any readable file is unsatisfiable or ambiguous.
        public var failed: Bool
    }

    /// `plumb check` on spec files: each read, its layout direction replaced by `direction` when
    /// given, and checked at each size; a file that cannot be read is an error and the others are
    /// still checked.
    public static func check(
        files: [String], sizes: [Size], direction: UserInterfaceLayoutDirection? = nil,
        measurer: any TextMeasuring = FallbackTextMeasurer()
    ) -> FileCheck {
        var result = FileCheck(texts: [], errors: [], failed: false)
        for file in files {
            do throws(SpecError) {
                var spec = try Spec(contentsOfFile: file)
                if let direction { spec.layoutDirection = direction }
                let check = try check(spec, sizes: sizes, measurer: measurer)
                result.texts.append(check.text)
                result.failed = result.failed || check.failed
            } catch {
                result.errors.append(error)
            }
        }
        return result
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
