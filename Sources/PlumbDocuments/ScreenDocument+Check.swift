import Plumb
import PlumbInterfaceBuilder
import PlumbSpec

extension ScreenDocument {
    /// What `plumb check` found in some files: what it prints, the errors of files it could not
    /// read, and whether anything failed.
    public struct CheckReport: Sendable {
        /// The lines for standard output: each readable spec's findings and per-size summaries, in
        /// the order given, then (when any were given) the Interface Builder documents' findings
        /// and their summary line.
        public var output: [String]
        /// Why files could not be read (`FILE:LINE:COLUMN: error: …`): the specs' first, then the
        /// documents', each in the order given.
        public var errors: [String]
        /// Whether any spec is unsatisfiable or ambiguous at any size, or any document has a
        /// finding.
        public var failed: Bool
    }

    /// `plumb check`: screen specs checked at every size of `options` (each laid out in a fresh
    /// tree, its direction replaced by ``Options/direction`` when given), and Interface Builder
    /// documents and directories of them checked in parallel at their design sizes
    /// (`InterfaceBuilderCheck`, with ``Options/traits`` and text sizing; design-time text by
    /// default in `plumb check`). A file that cannot be read is an error; the others are still
    /// checked.
    /// - Complexity: one layout per spec and size, one per document scene.
    public static func check(files: [String], options: Options) -> CheckReport {
        var specFiles: [String] = []
        var documents: [String] = []
        for file in files {
            if InterfaceBuilderCheck.isDocumentPath(file) {
                documents.append(file)
            } else {
                specFiles.append(file)
            }
        }
        let specs = SpecReport.check(
            files: specFiles, sizes: options.sizes, direction: options.direction, measurer: options.measurer)
        var report = CheckReport(
            output: specs.texts, errors: specs.errors.map(\.description), failed: specs.failed)
        if !documents.isEmpty {
            let check = InterfaceBuilderCheck(
                text: options.interfaceBuilder.text, traits: options.traits
            ).report(documents)
            report.output.append(check.text)
            report.errors += check.errors
            report.failed = report.failed || check.hasFindings
        }
        return report
    }
}
