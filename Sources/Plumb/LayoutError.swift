/// Misuse of the layout API: where UIKit raises an exception, Plumb throws (or, from a property
/// setter, reports through ``View/diagnosticHandler``) one of these. Each message starts with
/// Apple's text, then says how to fix the call.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A location attribute related to a constant (nil second item or multiplier 0, docs/auto-layout.md §1.3).
    case locationToConstant(item: String, attribute: LayoutAttribute)
    /// Attributes that cannot be related: a location and a size, or an x and a y location.
    case invalidPairing(first: LayoutAttribute, second: LayoutAttribute)
    /// A leading/trailing attribute related to a left/right one.
    case mixedDirectionalAttributes(first: LayoutAttribute, second: LayoutAttribute)
    /// A constant or multiplier that is not finite.
    case notFinite(name: String, value: Double)
    /// The constraint's items have no common ancestor, so no view can hold it.
    case noCommonAncestor(constraint: String)
    /// An item of the constraint has been deallocated.
    case missingItem(constraint: String)
    /// A priority outside (0, 1000].
    case invalidPriority(Float)
    /// A required priority changed to optional (or back) on an active constraint (§2.3).
    case requiredPriorityChange(from: Float, to: Float)
    /// `addConstraint(_:)` on a view that is not an ancestor of every item of the constraint.
    case hierarchyNotPrepared(constraint: String, view: String)

    /// Apple's message, then the fix.
    public var description: String {
        switch self {
        case .locationToConstant(let item, let attribute):
            "NSLayoutConstraint for \(item): A multiplier of 0 or a nil second item together with a "
                + "location for the first attribute creates an illegal constraint of a location equal to a "
                + "constant. Location attributes must be specified in pairs. Relate \(attribute) to another "
                + "item's attribute, or constrain a width or height instead."
        case .invalidPairing(let first, let second):
            "Invalid pairing of layout attributes: \(first) and \(second). Relate a location to a location "
                + "on the same axis (x with x, y with y) or a size to a size."
        case .mixedDirectionalAttributes(let first, let second):
            "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither (here \(first) and \(second))."
        case .notFinite(let name, let value):
            "\(name.prefix(1).uppercased() + name.dropFirst()) is not finite!  That's illegal.  \(name):\(value). "
                + "Use a finite number."
        case .noCommonAncestor(let constraint):
            "Unable to activate constraint \(constraint) because its items have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  "
                + "That's illegal. Add both views to one hierarchy (addSubview) before activating it."
        case .missingItem(let constraint):
            "The constraint \(constraint) refers to an item that no longer exists; make a new constraint."
        case .invalidPriority(let value):
            "It's illegal to set priority:\(LayoutPriority(value)).  Priorities must be greater than 0 and "
                + "less or equal to NSLayoutPriorityRequired, which is 1000.000000."
        case .requiredPriorityChange(let old, let new):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority \(LayoutPriority(new)) and the existing priority was "
                + "\(LayoutPriority(old)). Deactivate the constraint first, or use 999 instead of 1000 for a "
                + "constraint you toggle."
        case .hierarchyNotPrepared(let constraint, let view):
            "The view hierarchy is not prepared for the constraint: \(constraint) When added to a view, the "
                + "constraint's items must be descendants of that view (or the view itself). Add it to \(view)'s "
                + "ancestor that contains every item, or activate it with isActive."
        }
    }
}
