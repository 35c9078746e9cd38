// SpecParser: YAML text → ``Spec``.
//
// Design. Yams composes the text into a tree of `Node`s, each with its line and column (`mark`),
// and the parser walks that tree itself instead of decoding into `Codable` types, so every
// error can point at the value that caused it: a wrong type, an unknown key (every mapping lists
// its valid keys, from SpecGrammar, the table the JSON Schema is written from), a duplicate
// name, a number that is NaN or infinite, an unknown view in an
// equation. JSON is YAML, so JSON specs work unchanged. The walk goes in three steps: the top
// level (`size`, `spacing`, `metrics`, `layoutDirection`, `safeArea`, `layoutGuides`), then the
// view tree depth first (collecting names of views and guides, so a duplicate reports where the
// first one was), then the constraints, whose equations are parsed
// here (names checked against the tree); VFL strings are parsed by Plumb when the builder makes
// them, because Apple's parser needs the views. Last come the behaviours of `dynamics:`
// (SpecParser+Dynamics.swift), their items checked against the tree.
//
// Errors in file order. A spec with several errors reports the first in the file (by line, then
// column), whichever step finds it, so fixing errors top to bottom works. A step whose error
// leaves later steps nothing sound to check stops the parse: the YAML itself, a `metrics:` entry
// (constraints use them) and the view tree (constraints and behaviours name its views). Other
// errors are collected and the walk goes on: each top-level key, each constraint entry (a bad one
// is left out) and `dynamics:`. Then the spec is built once without layout (SpecBuilder's
// `makeTree`), which finds what only the tree can tell: control properties, VFL strings, illegal
// pairings (it too goes on past each error, a plain view standing in for one it cannot make). The
// earliest of all the errors is thrown: never a partial spec.

import Plumb
import Yams

/// Reads a screen spec (see the file's design note and docs/spec-format.md).
struct SpecParser {
    /// The file name for messages.
    let file: String
    /// The source lines, to map a string's characters to columns.
    let lines: [Substring]
    /// The views seen so far, by name, with where each is named.
    var names: [String: SpecLocation] = [:]
    /// The metrics, by name.
    var metrics: [String: Double] = [:]
    /// The declared layout guides seen so far, by name, with where each is named.
    var guideNames: [String: SpecLocation] = [:]
    /// Whether the entries being read are a list's cell template.
    var isInCellTemplate = false

