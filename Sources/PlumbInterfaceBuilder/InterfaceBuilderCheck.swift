// `plumb check` for Interface Builder documents: many files, each loaded, built, solved and
// reported on its own, in parallel.
//
// Design. The work per file is independent and a `View` tree is not `Sendable`, so each file is
// read, laid out scene by scene and turned into text inside one task, which returns only Sendable
// values (lines and counts); `DispatchQueue.concurrentPerform` runs one task per file on as many
// threads as the machine has cores, each writing its own slot of the results. The results are then
// read in the order of the files given (directories expanded in sorted path order), so the output
// is the same however the tasks were scheduled.

import Foundation
import Plumb

/// Checks Interface Builder documents as Xcode's issue navigator would, without a Mac:
/// unsatisfiable and ambiguous constraints (errors) and misplaced views (warnings: a stored frame
/// more than ``tolerance`` points from the solved one), each scene laid out at its design size.
///
/// ```swift
/// let check = InterfaceBuilderCheck()
/// let results = check.check(InterfaceBuilderCheck.documents(in: ["App/Base.lproj"]))
/// print(results.flatMap(\.lines).joined(separator: "\n"))
/// print(InterfaceBuilderCheck.summary(results))
/// ```
public struct InterfaceBuilderCheck: Sendable {
    /// What one file gave.
    public struct FileResult: Sendable, Equatable {
        /// The path as given (or as found below a directory given).
        public var path: String
        /// The findings as compiler-style lines (`PATH:LINE:COLUMN: error: …` and their notes),
        /// scene by scene in document order.
        public var lines: [String]
        /// How many scenes were laid out.
        public var scenes: Int
        /// How many views they hold.
        public var views: Int
        /// How many findings of each kind, by ``InterfaceBuilderDiagnostic/Kind`` raw value.
        public var findings: [String: Int]
        /// Why the file could not be read as a document (`PATH:LINE:COLUMN: error: …`), or nil.
        public var error: String?

        /// Whether any finding was made.
        public var hasFindings: Bool { findings.values.contains { $0 > 0 } }
    }

    /// How text controls get their intrinsic sizes: from their design-time frames by default
    /// (``InterfaceBuilderTextSizing/design``), so that fonts Linux lacks do not make views
    /// misplaced.
    public var text: InterfaceBuilderTextSizing
    /// The size classes that choose `<variation>`s; nil for each document's device's own.
    public var traits: SizeClassTraits?
    /// How far, in points, a stored frame may lie from the solved one before the view is
    /// misplaced: 0.5 by default.
    public var tolerance: Double

    /// A check.
    public init(
        text: InterfaceBuilderTextSizing = .design, traits: SizeClassTraits? = nil, tolerance: Double = 0.5
    ) {
        self.text = text
        self.traits = traits
        self.tolerance = tolerance
    }

    /// The documents `paths` name: each file as given, and below each directory every `.xib` and
    /// `.storyboard` file, recursively, in sorted path order (hidden files and directories skipped).
    public static func documents(in paths: [String]) -> [String] {
        var result: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(path)
                continue
            }
            let base = URL(fileURLWithPath: path)
            let found =
                manager.enumerator(
                    at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?.compactMap {
                    $0 as? URL
                } ?? []
            let prefix = base.standardizedFileURL.path
            let files = found.filter { InterfaceBuilderDocument.pathExtensions.contains($0.pathExtension) }
                .map { url in
                    let full = url.standardizedFileURL.path
                    let relative =
                        full.hasPrefix(prefix + "/") ? String(full.dropFirst(prefix.count + 1)) : full
                    return (path.hasSuffix("/") ? path : path + "/") + relative
                }
            result += files.sorted()
        }
        return result
    }

    /// Checks the documents at `paths`, in parallel on every core; the results in the order of
    /// `paths`.
    /// - Complexity: one build and layout per scene, plus its ambiguity check.
    public func check(_ paths: [String]) -> [FileResult] {
        let slots = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.store(check(path: paths[index]), at: index)
        }
        return slots.results
    }

    /// Checks one document.
    public func check(path: String) -> FileResult {
        let document: InterfaceBuilderDocument
        do { document = try InterfaceBuilderDocument(path: path) } catch {
            return FileResult(
                path: path, lines: [], scenes: 0, views: 0, findings: [:], error: error.description)
        }
        var lines: [String] = []
        var views = 0
        var findings: [String: Int] = [:]
        for scene in document.scenes {
            let layout = scene.layout(traits: traits, text: text)
            views += layout.entries.count
            for diagnostic in layout.reportedDiagnostics(misplacedTolerance: tolerance) {
                findings[diagnostic.kind.rawValue, default: 0] += 1
                lines += layout.diagnosticLines(diagnostic, path: path)
            }
        }
        return FileResult(
            path: path, lines: lines, scenes: document.scenes.count, views: views, findings: findings,
            error: nil)
    }

    /// What `plumb check` prints for documents: the findings of every file in the order given,
    /// then the summary line.
    public struct Report: Sendable {
        /// The findings' lines and the summary, without a trailing newline.
        public var text: String
        /// Why files could not be read (`PATH:LINE:COLUMN: error: …`), in the order given.
        public var errors: [String]
        /// Whether any finding was made.
        public var hasFindings: Bool
    }

    /// Checks the documents `paths` name (``documents(in:)``) in parallel and reports them.
    public func report(_ paths: [String]) -> Report {
        let results = check(Self.documents(in: paths))
        let lines = results.flatMap(\.lines) + [Self.summary(results)]
        return Report(
            text: lines.joined(separator: "\n"), errors: results.compactMap(\.error),
            hasFindings: results.contains(where: \.hasFindings))
    }

    /// Whether `path` is for ``report(_:)`` rather than a screen spec: a `.xib` or `.storyboard`
    /// file, or a directory.
    public static func isDocumentPath(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return InterfaceBuilderDocument.hasDocumentExtension(path)
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                && isDirectory.boolValue)
    }

    /// `checked 3 files, 7 scenes, 120 views: 1 unsatisfiable, 0 ambiguous, 4 misplaced` (other
    /// kinds follow when any were found; `, 1 unreadable` counts files that could not be read).
    public static func summary(_ results: [FileResult]) -> String {
        var totals: [String: Int] = [:]
        for result in results { totals.merge(result.findings, uniquingKeysWith: +) }
        let readable = results.filter { $0.error == nil }
        var kinds = ["unsatisfiable", "ambiguous", "misplaced"].map { "\(totals[$0] ?? 0) \($0)" }
        for kind in InterfaceBuilderDiagnostic.Kind.allCases.map(\.rawValue)
        where !["unsatisfiable", "ambiguous", "misplaced"].contains(kind) && totals[kind] != nil {
            kinds.append("\(totals[kind] ?? 0) \(kind)")
        }
        let unreadable = results.count - readable.count
        func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
        return
            "checked \(count(readable.count, "file")), \(count(readable.map(\.scenes).reduce(0, +), "scene")), "
            + "\(count(readable.map(\.views).reduce(0, +), "view")): " + kinds.joined(separator: ", ")
            + (unreadable > 0 ? ", \(unreadable) unreadable" : "")
    }
}

/// One slot per task for `concurrentPerform`: each task writes only its own index, under a lock.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [InterfaceBuilderCheck.FileResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: InterfaceBuilderCheck.FileResult, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// The results; every slot is filled once `concurrentPerform` has returned.
    var results: [InterfaceBuilderCheck.FileResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
