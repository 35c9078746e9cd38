// DemoScreen: auto-layout.md §10.1, screen (a), solved at solver level.
//
// Design. Root R holds two gray views T and B; T holds button tb and B holds button bb. Every
// view has x, y, w, h in its superview's coordinates, and each constraint is lowered in its
// container's space exactly as the §10.1 "Lowering" block writes it (profile P7: 20 to a
// superview edge, 8 between siblings; buttons 46 × 30 with hugging 250 and compression 750). The
// root is pinned to (0, 0) and sized by two required constraints; rotation removes them and adds
// the landscape pair, as UIKit re-sizes the root. The expected frames are §10.1's tables.

import PlumbSolver

/// Screen (a) of auto-layout.md §10.1: two gray views with a button each, solved in portrait
/// (320 × 568) and landscape (568 × 320).
///
/// ```swift
/// let screen = DemoScreen()
/// let layouts = try screen.layOut()
/// print(DemoScreen.mismatches(in: layouts).isEmpty)  // true
/// ```
public struct DemoScreen: Sendable {
    /// A root size the screen is laid out at.
    public enum Orientation: String, CaseIterable, Sendable {
        /// 320 × 568.
        case portrait
        /// 568 × 320.
        case landscape

        /// The root view's (width, height), in points.
        public var rootSize: (width: Double, height: Double) {
            switch self {
            case .portrait: (320, 568)
            case .landscape: (568, 320)
            }
        }
    }

    /// A solved view: its frame in its superview and in the root.
    public struct PlacedView: Equatable, Sendable, CustomStringConvertible {
        /// The view's short name in §10.1: `T`, `B`, `tb`, `bb`.
        public let name: String
        /// The superview's short name: `R`, `T` or `B`.
        public let superviewName: String
        /// The frame in the superview's coordinates.
        public let frame: Frame
        /// The frame in the root's coordinates.
        public let frameInRoot: Frame

        /// Creates a placed view.
        public init(name: String, superviewName: String, frame: Frame, frameInRoot: Frame) {
            self.name = name
            self.superviewName = superviewName
            self.frame = frame
            self.frameInRoot = frameInRoot
        }

        /// `tb: (20, 35, 46, 30) in T, (40, 55, 46, 30) in R`; a child of R has one frame.
        public var description: String {
            if superviewName == "R" {
                return "\(name): \(frame) in R"
            }
            return "\(name): \(frame) in \(superviewName), \(frameInRoot) in R"
        }
    }

    /// The solution at one orientation.
    public struct Layout: Equatable, Sendable {
        /// The orientation (root size).
        public let orientation: Orientation
        /// T, B, tb, bb in that order.
        public let views: [PlacedView]

        /// Creates a layout.
        public init(orientation: Orientation, views: [PlacedView]) {
            self.orientation = orientation
            self.views = views
        }
    }

    /// The root view R.
    public let root = ViewVariables("R")
    /// `_topGrayView`, a child of R.
    public let topGray = ViewVariables("T")
    /// `_bottomGrayView`, a child of R.
    public let bottomGray = ViewVariables("B")
    /// `_topButton`, a child of T.
    public let topButton = ViewVariables("tb")
    /// `_bottomButton`, a child of B.
    public let bottomButton = ViewVariables("bb")

    /// Creates the screen's variables.
    public init() {}

    /// C1–C13 and the buttons' intrinsic constraints I1–I4, lowered as §10.1 shows, in that
    /// order; C7 is the redundant duplicate of C3 (the solver accepts it silently).
    public var constraints: [Constraint] {
        let (t, b, tb, bb, r) = (topGray, bottomGray, topButton, bottomButton, root)
        var constraints = [
            t.x == 20,  // C1: T.leading == R.leading + 20
            r.w == t.right + 20,  // C2: R.trailing == T.trailing + 20
            t.y == 20,  // C3: T.top == R.top + 20
            t.h == 100,  // C4: T.height == 100
            b.x == 20,  // C5: B.leading == R.leading + 20
            r.w == b.right + 20,  // C6: R.trailing == B.trailing + 20
            t.y == 20,  // C7: duplicate of C3
            b.y == t.bottom + 8,  // C8: B.top == T.bottom + 8
            b.h == 100,  // C9: B.height == 100
            tb.x == 20,  // C10: tb.leading == T.leading + 20 (T space)
        ]
        constraints += [
            tb.y + tb.h / 2 == t.h / 2,  // C11: tb.centerY == T.centerY (T space)
            b.x + bb.x == t.x + tb.x + tb.w,  // C12: bb.left == tb.right (R space)
            bb.y + bb.h / 2 == b.h / 2,  // C13: bb.centerY == B.centerY (B space)
        ]
        for button in [tb, bb] {  // I1–I4: 46 × 30, hugging 250, compression 750
            constraints += [
                (button.w <= 46) | 250, (button.w >= 46) | 750,
                (button.h <= 30) | 250, (button.h >= 30) | 750,
            ]
        }
        return constraints
    }

