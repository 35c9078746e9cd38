// FrameTable: the frames of a laid-out view tree as a table for people — one view per line,
// indented by depth, its name, its frame in its superview and its frame in the root — as
// `plumb layout --format text` and `plumb demo` print them, and as a snapshot test can compare.
//
// Design. The table is built from rows (a name, a depth and two frames) so that any tree with
// names can use it: a view tree named by a closure (by default its accessibility identifiers), or
// a screen spec's report naming views after the spec. Columns are padded to the longest entry
// (at least the header's width) plus two spaces; numbers are written as everywhere in Plumb
// (integral values without a fraction, others in Swift's shortest exact form, `inf` and `nan` as
// such).

import PlumbSolver

/// The frames of a view tree as a text table with names:
///
/// ```text
/// view          frame (in superview)  absolute frame
/// root          (0, 0, 320, 568)      (0, 0, 320, 568)
///   topGray     (20, 20, 280, 100)    (20, 20, 280, 100)
///     button    (20, 35, 46, 30)      (40, 55, 46, 30)
/// ```
///
/// ```swift
/// root.layoutIfNeeded()
/// print(FrameTable(root))  // views named by their accessibilityIdentifier
/// ```
public struct FrameTable: Sendable, Equatable, CustomStringConvertible {
    /// One line of the table.
    public struct Row: Sendable, Equatable {
        /// The view's name.
        public var name: String
        /// How deep the view is below the table's root (0 for the root), two spaces per level.
        public var depth: Int
        /// The view's frame in its superview's coordinates, in points.
        public var frame: Rect
        /// The view's frame in the root's coordinates, in points.
        public var frameInRoot: Rect

        /// A row.
        public init(name: String, depth: Int, frame: Rect, frameInRoot: Rect) {
            self.name = name
            self.depth = depth
            self.frame = frame
            self.frameInRoot = frameInRoot
        }
    }

    /// The rows, in order.
    public var rows: [Row]

    /// A table of `rows`.
    public init(rows: [Row]) {
        self.rows = rows
    }

    /// The table of the tree under `root` as it is laid out now: every view in preorder (a view
    /// before its subviews, subviews in order), named by `name`. A view `name` gives nil is named
    /// by its accessibility identifier, else by its type (`View`, `Label`).
    /// - Parameters:
    ///   - root: the tree's root (the top of the table; its frame in the root is its size at
    ///     the origin).
    ///   - includesHidden: whether hidden views (`isHidden`) and their subtrees have rows; true by
    ///     default.
    ///   - name: a view's name in the table; nil (the default for every view) falls back as above.
    /// - Complexity: O(views · depth) (each frame in the root walks up to the root).
    public init(_ root: View, includesHidden: Bool = true, name: (View) -> String? = { _ in nil }) {
        var rows: [Row] = []
        func visit(_ view: View, depth: Int) {
            guard includesHidden || !view.isHidden else { return }
            let label =
                name(view) ?? view.accessibilityIdentifier ?? String(describing: type(of: view))
            rows.append(
                Row(name: label, depth: depth, frame: view.frame, frameInRoot: view.frameInRoot))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(root, depth: 0)
        self.init(rows: rows)
    }

    /// The header line, then one line per row: the indented name, the frame and the frame in the
    /// root, each column padded to its longest entry plus two spaces.
    /// - Complexity: O(rows).
    public var description: String {
        let cells = rows.map { row in
            (
                String(repeating: "  ", count: row.depth) + row.name, Self.text(row.frame),
                Self.text(row.frameInRoot)
            )
        }
        let nameWidth = max(4, cells.map(\.0.count).max() ?? 0) + 2
        let frameWidth = max(20, cells.map(\.1.count).max() ?? 0) + 2
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines = [pad("view", nameWidth) + pad("frame (in superview)", frameWidth) + "absolute frame"]
        for cell in cells { lines.append(pad(cell.0, nameWidth) + pad(cell.1, frameWidth) + cell.2) }
        return lines.joined(separator: "\n")
    }

    /// `(x, y, width, height)`: `(20, 20, 280, 93.5)`.
    static func text(_ rect: Rect) -> String {
        let numbers = [rect.origin.x, rect.origin.y, rect.width, rect.height].map {
            NumberFormat.shortest($0)
        }
        return "(\(numbers.joined(separator: ", ")))"
    }
}