    /// The layout directions of `layoutDirection:` by UIKit name.
    static let directionNames: [(String, UserInterfaceLayoutDirection)] = [
        ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
    ]
    /// The semantic content attributes by UIKit name.
    static let semanticNames: [(String, SemanticContentAttribute)] = [
        ("unspecified", .unspecified), ("playback", .playback), ("spatial", .spatial),
        ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
    ]
    /// The autoresizing flags by UIKit name.
    static let autoresizingNames: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
    /// The VFL options by UIKit name.
    static let optionNames: [(String, LayoutConstraint.FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// A parser of `yaml` read from `file`.
    init(yaml: String, file: String) {
        self.file = file
        self.lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Parses the text and checks that its tree can be built.
    /// - Throws: ``SpecError`` at the problem that comes first in the file (see the design note).
    mutating func parse(_ yaml: String) throws(SpecError) -> Spec {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw SpecError(
                    file: file, location: .start,
                    message:
                        "the spec is empty; write at least `size: [W, H]` and `views:` (see docs/spec-format.md)"
                )
            }
            root = node
        } catch let error as SpecError {
            throw error
        } catch let error as YamlError {
            throw yamlError(error)
        } catch {
            throw SpecError(file: file, location: .start, message: "cannot read the YAML: \(error)")
        }
        var spec = Spec(file: file)
        var viewsNode: Node?
        var constraintsNode: Node?
        var dynamicsNode: Node?
        var errors: [SpecError] = []
        var metricsFailed = false
        for (key, keyNode, value) in try mapping(root, "the spec") {
            do {
                try topLevel(key, keyNode, value, into: &spec)
            } catch {
                errors.append(error)
                metricsFailed = metricsFailed || key == "metrics"
                continue
            }
            switch key {
            case "views": viewsNode = value
            case "dynamics": dynamicsNode = value
            case "constraints": constraintsNode = value
            default: break
            }
        }
        if metricsFailed { throw SpecParser.earliest(errors) }
        if let viewsNode {
            do {
                spec.views = try views(viewsNode, "views")
            } catch {
                throw SpecParser.earliest(errors + [error])
            }
        }
        if let constraintsNode {
            do {
                for entry in try sequence(constraintsNode, "constraints") {
                    do { spec.constraints.append(try constraint(entry)) } catch { errors.append(error) }
                }
            } catch {
                errors.append(error)
            }
        }
        if let dynamicsNode {
            do { spec.dynamics = try dynamics(dynamicsNode) } catch { errors.append(error) }
        }
        var builder = SpecBuilder(
            spec: spec, size: spec.size ?? Size(width: 0, height: 0), sizeFromCommandLine: false,
            measurer: FallbackTextMeasurer())
        do { try builder.makeTree() } catch { errors.append(error) }
        if !errors.isEmpty { throw SpecParser.earliest(errors) }
        return spec
    }

    /// The error that comes first in the file (by line, then column; the first found on a tie).
    static func earliest(_ errors: [SpecError]) -> SpecError {
        errors.min { $0.location < $1.location } ?? errors[0]
    }

    /// Checks a top-level key and reads `size`, `spacing` and `metrics` into `spec` (the other
    /// sections are read once every key is known).
    mutating func topLevel(_ key: String, _ keyNode: Node, _ value: Node, into spec: inout Spec)
        throws(SpecError)
    {
        try checkKey(key, keyNode, allowed: SpecGrammar.spec.keyNames, in: "the spec")
        switch key {
        case "size":
            let values = try numbers(value, count: 2, "size").map { $0 ?? 0 }
            guard values[0] >= 0, values[1] >= 0 else {
                throw error("size must not be negative; write [width, height] in points", at: value)
            }
            spec.size = Size(width: values[0], height: values[1])
            spec.sizeLocation = location(of: keyNode)
        case "spacing":
            let text = try string(value, "spacing")
            guard let profile = SpacingProfile(rawValue: text) else {
                throw error("unknown spacing '\(text)'; use ios7, ios8 or ios11", at: value)
            }
            spec.spacing = profile
        case "metrics":
            for (name, nameNode, number) in try mapping(value, "metrics") {
                _ = try self.name(nameNode, "metric name")
                let metric = try self.number(number, "metric '\(name)'")
                metrics[name] = metric
                spec.metrics.append(
                    SpecMetric(name: name, value: metric, location: location(of: nameNode)))
            }
        case "layoutDirection":
            spec.layoutDirection = try choice(value, "layoutDirection", table: SpecParser.directionNames)
        case "safeArea":
            spec.safeArea = try insets(value, "safeArea ([top, left, bottom, right])", negative: false)
        case "layoutGuides": spec.layoutGuides = try layoutGuides(value)
        case "layoutMargins":
            spec.layoutMargins = try insets(
                value, "layoutMargins ([top, left, bottom, right])", negative: true)
        case "insetsLayoutMarginsFromSafeArea":
            spec.insetsLayoutMarginsFromSafeArea = try bool(value, "insetsLayoutMarginsFromSafeArea")
        default: break
        }
    }

    /// A Yams error at its position.
    func yamlError(_ error: YamlError) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix =
                context.map { "\($0.text) at line \($0.mark.line), column \($0.mark.column): " } ?? ""
            return SpecError(
                file: file, location: SpecLocation(line: mark.line, column: mark.column),
                message: "invalid YAML: \(prefix)\(problem); check the indentation and quoting")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecError(
                file: file, location: SpecLocation(line: context.mark.line, column: context.mark.column),
                message:
                    "duplicate key \(duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")) in a "
                    + "mapping; write each key once")
        default:
            return SpecError(file: file, location: .start, message: "invalid YAML: \(error)")
        }
    }
}
