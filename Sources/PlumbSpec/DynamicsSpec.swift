import Plumb
import PlumbDynamics

/// One entry of a spec's `dynamics:` list: a UIKit Dynamics behaviour written as a one-key map
/// named after the UIKit class without prefix and suffix (`gravity`, `collision`, `itemBehavior`,
/// `push`, `snap`, `attachment`, `field`), its properties under UIKit's names (docs/spec-format.md).
///
/// Every value is as written: nil means "not set", so the behaviour keeps UIKit's default (and an
/// item behaviour does not claim the property in the precedence rule of docs/dynamics.md §11.2).
public struct BehaviorSpec: Sendable {
    /// The behaviour and its properties.
    public enum Kind: Sendable {
        /// `UIGravityBehavior`.
        case gravity(GravitySpec)
        /// `UICollisionBehavior`.
        case collision(CollisionSpec)
        /// `UIDynamicItemBehavior`.
        case itemBehavior(ItemBehaviorSpec)
        /// `UIPushBehavior`.
        case push(PushSpec)
        /// `UISnapBehavior`.
        case snap(SnapSpec)
        /// `UIAttachmentBehavior`.
        case attachment(AttachmentSpec)
        /// `UIFieldBehavior`.
        case field(FieldSpec)
    }

    /// The behaviour.
    public var kind: Kind
    /// Where its key (`gravity`, …) is written.
    public var location: SpecLocation

    /// A behaviour written at `location`.
    public init(_ kind: Kind, location: SpecLocation = .start) {
        self.kind = kind
        self.location = location
    }

    /// The items it names, in the order written.
    public var items: [SpecItemReference] {
        switch kind {
        case .gravity(let b): b.items
        case .collision(let b): b.items
        case .itemBehavior(let b): b.items
        case .push(let b): b.items
        case .snap(let b): [b.item]
        case .attachment(let b): [b.item] + (b.attachedTo.map { [$0] } ?? [])
        case .field(let b): b.items
        }
    }
}

/// A view named as a dynamic item, with where the name is written.
public struct SpecItemReference: Sendable, Hashable {
    /// The view's name in `views:`.
    public var name: String
    /// Where the name is written.
    public var location: SpecLocation

    /// A reference to the view `name`.
    public init(_ name: String, location: SpecLocation = .start) {
        self.name = name
        self.location = location
    }
}

/// `gravity:` — UIKit's `UIGravityBehavior` (magnitude 1 = 1000 pt/s², angle in radians).
public struct GravitySpec: Sendable {
    /// The items accelerated.
    public var items: [SpecItemReference] = []
    /// `gravityDirection: [dx, dy]` (also spelled `direction:`); default (0, 1).
    public var gravityDirection: Vector?
    /// `angle:` in radians; default π/2 (down).
    public var angle: Double?
    /// `magnitude:`; default 1.
    public var magnitude: Double?

    /// An empty gravity behaviour (UIKit's defaults).
    public init() {}
}

/// `collision:` — UIKit's `UICollisionBehavior`.
public struct CollisionSpec: Sendable {
    /// A boundary of `boundaries:`: an identifier and a path in reference coordinates.
    public struct Boundary: Sendable {
        /// The identifier reported with the boundary's contacts.
        public var identifier: String
        /// The boundary: one segment (`from:`/`to:`), a rectangle (`rect:`), an ellipse
        /// (`ovalIn:`) or a polyline (`points:`, `closed:`).
        public var path: BezierPath
        /// Where the entry is written.
        public var location: SpecLocation

        /// A boundary.
        public init(identifier: String, path: BezierPath, location: SpecLocation = .start) {
            self.identifier = identifier
            self.path = path
            self.location = location
        }
    }

    /// The items.
    public var items: [SpecItemReference] = []
    /// `collisionMode: items | boundaries | everything`; default everything.
    public var collisionMode: CollisionBehavior.Mode?
    /// `translatesReferenceBoundsIntoBoundary:`; default false.
    public var translatesReferenceBoundsIntoBoundary: Bool?
    /// `referenceBoundsInsets: [top, left, bottom, right]`: turns the reference-bounds boundary on
    /// with these insets (UIKit's `setTranslatesReferenceBoundsIntoBoundary(with:)`).
    public var referenceBoundsInsets: EdgeInsets?
    /// `boundaries:`, in order.
    public var boundaries: [Boundary] = []

    /// An empty collision behaviour (UIKit's defaults).
    public init() {}
}

/// `itemBehavior:` — UIKit's `UIDynamicItemBehavior`; `linearVelocity:` and `angularVelocity:`
/// are added to every item once, as `addLinearVelocity(_:for:)` / `addAngularVelocity(_:for:)`.
public struct ItemBehaviorSpec: Sendable {
    /// The items.
    public var items: [SpecItemReference] = []
    /// Restitution, ≥ 0; default 0.
    public var elasticity: Double?
    /// Coulomb friction, ≥ 0; default 0.
    public var friction: Double?
    /// Density, > 0; default 1.
    public var density: Double?
    /// Linear damping in s⁻¹, ≥ 0; default 0.
    public var resistance: Double?
    /// Angular damping in s⁻¹, ≥ 0; default 0.
    public var angularResistance: Double?
    /// Whether items may turn; default true.
    public var allowsRotation: Bool?
    /// Whether items are static obstacles; default false.
    public var isAnchored: Bool?
    /// Charge for fields; default 0.
    public var charge: Double?
    /// Velocity added to each item, pt/s.
    public var linearVelocity: Point?
    /// Angular velocity added to each item, rad/s.
    public var angularVelocity: Double?

