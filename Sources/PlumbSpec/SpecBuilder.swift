// SpecBuilder: ``Spec`` → a laid-out Plumb view tree at one size (``SpecLayout``).
//
// Design. Every size gets a fresh tree, so sizes never influence each other (a constraint broken
// at one size is not still broken at the next) and the output is the same whatever the order of
// `--size` options (``SpecLayout/relayout(size:)`` lays a tree out again at another size only
// where that gives the fresh tree's answer). The root is a plain view of the size (translating
// its autoresizing mask, as a window's root view does), first of the spec's `size:` so that
// `frame:`s are read against it, then resized to the size asked for (a rotation: springs and
// struts stretch), with the spec's spacing profile, direction (`rightToLeft` forces the root right to left; views of `unspecified`
// follow it), safe-area insets and a diagnostic handler that
// collects instead of printing. Views are made depth first in spec order, each with its declared
// layout guides; a view laid out by
// constraints has `translatesAutoresizingMaskIntoConstraints` false, one with `frame:` keeps it
// true with its `autoresizing:` mask. Constraints are made and activated in spec order, VFL by
// Plumb's parser with the spec's metrics and every view by name, equations with Apple's factory
// (so illegal pairings fail as in UIKit); each LayoutConstraint made is remembered with its spec
// entry, and carries the spec file and line as its `fileID` and `line`. Making a constraint can
// fail (a VFL error, an illegal pairing): that is invalid input, thrown before any layout. Then
// the tree is laid out once; unsatisfiable constraints arrive through the handler, and
// `ambiguousLayouts()` adds one diagnostic per under-determined view. Diagnostics quote the spec:
// the constraint entries involved, their lines, and each constraint as an equation in spec names.
//
// Each view is made once per layout: ``build()`` makes every view entry's `SpecLayout.Entry` after
// layout from the views made (not before, with frames to fill in later), and a list's first cell
// takes the template views made to check the template (SpecBuilder+Scrolling.swift). The parser
// runs ``makeTree()`` on a tree of its own and keeps nothing: a ``Spec`` is a value, its views
// are not.

import Plumb

/// Builds and lays out a spec's tree at one size (see the file's design note). A layout whose
/// numbers overflow is invalid input (SpecBuilder+Overflow.swift).
struct SpecBuilder {
    let spec: Spec
    /// The root's size; ``SpecLayout/relayout(size:)`` changes it.
    var size: Size
    /// Whether the size came from `--size` rather than the spec's `size:`.
    var sizeFromCommandLine: Bool
    var root = View()
    /// The views made from the spec's entries, depth first in spec order, each with its entry and
    /// its superview's name: made once, their ``SpecLayout/Entry`` made after layout.
    var made: [(viewSpec: ViewSpec, view: View, superview: String)] = []
    var viewsByName: [String: View] = [:]
    /// ``viewsByName`` as VFL takes it, kept alongside: converting the dictionary for each VFL
    /// entry would cost O(views) per entry, O(views × entries) per spec.
    var itemsByName: [String: LayoutItem] = [:]
    var specsByName: [String: ViewSpec] = [:]
    var namesByView: [ObjectIdentifier: String] = [:]
    var sources: [ObjectIdentifier: ConstraintSpec] = [:]
    /// The layout guides of `layoutGuides:`, by name.
    var guidesByName: [String: LayoutGuide] = [:]
    /// The constraints made from the spec's entries, in spec order.
    var constraints: [LayoutConstraint] = []
    /// Measures the text of labels, buttons and text fields.
    let measurer: any TextMeasuring
    /// The diagnostics the tree delivers.
    let collected = DiagnosticCollector()
    /// The errors found while making the tree, in the order found.
    var errors: [SpecError] = []

    /// A builder of `spec` at `size`.
    init(spec: Spec, size: Size, sizeFromCommandLine: Bool, measurer: any TextMeasuring) {
        self.spec = spec
        self.size = size
        self.sizeFromCommandLine = sizeFromCommandLine
        self.measurer = measurer
    }

