/// A 2D rigid-body world in points (+y down, angles clockwise on screen), following Box2D v3.
///
/// Create bodies with `createBody(_:)`, attach shapes with `createShape(_:geometry:on:)` and
/// advance time with `step(timeStep:subSteps:)` (1/60 s and 4 substeps, docs/dynamics.md §15.2).
/// Bodies and shapes are addressed by `BodyID` and `ShapeID` handles; the world is a value.
///
/// What exists:
/// - static, kinematic and dynamic bodies; mass, centre of mass and inertia from the shapes'
///   density; linear/angular damping; gravity scale; fixed rotation;
/// - shapes with friction (mixed `sqrt(μA·μB)`), restitution (mixed `max`) and a restitution
///   threshold, collision filters (category/mask/group) and sensors;
/// - broad phase on `DynamicTree` with persistent pairs (only proxies whose fat AABB moved query
///   the tree; contacts stay sorted by shape pair), narrow phase manifolds stored inline, contact
///   begin/end events with the contact point, sensor begin/end events;
/// - Box2D v3's soft-step solver with warm starting by feature id, relax and restitution passes,
///   speed caps and a choice of contact stiffness (``ContactTuning``: stiff 60 Hz contacts with
///   a block solve for two-point manifolds by default, or Box2D v3's 30 Hz, point by point; see
///   `Solver/ContactSolver.swift`);
/// - sleeping of persistent islands (Box2D v3: merged when contacts start touching or joints are
///   made, split lazily when one may sleep, `World+Islands.swift`) after 0.5 s below 5 pt/s; a
///   world whose islands all sleep costs next to nothing per step;
/// - continuous collision of fast dynamic bodies against static shapes (time of impact; a sweep
///   that touches at its start falls back to a core circle at the centroid, as Box2D v3);
/// - queries: shapes overlapping an AABB, closest ray-cast hit (`World+Query.swift`);
/// - joints in one `JointID` space, solved in creation order (`World+Joints.swift`): distance
///   (rigid rod, spring, rope limits), revolute (pin) with reference angle, angle limits, motor
///   and friction torque, prismatic (slider) with translation limits, motor and spring, weld
///   (rigid or linear/angular springs), and target (mouse) joints; two-body joints link islands
///   for sleeping (`World+Sleep.swift`); definitions can be read and changed while running
///   (`World+JointDefinitions.swift`);
/// - removal: `destroyJoint`, `destroyShape`, `destroyBody`; handles are never reused, removed
///   objects leave tombstones (`World+Destroy.swift`).
///
/// Not yet (next sessions): bullets (dynamic–dynamic continuous collision), kinematic bodies
/// (they move, but link the islands they touch instead of waking them as Box2D does),
/// setting materials after creation.
/// Performance: `plumb bench physics` (docs/benchmarks.md P1, P2; docs/benchmarks.md has the table
/// against pymunk and Box2D).
public struct World: Sendable {
    /// Gravity, in pt/s² (+y down); UIKit's magnitude 1 is `(0, 1000)`, the default.
    public var gravity: Vec2

    /// The worker threads `step` may use, at least 1 (default 1): the broad-phase queries, the
    /// narrow phase, the contact solver's stages, continuous collision and the end-of-step pass
    /// over the bodies run over blocks of proxies, contacts, bodies and constraints of one graph
    /// colour on up to this many threads (`Solver/ConstraintGraph.swift`,
    /// `Solver/SolverWorkers.swift`); the pairs' merge, the colouring, the tree's update, joints
    /// and islands stay on the calling thread. Results are bit-for-bit the same for any count.
    ///
    /// Above 1, the world starts `workerCount − 1` helper threads at its first step and keeps them,
    /// parked between steps (an idle world costs no CPU), until the world (with every copy of it)
    /// goes away or the count changes.
    public var workerCount = 1 {
        didSet {
            precondition(workerCount >= 1, "workerCount must be at least 1, got \(workerCount)")
            if workerCount != oldValue { workerPool = nil }
        }
    }

    /// The helper threads of steps with more than one worker, made at the first such step and
    /// shared by the world's copies (`World+Workers.swift`, `Solver/SolverWorkers.swift`).
    var workerPool: WorkerPool?

    /// How hard contacts push back (default: stiff, 60 Hz with a block solve, for small stacks
    /// that must not sag; ``ContactTuning/soft`` for large scenes). Takes effect at the next step.
    public var contactTuning = ContactTuning()

