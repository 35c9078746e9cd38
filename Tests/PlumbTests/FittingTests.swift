import Plumb
import Testing

/// `systemLayoutSizeFitting` (docs/auto-layout.md §8.8) and contests between content hugging and
/// compression resistance (§2.2, §3).
@Suite struct FittingTests {
    /// A cell's content view: a title (120 × 21) above a body (200 × 60), 8 from the edges and
    /// 8 apart; the body's trailing edge is kept 8 inside with `<=` so the width may grow.
    struct Cell {
        let content = View()
        let title = SizedView(120, 21, name: "title")
        let body = SizedView(200, 60, name: "body")

        init() throws {
            content.accessibilityIdentifier = "content"
            content.addSubview(title)
            content.addSubview(body)
            try LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                content.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
                body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                content.trailingAnchor.constraint(greaterThanOrEqualTo: body.trailingAnchor, constant: 8),
                content.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            ])
        }
    }

    /// Compressed: the smallest size the content allows, 216 × 105 (8 + 200 + 8, 8 + 21 + 8 + 60 + 8).
    @Test func compressedSize() throws {
        let cell = try Cell()
        #expect(
            cell.content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == Size(width: 216, height: 105))
        #expect(cell.content.frame == .zero)
    }

    /// Expanded: the `>=` trailing constraints let the content view grow to the target, which
    /// nothing at a priority above 50 resists, while the labels keep their hugged sizes.
    @Test func expandedSize() throws {
        let cell = try Cell()
        let size = cell.content.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(size == Size(width: View.layoutFittingExpandedSize.width, height: 105))
    }

    /// The self-sizing cell idiom: a required width, the height from the content.
    @Test(arguments: [216.0, 320, 414])
    func selfSizingCell(_ width: Double) throws {
        let cell = try Cell()
        let size = cell.content.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: width, height: 105))
    }

    /// A required width narrower than the body: the body's compression resistance (750) yields and
    /// the height stays the content's.
    @Test func selfSizingCellNarrowerThanContent() throws {
        let cell = try Cell()
        let size = cell.content.systemLayoutSizeFitting(
            Size(width: 150, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 150, height: 105))
    }

    /// Height from content that depends on the width: an aspect-ratio image (height = width / 2)
    /// under the title, pinned to both edges.
    /// 320: image 304 × 152 ⇒ 8 + 21 + 8 + 152 + 8; 200: image 184 × 92.
    @Test(arguments: [(320.0, 197.0), (200, 137)])
    func heightFollowsWidth(_ width: Double, _ height: Double) throws {
        let content = View()
        let title = SizedView(120, 21, name: "title")
        let image = constrainedView("image")
        content.addSubview(title)
        content.addSubview(image)
        try LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            content.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
            content.trailingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5),
            image.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
        ])
        let size = content.systemLayoutSizeFitting(
            Size(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: width, height: height))
        // Compressed: the title sets the width (8 + 120 + 8); the image is then 120 × 60.
        #expect(
            content.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 136, height: 105)
        )
    }

    /// Fitting a view inside a laid-out tree does not move anything, and ignores the constraints
    /// that tie the view to its superview (§8.8: the subtree is solved on its own).
    @Test func fittingInsideATreeLeavesFramesAlone() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let cell = try Cell()
        cell.content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell.content)
        try LayoutConstraint.activate([
            cell.content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            cell.content.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        let frames = [cell.content.frame, cell.title.frame, cell.body.frame]
        #expect(frames[0] == Rect(x: 0, y: 20, width: 320, height: 105))
        #expect(
            cell.content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == Size(width: 216, height: 105))
        #expect([cell.content.frame, cell.title.frame, cell.body.frame] == frames)
        root.layoutIfNeeded()
        #expect([cell.content.frame, cell.title.frame, cell.body.frame] == frames)
        #expect(diagnostics.items.isEmpty)
    }

    /// A view with only an intrinsic size: compressed and expanded both give the intrinsic size
    /// (hugging 250 and compression 750 beat the fitting pull at 50), unless hugging is lowered
    /// below 50.
    @Test func intrinsicSizeAlone() {
        let view = SizedView(46, 30)
        #expect(view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 46, height: 30))
        #expect(view.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 46, height: 30))
        view.setContentHuggingPriority(40, for: .horizontal)
        view.setContentCompressionResistancePriority(45, for: .vertical)
        #expect(
            view.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
                == Size(width: View.layoutFittingExpandedSize.width, height: 30))
        #expect(view.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 46, height: 0))
    }

    // MARK: Hugging and compression contests

    /// Two views side by side filling a container of a given width: `a` (100 wide) then `b`
    /// (100 wide). With room to spare the one that hugs less grows; without room the one that
    /// resists compression less shrinks.
    struct Contest: Sendable, CustomTestStringConvertible {
        let name: String
        let containerWidth: Double
        let hugging: (a: Float, b: Float)
        let compression: (a: Float, b: Float)
        let widths: (a: Double, b: Double)
        var testDescription: String { name }
    }

    static let contests = [
        Contest(
            name: "too large, a hugs 251", containerWidth: 300, hugging: (251, 250), compression: (750, 750),
            widths: (100, 200)),
        Contest(
            name: "too large, b hugs 251", containerWidth: 300, hugging: (250, 251), compression: (750, 750),
            widths: (200, 100)),
        Contest(
            name: "much too large, 251 beats any amount of 250", containerWidth: 10_000, hugging: (251, 250),
            compression: (750, 750), widths: (100, 9_900)),
        Contest(
            name: "too large, hugging 1000", containerWidth: 300, hugging: (250, 1000),
            compression: (750, 750),
            widths: (200, 100)),
        Contest(
            name: "too small, a resists 751", containerWidth: 150, hugging: (250, 250),
            compression: (751, 750),
            widths: (100, 50)),
        Contest(
            name: "too small, b resists 751", containerWidth: 150, hugging: (250, 250),
            compression: (750, 751),
            widths: (50, 100)),
        Contest(
            name: "too small, compression 1000", containerWidth: 120, hugging: (250, 250),
            compression: (1000, 999), widths: (100, 20)),
        Contest(
            name: "too small, hugging does not matter", containerWidth: 150, hugging: (1000, 250),
            compression: (750, 751), widths: (50, 100)),
        Contest(
            name: "exact fit", containerWidth: 200, hugging: (250, 250), compression: (750, 750),
            widths: (100, 100)),
    ]

    @Test(arguments: contests)
    func huggingAndCompression(_ contest: Contest) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(contest.containerWidth + 40, 568, diagnostics: diagnostics)
        let container = constrainedView("container")
        let a = SizedView(100, 30, name: "a")
        let b = SizedView(100, 30, name: "b")
        root.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        a.setContentHuggingPriority(LayoutPriority(contest.hugging.a), for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(contest.hugging.b), for: .horizontal)
        a.setContentCompressionResistancePriority(LayoutPriority(contest.compression.a), for: .horizontal)
        b.setContentCompressionResistancePriority(LayoutPriority(contest.compression.b), for: .horizontal)
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            root.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            container.heightAnchor.constraint(equalToConstant: 44),
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            container.trailingAnchor.constraint(equalTo: b.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(container.frame.width == contest.containerWidth)
        #expect(a.frame == Rect(x: 0, y: 0, width: contest.widths.a, height: 30))
        #expect(b.frame == Rect(x: contest.widths.a, y: 0, width: contest.widths.b, height: 30))
        #expect(diagnostics.items.isEmpty)
        #expect(!a.hasAmbiguousLayout)
        #expect(!b.hasAmbiguousLayout)

        // The same contest measured by fitting the container at a required width.
        let fitted = container.systemLayoutSizeFitting(
            Size(width: contest.containerWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == Size(width: contest.containerWidth, height: 44))
    }

    /// Equal hugging with room to spare leaves the split ambiguous: who grows is not determined.
    @Test func equalHuggingIsAmbiguous() throws {
        let root = makeRoot(340, 568)
        let a = SizedView(100, 30, name: "a")
        let b = SizedView(100, 30, name: "b")
        root.addSubview(a)
        root.addSubview(b)
        try LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width + b.frame.width == 300)
        #expect(a.frame.width >= 100 && b.frame.width >= 100)
        #expect(a.hasAmbiguousLayout || b.hasAmbiguousLayout)
        // Raising one hugging priority afterwards settles it.
        a.setContentHuggingPriority(251, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 20, y: 0, width: 100, height: 30))
        #expect(b.frame == Rect(x: 120, y: 0, width: 200, height: 30))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// Optional pulls against content priorities: a width pull at 500 beats hugging (250) but not
    /// compression resistance (750).
    @Test(arguments: [(200.0, 200.0), (60, 100), (100, 100)])
    func pullAgainstContentPriorities(_ pull: Double, _ width: Double) throws {
        let root = makeRoot(320, 568)
        let view = SizedView(100, 30)
        root.addSubview(view)
        let constraint = view.widthAnchor.constraint(equalToConstant: pull)
        constraint.priority = 500
        try LayoutConstraint.activate([
            constraint,
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 0, width: width, height: 30))
        // Above compression resistance the pull wins in both directions.
        constraint.priority = 760
        root.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 0, width: pull, height: 30))
    }
}
