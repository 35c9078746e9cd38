// SpecWriter: a laid-out `View` tree → the screen spec (YAML) that builds the same tree.
//
// Design. The writer reads only the tree: the root's size, spacing profile, direction and safe
// area become the spec's top level; every view, depth first in subview order, becomes an entry of
// its kind (`label`, `button`, `textField`, `imageView`, `stack`, `scroll`, else `view`) with the
// properties the spec can give it and that differ from a new view of that kind (text, font, lines,
// hugging, compression resistance, margins, hidden, direction, background); a view that
// translates its autoresizing mask keeps its `frame:` and `autoresizing:`; a plain view (or any
// class the spec has no kind for) keeps its intrinsic size. Every constraint a view holds becomes
// an equation (`a.leading == root.safeArea.leading + 20 @750`), view by view in tree order, each
// in the order the view holds them; a stack view's own constraints (`UISV-…`) are not written,
// the stack makes them again. Guides the views declare become `layoutGuides:`. Names come from
// the caller (a document's ids or labels), made valid spec names (`[A-Za-z_][A-Za-z0-9_]*`) and
// unique. What a spec cannot say (other uses of a scroll view's content and frame guides, a
// root's directional margins, a font file, the system spacing of a stack next to text) is left out and
// reported as an ``SpecWriter/Issue`` naming the view or constraint, never written wrongly.
// Strings are written as JSON string literals (valid YAML), numbers as `NumberFormat.json`
// writes them, so the same tree gives the same text on every run.

import Plumb
import PlumbSolver

/// Writes a laid-out view tree as a screen spec (docs/spec-format.md) that builds the same tree.
///
/// ```swift
/// let writer = SpecWriter(name: { ($0 as? View)?.accessibilityIdentifier })
/// let output = writer.write(root)
/// print(output.yaml, output.issues.map(\.message))
/// ```
public struct SpecWriter {
    /// Something of the tree the spec cannot say; it was left out of the spec.
    public struct Issue {
        /// The view concerned, or nil.
        public var view: View?
        /// The constraint concerned, or nil.
        public var constraint: LayoutConstraint?
        /// What was left out and why, in a sentence.
        public var message: String
    }

    /// The preferred name of a view or declared layout guide (nil: `view` or the guide's
    /// identifier); made a valid, unique spec name.
    public var name: (LayoutItem) -> String?
    /// A comment written after a view's `name:` (where it came from), or nil.
    public var comment: (View) -> String?
    /// A comment written after a constraint's equation, or nil.
    public var constraintComment: (LayoutConstraint) -> String?
    /// Whether a control's intrinsic size was fixed by its builder rather than measured: such a
    /// label, button, text field or image view is written as a plain view of its intrinsic size.
    public var hasFixedIntrinsicSize: (View) -> Bool

    /// A writer.
    /// - Parameters:
    ///   - name: each view's and declared guide's preferred name; accessibility identifiers by default.
    ///   - comment: a comment per view; none by default.
    ///   - constraintComment: a comment per constraint; none by default.
    ///   - hasFixedIntrinsicSize: which controls keep their current intrinsic size; none by default.
    public init(
        name: @escaping (LayoutItem) -> String? = { ($0 as? View)?.accessibilityIdentifier },
        comment: @escaping (View) -> String? = { _ in nil },
        constraintComment: @escaping (LayoutConstraint) -> String? = { _ in nil },
        hasFixedIntrinsicSize: @escaping (View) -> Bool = { _ in false }
    ) {
        self.name = name
        self.comment = comment
        self.constraintComment = constraintComment
        self.hasFixedIntrinsicSize = hasFixedIntrinsicSize
    }

    /// What ``write(_:header:)`` made: the spec, what it leaves out and the names it gave.
    public struct Output {
        /// The spec, YAML, ending with a newline.
        public var yaml: String
        /// What the spec leaves out, in the order met.
        public var issues: [Issue]
        let names: [ObjectIdentifier: String]

        /// The spec name of a view or declared guide of the tree (`root` for the root), or nil.
        public func name(of item: LayoutItem) -> String? { names[ObjectIdentifier(item)] }
    }

