// Snapshot strategies for Plumb's view trees on pointfreeco's swift-snapshot-testing: the frame
// table and the SVG picture of a laid-out tree, both text, so a snapshot is a readable file that
// a diff shows line by line and that is the same, byte for byte, on every machine (no pixels, no
// fonts rasterised).
//
// Design. Each strategy lays the tree out first (`layoutIfNeeded()`, which does nothing on a tree
// already laid out), then pulls the value back onto the library's `.lines` diffing, so a failure
// prints a line diff of the table or the SVG. Names come from the views' accessibility
// identifiers unless a closure gives others, as `FrameTable` names them.

import Plumb
import PlumbRender
import SnapshotTesting

extension Snapshotting where Value == View, Format == String {
    /// The frames of the laid-out tree under the view as a table (`FrameTable`): one view
    /// per line, indented by depth, named by its accessibility identifier (else its type), with
    /// its frame in its superview and in the root. Stored as `.txt`.
    ///
    /// ```swift
    /// assertSnapshot(of: root, as: .frames)
    /// ```
    public static var frames: Snapshotting { frames() }

    /// The frames of the laid-out tree under the view as a table, each view named by `name`
    /// (nil falls back to its accessibility identifier, then its type). Stored as `.txt`.
    /// - Parameters:
    ///   - includesHidden: whether hidden views and their subtrees have rows (true by default).
    ///   - name: a view's name in the table; nil for every view by default.
    /// - Complexity: O(views · depth) per snapshot, after the layout pass.
    public static func frames(
        includesHidden: Bool = true, name: @escaping (View) -> String? = { _ in nil }
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (root: View) in
            root.layoutIfNeeded()
            return FrameTable(root, includesHidden: includesHidden, name: name).description + "\n"
        }
    }

    /// The laid-out tree under the view drawn as SVG by `LayoutRenderer`, without
    /// the constraint overlay. Stored as `.svg`, viewable in any browser.
    ///
    /// ```swift
    /// assertSnapshot(of: root, as: .svg)
    /// ```
    public static var svg: Snapshotting { svg() }

    /// The laid-out tree under the view drawn as SVG by `LayoutRenderer`. Stored
    /// as `.svg`.
    /// - Parameters:
    ///   - overlay: draw the constraints, broken constraints and ambiguous views too (false by
    ///     default); each constraint's tooltip names the Swift file and line that made it, so the
    ///     snapshot changes when that code moves.
    ///   - clipsScrollViews: clip scroll views' content to what they show (true by default).
    /// - Complexity: O(views + constraints) per snapshot, plus the text layouts of the controls.
    public static func svg(overlay: Bool = false, clipsScrollViews: Bool = true) -> Snapshotting {
        let renderer = LayoutRenderer(overlay: overlay, clipsScrollViews: clipsScrollViews)
        return Snapshotting(pathExtension: "svg", diffing: .lines) { (root: View) in
            root.layoutIfNeeded()
            return renderer.svg([root])
        }
    }
}
