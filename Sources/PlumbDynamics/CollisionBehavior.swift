import Plumb

/// Makes its items collide with each other and with boundaries (UIKit's `UICollisionBehavior`,
/// docs/dynamics.md §7).
///
/// Two items collide only if some collision behaviour in `.items` (or `.everything`) mode holds
/// both; an item collides with the boundaries of the behaviours in `.boundaries` mode that hold
/// it (§7.2). Boundaries are static, two-sided, and belong to this behaviour only.
open class CollisionBehavior: DynamicBehavior {
    /// What a collision behaviour's items collide with (UIKit's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a mode from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both (the default).
        public static let everything = Mode(rawValue: ~0)
    }

    /// The items, in insertion order.
    public private(set) var items: [any DynamicItem]
    /// What the items collide with; default `.everything`.
    public var collisionMode = Mode.everything {
        didSet { structureDidChange() }
    }
    /// Whether the animator's reference bounds (inset by `referenceBoundsInsets`) are a boundary,
    /// reported with a nil identifier; default false. No effect for an animator without bounds.
    public var translatesReferenceBoundsIntoBoundary = false {
        didSet { structureDidChange() }
    }
    /// The insets of the reference-bounds boundary (top, left, bottom, right); zero by default.
    public private(set) var referenceBoundsInsets = EdgeInsets.zero
    /// Receives began/ended contact callbacks; weak.
    public weak var collisionDelegate: (any CollisionBehaviorDelegate)?

    /// The boundaries by identifier, in insertion order.
    private(set) var boundaries: [(identifier: AnyHashable, path: BezierPath)] = []

    /// Creates a collision behaviour for `items` (items are checked when the behaviour joins an animator).
    public init(items: [any DynamicItem] = []) {
        self.items = items
        super.init()
    }

    /// Turns the reference-bounds boundary on, inset by `insets`.
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) a boundary following `path` (curves flattened within 0.25 pt; closed
    /// subpaths are loops).
    public func addBoundary(withIdentifier identifier: some Hashable & Sendable, for path: BezierPath) {
        let key = AnyHashable(identifier)
        if let i = boundaries.firstIndex(where: { $0.identifier == key }) {
            boundaries[i].path = path
        } else {
            boundaries.append((key, path))
        }
        structureDidChange()
    }

    /// Adds (or replaces) a straight boundary segment from `p1` to `p2`, in reference coordinates.
    public func addBoundary(withIdentifier identifier: some Hashable & Sendable, from p1: Point, to p2: Point)
    {
        var path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with `identifier` (a two-point path for segments), or nil.
    public func boundary(withIdentifier identifier: some Hashable & Sendable) -> BezierPath? {
        let key = AnyHashable(identifier)
        return boundaries.first { $0.identifier == key }?.path
    }

    /// Removes the boundary with `identifier` (no effect if absent).
    public func removeBoundary(withIdentifier identifier: some Hashable & Sendable) {
        let key = AnyHashable(identifier)
        guard let i = boundaries.firstIndex(where: { $0.identifier == key }) else { return }
        boundaries.remove(at: i)
        structureDidChange()
    }

    /// The identifiers of the added boundaries, in insertion order (not the reference bounds').
    public var boundaryIdentifiers: [AnyHashable] { boundaries.map(\.identifier) }

    /// Removes every added boundary (the reference-bounds boundary stays as set).
    public func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        structureDidChange()
    }

    /// Adds an item.
    ///
    /// - Throws: `DynamicsError.invalidItemSize` / `.invalidCollisionPath` if the behaviour is in
    ///   an animator and the item cannot become a body.
    public func addItem(_ item: any DynamicItem) throws(DynamicsError) {
        try dynamicAnimator?.validate(item)
        items.append(item)
        itemsDidChange()
    }

    /// Removes an item (no effect if absent).
    public func removeItem(_ item: any DynamicItem) {
        guard let i = items.firstIndex(where: { $0 === item }) else { return }
        items.remove(at: i)
        itemsDidChange()
    }

    override var ownItems: [any DynamicItem] { items }

    /// Whether `item` is one of the items.
    func contains(_ item: any DynamicItem) -> Bool { items.contains { $0 === item } }
}