    /// The fewest bodies or constraints a worker takes in a solver stage (default 64): smaller
    /// stages run on the calling thread, where a thread hop would cost more than the work. Tests
    /// lower it to cut small scenes into blocks.
    var solverMinimumBlock = 64

    var bodies: [Body] = []
    /// What the substeps read and write of each body, same index as `bodies`
    /// (`Solver/BodyState.swift`): valid for the awake bodies during a step.
    var states: [BodyState] = []
    var shapes: [Shape] = []
    var tree = DynamicTree()
    /// Contacts of overlapping fat AABBs, sorted by shape pair (deterministic order).
    var contacts: [Contact] = []
    var solver = ContactSolver()
    /// The contacts' colours, kept from step to step (`Solver/ConstraintGraph.swift`).
    var graph = ConstraintGraph()
    /// Joints of every kind in creation order (`JointID.index`); `nil` where one was destroyed.
    var joints: [Joint?] = []
    /// Indices of destroyed bodies and shapes: their slots stay as tombstones so the other
    /// handles keep their meaning (indices are never reused; see `World+Destroy.swift`).
    var destroyedBodies: Set<Int> = []
    var destroyedShapes: Set<Int> = []
    /// Persistent islands (`World+Islands.swift`); freed slots are listed in `freeIslands`.
    var islands: [Island] = []
    var freeIslands: [Int] = []
    /// Indices of the awake islands.
    var awakeIslands: Set<Int> = []

    /// Contacts that started touching during the last step, in shape-pair order.
    public internal(set) var contactBeginEvents: [ContactBeginEvent] = []
    /// Contacts that stopped touching during the last step, in shape-pair order.
    public internal(set) var contactEndEvents: [ContactEndEvent] = []
    /// Shapes that started overlapping a sensor during the last step.
    public internal(set) var sensorBeginEvents: [SensorEvent] = []
    /// Shapes that stopped overlapping a sensor during the last step.
    public internal(set) var sensorEndEvents: [SensorEvent] = []

    /// How far, in points, the two bodies of a contact may move relative to each other before
    /// the narrow phase recomputes its manifold; default `PhysicsConstants.contactRecycleDistance`
    /// (5 pt, Box2D v3's 0.05 m at 100 pt/m). Values ≤ 0 turn recycling off: every manifold is
    /// recomputed every step.
    ///
    /// While a contact's bodies move less than this (a point of either shape, relative to the
    /// other; for shapes not yet touching, also less than `PhysicsConstants.speculativeDistance`),
    /// its manifold is kept and only its separations follow the motion, as Box2D v3's contact
    /// recycling: a pile at rest costs a fraction of the narrow phase. Contacts of a body that
    /// continuous collision swept, of a body with
    /// `BodyDefinition.isContactRecyclingEnabled` false, and sensors are always recomputed.
    public var contactRecycleDistance = PhysicsConstants.contactRecycleDistance
    /// How many contacts the last step's narrow phase kept instead of recomputing (Box2D v3's
    /// `recycledContactCount`); see ``contactRecycleDistance``.
    public internal(set) var recycledContactCount = 0

    /// Whether `step` times its stages into ``profile`` (default false: the clock is not read).
    public var isProfilingEnabled = false
    /// How long the stages of the last step took, in milliseconds (Box2D v3's `b2Profile`); zeros
    /// unless ``isProfilingEnabled`` was on during that step.
    public internal(set) var profile = StepProfile()

    /// An empty world.
    /// - Parameters:
    ///   - gravity: pt/s² (default `(0, 1000)`, UIKit's magnitude 1 downwards).
    ///   - contactTuning: how hard contacts push back (default stiff, ``ContactTuning``).
    public init(gravity: Vec2 = Vec2(0, 1000), contactTuning: ContactTuning = ContactTuning()) {
        self.gravity = gravity
        self.contactTuning = contactTuning
    }

    /// The number of bodies that exist (created and not destroyed).
    public var bodyCount: Int { bodies.count - destroyedBodies.count }

    /// The number of shapes that exist (created and not destroyed).
    public var shapeCount: Int { shapes.count - destroyedShapes.count }

    /// The number of shape pairs currently touching (non-sensor manifolds with points).
    public var touchingContactCount: Int { contacts.count { $0.touching && !$0.isSensor } }

    /// Adds a body and returns its handle.
    public mutating func createBody(_ definition: BodyDefinition) -> BodyID {
        bodies.append(Body(definition))
        states.append(BodyState())
        if definition.type != .static { addToNewIsland(bodies.count - 1) }
        return BodyID(index: bodies.count - 1)
    }