    /// The spec of the tree under `root` as it is laid out now, and what it leaves out.
    /// - Parameters:
    ///   - root: the root of the laid-out tree (the spec's `root`).
    ///   - header: comment lines written first (without `#`).
    /// - Complexity: O(views + constraints).
    public func write(_ root: View, header: [String] = []) -> Output {
        var writing = SpecWriting(writer: self, root: root)
        let yaml = writing.yaml(header: header)
        return Output(yaml: yaml, issues: writing.issues, names: writing.names)
    }
}

/// One run of ``SpecWriter``.
struct SpecWriting {
    let writer: SpecWriter
    let root: View
    var names: [ObjectIdentifier: String] = [:]
    var taken: Set<String> = ["root", "superview"]
    var lines: [String] = []
    var issues: [SpecWriter.Issue] = []
    /// Every active constraint the views hold, view by view in tree order.
    var allConstraints: [LayoutConstraint] = []

    init(writer: SpecWriter, root: View) {
        self.writer = writer
        self.root = root
        names[ObjectIdentifier(root)] = "root"
    }

    mutating func yaml(header: [String]) -> String {
        nameTree(root, isRoot: true)
        func collect(_ view: View) {
            allConstraints += view.constraints.filter(\.isActive)
            view.subviews.forEach(collect)
        }
        collect(root)
        lines = header.map { "# \($0)" }
        let size = root.frame.size
        lines.append("size: [\(number(size.width)), \(number(size.height))]")
        lines.append("spacing: \(root.spacingProfile.rawValue)")
        switch root.semanticContentAttribute {
        case .unspecified: break
        case .forceRightToLeft: lines.append("layoutDirection: rightToLeft")
        default:
            issue(
                root,
                "the root's semanticContentAttribute is not written; the spec's root follows layoutDirection")
        }
        let safeArea = root.additionalSafeAreaInsets
        if safeArea != .zero { lines.append("safeArea: \(list(safeArea))") }
        if let margins = root.explicitLayoutMargins, margins != root.spacingProfile.rootLayoutMargins {
            lines.append("layoutMargins: \(list(margins))")
        }
        if root.explicitDirectionalLayoutMargins != nil {
            issue(
                root,
                "the root's directional layout margins are not written; the spec's root takes layoutMargins")
        }
        if !root.insetsLayoutMarginsFromSafeArea { lines.append("insetsLayoutMarginsFromSafeArea: false") }
        let guides = declaredGuides(of: root)
        if !guides.isEmpty { lines.append("layoutGuides: [\(guides.joined(separator: ", "))]") }
        lines.append("views:")
        for subview in root.subviews { write(subview, indent: 2) }
        if root.subviews.isEmpty { lines[lines.count - 1] = "views: []" }
        let constraints = constraintLines()
        lines.append(constraints.isEmpty ? "constraints: []" : "constraints:")
        lines += constraints
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Names

    /// Names every view and declared guide, depth first.
    mutating func nameTree(_ view: View, isRoot: Bool = false) {
        if !isRoot { names[ObjectIdentifier(view)] = uniqueName(writer.name(view) ?? "view") }
        for guide in view.layoutGuides where SpecWriting.isDeclared(guide) {
            names[ObjectIdentifier(guide)] = uniqueName(writer.name(guide) ?? guide.identifier)
        }
        for subview in view.subviews { nameTree(subview) }
    }

    /// `text` as a spec name: characters outside `[A-Za-z0-9_]` become `_`, a leading digit gets
    /// a `v`, a taken name a `_2`, `_3` … suffix.
    mutating func uniqueName(_ text: String) -> String {
        var base = String(
            text.unicodeScalars.map { scalar -> Character in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
                    ? Character(scalar) : "_"
            })
        if base.isEmpty || base.first!.isNumber { base = "v" + base }
        var candidate = base
        var index = 2
        while taken.contains(candidate) {
            candidate = "\(base)_\(index)"
            index += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// A guide the spec declares with `layoutGuides:`: not a view's safe area or margins, nor a
    /// scroll view's or a stack view's own.
    static func isDeclared(_ guide: LayoutGuide) -> Bool {
        !guide.identifier.hasPrefix("UIView") && !guide.identifier.hasPrefix("UIScrollView")
            && !guide.identifier.hasPrefix("UISV-")
    }

    func declaredGuides(of view: View) -> [String] {
        view.layoutGuides.compactMap { names[ObjectIdentifier($0)] }
    }

    // MARK: Views

    /// Writes the entry of `view` (and its subtree) as a list item at column `indent`.
    mutating func write(_ view: View, indent: Int) {
        let pad = String(repeating: " ", count: indent + 2)
        let name = names[ObjectIdentifier(view)] ?? "view"
        lines.append(
            String(repeating: " ", count: indent) + "- name: \(name)"
                + (writer.comment(view).map { "  # \($0)" } ?? ""))
        var properties: [String] = []
        let fixed = writer.hasFixedIntrinsicSize(view)
        let kind = fixed ? "view" : SpecWriting.kind(of: view)
        if kind != "view" { properties.append("kind: \(kind)") }
        properties += controlProperties(view, kind: kind)
        if kind == "view" {
            if fixed, usesBaselines(view) {
                issue(
                    view,
                    "its baselines are not written: the spec gives it its fixed intrinsic size as a plain view, whose baselines are its bottom edge"
                )
            }
            let intrinsic = view.intrinsicContentSize
            func metric(_ value: Double) -> String {
                value == View.noIntrinsicMetric ? "null" : number(value)
            }
            if intrinsic.width != View.noIntrinsicMetric || intrinsic.height != View.noIntrinsicMetric {
                properties.append("intrinsicSize: [\(metric(intrinsic.width)), \(metric(intrinsic.height))]")
            }
        }
        properties += commonProperties(view, kind: kind)
        let guides = declaredGuides(of: view)
        if !guides.isEmpty { properties.append("layoutGuides: [\(guides.joined(separator: ", "))]") }
        lines += properties.map { pad + $0 }
        guard !view.subviews.isEmpty else { return }
        lines.append(pad + "subviews:")
        for subview in view.subviews { write(subview, indent: indent + 4) }
    }

    /// The spec kind of a view's class.
    static func kind(of view: View) -> String {
        switch view {
        case is Label: "label"
        case is Button: "button"
        case is TextField: "textField"
        case is ImageView: "imageView"
        case is StackView: "stack"
        case is ScrollView: "scroll"
        case is Switch: "switch"
        case is Slider: "slider"
        case is Stepper: "stepper"
        case is SegmentedControl: "segmentedControl"
        case is ActivityIndicatorView: "activityIndicator"
        case is ProgressView: "progressView"
        case is TextView: "textView"
        default: "view"
        }
    }

    /// A new view of the kind, for its defaults.
    static func fresh(_ kind: String) -> View {
        switch kind {
        case "label": Label()
        case "button": Button()
        case "textField": TextField()
        case "imageView": ImageView()
        case "stack": StackView()
        case "scroll": ScrollView()
        case "switch": Switch()
        case "slider": Slider()
        case "stepper": Stepper()
        case "segmentedControl": SegmentedControl()
        case "activityIndicator": ActivityIndicatorView()
        case "progressView": ProgressView()
        case "textView": TextView()
        default: View()
        }
    }

    /// The properties of the kind that differ from its defaults.
    mutating func controlProperties(_ view: View, kind: String) -> [String] {
        var result: [String] = []
        switch (kind, view) {
        case ("label", let label as Label):
            if !label.text.isEmpty { result.append("text: \(quoted(label.text))") }
            if label.font != Label.defaultFont, let font = font(label.font, of: label) {
                result.append("font: \(font)")
            }
            if label.numberOfLines != 1 { result.append("numberOfLines: \(label.numberOfLines)") }
            if label.lineBreakMode != .byTruncatingTail {
                result.append("lineBreakMode: \(label.lineBreakMode)")
            }
            if label.preferredMaxLayoutWidth != 0 {
                result.append("preferredMaxLayoutWidth: \(number(label.preferredMaxLayoutWidth))")
            }
        case ("button", let button as Button):
            if !button.title.isEmpty { result.append("title: \(quoted(button.title))") }
            if button.font != Button.defaultFont, let font = font(button.font, of: button) {
                result.append("font: \(font)")
            }
            if button.contentEdgeInsets != .zero {
                result.append("contentEdgeInsets: \(list(button.contentEdgeInsets))")
            }
        case ("textField", let field as TextField):
            if !field.text.isEmpty { result.append("text: \(quoted(field.text))") }
            if let placeholder = field.placeholder { result.append("placeholder: \(quoted(placeholder))") }
            if field.font != TextField.defaultFont, let font = font(field.font, of: field) {
                result.append("font: \(font)")
            }
        case ("imageView", let imageView as ImageView):
            if let image = imageView.image {
                result.append("image: [\(number(image.size.width)), \(number(image.size.height))]")
            }
        case ("stack", let stack as StackView):
            if stack.axis == .vertical { result.append("axis: vertical") }
            if stack.distribution != .fill { result.append("distribution: \(stack.distribution)") }
            if stack.alignment != .fill { result.append("alignment: \(stack.alignment)") }
            if stack.spacing == StackView.spacingUseSystem {
                // Between views without text the system spacing is the profile's sibling spacing.
                if stack.isBaselineRelativeArrangement
                    || stack.arrangedSubviews.contains(where: {
                        $0 is Label || $0 is Button || $0 is TextField
                    })
                {
                    issue(
                        stack,
                        "its system spacing between text is not written; the spec's stack spacing is a number"
                    )
                } else {
                    result.append("spacing: \(number(root.spacingProfile.siblingSpacing))")
                }
            } else if stack.spacing != 0 {
                result.append("spacing: \(number(stack.spacing))")
            }
            if stack.isBaselineRelativeArrangement { result.append("isBaselineRelativeArrangement: true") }
            if stack.isLayoutMarginsRelativeArrangement {
                result.append("isLayoutMarginsRelativeArrangement: true")
            }
            if stack.arrangedSubviews.map(ObjectIdentifier.init) != stack.subviews.map(ObjectIdentifier.init)
            {
                let arranged = stack.arrangedSubviews.compactMap { names[ObjectIdentifier($0)] }
                result.append("arrangedSubviews: [\(arranged.joined(separator: ", "))]")
            }
        case ("scroll", let scroll as ScrollView):
            if scroll.contentOffset != .zero {
                result.append(
                    "contentOffset: [\(number(scroll.contentOffset.x)), \(number(scroll.contentOffset.y))]")
            }
            if scroll.contentInset != .zero { result.append("contentInset: \(list(scroll.contentInset))") }
            if scroll.contentInsetAdjustmentBehavior != .automatic {
                issue(
                    scroll,
                    "its contentInsetAdjustmentBehavior is not written; the spec's scroll views adjust automatically"
                )
            }
        case ("view", _): break
        default: result += systemControlProperties(view)
        }
        return result
    }

    /// The properties of a system control (switch, slider, stepper, segmented control, activity
    /// indicator, progress view, text view) that differ from its defaults.
    mutating func systemControlProperties(_ view: View) -> [String] {
        var result: [String] = []
        func design(_ design: ControlDesign) { if design != .iOS13 { result.append("design: \(design)") } }
        func value(_ name: String, _ value: Double, default fallback: Double) {
            if value != fallback { result.append("\(name): \(number(value))") }
        }
        switch view {
        case let control as Switch:
            if control.isOn { result.append("isOn: true") }
        case let slider as Slider:
            value("value", slider.value, default: 0)
            value("minimumValue", slider.minimumValue, default: 0)
            value("maximumValue", slider.maximumValue, default: 1)
        case let stepper as Stepper:
            design(stepper.design)
            value("value", stepper.value, default: 0)
            value("minimumValue", stepper.minimumValue, default: 0)
            value("maximumValue", stepper.maximumValue, default: 100)
            value("stepValue", stepper.stepValue, default: 1)
        case let control as SegmentedControl:
            let titles = (0..<control.numberOfSegments).map { quoted(control.titleForSegment(at: $0) ?? "") }
            if !titles.isEmpty { result.append("segments: [\(titles.joined(separator: ", "))]") }
            if control.selectedSegmentIndex != SegmentedControl.noSegment {
                result.append("selectedSegmentIndex: \(control.selectedSegmentIndex)")
            }
            if control.apportionsSegmentWidthsByContent {
                result.append("apportionsSegmentWidthsByContent: true")
            }
            if control.font != SegmentedControl.defaultFont, let font = font(control.font, of: control) {
                result.append("font: \(font)")
            }
            design(control.design)
            if (0..<control.numberOfSegments).contains(where: { control.widthForSegment(at: $0) != 0 }) {
                issue(
                    control,
                    "its fixed segment widths are not written; the spec's segments are sized by their titles")
            }
        case let indicator as ActivityIndicatorView:
            if indicator.style == .large { result.append("style: large") }
            if !indicator.hidesWhenStopped { result.append("hidesWhenStopped: false") }
            if indicator.isAnimating { result.append("isAnimating: true") }
        case let progress as ProgressView:
            design(progress.design)
            value("progress", progress.progress, default: 0)
        case let textView as TextView:
            if !textView.text.isEmpty { result.append("text: \(quoted(textView.text))") }
            if textView.font != TextView.defaultFont, let font = font(textView.font, of: textView) {
                result.append("font: \(font)")
            }
            if !textView.isScrollEnabled { result.append("isScrollEnabled: false") }
            if textView.textContainerInset != TextView.defaultTextContainerInset {
                result.append("textContainerInset: \(list(textView.textContainerInset))")
            }
            value(
                "lineFragmentPadding", textView.lineFragmentPadding,
                default: TextView.defaultLineFragmentPadding)
        default: break
        }
        return result
    }

    /// What every entry may give, where it differs from a new view of the kind.
    mutating func commonProperties(_ view: View, kind: String) -> [String] {
        var result: [String] = []
        let fresh = SpecWriting.fresh(kind)
        if let color = view.backgroundColor { result.append("background: \(quoted(color.hex))") }
        if view.translatesAutoresizingMaskIntoConstraints {
            let frame = view.frame
            result.append(
                "frame: [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]"
            )
            let mask = SpecParser.autoresizingNames.filter { view.autoresizingMask.contains($0.1) }.map(\.0)
            if !mask.isEmpty { result.append("autoresizing: [\(mask.joined(separator: ", "))]") }
            let followsSize: AutoresizingMask = [
                .flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight,
            ]
            if let superview = view.superview, superview !== root,
                !superview.translatesAutoresizingMaskIntoConstraints,
                !view.autoresizingMask.isDisjoint(with: followsSize)
            {
                issue(
                    view,
                    "its autoresizing mask follows a superview laid out by constraints, which a spec starts at zero size; its frame may differ"
                )
            }
        }
        let hugging = (
            view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical)
        )
        if hugging != (
            fresh.contentHuggingPriority(for: .horizontal), fresh.contentHuggingPriority(for: .vertical)
        ) {
            result.append("hugging: [\(hugging.0), \(hugging.1)]")
        }
        let resistance = (
            view.contentCompressionResistancePriority(for: .horizontal),
            view.contentCompressionResistancePriority(for: .vertical)
        )
        if resistance
            != (
                fresh.contentCompressionResistancePriority(for: .horizontal),
                fresh.contentCompressionResistancePriority(for: .vertical)
            )
        {
            result.append("compressionResistance: [\(resistance.0), \(resistance.1)]")
        }
        if view.isHidden { result.append("isHidden: true") }
        if view.semanticContentAttribute != .unspecified,
            let name = SpecParser.semanticNames.first(where: { $0.1 == view.semanticContentAttribute })?.0
        {
            result.append("semanticContentAttribute: \(name)")
        }
        if let margins = view.explicitDirectionalLayoutMargins {
            result.append(
                "directionalLayoutMargins: [\(number(margins.top)), \(number(margins.leading)), "
                    + "\(number(margins.bottom)), \(number(margins.trailing))]")
        } else if let margins = view.explicitLayoutMargins {
            result.append("layoutMargins: \(list(margins))")
        }
        if !view.insetsLayoutMarginsFromSafeArea { result.append("insetsLayoutMarginsFromSafeArea: false") }
        if view.preservesSuperviewLayoutMargins { result.append("preservesSuperviewLayoutMargins: true") }
        return result
    }

    /// `17`, or `{size: 20, weight: bold, family: "Avenir"}`; nil (with an issue) for a font
    /// read from a file.
    mutating func font(_ font: Font, of view: View) -> String? {
        guard font.file == nil else {
            issue(view, "its font file '\(font.file ?? "")' is not written; the spec names fonts by family")
            return nil
        }
        guard let weight = SpecBuilder.weights.first(where: { $0.1 == font.weight })?.0 else {
            issue(
                view,
                "its font weight \(font.weight.rawValue) is not written; the spec takes UIKit's named weights"
            )
            return number(font.pointSize)
        }
        if font.family == Font.systemFamily, weight == "regular" { return number(font.pointSize) }
        var parts = ["size: \(number(font.pointSize))", "weight: \(weight)"]
        if font.family != Font.systemFamily { parts.append("family: \(quoted(font.family))") }
        return "{\(parts.joined(separator: ", "))}"
    }

    /// Whether a constraint or its stack view places `view` by a baseline.
    func usesBaselines(_ view: View) -> Bool {
        if let stack = view.superview as? StackView,
            stack.isBaselineRelativeArrangement || [.firstBaseline, .lastBaseline].contains(stack.alignment)
        {
            return true
        }
        return allConstraints.contains { constraint in
            (constraint.firstItem === view
                && [.firstBaseline, .lastBaseline].contains(constraint.firstAttribute))
                || (constraint.secondItem === view
                    && [.firstBaseline, .lastBaseline].contains(constraint.secondAttribute))
        }
    }

    // MARK: Constraints

    /// Every constraint the views hold, view by view in tree order, as equation list items.
    mutating func constraintLines() -> [String] {
        var result: [String] = []
        for constraint in allConstraints where !(constraint.identifier ?? "").hasPrefix("UISV-") {
            guard let equation = equation(constraint) else { continue }
            result.append(
                "  - \(quoted(equation))" + (writer.constraintComment(constraint).map { "  # \($0)" } ?? ""))
        }
        return result
    }

    /// `a.width == 0.5 * b.width + 10 @750` in spec names; nil (with an issue) when an item has
    /// no spec name.
    mutating func equation(_ constraint: LayoutConstraint) -> String? {
        let firstItem = constraint.firstItem
        let secondItem = constraint.secondAttribute == .notAnAttribute ? nil : constraint.secondItem
        guard let first = itemName(firstItem, constraint.firstAttribute, other: secondItem, constraint) else {
            return nil
        }
        var text = "\(first).\(constraint.firstAttribute) \(constraint.relation) "
        if let secondItem {
            guard let second = itemName(secondItem, constraint.secondAttribute, other: firstItem, constraint)
            else {
                return nil
            }
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) * " }
            text += "\(second).\(constraint.secondAttribute)"
            if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
            if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
        } else {
            text += number(constraint.constant)
        }
        if !constraint.priority.isRequired { text += " @\(constraint.priority)" }
        return text
    }

    /// A view's or declared guide's spec name, a view's own guides as `name.safeArea` and
    /// `name.margins`, and a scroll view's guides where the spec's scroll view means the same: its
    /// frame guide's width and height are the scroll view's, its content guide's edges are the
    /// scroll view's edges seen from a descendant (`other`); nil (with an issue) for any other
    /// item.
    mutating func itemName(
        _ item: LayoutItem?, _ attribute: LayoutAttribute, other: LayoutItem?, _ constraint: LayoutConstraint
    ) -> String? {
        if let item, let name = names[ObjectIdentifier(item)] { return name }
        if let guide = item as? LayoutGuide, let owner = guide.owningView,
            let ownerName = names[ObjectIdentifier(owner)]
        {
            let otherView = other as? View ?? (other as? LayoutGuide)?.owningView
            let edges: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing]
            switch guide.identifier {
            case "UIViewSafeAreaLayoutGuide": return "\(ownerName).safeArea"
            case "UIViewLayoutMarginsGuide": return "\(ownerName).margins"
            case "UIScrollViewFrameLayoutGuide" where [.width, .height].contains(attribute): return ownerName
            case "UIScrollViewContentLayoutGuide"
            where edges.contains(attribute)
                && otherView.map({ $0 !== owner && $0.isDescendant(of: owner) }) == true:
                return ownerName
            default:
                issue(
                    constraint,
                    "it relates \(ownerName)'s \(guide.identifier) \(attribute) in a way a spec cannot say; "
                        + "the constraint is left out")
                return nil
            }
        }
        issue(constraint, "it names an item outside the tree; the constraint is left out")
        return nil
    }

    // MARK: Output

    mutating func issue(_ view: View, _ message: String) {
        issues.append(SpecWriter.Issue(view: view, constraint: nil, message: message))
    }

    mutating func issue(_ constraint: LayoutConstraint, _ message: String) {
        issues.append(SpecWriter.Issue(view: nil, constraint: constraint, message: message))
    }

    /// `[top, left, bottom, right]`.
    func list(_ insets: EdgeInsets) -> String {
        "[\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))]"
    }
}
