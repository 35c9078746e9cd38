import Plumb

/// Sets its items' material and motion properties (UIKit's `UIDynamicItemBehavior`,
/// docs/dynamics.md §11).
///
/// Defaults: elasticity 0, friction 0, density 1, resistance 0, angular resistance 0, rotation
/// allowed, not anchored, charge 0. When several item behaviours set the same property of one
/// item, the last one in a depth-first pre-order walk of the animator's tree that set it wins
/// (§11.2); removing it re-evaluates. Changing a material rebuilds the item's body at the next step.
open class DynamicItemBehavior: DynamicBehavior {
    /// The items, in insertion order.
    public private(set) var items: [any DynamicItem]

    /// The properties this behaviour has set explicitly (the precedence rule reads only these).
    private(set) var explicitlySet = ItemMaterial.Properties()

    /// Restitution: 0 no bounce … 1 fully elastic (only impacts faster than 100 pt/s bounce); default 0.
    public var elasticity = 0.0 {
        didSet { set(.elasticity) }
    }
    /// Coulomb friction coefficient; against boundaries the item's own value applies; default 0.
    public var friction = 0.0 {
        didSet { set(.friction) }
    }
    /// Density: mass = density × area / 10⁴ (a 100×100 item of density 1 has mass 1); default 1.
    public var density = 1.0 {
        didSet { set(.density) }
    }
    /// Linear damping c in s⁻¹ (`v ← v / (1 + c·h)` per substep); default 0.
    public var resistance = 0.0 {
        didSet { set(.resistance) }
    }
    /// Angular damping in s⁻¹; default 0.
    public var angularResistance = 0.0 {
        didSet { set(.angularResistance) }
    }
    /// False keeps the item at its initial rotation; default true.
    public var allowsRotation = true {
        didSet { set(.allowsRotation) }
    }
    /// True makes the item a static obstacle: it collides but never moves; default false.
    public var isAnchored = false {
        didSet { set(.isAnchored) }
    }
    /// Charge for electric and magnetic fields (unitless); default 0.
    public var charge = 0.0 {
        didSet { set(.charge) }
    }

    /// Velocities added before the behaviour joined an animator, by item (pt/s and rad/s).
    private(set) var pendingVelocities: [ObjectIdentifier: (linear: Vector, angular: Double)] = [:]

    /// Creates an item behaviour for `items` (items are checked when the behaviour joins an animator).
    public init(items: [any DynamicItem] = []) {
        self.items = items
        super.init()
    }

    private func set(_ property: ItemMaterial.Properties) {
        explicitlySet.insert(property)
        structureDidChange()
    }

    /// Adds `velocity` (pt/s) to the item's linear velocity; before the behaviour is in an animator
    /// the additions accumulate and apply when it joins.
    public func addLinearVelocity(_ velocity: Point, for item: any DynamicItem) {
        if let animator = dynamicAnimator {
            animator.addVelocity(Vector(dx: velocity.x, dy: velocity.y), angular: 0, to: item)
        } else {
            let key = ObjectIdentifier(item)
            let old = pendingVelocities[key] ?? (.zero, 0)
            pendingVelocities[key] = (
                Vector(dx: old.linear.dx + velocity.x, dy: old.linear.dy + velocity.y), old.angular
            )
        }
    }

    /// The item's linear velocity in pt/s (the pending sum before the behaviour is in an animator).
    public func linearVelocity(for item: any DynamicItem) -> Point {
        if let animator = dynamicAnimator, let v = animator.velocity(of: item) {
            return Point(x: v.linear.dx, y: v.linear.dy)
        }
        let v = pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero
        return Point(x: v.dx, y: v.dy)
    }

    /// Adds `velocity` (rad/s, positive clockwise on screen) to the item's angular velocity.
    public func addAngularVelocity(_ velocity: Double, for item: any DynamicItem) {
        if let animator = dynamicAnimator {
            animator.addVelocity(.zero, angular: velocity, to: item)
        } else {
            let key = ObjectIdentifier(item)
            let old = pendingVelocities[key] ?? (.zero, 0)
            pendingVelocities[key] = (old.linear, old.angular + velocity)
        }
    }

    /// The item's angular velocity in rad/s (the pending sum before the behaviour is in an animator).
    public func angularVelocity(for item: any DynamicItem) -> Double {
        if let animator = dynamicAnimator, let v = animator.velocity(of: item) { return v.angular }
        return pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0
    }

    /// Hands the pending velocities to the animator that this behaviour joined.
    func takePendingVelocities() -> [ObjectIdentifier: (linear: Vector, angular: Double)] {
        defer { pendingVelocities = [:] }
        return pendingVelocities
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
}