    /// Attaches a shape with `geometry` (in the body's local frame, points) to `body` and updates
    /// the body's mass; returns the shape's handle.
    ///
    /// `body` must exist (precondition failure for a destroyed body).
    @discardableResult
    public mutating func createShape(_ definition: ShapeDefinition, geometry: ShapeGeometry, on body: BodyID)
        -> ShapeID
    {
        precondition(
            isValid(body),
            "createShape(_:geometry:on:): BodyID(index: \(body.index)) was destroyed; create a new body")
        let index = shapes.count
        var shape = Shape(body: body.index, geometry: geometry, definition: definition)
        let isStatic = bodies[body.index].type == .static
        shape.proxy = tree.insert(
            geometry.aabb(bodies[body.index].transform), userData: index,
            margin: isStatic ? PhysicsConstants.speculativeDistance : nil,
            categories: isStatic ? Self.staticProxies : Self.movingProxies)
        shapes.append(shape)
        bodies[body.index].shapes.append(index)
        updateMass(body.index)
        return ShapeID(index: index)
    }

    /// The body that owns `shape`.
    public func body(of shape: ShapeID) -> BodyID { BodyID(index: shapes[shape.index].body) }

    /// The body's type.
    public func type(of body: BodyID) -> BodyType { bodies[body.index].type }

    /// The body origin's world position, in points.
    public func position(of body: BodyID) -> Vec2 { bodies[body.index].origin }

    /// The body's rotation.
    public func rotation(of body: BodyID) -> Rotation { bodies[body.index].rotation }

    /// The body's angle, in radians in `(−π, π]` (positive is clockwise on screen).
    public func angle(of body: BodyID) -> Double { bodies[body.index].rotation.angle }

    /// The transform of the body origin.
    public func transform(of body: BodyID) -> Transform { bodies[body.index].transform }

    /// The centre of mass in world coordinates, in points.
    public func worldCenterOfMass(of body: BodyID) -> Vec2 { bodies[body.index].center }

    /// The velocity of the centre of mass, in pt/s.
    public func linearVelocity(of body: BodyID) -> Vec2 { bodies[body.index].linearVelocity }

    /// The angular velocity, in rad/s (positive is clockwise on screen).
    public func angularVelocity(of body: BodyID) -> Double { bodies[body.index].angularVelocity }

    /// The mass (density × area, see `ShapeDefinition.density`); 0 for static and kinematic bodies.
    public func mass(of body: BodyID) -> Double { bodies[body.index].mass }

    /// The rotational inertia about the centre of mass, in mass·pt²; 0 with fixed rotation.
    public func rotationalInertia(of body: BodyID) -> Double { bodies[body.index].inertia }

    /// True unless the body is asleep (static bodies report false).
    public func isAwake(_ body: BodyID) -> Bool { bodies[body.index].isAwake }

    /// Whether the body's contacts may be recycled (``BodyDefinition/isContactRecyclingEnabled``).
    public func isContactRecyclingEnabled(_ body: BodyID) -> Bool {
        bodies[body.index].isContactRecyclingEnabled
    }

    /// Allows or forbids recycling the body's contacts (``contactRecycleDistance``) from the next
    /// step on, for the contacts it has and those it will have.
    public mutating func setContactRecyclingEnabled(_ isEnabled: Bool, for body: BodyID) {
        bodies[body.index].isContactRecyclingEnabled = isEnabled
    }

    /// Sets the velocity of the centre of mass, in pt/s, and wakes the body.
    public mutating func setLinearVelocity(_ velocity: Vec2, of body: BodyID) {
        guard bodies[body.index].type != .static else { return }
        bodies[body.index].linearVelocity = velocity
        wake(body)
    }

    /// Sets the angular velocity, in rad/s, and wakes the body (ignored with fixed rotation).
    public mutating func setAngularVelocity(_ velocity: Double, of body: BodyID) {
        guard bodies[body.index].type != .static, !bodies[body.index].fixedRotation else { return }
        bodies[body.index].angularVelocity = velocity
        wake(body)
    }

    /// Moves the body origin to `position` (points) at `angle` (radians), and wakes it.
    public mutating func setTransform(of body: BodyID, position: Vec2, angle: Double) {
        bodies[body.index].origin = position
        bodies[body.index].rotation = Rotation(angle: angle)
        bodies[body.index].updateCenter()
        synchronizeProxies(body.index)
        if bodies[body.index].type != .static { wake(body) }
    }

