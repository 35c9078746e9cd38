// SpecSimulation: a spec's `dynamics:` run on its laid-out views for a fixed time (`plumb simulate`).
//
// Design. PlumbSpec depends on PlumbDynamics (PlumbSpec → PlumbDynamics → Plumb, PlumbPhysics; no
// cycle) rather than handing plain data to the command line: building the animator needs the laid
// out view tree and the spec's names and positions, and the errors only the build can find (an
// item laid out at zero size, an animator refusing a behaviour) must come out as the same
// `FILE:LINE:COLUMN: error:` as every other spec error — both are PlumbSpec's. The command only
// parses arguments and prints, and the tests reach the whole run through the library.
//
// Run. The spec is laid out once at its size (so views laid out by constraints get their frames
// from the layout), a `DynamicAnimator(referenceView:)` is made on the root, and the behaviours
// are built in spec order with UIKit's initialisers, each property set only when written (so the
// item-behaviour precedence rule sees only explicit values). Then the clock is explicit: a frame
// is recorded at t = 0 and after every further 1/fps s of `step(by:)` (the animator's fixed
// 1/60 s steps, leftover time carried over) up to the duration. A frame holds each item's centre
// as the animator writes it (pixel-rounded, as UIKit, in the root's coordinates) and the rotation
// of its transform. `pausedAt` is the animator's `elapsedTime` when it called
// `dynamicAnimatorDidPause` (every item slower than 1 pt/s and 2°/s for 0.5 s, docs/dynamics.md §4.3),
// nil if it never paused within the duration; nothing in a spec changes a behaviour afterwards,
// so a paused run stays paused. Collision events are the collision delegates' began/ended calls,
// stamped with the end of the step they were reported in.

import Plumb
import PlumbDynamics

/// A spec's dynamics run for a fixed time: every item's centre and angle per frame, when the
/// animator paused at rest, and the collision events (see the file's design note).
///
/// ```swift
/// let spec = try Spec(contentsOfFile: "drop.yaml")
/// let run = try SpecSimulation(spec, duration: 5, fps: 60)
/// run.frames.last?.items[0].center   // (160, 543)
/// run.pausedAt                        // 1.15
/// ```
public struct SpecSimulation {
    /// One item's pose in a frame.
    public struct Pose: Hashable, Sendable {
        /// The centre, in the root's coordinates (points), pixel-rounded as the animator writes it.
        public var center: Point
        /// The rotation of the item's transform, in radians (positive is clockwise on screen).
        public var angle: Double

        /// A pose.
        public init(center: Point, angle: Double) {
            self.center = center
            self.angle = angle
        }
    }

    /// The poses at one instant.
    public struct Frame: Sendable {
        /// Simulated seconds since the start.
        public var time: Double
        /// The poses, in the order of ``items``.
        public var poses: [Pose]
    }

    /// A collision delegate call.
    public struct Event: Hashable, Sendable {
        /// Whether contact began or ended.
        public enum Kind: String, Sendable {
            /// Two items, or an item and a boundary, started touching.
            case began
            /// They stopped touching.
            case ended
        }

        /// The end of the step that reported it, in seconds.
        public var time: Double
        /// Began or ended.
        public var kind: Kind
        /// The items' names: two for an item pair, one for an item and a boundary.
        public var items: [String]
        /// The boundary's identifier; nil for an item pair and for the reference bounds.
        public var boundary: String?
        /// Whether the contact is with a boundary (the reference bounds when ``boundary`` is nil).
        public var isBoundary: Bool

        /// An event.
        public init(time: Double, kind: Kind, items: [String], boundary: String? = nil, isBoundary: Bool) {
            self.time = time
            self.kind = kind
            self.items = items
            self.boundary = boundary
            self.isBoundary = isBoundary
        }
    }

    /// The spec laid out at its size (the views' frames at t = 0).
    public let layout: SpecLayout
    /// Frames per second of ``frames``.
    public let fps: Double
    /// The simulated time, in seconds.
    public let duration: Double
    /// The items' names, in spec order of the views.
    public let items: [String]
    /// The items' bounds sizes, in the order of ``items``.
    public let sizes: [Size]
    /// One frame per 1/fps s, the first at t = 0, the last at or just before ``duration``.
    public private(set) var frames: [Frame] = []
    /// The animator's elapsed time when it paused at rest, or nil if it did not pause.
    public private(set) var pausedAt: Double?
    /// The collision events, in the order reported.
    public private(set) var events: [Event] = []

    /// The default duration of `plumb simulate`, in seconds: 5.
    public static let defaultDuration = 5.0
    /// The default frame rate of `plumb simulate`: 60, the display rate UIKit's animator ticks at.
    public static let defaultFPS = 60.0
    /// The longest simulated time, in seconds: 3600 (an hour of 1/60 s steps, 216,000 of them).
    public static let maximumDuration = 3600.0
    /// The most frames a run records after the first: `duration · fps` ≤ 100,000 (a JSON of a few
    /// megabytes per item).
    public static let maximumFrames = 100_000.0