    /// Builds, lays out and reports.
    /// - Throws: ``SpecError`` for a view or a constraint that cannot be made.
    mutating func build() throws(SpecError) -> SpecLayout {
        try makeTree()
        try SpecError.checkCancellation(file: spec.file)
        let written = spec.size ?? size
        if written != size, spec.allViews.contains(where: { $0.frame != nil }) {
            root.layoutIfNeeded()  // springs and struts take the frames as laid out at `size:`
            collected.diagnostics.removeAll()  // those of `size:` itself, reported when asked for
        }
        return try layOut()
    }

    /// Sets the root's frame to ``size``, lays the tree out (incrementally when it was laid out
    /// before: only what the root's size changes is solved again) and reports: the second half of
    /// ``build()``, and ``SpecLayout/relayout(size:)``.
    /// - Throws: ``SpecError`` when the run is cancelled or a number overflows.
    func layOut() throws(SpecError) -> SpecLayout {
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.layoutIfNeeded()
        try SpecError.checkCancellation(file: spec.file)
        var diagnostics = collected.diagnostics.map(report)
        for ambiguous in root.ambiguousLayouts() { diagnostics.append(report(ambiguous)) }
        var views = [
            SpecLayout.Entry(
                name: "root", superview: nil, view: root, spec: nil, frame: root.frame,
                absoluteFrame: root.frame)
        ]
        for (viewSpec, view, superview) in made {
            views.append(
                SpecLayout.Entry(
                    name: viewSpec.name, superview: superview, view: view, spec: viewSpec,
                    frame: view.frame, absoluteFrame: view.frameInRoot))
        }
        views += listCellEntries()
        try checkRange(views)
        let guides = spec.allLayoutGuides.compactMap { declared in
            guidesByName[declared.guide.name].map {
                SpecLayout.GuideEntry(name: declared.guide.name, owningView: declared.owningView, guide: $0)
            }
        }
        return SpecLayout(
            spec: spec, size: size, root: root, views: views, guides: guides, diagnostics: diagnostics,
            sources: sources, builder: self)
    }

    /// Makes the tree of views at the spec's size (or `size`) and activates the constraints in
    /// spec order, without laying out: what the parser runs to find the errors only a tree can
    /// show, and the first step of ``build()``.
    /// A view that cannot be made (a bad control property) is replaced by a plain view and a
    /// constraint entry that cannot be made is left out, so that every error is found.
    /// - Throws: ``SpecError``, the error that comes first in the file.
    mutating func makeTree() throws(SpecError) {
        let written = spec.size ?? size
        root = View(frame: Rect(x: 0, y: 0, width: written.width, height: written.height))
        root.accessibilityIdentifier = "root"
        root.spacingProfile = spec.spacing
        root.textMeasurer = measurer
        if spec.layoutDirection == .rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        if spec.safeArea != .zero { root.additionalSafeAreaInsets = spec.safeArea }
        if let margins = spec.layoutMargins { root.layoutMargins = margins }
        if !spec.insetsLayoutMarginsFromSafeArea { root.insetsLayoutMarginsFromSafeArea = false }
        let collected = self.collected
        root.diagnosticHandler = { collected.diagnostics.append($0) }
        viewsByName["root"] = root
        itemsByName["root"] = root
        namesByView[ObjectIdentifier(root)] = "root"
        addLayoutGuides(spec.layoutGuides, to: root)
        for view in spec.views { add(view, to: root) }
        for constraint in spec.constraints {
            try SpecError.checkCancellation(file: spec.file)
            do { try make(constraint) } catch { errors.append(error) }
        }
        if !errors.isEmpty { throw SpecParser.earliest(errors) }
    }