    /// Applies a force (mass·pt/s²) at a world point (points) until the next step, and wakes the body.
    public mutating func applyForce(_ force: Vec2, at point: Vec2, to body: BodyID) {
        guard bodies[body.index].type == .dynamic else { return }
        bodies[body.index].force += force
        bodies[body.index].torque += (point - bodies[body.index].center).cross(force)
        wake(body)
    }

    /// Applies a force (mass·pt/s²) at the centre of mass until the next step, and wakes the body.
    public mutating func applyForceToCenter(_ force: Vec2, to body: BodyID) {
        guard bodies[body.index].type == .dynamic else { return }
        bodies[body.index].force += force
        wake(body)
    }

    /// Applies a torque (mass·pt²/s², positive clockwise on screen) until the next step.
    public mutating func applyTorque(_ torque: Double, to body: BodyID) {
        guard bodies[body.index].type == .dynamic else { return }
        bodies[body.index].torque += torque
        wake(body)
    }

    /// Applies an impulse (mass·pt/s) at a world point (points): changes the velocity at once.
    public mutating func applyLinearImpulse(_ impulse: Vec2, at point: Vec2, to body: BodyID) {
        guard bodies[body.index].type == .dynamic else { return }
        let b = bodies[body.index]
        bodies[body.index].linearVelocity += b.invMass * impulse
        bodies[body.index].angularVelocity += b.invInertia * (point - b.center).cross(impulse)
        wake(body)
    }

    /// Wakes a sleeping body (and resets its sleep timer) together with its island: the bodies
    /// touching or joined to it, directly or through others, as Box2D wakes a whole island;
    /// static bodies stay as they are. O(bodies woken).
    public mutating func wake(_ body: BodyID) {
        guard bodies[body.index].type != .static else { return }
        bodies[body.index].sleepTime = 0
        wakeIsland(bodies[body.index].island)
    }

    /// Recomputes mass, centre of mass and inertia of a body from its shapes.
    mutating func updateMass(_ index: Int) {
        var body = bodies[index]
        body.mass = 0
        body.invMass = 0
        body.inertia = 0
        body.invInertia = 0
        body.localCenter = .zero
        body.maxExtent = 0
        defer {
            body.updateCenter()
            bodies[index] = body
        }
        for s in body.shapes {
            let box = shapes[s].geometry.aabb(.identity)
            let corners = [
                box.lower, box.upper, Vec2(box.lower.x, box.upper.y), Vec2(box.upper.x, box.lower.y),
            ]
            for c in corners { body.maxExtent = max(body.maxExtent, c.length) }
        }
        guard body.type == .dynamic else { return }
        var mass = 0.0
        var inertiaAboutOrigin = 0.0
        var weighted = Vec2.zero
        for s in body.shapes {
            let data = shapes[s].geometry.massData(density: shapes[s].density)
            mass += data.mass
            weighted += data.mass * data.center
            inertiaAboutOrigin += data.rotationalInertiaAboutOrigin
        }
        guard mass > 0 else {
            // Box2D: a dynamic body without mass behaves as mass 1 so it still falls.
            body.mass = 1
            body.invMass = 1
            return
        }
        body.mass = mass
        body.invMass = 1 / mass
        body.localCenter = weighted / mass
        let inertia = inertiaAboutOrigin - mass * body.localCenter.lengthSquared
        if inertia > 0 && !body.fixedRotation {
            body.inertia = inertia
            body.invInertia = 1 / inertia
        }
        var extent = 0.0
        for s in body.shapes {
            let box = shapes[s].geometry.aabb(.identity)
            let corners = [
                box.lower, box.upper, Vec2(box.lower.x, box.upper.y), Vec2(box.upper.x, box.lower.y),
            ]
            for c in corners { extent = max(extent, (c - body.localCenter).length) }
        }
        body.maxExtent = extent
        body.minExtent = .infinity
        for s in body.shapes where shapes[s].geometry.isSolid {
            let e = shapes[s].geometry.aabb(.identity).extents
            body.minExtent = min(body.minExtent, e.x, e.y)
        }
    }

    /// Moves the body's shapes' proxies in the broad phase to their current bounds.
    mutating func synchronizeProxies(_ index: Int) {
        let xf = bodies[index].transform
        for s in bodies[index].shapes {
            _ = tree.move(shapes[s].proxy, to: shapes[s].geometry.aabb(xf))
        }
    }
}
