// Layout items and how other objects refer to them.
//
// Design. Nothing holds a view or a guide weakly: a weak reference gives its object a side table,
// after which every retain and release of the object takes the runtime's slow path (a view is
// retained and released many times per constraint). Where Plumb needs a reference that does not
// keep its object alive, it uses one of two kinds, each cleared before its object goes:
// - a back reference to an owner that provably outlives it (a view's superview, a guide's owning
//   view, a stack view's canvas), cleared by the owner's deinit;
// - for constraints, whose items and container need not outlive them, an ``ItemHandle``: a small
//   object the constraint holds strongly, which refers to the item without a count and which the
//   item's deinit clears, so that the constraint reads nil afterwards as a weak reference would.
// The superview, the owning view, a handle's item and an ``EngineHandle``'s engine are stored as
// `Unmanaged` fields behind their optional properties: the hot paths (the climbs to the root and
// to a common ancestor, lowering, activation) read the field and borrow the object
// (`_withUnsafeGuaranteedRef`), where loading an `unowned(unsafe)` reference retained it at every
// step of a climb.

import PlumbSolver

/// Anything a constraint can relate: a ``View`` or a ``LayoutGuide`` (docs/auto-layout.md §0).
///
/// Each item is a rectangle in the layout engine with four variables: minX, minY, width and
/// height (§1.4). Only ``View`` and ``LayoutGuide`` are items; the class exists so that both share
/// anchors and the engine's bookkeeping (its initialiser is internal: it cannot be subclassed
/// directly).
open class LayoutItem {
    /// The engine variables, in one object: minX, minY (offsets in the superitem's bounds),
    /// width, height (see ``LayoutAxis/positionMember`` and ``LayoutAxis/sizeMember``).
    let layoutVariables = RectangleVariables()
    /// Active constraints that name this item, in activation order.
    @exclusivity(unchecked) var referencing: [LayoutConstraint] = []
    /// The handle constraints hold this item by, made by the first constraint that names it.
    @exclusivity(unchecked) private var storedHandle: ItemHandle?

    init() {}

    deinit {
        storedHandle?.item = nil
    }

    /// The handle that stands for this item in constraints (created on first use).
    var handle: ItemHandle {
        if let storedHandle { return storedHandle }
        let handle = ItemHandle(self)
        storedHandle = handle
        return handle
    }

    /// The view whose bounds the item's position is measured in: a view's superview, a guide's
    /// owning view.
    var layoutSuperitem: View? { unmanagedLayoutSuperitem?.takeUnretainedValue() }

    /// The view that stands for the item when finding a constraint's container: a view itself, a
    /// guide's owning view.
    var nearestView: View? { unmanagedNearestView?.takeUnretainedValue() }

    /// ``layoutSuperitem`` without a retain, for climbs while the item certainly lives.
    var unmanagedLayoutSuperitem: Unmanaged<View>? { nil }

    /// ``nearestView`` without a retain, as ``unmanagedLayoutSuperitem``.
    var unmanagedNearestView: Unmanaged<View>? { nil }

    /// A short name for descriptions: `View:0x…'identifier'`.
    public var layoutDescription: String { "LayoutItem:\(address(of: self))" }
}

/// How a constraint refers to an item without keeping it alive: the item, until the item's deinit
/// clears it (then nil, as a weak reference would read). Holding the handle strongly costs a plain
/// reference count; the item itself gets no side table (see the design note above).
final class ItemHandle {
    /// The item, or nil once it has been deallocated.
    var item: LayoutItem? {
        get { unmanagedItem?.takeUnretainedValue() }
        set { unmanagedItem = newValue.map(Unmanaged.passUnretained) }
    }
    /// ``item``'s storage, read without a retain where the item certainly lives.
    @exclusivity(unchecked) private(set) var unmanagedItem: Unmanaged<LayoutItem>?

    /// A handle for `item`.
    init(_ item: LayoutItem) {
        unmanagedItem = Unmanaged.passUnretained(item)
    }

    /// The item as a view: only for handles of views (a constraint's container).
    var view: View? {
        guard let item else { return nil }
        return unsafeDowncast(item, to: View.self)
    }

    /// ``view`` without a retain.
    @inline(__always)
    var unmanagedView: Unmanaged<View>? {
        unmanagedItem.map { Unmanaged<View>.fromOpaque($0.toOpaque()) }
    }
}

/// The engine variables of a layout item by axis (docs/auto-layout.md §1.4): the members of its
/// ``LayoutItem/layoutVariables``.
///
/// As in Apple's engine, an item's size is never negative: width and height are non-negative
/// variables, a bound inside the solver rather than a constraint, so a constraint that holds only
/// with a negative size is unsatisfiable and the conflict lists only the constraints that were
/// made. A scroll view's content size is its content guide's size, bounded the same way.
extension LayoutAxis {
    /// The position variable of the axis: minX or minY (relative to the superitem's bounds
    /// origin; any sign).
    var positionMember: RectangleVariables.Member { self == .horizontal ? .minX : .minY }

    /// The size variable of the axis: width or height (never negative).
    var sizeMember: RectangleVariables.Member { self == .horizontal ? .width : .height }
}

/// The address of an object in hexadecimal, as Apple's descriptions print it: `0x600000c3c3c0`.
func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
