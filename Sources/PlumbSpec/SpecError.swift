/// Invalid input to a screen spec: a YAML syntax error, a wrong type, an unknown key or view, a
/// bad attribute, a duplicate name, a number that is not finite, a VFL string Apple's parser
/// rejects, a constraint Plumb refuses, or a file that cannot be read.
///
/// The ``description`` is a compiler-style diagnostic that editors and CI understand:
///
/// ```text
/// screen.yaml:12:7: error: unknown view 'topGrey' in 'topGrey.width == 10'; views are named in `views:` (did you mean 'topGray'?)
/// ```
///
/// followed, for VFL errors, by Apple's caret block (the format and a caret under the problem).
public struct SpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec file as the user named it.
    public let file: String
    /// Where the problem is, 1-based; line 1, column 1 when the whole file is at fault.
    public let location: SpecLocation
    /// What is wrong and how to fix it, on one line.
    public let message: String
    /// Lines printed beneath the first: Apple's caret block for a VFL error, else empty.
    public let detail: [String]

    /// An error at a location of a file.
    public init(file: String, location: SpecLocation, message: String, detail: [String] = []) {
        self.file = file
        self.location = location
        self.message = message
        self.detail = detail
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, then the ``detail`` lines.
    public var description: String {
        ([
            "\(file):\(location.line):\(location.column): error: \(message)"
        ] + detail).joined(separator: "\n")
    }
}

/// A position in a spec file: a line and a column, both counted from 1 (columns in Unicode
/// scalars, as YAML counts them).
public struct SpecLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// A line and a column, both from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file: 1:1.
    public static let start = SpecLocation(line: 1, column: 1)

    /// This location moved `count` columns to the right.
    public func advanced(by count: Int) -> SpecLocation {
        SpecLocation(line: line, column: column + count)
    }

    /// Orders locations by line, then column.
    public static func < (lhs: SpecLocation, rhs: SpecLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
