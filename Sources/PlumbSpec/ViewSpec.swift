import Plumb

/// One entry of `views:` or `subviews:`: a named view, its kind, appearance, content size and
/// priorities, an optional frame with springs and struts, control properties and subviews.
public struct ViewSpec: Sendable {
    /// The unique name, `[A-Za-z_][A-Za-z0-9_]*`, neither `root` nor `superview`.
    public var name: String
    /// What the view is (`view` by default).
    public var kind: ViewKind
    /// The fill colour of `background:` (`"#d3d3d3"` or `"#ddd"`), for renderers; nil for none.
    public var background: Color?
    /// Whether the view is hidden (`isHidden:`): it still takes part in layout, except as an
    /// arranged subview of a stack, which collapses it. False by default.
    public var isHidden = false
    /// The intrinsic content size: either axis nil for no intrinsic metric; nil when not given.
    public var intrinsicSize: (width: Double?, height: Double?)?
    /// Content hugging priorities (horizontal, vertical); UIKit's defaults when nil.
    public var hugging: (horizontal: Double, vertical: Double)?
    /// Compression resistance priorities (horizontal, vertical); UIKit's defaults when nil.
    public var compressionResistance: (horizontal: Double, vertical: Double)?
    /// The frame in the superview's coordinates; when given, the view is laid out by springs
    /// and struts (`translatesAutoresizingMaskIntoConstraints` true).
    public var frame: Rect?
    /// The springs and struts of a view with a ``frame``.
    public var autoresizing: AutoresizingMask
    /// The control properties (`text`, `title`, `axis`, …) by UIKit name, in spec order.
    public var properties: [SpecProperty]
    /// The subviews, in order (a scroll view's are its content).
    public var subviews: [ViewSpec]
    /// A list's cell template (`cell:`), one entry: a view tree made again for every cell and
    /// pinned to the cell's four edges; empty for other kinds.
    public var cellTemplate: [ViewSpec] = []
    /// How the view lays out in right-to-left layouts (`semanticContentAttribute:`);
    /// `SemanticContentAttribute.unspecified` (follow the superview) by default.
    public var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The layout margins of `layoutMargins:` (top, left, bottom, right), in points; UIKit's
    /// defaults when nil.
    public var layoutMargins: EdgeInsets?
    /// The layout margins of `directionalLayoutMargins:` (top, leading, bottom, trailing), in
    /// points, resolved to left and right by the view's effective direction; nil when not given.
    /// A view gives at most one of ``layoutMargins`` and this.
    public var directionalLayoutMargins: DirectionalEdgeInsets?
    /// Whether the layout margins grow by the safe area (`insetsLayoutMarginsFromSafeArea:`), in
    /// the `ios11` spacing profile; true by default, as in UIKit.
    public var insetsLayoutMarginsFromSafeArea = true
    /// Whether the margins grow to keep content inside the superview's margins
    /// (`preservesSuperviewLayoutMargins:`); false by default, as in UIKit.
    public var preservesSuperviewLayoutMargins = false
    /// The layout guides the view owns (`layoutGuides:`), in spec order.
    public var layoutGuides: [SpecGuide] = []
    /// Where the entry starts (its `name:` value).
    public var location: SpecLocation
    /// Where `intrinsicSize:` is written, when it is.
    public var intrinsicSizeLocation: SpecLocation?
    /// Where `frame:` is written, when it is.
    public var frameLocation: SpecLocation?

    /// A view of `kind` named `name`, with UIKit's defaults for everything else.
    public init(name: String, kind: ViewKind = .view, location: SpecLocation = .start) {
        self.name = name
        self.kind = kind
        self.background = nil
        self.intrinsicSize = nil
        self.hugging = nil
        self.compressionResistance = nil
        self.frame = nil
        self.autoresizing = []
        self.properties = []
        self.subviews = []
        self.location = location
    }
}

/// The kinds of view a spec can name in `kind:`.
public enum ViewKind: String, Sendable, CaseIterable {
    /// A plain view (`UIView`).
    case view
    /// A label (`UILabel`).
    case label
    /// A button (`UIButton`).
    case button
    /// A text field (`UITextField`).
    case textField
    /// An image view (`UIImageView`).
    case imageView
    /// A stack view (`UIStackView`).
    case stack
    /// A scroll view (`UIScrollView`): its subviews are content (docs/spec-format.md).
    case scroll
    /// A list of reusable cells (`UICollectionView`): `cell:` is the cell's view tree, `items:`
    /// the records bound to its labels by name.
    case list
    /// An on/off switch (`UISwitch`).
    case `switch`
    /// A slider (`UISlider`).
    case slider
    /// A stepper (`UIStepper`).
    case stepper
    /// A segmented control (`UISegmentedControl`): `segments:` lists its titles.
    case segmentedControl
    /// An activity indicator (`UIActivityIndicatorView`), hidden while stopped.
    case activityIndicator
    /// A progress bar (`UIProgressView`).
    case progressView
    /// A text view (`UITextView`).
    case textView

    /// The control properties the kind accepts, by UIKit name (`text`, `font`, … for a label;
    /// none for a plain view).
    public var propertyNames: [String] { SpecGrammar.properties(of: self).map(\.name) }
}

/// A control property of a view entry: its UIKit name, its value and where it is written.
public struct SpecProperty: Sendable {
    /// The UIKit property name: `title`, `numberOfLines`, `axis`.
    public var name: String
    /// The value.
    public var value: SpecValue
    /// Where the value is written.
    public var location: SpecLocation

    /// A property.
    public init(name: String, value: SpecValue, location: SpecLocation = .start) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// A YAML value kept for a control property, checked when the control is built.
public indirect enum SpecValue: Sendable, Equatable {
    /// A string.
    case string(String)
    /// A finite number.
    case number(Double)
    /// true or false.
    case bool(Bool)
    /// null.
    case null
    /// A sequence, with each element's location.
    case list([SpecValue], [SpecLocation])
    /// A mapping, in order, with each value's location.
    case map([(String, SpecValue, SpecLocation)])

    /// Compares values structurally.
    public static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.list(let a, _), .list(let b, _)): a == b
        case (.map(let a), .map(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }
}
