// Layout direction: semantic content attribute and effective direction (docs/auto-layout.md §1.5).

/// How a view's content is laid out when the language reads right to left (UIKit's
/// `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable {
    /// Follow the superview's direction (the root: left to right).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls (arrows, a joystick): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

/// The direction in which a view lays out its content (UIKit's `UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right: leading and trailing constraints mirror.
    case rightToLeft = 1
}

extension View {
    /// How the view lays out its content in right-to-left languages. Set
    /// ``SemanticContentAttribute/forceRightToLeft`` on the root to lay out a whole tree right to
    /// left; subviews with ``SemanticContentAttribute/unspecified`` follow their superview.
    /// Changing it re-lowers the leading/trailing constraints of the subtree.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            storedSemanticContentAttribute = newValue
            directionDidChange()
        }
    }

    /// The direction the view lays out in: forced by ``semanticContentAttribute``, always left to
    /// right for playback and spatial content, otherwise the superview's (left to right at the
    /// root).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view: View? = self
        while let current = view {
            switch current.storedSemanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: view = current.superview
            }
        }
        return .leftToRight
    }

    /// Re-lowers the directional constraints of the subtree and moves the directional margins.
    func directionDidChange() {
        for view in subtreeViews() {
            if view.storedDirectionalLayoutMargins != nil { view.marginsDidChange() }
            for constraint in view.referencing
            where constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional {
                constraint.engine?.relower(constraint)
            }
            view.setNeedsLayout()
        }
        rootView.treeNeedsUpdatePass = true
    }
}
