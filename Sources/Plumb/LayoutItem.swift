import PlumbSolver

/// Anything a constraint can relate: a ``View`` or a ``LayoutGuide`` (docs/auto-layout.md §0).
///
/// Each item is a rectangle in the layout engine with four variables: minX, minY, width and
/// height (§1.4). Only ``View`` and ``LayoutGuide`` are items; the class exists so that both share
/// anchors and the engine's bookkeeping (its initialiser is internal: it cannot be subclassed
/// directly).
open class LayoutItem {
    /// The engine variables: minX, minY (offsets in the superitem's bounds), width, height.
    let layoutVariables = ItemVariables()
    /// Active constraints that name this item, in activation order.
    @exclusivity(unchecked) var referencing: [LayoutConstraint] = []

    init() {}

    /// The view whose bounds the item's position is measured in: a view's superview, a guide's
    /// owning view.
    var layoutSuperitem: View? { nil }

    /// The view that stands for the item when finding a constraint's container: a view itself, a
    /// guide's owning view.
    var nearestView: View? { nil }

    /// A short name for descriptions: `View:0x…'identifier'`.
    public var layoutDescription: String { "LayoutItem:\(address(of: self))" }
}

/// The engine variables of one layout item (docs/auto-layout.md §1.4). Variables are compared by
/// identity.
///
/// As in Apple's engine, an item's size is never negative: width and height are non-negative
/// variables, a bound inside the solver rather than a constraint, so a constraint that holds only
/// with a negative size is unsatisfiable and the conflict lists only the constraints that were
/// made. A scroll view's content size is its content guide's size, bounded the same way.
struct ItemVariables {
    /// The left edge, relative to the superitem's bounds origin; any sign.
    let minX = Variable("minX")
    /// The top edge, relative to the superitem's bounds origin; any sign.
    let minY = Variable("minY")
    /// The width; never negative.
    let width = Variable("width", isNonNegative: true)
    /// The height; never negative.
    let height = Variable("height", isNonNegative: true)

    /// The position and size variables of one axis.
    func along(_ axis: LayoutAxis) -> (position: Variable, size: Variable) {
        axis == .horizontal ? (minX, width) : (minY, height)
    }

    /// The position variable of one axis: minX or minY.
    func position(along axis: LayoutAxis) -> Variable { axis == .horizontal ? minX : minY }

    /// The size variable of one axis: width or height.
    func size(along axis: LayoutAxis) -> Variable { axis == .horizontal ? width : height }
}

/// The address of an object in hexadecimal, as Apple's descriptions print it: `0x600000c3c3c0`.
func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