    /// An empty item behaviour (UIKit's defaults).
    public init() {}
}

/// `push:` — UIKit's `UIPushBehavior` (magnitude in UIKit newtons, angle in radians).
public struct PushSpec: Sendable {
    /// The items pushed.
    public var items: [SpecItemReference] = []
    /// `mode: continuous | instantaneous` (required, as UIKit's initialiser requires it).
    public var mode: PushBehavior.Mode = .continuous
    /// `active:`; default true.
    public var active: Bool?
    /// `angle:` in radians; default 0.
    public var angle: Double?
    /// `magnitude:`; default 0.
    public var magnitude: Double?
    /// `pushDirection: [dx, dy]`, instead of angle and magnitude.
    public var pushDirection: Vector?
    /// `targetOffsetFromCenter: [horizontal, vertical]` for every item; default (0, 0).
    public var targetOffsetFromCenter: Offset?

    /// A continuous push with UIKit's defaults.
    public init() {}
}

/// `snap:` — UIKit's `UISnapBehavior`.
public struct SnapSpec: Sendable {
    /// The item snapped.
    public var item: SpecItemReference
    /// `snapPoint: [x, y]` (also spelled `point:`), in reference coordinates.
    public var snapPoint: Point
    /// `damping:` in 0…1; default 0.5.
    public var damping: Double?

    /// A snap of `item` to `snapPoint`.
    public init(item: SpecItemReference, snapPoint: Point) {
        self.item = item
        self.snapPoint = snapPoint
    }
}

/// `attachment:` — UIKit's `UIAttachmentBehavior` and its factories.
public struct AttachmentSpec: Sendable {
    /// Which initialiser or factory makes the attachment (`kind:`).
    public enum Kind: String, Sendable, CaseIterable {
        /// `init(item:…attachedToAnchor:)` or `init(item:…attachedTo:…)`: a rod or a spring.
        case plain
        /// `slidingAttachment(with:…)`.
        case sliding
        /// `limitAttachment(with:…)`.
        case limit
        /// `fixedAttachment(with:…)`.
        case fixed
        /// `pinAttachment(with:…)`.
        case pin
    }

    /// The factory; plain by default.
    public var kind: Kind = .plain
    /// `item:`, the first item.
    public var item: SpecItemReference
    /// `attachedTo:`, the second item of a two-item attachment.
    public var attachedTo: SpecItemReference?
    /// `anchorPoint: [x, y]` (also spelled `anchor:`), in reference coordinates.
    public var anchorPoint: Point?
    /// `offsetFromCenter: [h, v]` of `item`, in item coordinates.
    public var offsetFromCenter: Offset?
    /// `attachedOffsetFromCenter: [h, v]` of `attachedTo`, in its coordinates.
    public var attachedOffsetFromCenter: Offset?
    /// `axisOfTranslation: [dx, dy]`, a unit vector (sliding only).
    public var axisOfTranslation: Vector?
    /// `length:` in points; default the distance at creation.
    public var length: Double?
    /// `frequency:` in Hz; default 0 (rigid).
    public var frequency: Double?
    /// `damping:` ratio; default 0.
    public var damping: Double?
    /// `frictionTorque:`; default 0.
    public var frictionTorque: Double?
    /// `attachmentRange: [minimum, maximum]`; default infinite.
    public var attachmentRange: FloatRange?

    /// A plain attachment of `item`.
    public init(item: SpecItemReference) {
        self.item = item
    }
}

/// `field:` — UIKit's `UIFieldBehavior`, made by the factory `kind:` names (docs/dynamics.md §12).
public struct FieldSpec: Sendable {
    /// The factory (`linearGravityField(direction:)` is `linearGravity`, …); the evaluation-block
    /// field has no spec form.
    public enum Kind: String, Sendable, CaseIterable {
        /// `linearGravityField(direction:)`; `direction:` required.
        case linearGravity
        /// `radialGravityField(position:)`; `position:` required.
        case radialGravity
        /// `springField()`.
        case spring
        /// `dragField()`.
        case drag
        /// `velocityField(direction:)`; `direction:` required.
        case velocity
        /// `vortexField()`.
        case vortex
        /// `electricField()`.
        case electric
        /// `magneticField()`.
        case magnetic
        /// `noiseField(smoothness:animationSpeed:)`.
        case noise
        /// `turbulenceField(smoothness:animationSpeed:)`.
        case turbulence
    }

    /// The factory.
    public var kind: Kind
    /// The items.
    public var items: [SpecItemReference] = []
    /// `position: [x, y]`, the field's origin in reference coordinates; default (0, 0).
    public var position: Point?
    /// `region: {radius: r}` or `{size: [w, h]}` (centred on the position), optionally
    /// `inverse: true`; default infinite.
    public var region: Region?
    /// `strength:`; default 1.
    public var strength: Double?
    /// `falloff:`; default 0.
    public var falloff: Double?
    /// `minimumRadius:`, > 0; default UIKit's tiny radius.
    public var minimumRadius: Double?
    /// `direction: [dx, dy]`.
    public var direction: Vector?
    /// `smoothness:` in 0…1; default 0.
    public var smoothness: Double?
    /// `animationSpeed:` in Hz; default 0.
    public var animationSpeed: Double?

    /// A field of `kind` with UIKit's defaults.
    public init(kind: Kind) {
        self.kind = kind
    }
}
