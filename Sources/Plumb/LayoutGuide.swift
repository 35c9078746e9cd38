import PlumbSolver

/// A rectangle in the layout engine that is not a view: no drawing, no subviews, not in
/// ``View/subviews`` (UIKit's `UILayoutGuide`, docs/auto-layout.md §8.11). Use guides instead of
/// spacer views. A guide's position is measured in its owning view's bounds; its
/// ``layoutFrame`` is read from the engine after a layout pass.
public final class LayoutGuide: LayoutItem, CustomStringConvertible {
    /// The view that owns the guide (set by ``View/addLayoutGuide(_:)``); a guide does not keep
    /// its owner alive. (An unmanaged back reference: the owner holds the guide in
    /// ``View/layoutGuides`` and clears it when it goes.)
    public internal(set) var owningView: View? {
        get { unmanagedOwningView?.takeUnretainedValue() }
        set { unmanagedOwningView = newValue.map(Unmanaged.passUnretained) }
    }
    /// ``owningView``'s storage.
    @exclusivity(unchecked) private var unmanagedOwningView: Unmanaged<View>?
    /// A name shown in descriptions: `'UIViewLayoutMarginsGuide'` for the margins guide.
    public var identifier: String
    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
    public internal(set) var layoutFrame = Rect.zero

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)`` before constraining it.
    public init(identifier: String = "") {
        self.identifier = identifier
        super.init()
    }

    override var unmanagedLayoutSuperitem: Unmanaged<View>? { unmanagedOwningView }
    override var unmanagedNearestView: Unmanaged<View>? { unmanagedOwningView }
    /// `LayoutGuide:0x…'identifier'`.
    override public var layoutDescription: String {
        let name = "LayoutGuide:\(address(of: self))"
        return identifier.isEmpty ? name : "\(name)'\(identifier)'"
    }

    /// `<LayoutGuide:0x…'identifier'; layoutFrame = (x, y, w, h), owningView = View:0x…>`.
    public var description: String {
        "<\(layoutDescription); layoutFrame = \(layoutFrame), owningView = \(owningView?.layoutDescription ?? "nil")>"
    }
}

extension View {
    /// Adds a layout guide owned by this view (moving it from its previous owner, whose
    /// constraints on it are deactivated).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView {
            if owner === self { return }
            owner.removeLayoutGuide(guide)
        }
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a layout guide and deactivates every constraint that names it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        LayoutConstraint.deactivate(guide.referencing)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }
}
