import Plumb

/// Accelerates its items (UIKit's `UIGravityBehavior`, docs/dynamics.md §6): a direction of length 1
/// is 1000 pt/s², mass-independent; other items are unaffected.
///
/// Defaults: direction (0, 1), angle π/2, magnitude 1. Gravity alone does not keep the animator
/// running: items resting on a boundary let it pause.
open class GravityBehavior: DynamicBehavior {
    /// The acceleration per unit of `magnitude`, in pt/s² (1.0 = 1000 pt/s²).
    public static let accelerationPerUnit = 1000.0

    /// The items accelerated, in insertion order.
    public private(set) var items: [any DynamicItem]
    /// The gravity vector; length 1 is 1000 pt/s²; default (0, 1). Setting it updates `angle`
    /// and `magnitude`.
    public var gravityDirection = Vector(dx: 0, dy: 1) {
        didSet { parameterDidChange() }
    }

    /// Creates a gravity behaviour for `items` (items are checked when the behaviour joins an animator).
    public init(items: [any DynamicItem] = []) {
        self.items = items
        super.init()
    }

    /// The direction's angle, in radians (π/2 is down the screen); 0 when the magnitude is 0.
    public var angle: Double {
        get { gravityDirection == .zero ? 0 : gravityDirection.angle }
        set { gravityDirection = Vector(angle: newValue, magnitude: magnitude) }
    }

    /// The direction's length (1.0 = 1000 pt/s²); setting 0 makes the direction zero and `angle` 0.
    public var magnitude: Double {
        get { gravityDirection.magnitude }
        set { gravityDirection = Vector(angle: angle, magnitude: newValue) }
    }

    /// Sets angle (radians) and magnitude together.
    public func setAngle(_ angle: Double, magnitude: Double) {
        gravityDirection = Vector(angle: angle, magnitude: magnitude)
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

    override func prepare(_ step: inout StepForces) {
        let a = Vector(
            dx: Self.accelerationPerUnit * gravityDirection.dx,
            dy: Self.accelerationPerUnit * gravityDirection.dy)
        guard a != .zero else { return }
        for item in items { step.addAcceleration(a, to: item) }
    }
}