    /// Sets what every view entry may give: its name (as accessibility identifier), `isHidden`,
    /// its background (as `backgroundColor`), a frame with its autoresizing mask (or layout by constraints), hugging and compression
    /// resistance, its semantic content attribute and layout margins.
    func configure(_ view: View, as viewSpec: ViewSpec) {
        view.accessibilityIdentifier = viewSpec.name
        view.isHidden = view.isHidden || viewSpec.isHidden  // a stopped activity indicator hides itself
        view.backgroundColor = viewSpec.background
        view.semanticContentAttribute = viewSpec.semanticContentAttribute
        if let margins = viewSpec.layoutMargins { view.layoutMargins = margins }
        if let margins = viewSpec.directionalLayoutMargins { view.directionalLayoutMargins = margins }
        if !viewSpec.insetsLayoutMarginsFromSafeArea { view.insetsLayoutMarginsFromSafeArea = false }
        if viewSpec.preservesSuperviewLayoutMargins { view.preservesSuperviewLayoutMargins = true }
        if let frame = viewSpec.frame {
            view.frame = frame
            view.autoresizingMask = viewSpec.autoresizing
        } else {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let hugging = viewSpec.hugging {
            view.setContentHuggingPriority(LayoutPriority(Float(hugging.horizontal)), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(Float(hugging.vertical)), for: .vertical)
        }
        if let resistance = viewSpec.compressionResistance {
            view.setContentCompressionResistancePriority(
                LayoutPriority(Float(resistance.horizontal)), for: .horizontal)
            view.setContentCompressionResistancePriority(
                LayoutPriority(Float(resistance.vertical)), for: .vertical)
        }
    }

    /// Makes a view and its subtree and adds it to `superview`; an error is recorded in
    /// ``errors`` and a plain view stands in.
    mutating func add(_ viewSpec: ViewSpec, to superview: View) {
        let view: View
        do {
            view = try makeView(viewSpec)
        } catch {
            errors.append(error)
            view = IntrinsicSizeView()
        }
        configure(view, as: viewSpec)
        superview.addSubview(view)
        viewsByName[viewSpec.name] = view
        itemsByName[viewSpec.name] = view
        specsByName[viewSpec.name] = viewSpec
        namesByView[ObjectIdentifier(view)] = viewSpec.name
        made.append((viewSpec, view, namesByView[ObjectIdentifier(superview)] ?? "root"))
        addLayoutGuides(viewSpec.layoutGuides, to: view)
        for subview in viewSpec.subviews { add(subview, to: view) }
        guard let stack = view as? StackView else { return }
        do { try arrange(viewSpec, in: stack, views: viewsByName) } catch { errors.append(error) }
    }

    /// Adds the declared guides to their owning view (UIKit's `addLayoutGuide(_:)`), each with its
    /// name as identifier.
    mutating func addLayoutGuides(_ guides: [SpecGuide], to owner: View) {
        for declared in guides {
            let guide = LayoutGuide(identifier: declared.name)
            owner.addLayoutGuide(guide)
            guidesByName[declared.name] = guide
        }
    }

    /// The view of an entry's kind, with its properties.
    func makeView(_ viewSpec: ViewSpec) throws(SpecError) -> View {
        switch viewSpec.kind {
        case .view:
            let view = IntrinsicSizeView()
            if let intrinsic = viewSpec.intrinsicSize {
                view.intrinsicSize = Size(
                    width: intrinsic.width ?? View.noIntrinsicMetric,
                    height: intrinsic.height ?? View.noIntrinsicMetric)
            }
            return view
        default:
            return try makeControl(viewSpec)
        }
    }

    /// An error at a location of the spec.
    func error(_ message: String, at location: SpecLocation, detail: [String] = []) -> SpecError {
        SpecError(file: spec.file, location: location, message: message, detail: detail)
    }
}

/// Collects the diagnostics a tree delivers while it is laid out.
final class DiagnosticCollector {
    var diagnostics: [LayoutDiagnostic] = []
}
