// ScrollView: UIKit's `UIScrollView`, headless (docs/auto-layout.md §1.4, §8.12).
//
// Design. Scrolling is the bounds origin: `contentOffset` is `bounds.origin`, and the subviews'
// frames are in content coordinates, so moving the offset moves nothing in the engine (a plain
// view adds its bounds origin to its subviews' engine positions; a scroll view does not, which is
// why its subviews scroll). Constraints between the scroll view and its descendants read the
// scroll view's edges and margins as the content rectangle's: the lowering substitutes the
// `contentLayoutGuide`'s width and height for the scroll view's (its width, height and centre
// attributes keep meaning the frame's, the `equal widths` idiom, as UIKit documents). The content guide is pinned to the content
// origin, so its size is the content size the constraints give; `frameLayoutGuide` is pinned to the
// visible rectangle (its origin follows the offset, so views pinned to it float). `contentSize` is
// the content guide's size when constraints define it; otherwise the size set by the owner (a
// collection view).

import PlumbSolver

/// A view whose content is larger than its frame and is shown through a movable window (UIKit's
/// `UIScrollView`). Subviews live in content coordinates: the visible part of the content is
/// ``View/bounds``, whose origin is ``contentOffset``, and ``View/convert(_:to:)->Point`` accounts for it.
///
/// The content size comes from constraints, as in UIKit (§8.12): pin a content view to the four
/// edges of ``contentLayoutGuide`` (or of the scroll view itself: seen from its descendants, the
/// scroll view's edges are the content's) and give it a width, typically
/// `content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)` for vertical
/// scrolling. Without content constraints ``contentSize`` is what you set. Missing size
/// information makes the content size ambiguous, reported by ``View/ambiguousLayouts()`` as
/// `AMBIGUOUS LAYOUT for contentWidth, contentHeight` (Interface Builder's "Has ambiguous
/// scrollable content width/height").
///
/// ```swift
/// let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
/// let content = View()
/// content.translatesAutoresizingMaskIntoConstraints = false
/// scroll.addSubview(content)
/// try LayoutConstraint.activate([
///     content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
///     content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
///     content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
///     content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
///     content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
///     content.heightAnchor.constraint(equalToConstant: 2000),
/// ])
/// ```
open class ScrollView: View {
    /// The guide whose rectangle is the content: origin (0, 0), size ``contentSize`` when
    /// constraints define it (`'UIScrollViewContentLayoutGuide'`).
    public let contentLayoutGuide = LayoutGuide(identifier: "UIScrollViewContentLayoutGuide")
    var frameGuide: LayoutGuide?
    var storedContentSize = Size.zero

    /// The size of the content, in points: when constraints define it, the content guide's size
    /// as of the last layout pass (setting it then has no effect); otherwise the value set, zero
    /// by default.
    /// - Complexity: O(constraints naming the scroll view or its content guide).
    public var contentSize: Size {
        get { hasContentConstraints ? contentLayoutGuide.layoutFrame.size : storedContentSize }
        set { storedContentSize = newValue }
    }

