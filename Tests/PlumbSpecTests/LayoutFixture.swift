import Foundation
import Plumb
import PlumbSpec

/// One golden layout fixture of Tests/Fixtures/layout: a screen spec and, after a `---` line, the
/// frames a UIKit developer predicts for it (see that folder's README.md for the format).
struct LayoutFixture: Sendable {
    /// How the right-to-left frames follow from the left-to-right ones.
    enum Mirroring: String, Sendable {
        /// Each frame's x becomes its superview's width − x − width (the default).
        case mirror
        /// Every frame is the same in both directions.
        case same
    }

    /// The file name without `.yaml`.
    let name: String
    /// The spec's text (before the `---` line).
    let specText: String
    /// The root size to lay out at (`size:` of the expectations), else the spec's.
    var size: Size?
    /// The expected frames left to right, in the superview's coordinates, in file order.
    var frames: [(name: String, frame: Rect)] = []
    /// Frames right to left that the mirroring rule does not give (`rtl.NAME:`).
    var rightToLeftFrames: [String: Rect] = [:]
    /// How the other right-to-left frames follow.
    var mirroring = Mirroring.mirror
    /// The diagnostic kinds expected, in order (`diagnostics:`; none by default).
    var diagnostics: [SpecDiagnostic.Kind] = []
    /// Why Plumb is known to differ from the expectation in both directions (`knownIssue:`), nil
    /// when it agrees.
    var knownIssue: String?
    /// Why Plumb is known to differ right to left only (`rtl.knownIssue:`).
    var rightToLeftKnownIssue: String?

    /// The folder of the fixtures.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/layout")

    /// Every fixture's name, sorted.
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// Reads the fixture `name`.
    init(named name: String) throws {
        self.name = name
        let text = try String(
            contentsOf: LayoutFixture.directory.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let separator = lines.firstIndex(of: "---") else {
            throw FixtureError("\(name).yaml has no `---` line before its expected frames")
        }
        // The spec is the file's first lines, so diagnostics give the file's line numbers.
        specText = lines[..<separator].joined(separator: "\n")
        for (offset, line) in lines[(separator + 1)...].enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            try read(trimmed, line: separator + 2 + offset)
        }
    }

    /// Reads one `key: value` line of the expectations.
    private mutating func read(_ line: String, line number: Int) throws {
        guard let colon = line.firstIndex(of: ":") else {
            throw FixtureError("\(name).yaml:\(number): expected `key: value`")
        }
        let key = String(line[..<colon])
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch key {
        case "size":
            let numbers = try Self.numbers(value, count: 2, at: "\(name).yaml:\(number)")
            size = Size(width: numbers[0], height: numbers[1])
        case "rtl":
            guard let mirroring = Mirroring(rawValue: value) else {
                throw FixtureError("\(name).yaml:\(number): rtl is `mirror` or `same`")
            }
            self.mirroring = mirroring
        case "diagnostics":
            diagnostics = try value.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
                .split(separator: ",").map {
                    let kind = $0.trimmingCharacters(in: .whitespaces)
                    guard let parsed = SpecDiagnostic.Kind(rawValue: kind) else {
                        throw FixtureError("\(name).yaml:\(number): unknown diagnostic kind '\(kind)'")
                    }
                    return parsed
                }
        case "knownIssue":
            knownIssue = value
        case "rtl.knownIssue":
            rightToLeftKnownIssue = value
        default:
            let frame = try Self.rect(value, at: "\(name).yaml:\(number)")
            if key.hasPrefix("rtl.") {
                rightToLeftFrames[String(key.dropFirst(4))] = frame
            } else if frames.contains(where: { $0.name == key }) {
                throw FixtureError("\(name).yaml:\(number): a second frame for '\(key)'; keep one")
            } else {
                frames.append((key, frame))
            }
        }
    }

    /// `[x, y, width, height]` as a rectangle.
    private static func rect(_ text: String, at place: String) throws -> Rect {
        let numbers = try numbers(text, count: 4, at: place)
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `[a, b, …]` with `count` numbers.
    private static func numbers(_ text: String, count: Int, at place: String) throws -> [Double] {
        guard text.hasPrefix("["), text.hasSuffix("]") else {
            throw FixtureError("\(place): expected [\(count) numbers], found '\(text)'")
        }
        let numbers = text.dropFirst().dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard numbers.count == count else {
            throw FixtureError("\(place): expected [\(count) numbers], found '\(text)'")
        }
        return numbers
    }

    /// The frame expected for `name` in `direction`: the written one left to right; right to
    /// left, its `rtl.NAME:` frame, else (with `rtl: mirror`) the left-to-right frame mirrored in
    /// its superview's width, which is `superview`'s expected width (the root's for `root`).
    func expectedFrame(
        of name: String, superview: String, direction: UserInterfaceLayoutDirection, rootSize: Size
    ) -> Rect? {
        guard let frame = frames.first(where: { $0.name == name })?.frame else { return nil }
        guard direction == .rightToLeft else { return frame }
        if let explicit = rightToLeftFrames[name] { return explicit }
        guard mirroring == .mirror else { return frame }
        let width =
            superview == "root"
            ? rootSize.width : frames.first(where: { $0.name == superview })?.frame.width ?? 0
        return Rect(
            x: width - frame.origin.x - frame.width, y: frame.origin.y, width: frame.width,
            height: frame.height)
    }
}

/// A malformed fixture file.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
