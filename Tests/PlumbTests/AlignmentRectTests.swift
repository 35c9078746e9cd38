import Plumb
import Testing

/// A view whose alignment rectangle is its frame inset by fixed insets, with an intrinsic size
/// (of the alignment rectangle) when given.
final class InsetView: View {
    let insets: EdgeInsets
    let size: Size

    init(_ insets: EdgeInsets, size: Size = Size(width: -1, height: -1), name: String) {
        self.insets = insets
        self.size = size
        super.init()
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var alignmentRectInsets: EdgeInsets { insets }
    override var intrinsicContentSize: Size { size }
}

/// Alignment rectangles: constraints place a view's frame inset by its `alignmentRectInsets`,
/// and the frame is derived from the solved rectangle (and read back into one where a frame is
/// an input: autoresizing, the root's size, fitting).
@Suite struct AlignmentRectTests {
    /// top 1, left 2, bottom 3, right 4.
    static let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)

    /// Whether two rectangles agree to 1e-6 on every coordinate.
    func close(_ a: Rect, _ b: Rect) -> Bool { a.isClose(to: b, tolerance: 1e-6) }

    /// The two conversions are inverses; zero insets leave a rectangle unchanged.
    @Test func conversions() {
        let view = InsetView(Self.insets, name: "inset")
        let frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.alignmentRect(forFrame: frame) == Rect(x: 12, y: 21, width: 24, height: 36))
        #expect(view.frame(forAlignmentRect: Rect(x: 12, y: 21, width: 24, height: 36)) == frame)
        #expect(View().alignmentRect(forFrame: frame) == frame)
        #expect(View().alignmentRectInsets == .zero)
    }

    /// Pinned 20 from the leading edge and 30 from the top with an intrinsic 40 × 20, the alignment
    /// rectangle is (20, 30, 40, 20) and the frame (18, 29, 46, 24); a sibling 8 after its trailing
    /// edge starts at 68, level with its alignment top (30). Right to left, the alignment rectangle
    /// ends 20 from the right edge of 320: frame x = 320 − 20 − 40 − 2.
    @Test(arguments: [false, true])
    func pinnedWithSibling(rightToLeft: Bool) throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let inset = InsetView(Self.insets, size: Size(width: 40, height: 20), name: "inset")
        let sibling = SizedView(10, 10, name: "sibling")
        root.addSubview(inset)
        root.addSubview(sibling)
        try LayoutConstraint.activate([
            inset.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            inset.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            sibling.leadingAnchor.constraint(equalTo: inset.trailingAnchor, constant: 8),
            sibling.topAnchor.constraint(equalTo: inset.topAnchor),
        ])
        root.layoutIfNeeded()
        let insetX = rightToLeft ? 320 - 20 - 40 - 2.0 : 18
        let siblingX = rightToLeft ? 320 - 20 - 40 - 8 - 10.0 : 68
        #expect(close(inset.frame, Rect(x: insetX, y: 29, width: 46, height: 24)))
        #expect(close(sibling.frame, Rect(x: siblingX, y: 30, width: 10, height: 10)))
        #expect(diagnostics.items.isEmpty)
        #expect(!root.hasAmbiguousLayout)
    }

    /// A superview with insets: its edges are its alignment rectangle's, which starts at its
    /// insets in its own coordinates. A child pinned 10 inside its edges is at (2 + 10, 1 + 10);
    /// a view outside, aligned to the child's leading edge, reads the child through the
    /// superview's frame (alignment x 50 − 2): 48 + 12 = 60.
    @Test func insetSuperviewAndCrossHierarchy() throws {
        let diagnostics = Diagnostics()
        let root = makeRoot(320, 568, diagnostics: diagnostics)
        let container = InsetView(Self.insets, name: "container")
        let child = constrainedView("child")
        let outside = SizedView(5, 5, name: "outside")
        root.addSubview(container)
        container.addSubview(child)
        root.addSubview(outside)
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 80),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            outside.leadingAnchor.constraint(equalTo: child.leadingAnchor),
            outside.topAnchor.constraint(equalTo: child.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(container.frame, Rect(x: 48, y: 59, width: 106, height: 84)))
        #expect(close(child.frame, Rect(x: 12, y: 11, width: 80, height: 60)))
        #expect(close(outside.frame, Rect(x: 60, y: 130, width: 5, height: 5)))
        #expect(diagnostics.items.isEmpty)
    }

    /// A root with insets lays its content out in its alignment rectangle: a child pinned to its
    /// edges fills (2, 1, 320 − 6, 568 − 4); resizing the root moves the child with it.
    @Test func rootWithInsets() throws {
        let root = InsetView(Self.insets, name: "root")
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        let child = constrainedView("child")
        root.addSubview(child)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(child.frame, Rect(x: 2, y: 1, width: 314, height: 564)))
        root.frame = Rect(x: 0, y: 0, width: 568, height: 320)
        root.layoutIfNeeded()
        #expect(close(child.frame, Rect(x: 2, y: 1, width: 562, height: 316)))
        #expect(root.frame == Rect(x: 0, y: 0, width: 568, height: 320))
    }

    /// In a filling horizontal stack 200 wide with spacing 8, the alignment rectangles are
    /// arranged: the inset view's (0, 0, 40, 20) gives the frame (−2, −1, 46, 24), the filler
    /// starts at 48 and takes 152; the stack is as high as the alignment height (20).
    @Test func inStackView() {
        let inset = InsetView(Self.insets, size: Size(width: 40, height: 20), name: "inset")
        inset.setContentHuggingPriority(LayoutPriority(751), for: .horizontal)
        let filler = SizedView(10, 20, name: "filler")
        let fixture = StackFixture([inset, filler], axis: .horizontal, spacing: 8, width: 200)
        #expect(close(fixture.frames[0], Rect(x: -2, y: -1, width: 46, height: 24)))
        #expect(close(fixture.frames[1], Rect(x: 48, y: 0, width: 152, height: 20)))
        #expect(fixture.stack.frame.height == 20)
        #expect(fixture.isClean)
    }

    /// Springs and struts act on frames: a view with insets that translates its mask keeps the
    /// frame it was given, and a flexible width grows with the superview (120 → 200 wide in a
    /// root 320 → 400 wide), also inside a superview with insets of its own.
    @Test(arguments: [false, true])
    func autoresizing(insetSuperview: Bool) {
        let root = makeRoot(320, 568)
        let parent: View =
            insetSuperview
            ? InsetView(EdgeInsets(top: 3, left: 5, bottom: 7, right: 11), name: "parent") : View()
        parent.translatesAutoresizingMaskIntoConstraints = true
        parent.frame = Rect(x: 0, y: 0, width: 320, height: 568)
        parent.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(parent)
        let inset = InsetView(Self.insets, name: "inset")
        inset.translatesAutoresizingMaskIntoConstraints = true
        inset.frame = Rect(x: 10, y: 20, width: 120, height: 40)
        inset.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        parent.addSubview(inset)
        root.layoutIfNeeded()
        #expect(close(parent.frame, Rect(x: 0, y: 0, width: 320, height: 568)))
        #expect(close(inset.frame, Rect(x: 10, y: 20, width: 120, height: 40)))
        root.frame = Rect(x: 0, y: 0, width: 400, height: 568)
        root.layoutIfNeeded()
        #expect(close(parent.frame, Rect(x: 0, y: 0, width: 400, height: 568)))
        #expect(close(inset.frame, Rect(x: 10, y: 20, width: 200, height: 40)))
        #expect(!root.hasAmbiguousLayout)
    }

    /// Fitting answers a frame size: a view with insets around a 100 × 50 subview pinned to its
    /// edges fits at 106 × 54; a required target width of 300 is the frame's, so the subview
    /// gets 294. A subview with insets inside a plain view fits its alignment size.
    @Test func fitting() throws {
        let container = InsetView(Self.insets, name: "container")
        let content = SizedView(100, 50, name: "content")
        container.addSubview(content)
        try LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        #expect(
            container.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                == Size(width: 106, height: 54))
        let wide = container.systemLayoutSizeFitting(
            Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 300, height: 54))

        let plain = View()
        let inner = InsetView(Self.insets, size: Size(width: 40, height: 20), name: "inner")
        plain.addSubview(inner)
        try LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: plain.trailingAnchor),
            inner.topAnchor.constraint(equalTo: plain.topAnchor),
            inner.bottomAnchor.constraint(equalTo: plain.bottomAnchor),
        ])
        #expect(
            plain.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 40, height: 20))
    }

    /// Changing a constant of a constraint that reads an inset moves it incrementally to the
    /// right place (the lowered constant holds the inset).
    @Test func incrementalConstant() throws {
        let root = makeRoot(320, 568)
        let container = InsetView(Self.insets, name: "container")
        let child = SizedView(10, 10, name: "child")
        root.addSubview(container)
        container.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        try LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            leading, child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(close(child.frame, Rect(x: 12, y: 1, width: 10, height: 10)))
        leading.constant = 30
        root.layoutIfNeeded()
        #expect(close(child.frame, Rect(x: 32, y: 1, width: 10, height: 10)))
    }
}