    /// Lays out `spec` and runs its dynamics for `duration` seconds, recording `fps` frames a second.
    /// - Parameters:
    ///   - spec: the spec to lay out and simulate.
    ///   - duration: the simulated time in seconds (``defaultDuration`` by default).
    ///   - fps: the recorded frames per second (``defaultFPS`` by default).
    ///   - measurer: measures text for the layout (Plumb's deterministic fallback by default).
    /// - Throws: ``SpecError`` for a spec without behaviours in `dynamics:`, a spec that cannot be
    ///   laid out, an item whose laid-out width or height is zero, a behaviour the animator
    ///   refuses, or a run whose task is cancelled (checked every step).
    /// - Precondition: 0 ≤ `duration` ≤ ``maximumDuration``, `fps` > 0 and `duration · fps` ≤
    ///   ``maximumFrames``, all finite (the command checks them).
    /// - Complexity: O(duration · (60 steps of the engine + fps · items)).
    public init(
        _ spec: Spec, duration: Double = defaultDuration, fps: Double = defaultFPS,
        measurer: any TextMeasuring = FallbackTextMeasurer()
    ) throws(SpecError) {
        precondition(
            duration >= 0 && duration <= SpecSimulation.maximumDuration && fps > 0 && fps.isFinite
                && duration * fps <= SpecSimulation.maximumFrames)
        guard !spec.dynamics.isEmpty else {
            throw SpecError(
                file: spec.file, location: .start,
                message:
                    "the spec has no `dynamics:` section, so there is nothing to simulate; add one listing "
                    + "behaviours, e.g. `dynamics: [{gravity: {items: [NAME]}}]`")
        }
        layout = try spec.layOut(measurer: measurer)
        self.fps = fps
        self.duration = duration
        let named = Set(spec.dynamics.flatMap(\.items).map(\.name))
        items = layout.views.map(\.name).filter(named.contains)
        var views: [String: View] = [:]
        for entry in layout.views where named.contains(entry.name) { views[entry.name] = entry.view }
        sizes = items.map { views[$0]?.bounds.size ?? Size(width: 0, height: 0) }
        try checkSizes(spec, views)
        let animator = DynamicAnimator(referenceView: layout.root)
        let recorder = SimulationRecorder(animator: animator, names: views)
        animator.delegate = recorder
        for behaviorSpec in spec.dynamics {
            let behavior = makeBehavior(behaviorSpec, views: views, recorder: recorder)
            do {
                try animator.addBehavior(behavior)
            } catch {
                throw SpecError(file: spec.file, location: behaviorSpec.location, message: error.description)
            }
        }
        let itemViews = items.compactMap { views[$0] }
        let count = Int((duration * fps + 1e-9).rounded(.down))
        frames.reserveCapacity(count + 1)
        frames.append(frame(at: 0, itemViews))
        for k in stride(from: 1, through: count, by: 1) {
            try SpecError.checkCancellation(file: spec.file)
            animator.step(by: 1 / fps)
            frames.append(frame(at: Double(k) / fps, itemViews))
        }
        pausedAt = recorder.pausedAt
        events = recorder.events
    }

    /// Throws at the first item (in spec order) laid out with a zero width or height.
    private func checkSizes(_ spec: Spec, _ views: [String: View]) throws(SpecError) {
        for reference in spec.dynamics.flatMap(\.items) {
            guard let size = views[reference.name]?.bounds.size, size.width <= 0 || size.height <= 0 else {
                continue
            }
            throw SpecError(
                file: spec.file, location: reference.location,
                message:
                    "'\(reference.name)' is \(number(size.width)) × \(number(size.height)) after layout; "
                    + "a dynamic item needs a non-zero width and height (give it a frame, constraints "
                    + "or an intrinsic size)")
        }
    }

    /// The items' poses now.
    private func frame(at time: Double, _ views: [View]) -> Frame {
        Frame(
            time: time,
            poses: views.map { view in
                var center = view.center
                if let parent = view.superview, parent !== layout.root {
                    center = parent.convert(center, to: layout.root)
                }
                return Pose(center: center, angle: view.transform.rotationAngle)
            })
    }
}

/// Hears the animator's pause and the collision behaviours' contacts during a simulation.
final class SimulationRecorder: DynamicAnimatorDelegate, CollisionBehaviorDelegate {
    unowned let animator: DynamicAnimator
    /// The items' names by object.
    let names: [ObjectIdentifier: String]
    var pausedAt: Double?
    var events: [SpecSimulation.Event] = []

    init(animator: DynamicAnimator, names: [String: View]) {
        self.animator = animator
        var byObject: [ObjectIdentifier: String] = [:]
        for (name, view) in names { byObject[ObjectIdentifier(view)] = name }
        self.names = byObject
    }

    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {
        if pausedAt == nil { pausedAt = animator.elapsedTime }
    }

    /// The end of the step being reported (callbacks come before `elapsedTime` advances).
    private var now: Double { animator.elapsedTime + DynamicAnimator.timeStep }

    private func name(_ item: any DynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }

    private func boundaryName(_ identifier: AnyHashable?) -> String? {
        guard let identifier else { return nil }
        return (identifier.base as? String) ?? "\(identifier.base)"
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: Point
    ) {
        events.append(.init(time: now, kind: .began, items: [name(item1), name(item2)], isBoundary: false))
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {
        events.append(.init(time: now, kind: .ended, items: [name(item1), name(item2)], isBoundary: false))
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: Point
    ) {
        events.append(
            .init(
                time: now, kind: .began, items: [name(item)], boundary: boundaryName(identifier),
                isBoundary: true))
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {
        events.append(
            .init(
                time: now, kind: .ended, items: [name(item)], boundary: boundaryName(identifier),
                isBoundary: true))
    }
}
