// ViewVariables: the four engine variables of one view, as docs/benchmarks.md's notation has them.
//
// Design. A view at solver level is nothing but x (minX), y (minY), w (width) and h (height);
// right(V) = x + w and bottom(V) = y + h are expressions, not variables, so that every workload
// has exactly the unknowns the spec lists and can be run the same way on any Cassowary peer.

import PlumbSolver

/// The engine variables of one view: x (minX), y (minY), w (width) and h (height).
///
/// Variables are named `name.x`, `name.y`, `name.w` and `name.h` for solver descriptions and
/// error messages.
public struct ViewVariables: Sendable {
    /// The view's name, used as the prefix of its variables' names.
    public let name: String
    /// The left edge (minX) in the superview's coordinates, in points.
    public let x: Variable
    /// The top edge (minY) in the superview's coordinates, in points (+y down).
    public let y: Variable
    /// The width, in points.
    public let w: Variable
    /// The height, in points.
    public let h: Variable

    /// Creates the four variables of a view.
    /// - Parameter name: the view's name, e.g. `"C"` or `"V12"`.
    public init(_ name: String) {
        self.name = name
        self.x = Variable("\(name).x")
        self.y = Variable("\(name).y")
        self.w = Variable("\(name).w")
        self.h = Variable("\(name).h")
    }

    /// right(V) = x + w.
    public var right: Expression { x + w }

    /// bottom(V) = y + h.
    public var bottom: Expression { y + h }

    /// The four variables in the order x, y, w, h.
    public var all: [Variable] { [x, y, w, h] }

    /// Appends ``all`` to `variables` without making the array of four.
    func appendAll(to variables: inout [Variable]) {
        variables.append(x)
        variables.append(y)
        variables.append(w)
        variables.append(h)
    }
}
