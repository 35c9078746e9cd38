import Plumb

/// Pushes its items with a force or an impulse (UIKit's `UIPushBehavior`, docs/dynamics.md §8).
///
/// The force `F = magnitude·(cos angle, sin angle)` is in UIKit newtons: magnitude 1 accelerates
/// a 100×100 item of density 1 at 100 pt/s². It acts at the item's centre plus its
/// `targetOffsetFromCenter` (in item coordinates, so it turns with the item), giving torque when
/// off-centre. Continuous pushes act every step while `active`; an instantaneous push applies the
/// impulse `F` (UIKit newton-seconds: Δv = 100·F/m pt/s) once at the next step and sets `active`
/// to false. Pushes do not keep the animator running by themselves.
open class PushBehavior: DynamicBehavior {
    /// How a push acts (UIKit's `UIPushBehavior.Mode`).
    public enum Mode: Hashable, Sendable {
        /// A force every step while active.
        case continuous
        /// One impulse each time it becomes active.
        case instantaneous
    }

    /// The mode, fixed at creation.
    public let mode: Mode
    /// The items pushed, in insertion order.
    public private(set) var items: [any DynamicItem]
    /// Whether the push acts; default true. An instantaneous push turns it off after firing; set it
    /// again to fire again.
    public var active = true {
        didSet { parameterDidChange() }
    }
    /// The force's angle, in radians (0 is +x, π/2 down the screen); default 0.
    public var angle = 0.0 {
        didSet { parameterDidChange() }
    }
    /// The force's size in UIKit newtons (negative pushes the other way); default 0.
    public var magnitude = 0.0 {
        didSet { parameterDidChange() }
    }
    private var offsets: [ObjectIdentifier: Offset] = [:]

    /// Creates a push on `items` in `mode` (items are checked when the behaviour joins an animator).
    public init(items: [any DynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    /// The force vector `magnitude·(cos angle, sin angle)`; setting it sets angle and magnitude
    /// (a zero vector keeps the angle); default (0, 0).
    public var pushDirection: Vector {
        get { Vector(angle: angle, magnitude: magnitude) }
        set {
            if newValue != .zero { angle = newValue.angle }
            magnitude = newValue.magnitude
        }
    }

    /// Sets angle (radians) and magnitude (UIKit newtons) together.
    public func setAngle(_ angle: Double, magnitude: Double) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Applies the force to `item` at `offset` from its centre, in item coordinates.
    public func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        parameterDidChange()
    }

    /// Where the force acts on `item`, relative to its centre in item coordinates; `.zero` by default.
    public func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item)] ?? .zero
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
        offsets[ObjectIdentifier(item)] = nil
        itemsDidChange()
    }

    override var ownItems: [any DynamicItem] { items }

    override func prepare(_ step: inout StepForces) {
        guard active, magnitude != 0 else { return }
        let force = pushDirection
        for item in items {
            guard let state = step.state(of: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let point = state.center.offset(by: offset, angle: state.angle)
            switch mode {
            case .continuous: step.addForce(force, at: point, to: item)
            case .instantaneous: step.addImpulse(force, at: point, to: item)
            }
        }
        if mode == .instantaneous { active = false }
    }
}

extension Point {
    /// The point `offset` away in a frame turned by `angle` radians.
    func offset(by offset: Offset, angle: Double) -> Point {
        let t = AffineTransform(rotationAngle: angle)
        let d = t.apply(to: Point(x: offset.horizontal, y: offset.vertical))
        return Point(x: x + d.x, y: y + d.y)
    }
}