    /// The root's required position and size at an orientation: x == 0, y == 0, w == W, h == H.
    public func rootConstraints(for orientation: Orientation) -> [Constraint] {
        let size = orientation.rootSize
        return [root.x == 0, root.y == 0, root.w == size.width, root.h == size.height]
    }

    /// Solves the screen in portrait, then rotates it (removes the root's portrait size and adds
    /// the landscape one) and solves again.
    /// - Returns: the portrait layout, then the landscape one.
    /// - Throws: a ``PlumbSolver/SolverError`` (a bug: the screen is satisfiable).
    public func layOut() throws(SolverError) -> [Layout] {
        let solver = Solver()
        var sizing = rootConstraints(for: .portrait)
        try solver.add(sizing)
        try solver.add(constraints)
        var layouts = [layout(in: solver, orientation: .portrait)]
        for orientation in Orientation.allCases.dropFirst() {
            try solver.remove(sizing)
            sizing = rootConstraints(for: orientation)
            try solver.add(sizing)
            layouts.append(layout(in: solver, orientation: orientation))
        }
        return layouts
    }

    /// The frames in `solver`'s current solution.
    func layout(in solver: Solver, orientation: Orientation) -> Layout {
        let t = topGray.frame(in: solver)
        let b = bottomGray.frame(in: solver)
        let tb = topButton.frame(in: solver)
        let bb = bottomButton.frame(in: solver)
        return Layout(
            orientation: orientation,
            views: [
                PlacedView(name: "T", superviewName: "R", frame: t, frameInRoot: t),
                PlacedView(name: "B", superviewName: "R", frame: b, frameInRoot: b),
                PlacedView(
                    name: "tb", superviewName: "T", frame: tb, frameInRoot: tb.offsetBy(dx: t.x, dy: t.y)),
                PlacedView(
                    name: "bb", superviewName: "B", frame: bb, frameInRoot: bb.offsetBy(dx: b.x, dy: b.y)),
            ])
    }

    /// The frames of §10.1's tables ("Frame in superview", "Frame in R"), portrait then landscape.
    public static let expectedLayouts: [Layout] = Orientation.allCases.map { orientation in
        let grayWidth = orientation.rootSize.width - 40
        return Layout(
            orientation: orientation,
            views: [
                PlacedView(
                    name: "T", superviewName: "R", frame: Frame(x: 20, y: 20, width: grayWidth, height: 100),
                    frameInRoot: Frame(x: 20, y: 20, width: grayWidth, height: 100)),
                PlacedView(
                    name: "B", superviewName: "R", frame: Frame(x: 20, y: 128, width: grayWidth, height: 100),
                    frameInRoot: Frame(x: 20, y: 128, width: grayWidth, height: 100)),
                PlacedView(
                    name: "tb", superviewName: "T", frame: Frame(x: 20, y: 35, width: 46, height: 30),
                    frameInRoot: Frame(x: 40, y: 55, width: 46, height: 30)),
                PlacedView(
                    name: "bb", superviewName: "B", frame: Frame(x: 66, y: 35, width: 46, height: 30),
                    frameInRoot: Frame(x: 86, y: 163, width: 46, height: 30)),
            ])
    }

    /// The differences between `layouts` and ``expectedLayouts`` beyond 1e-6, one line each
    /// (`landscape T: got (…) in R, expected (…) in R`); empty when everything matches.
    public static func mismatches(in layouts: [Layout], tolerance: Double = 1e-6) -> [String] {
        var lines: [String] = []
        if layouts.map(\.orientation) != expectedLayouts.map(\.orientation) {
            lines.append("expected a portrait and a landscape layout")
        }
        for (layout, expected) in zip(layouts, expectedLayouts) {
            if layout.views.map(\.name) != expected.views.map(\.name) {
                lines.append("\(layout.orientation): expected the views T, B, tb, bb")
            }
            for (view, want) in zip(layout.views, expected.views)
            where !view.frame.isClose(to: want.frame, tolerance: tolerance)
                || !view.frameInRoot.isClose(to: want.frameInRoot, tolerance: tolerance)
            {
                lines.append("\(layout.orientation) \(view.name): got \(view), expected \(want)")
            }
        }
        return lines
    }
}