    /// The content point shown at the top-left corner of the scroll view: ``View/bounds``'s origin,
    /// (0, 0) by default. Setting it does not clamp to the content (see ``setContentOffset(_:)``)
    /// and moves no constraint except ``frameLayoutGuide``'s.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            if let frameGuide { moveFrameGuide(frameGuide) }
        }
    }

    /// Extra space around the content, in points, that the user can scroll to: zero by default.
    public var contentInset = EdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// How the safe area adds to ``adjustedContentInset``; ``ContentInsetAdjustmentBehavior/automatic``
    /// by default, as in UIKit.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { setNeedsLayout() }
    }

    /// Whether vertical scrolling is allowed (and the vertical safe area adjusts the insets with
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes``) when the content is not taller than the
    /// frame; false by default.
    public var alwaysBounceVertical = false
    /// Whether horizontal scrolling is allowed when the content is not wider than the frame; false
    /// by default.
    public var alwaysBounceHorizontal = false

    /// Creates a scroll view with a frame (zero by default) and its content layout guide.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addLayoutGuide(contentLayoutGuide)
        pin(
            contentLayoutGuide,
            [
                (.left, 0, "UIScrollView-contentLayoutGuide-left"),
                (.top, 0, "UIScrollView-contentLayoutGuide-top"),
            ])
    }

    /// The guide whose rectangle is the scroll view's frame, in content coordinates: at
    /// ``contentOffset``, as large as the frame (`'UIScrollViewFrameLayoutGuide'`). Views pinned
    /// to it do not scroll. Created on first use.
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = LayoutGuide(identifier: "UIScrollViewFrameLayoutGuide")
        addLayoutGuide(guide)
        frameGuide = guide
        pin(
            guide,
            [
                (.left, contentOffset.x, "UIScrollView-frameLayoutGuide-left"),
                (.top, contentOffset.y, "UIScrollView-frameLayoutGuide-top"),
                (.width, 0, "UIScrollView-frameLayoutGuide-width"),
                (.height, 0, "UIScrollView-frameLayoutGuide-height"),
            ])
        return guide
    }

    /// The visible rectangle of the content, in content coordinates: ``View/bounds`` (origin
    /// ``contentOffset``, the frame's size).
    public var visibleRect: Rect { bounds }

    /// Sets ``contentOffset`` clamped to the scrollable range: from `−adjustedContentInset.top`
    /// (left) to `contentSize.height + adjustedContentInset.bottom − bounds.height` (right), on an
    /// axis that cannot scroll the minimum.
    public func setContentOffset(_ offset: Point) {
        let inset = adjustedContentInset
        let minimum = Point(x: -inset.left, y: -inset.top)
        let maximum = Point(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        contentOffset = Point(
            x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    // MARK: Guides

    /// Pins `guide` by required system constraints `guide.attribute == scroll.attribute + c`
    /// (for width and height the frame's), lowered in the next update pass.
    private func pin(_ guide: LayoutGuide, _ pins: [(LayoutAttribute, Double, String)]) {
        let made = pins.map { attribute, constant, name in
            systemConstraint(guide, attribute, to: self, attribute, constant: constant, name)
        }
        for constraint in made {
            guide.referencing.append(constraint)
            referencing.append(constraint)
        }
        guideConstraints.append(contentsOf: made)
        rootView.hostedEngine?.pending.append(contentsOf: made)
        setNeedsUpdateConstraints()
    }

    /// Moves the frame guide's origin pins to the content offset.
    private func moveFrameGuide(_ guide: LayoutGuide) {
        for pin in guideConstraints where pin.firstItem === guide {
            switch pin.firstAttribute {
            case .left: pin.constant = contentOffset.x
            case .top: pin.constant = contentOffset.y
            default: break
            }
        }
    }

    // MARK: Content constraints

    /// Whether an active constraint other than a guide's pins names the content guide or relates
    /// the scroll view's edges to a descendant: then the engine defines the content size.
    var hasContentConstraints: Bool {
        func isPin(_ constraint: LayoutConstraint) -> Bool {
            if case .system = constraint.kind { true } else { false }
        }
        return contentLayoutGuide.referencing.contains { !isPin($0) }
            || referencing.contains {
                !isPin($0) && $0.container === self && contentVariables(for: $0) != nil
            }
    }

    /// The content guide's variables when `constraint` relates this scroll view to one of its
    /// descendants (or to the content guide), so that the scroll view's edges mean the content's;
    /// nil otherwise.
    func contentVariables(for constraint: LayoutConstraint) -> RectangleVariables? {
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item, item !== self else { continue }
            if item === contentLayoutGuide { return contentLayoutGuide.layoutVariables }
            if let view = item.nearestView, view !== self, view.isDescendant(of: self) {
                return contentLayoutGuide.layoutVariables
            }
        }
        return nil
    }

    /// `contentWidth` and `contentHeight` for the ambiguity check when constraints define the
    /// content size.
    var contentAmbiguityCandidates: [(String, RectangleVariables, RectangleVariables.Member)] {
        guard hasContentConstraints else { return [] }
        let variables = contentLayoutGuide.layoutVariables
        return [("contentWidth", variables, .width), ("contentHeight", variables, .height)]
    }
}
