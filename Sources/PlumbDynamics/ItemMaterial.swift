/// The resolved item-behaviour properties of one item (docs/dynamics.md §11.1 defaults).
struct ItemMaterial: Hashable, Sendable {
    /// Which properties a behaviour set explicitly.
    struct Properties: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let elasticity = Properties(rawValue: 1 << 0)
        static let friction = Properties(rawValue: 1 << 1)
        static let density = Properties(rawValue: 1 << 2)
        static let resistance = Properties(rawValue: 1 << 3)
        static let angularResistance = Properties(rawValue: 1 << 4)
        static let allowsRotation = Properties(rawValue: 1 << 5)
        static let isAnchored = Properties(rawValue: 1 << 6)
        static let charge = Properties(rawValue: 1 << 7)
    }

    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var allowsRotation = true
    var isAnchored = false
    var charge = 0.0

    /// Overrides the properties `behavior` set explicitly (the later behaviour in the walk wins).
    mutating func apply(_ behavior: DynamicItemBehavior) {
        let set = behavior.explicitlySet
        if set.contains(.elasticity) { elasticity = behavior.elasticity }
        if set.contains(.friction) { friction = behavior.friction }
        if set.contains(.density) { density = behavior.density }
        if set.contains(.resistance) { resistance = behavior.resistance }
        if set.contains(.angularResistance) { angularResistance = behavior.angularResistance }
        if set.contains(.allowsRotation) { allowsRotation = behavior.allowsRotation }
        if set.contains(.isAnchored) { isAnchored = behavior.isAnchored }
        if set.contains(.charge) { charge = behavior.charge }
    }
}
