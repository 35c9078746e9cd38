// The behaviours of `dynamics:` made with UIKit's initialisers and factories; each property is set
// only when the spec writes it, so UIKit's defaults (and the item-behaviour precedence rule of
// docs/dynamics.md §11.2, which reads only explicitly set values) apply to the rest.

import Plumb
import PlumbDynamics

extension SpecSimulation {
    /// The behaviour a spec entry describes, on the laid-out `views` (every name was checked by
    /// the parser); collision behaviours report to `recorder`.
    func makeBehavior(_ spec: BehaviorSpec, views: [String: View], recorder: SimulationRecorder)
        -> DynamicBehavior
    {
        func items(_ references: [SpecItemReference]) -> [any DynamicItem] {
            references.compactMap { views[$0.name] }
        }
        func item(_ reference: SpecItemReference) -> any DynamicItem { views[reference.name]! }
        switch spec.kind {
        case .gravity(let g):
            let gravity = GravityBehavior(items: items(g.items))
            if let direction = g.gravityDirection { gravity.gravityDirection = direction }
            if g.angle != nil || g.magnitude != nil {
                gravity.setAngle(g.angle ?? gravity.angle, magnitude: g.magnitude ?? gravity.magnitude)
            }
            return gravity
        case .collision(let c):
            let collision = CollisionBehavior(items: items(c.items))
            if let mode = c.collisionMode { collision.collisionMode = mode }
            if let translates = c.translatesReferenceBoundsIntoBoundary {
                collision.translatesReferenceBoundsIntoBoundary = translates
            }
            if let insets = c.referenceBoundsInsets {
                collision.setTranslatesReferenceBoundsIntoBoundary(with: insets)
            }
            for boundary in c.boundaries {
                collision.addBoundary(withIdentifier: boundary.identifier, for: boundary.path)
            }
            collision.collisionDelegate = recorder
            return collision
        case .itemBehavior(let b):
            let behavior = DynamicItemBehavior(items: items(b.items))
            if let v = b.elasticity { behavior.elasticity = v }
            if let v = b.friction { behavior.friction = v }
            if let v = b.density { behavior.density = v }
            if let v = b.resistance { behavior.resistance = v }
            if let v = b.angularResistance { behavior.angularResistance = v }
            if let v = b.allowsRotation { behavior.allowsRotation = v }
            if let v = b.isAnchored { behavior.isAnchored = v }
            if let v = b.charge { behavior.charge = v }
            for target in behavior.items {
                if let v = b.linearVelocity { behavior.addLinearVelocity(v, for: target) }
                if let v = b.angularVelocity { behavior.addAngularVelocity(v, for: target) }
            }
            return behavior
        case .push(let p):
            let push = PushBehavior(items: items(p.items), mode: p.mode)
            if let direction = p.pushDirection { push.pushDirection = direction }
            if let angle = p.angle { push.angle = angle }
            if let magnitude = p.magnitude { push.magnitude = magnitude }
            if let offset = p.targetOffsetFromCenter {
                for target in push.items { push.setTargetOffsetFromCenter(offset, for: target) }
            }
            if let active = p.active { push.active = active }
            return push
        case .snap(let s):
            let snap = SnapBehavior(item: item(s.item), snapTo: s.snapPoint)
            if let damping = s.damping { snap.damping = damping }
            return snap
        case .attachment(let a):
            let attachment = makeAttachment(a, item: item(a.item), attachedTo: a.attachedTo.map(item))
            if let v = a.length { attachment.length = v }
            if let v = a.frequency { attachment.frequency = v }
            if let v = a.damping { attachment.damping = v }
            if let v = a.frictionTorque { attachment.frictionTorque = v }
            if let v = a.attachmentRange { attachment.attachmentRange = v }
            return attachment
        case .field(let f):
            let field = makeField(f)
            // Outside an animator `addItem` checks nothing, so it cannot throw here.
            for target in items(f.items) { try? field.addItem(target) }
            if let v = f.position { field.position = v }
            if let v = f.region { field.region = v }
            if let v = f.strength { field.strength = v }
            if let v = f.falloff { field.falloff = v }
            if let v = f.minimumRadius { field.minimumRadius = v }
            if let v = f.direction { field.direction = v }
            if let v = f.smoothness { field.smoothness = v }
            if let v = f.animationSpeed { field.animationSpeed = v }
            return field
        }
    }

    /// The field's factory.
    private func makeField(_ f: FieldSpec) -> FieldBehavior {
        switch f.kind {
        case .linearGravity: .linearGravityField(direction: f.direction ?? .zero)
        case .radialGravity: .radialGravityField(position: f.position ?? Point(x: 0, y: 0))
        case .spring: .springField()
        case .drag: .dragField()
        case .velocity: .velocityField(direction: f.direction ?? .zero)
        case .vortex: .vortexField()
        case .electric: .electricField()
        case .magnetic: .magneticField()
        case .noise: .noiseField(smoothness: f.smoothness ?? 0, animationSpeed: f.animationSpeed ?? 0)
        case .turbulence:
            .turbulenceField(smoothness: f.smoothness ?? 0, animationSpeed: f.animationSpeed ?? 0)
        }
    }

    /// The attachment's initialiser or factory (the parser checked which keys each one takes).
    private func makeAttachment(
        _ a: AttachmentSpec, item: any DynamicItem, attachedTo other: (any DynamicItem)?
    )
        -> AttachmentBehavior
    {
        let anchor = a.anchorPoint ?? Point(x: 0, y: 0)
        let offset = a.offsetFromCenter ?? .zero
        // One switch over the kind, optionals unwrapped inside: a switch over `(kind, other)`
        // with `let other?` patterns crashes Swift 6.3's optimiser (SIL ownership verification)
        // in release builds.
        let partner = other ?? item
        switch a.kind {
        case .plain:
            if let other {
                return AttachmentBehavior(
                    item: item, offsetFromCenter: offset, attachedTo: other,
                    offsetFromCenter: a.attachedOffsetFromCenter ?? .zero)
            }
            return AttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: anchor)
        case .sliding:
            let axis = a.axisOfTranslation ?? Vector(dx: 1, dy: 0)
            if let other {
                return .slidingAttachment(
                    with: item, attachedTo: other, attachmentAnchor: anchor, axisOfTranslation: axis)
            }
            return .slidingAttachment(with: item, attachmentAnchor: anchor, axisOfTranslation: axis)
        case .limit:
            return .limitAttachment(
                with: item, offsetFromCenter: offset, attachedTo: partner,
                offsetFromCenter: a.attachedOffsetFromCenter ?? .zero)
        case .fixed:
            return .fixedAttachment(with: item, attachedTo: partner, attachmentAnchor: anchor)
        case .pin:
            return .pinAttachment(with: item, attachedTo: partner, attachmentAnchor: anchor)
        }
    }
}
