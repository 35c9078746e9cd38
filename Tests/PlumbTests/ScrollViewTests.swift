import Plumb
import Testing

/// ScrollView (docs/auto-layout.md §8.12): content size from constraints, content coordinates, the two
/// layout guides, insets and the safe area, and ambiguous content.
@Suite struct ScrollViewTests {
    /// A 320 × 568 root holding a scroll view that fills it, and a content view inside it.
    struct Screen {
        let root: View
        let scroll = ScrollView()
        let content = constrainedView("content")

        init(diagnostics: Diagnostics) throws {
            root = makeRoot(320, 568, diagnostics: diagnostics)
            scroll.accessibilityIdentifier = "scroll"
            scroll.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scroll)
            scroll.addSubview(content)
            try LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: root.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
        }

        /// Pins the content view to the content guide's edges, as wide as the frame guide and 2000 high.
        func pinToContentGuide() throws {
            let guide = scroll.contentLayoutGuide
            try LayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
            ])
        }
    }

    @Test func contentSizeFromContentLayoutGuide() throws {
        let diagnostics = Diagnostics()
        let screen = try Screen(diagnostics: diagnostics)
        try screen.pinToContentGuide()
        screen.root.layoutIfNeeded()
        #expect(screen.scroll.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(screen.scroll.contentSize == Size(width: 320, height: 2000))
        #expect(screen.content.frame == Rect(x: 0, y: 0, width: 320, height: 2000))
        #expect(screen.scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 2000))
        #expect(screen.scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    /// A descendant centred on the scroll view is centred on its frame, not on the content, as
    /// UIKit's rule for scroll views says (edges and margins mean the content; width, height and
    /// centres the frame): here the content is 2000 high and the marker sits at the frame's middle.
    @Test func centresOfTheScrollViewAreTheFrames() throws {
        let diagnostics = Diagnostics()
        let screen = try Screen(diagnostics: diagnostics)
        try screen.pinToContentGuide()
        let marker = SizedView(100, 40, name: "marker")
        marker.translatesAutoresizingMaskIntoConstraints = false
        screen.content.addSubview(marker)
        try LayoutConstraint.activate([
            marker.centerXAnchor.constraint(equalTo: screen.scroll.centerXAnchor),
            marker.bottomAnchor.constraint(equalTo: screen.scroll.centerYAnchor, constant: -5),
        ])
        screen.root.layoutIfNeeded()
        #expect(marker.frame == Rect(x: 110, y: 239, width: 100, height: 40))
        #expect(screen.scroll.contentSize == Size(width: 320, height: 2000))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    @Test func scrollingMovesTheBoundsNotTheContent() throws {
        let diagnostics = Diagnostics()
        let screen = try Screen(diagnostics: diagnostics)
        try screen.pinToContentGuide()
        let marker = SizedView(100, 40, name: "marker")
        screen.content.addSubview(marker)
        try LayoutConstraint.activate([
            marker.topAnchor.constraint(equalTo: screen.content.topAnchor, constant: 700),
            marker.leadingAnchor.constraint(equalTo: screen.content.leadingAnchor, constant: 20),
        ])
        screen.root.layoutIfNeeded()
        screen.scroll.contentOffset = Point(x: 0, y: 600)
        screen.root.layoutIfNeeded()
        #expect(screen.scroll.bounds == Rect(x: 0, y: 600, width: 320, height: 568))
        #expect(screen.scroll.visibleRect == Rect(x: 0, y: 600, width: 320, height: 568))
        #expect(screen.content.frame == Rect(x: 0, y: 0, width: 320, height: 2000))
        #expect(marker.frame == Rect(x: 20, y: 700, width: 100, height: 40))
        #expect(marker.frameInRoot == Rect(x: 20, y: 100, width: 100, height: 40))
        #expect(marker.convert(Point(x: 0, y: 0), to: screen.root) == Point(x: 20, y: 100))
        #expect(screen.root.convert(Point(x: 0, y: 100), to: screen.content) == Point(x: 0, y: 700))
        #expect(screen.scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 600, width: 320, height: 568))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    @Test func viewPinnedToFrameLayoutGuideFloats() throws {
        let diagnostics = Diagnostics()
        let screen = try Screen(diagnostics: diagnostics)
        try screen.pinToContentGuide()
        let badge = SizedView(60, 30, name: "badge")
        screen.scroll.addSubview(badge)
        try LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: screen.scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(
                equalTo: screen.scroll.frameLayoutGuide.trailingAnchor, constant: -10),
        ])
        for offset in [0.0, 250, 1432] {
            screen.scroll.contentOffset = Point(x: 0, y: offset)
            screen.root.layoutIfNeeded()
            #expect(badge.frame == Rect(x: 250, y: offset + 10, width: 60, height: 30))
            #expect(badge.frameInRoot == Rect(x: 250, y: 10, width: 60, height: 30))
        }
        #expect(screen.scroll.contentSize == Size(width: 320, height: 2000))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
    }

    /// Seen from a descendant, the scroll view's edges are the content's (§8.12); its width is
    /// still the frame's (the `equal widths` idiom).
    @Test func scrollViewEdgesSeenFromDescendantsAreContentEdges() throws {
        let diagnostics = Diagnostics()
        let screen = try Screen(diagnostics: diagnostics)
        let (scroll, content) = (screen.scroll, screen.content)
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: 30),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -40),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        screen.root.layoutIfNeeded()
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 568))
        #expect(scroll.contentSize == Size(width: 280, height: 1040))
        #expect(content.frame == Rect(x: 0, y: 10, width: 280, height: 1000))
        #expect(diagnostics.items.isEmpty, "\(diagnostics.items)")
        #expect(screen.root.ambiguousLayouts().isEmpty)
    }

    @Test func ambiguousContentSizeIsDiagnosed() throws {
        let diagnostics = Diagnostics()
        let screen = try Screen(diagnostics: diagnostics)
        let guide = screen.scroll.contentLayoutGuide
        try LayoutConstraint.activate([
            screen.content.topAnchor.constraint(equalTo: guide.topAnchor),
            screen.content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            screen.content.widthAnchor.constraint(equalToConstant: 320),
            screen.content.heightAnchor.constraint(equalToConstant: 900),
        ])
        screen.root.layoutIfNeeded()
        let ambiguous = screen.root.ambiguousLayouts()
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.view === screen.scroll)
        #expect(ambiguous.first?.variables == ["contentWidth", "contentHeight"])
        #expect(ambiguous.first?.axes == [.horizontal, .vertical])
        #expect(screen.scroll.hasAmbiguousLayout)
        #expect(
            screen.root.autolayoutTrace().contains(
                "*ScrollView:\(String(describing: screen.scroll.layoutDescription.dropFirst(11)))"
                    + "- AMBIGUOUS LAYOUT for contentWidth, contentHeight"))

        try LayoutConstraint.activate([
            screen.content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            screen.content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        screen.root.layoutIfNeeded()
        #expect(screen.root.ambiguousLayouts().isEmpty)
        #expect(screen.scroll.contentSize == Size(width: 320, height: 900))
    }

    @Test func contentSizeIsSettableWithoutContentConstraints() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        scroll.contentSize = Size(width: 320, height: 5000)
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 320, height: 5000))
        #expect(!scroll.hasAmbiguousLayout)
        scroll.setContentOffset(Point(x: 0, y: 9000))
        #expect(scroll.contentOffset == Point(x: 0, y: 4432))
        scroll.setContentOffset(Point(x: 30, y: -50))
        #expect(scroll.contentOffset == Point(x: 0, y: 0))
    }

    /// The safe area (44 above, 34 below: an iPhone X in portrait) adds to the content inset as
    /// each behaviour says.
    @Test(arguments: [
        (
            ContentInsetAdjustmentBehavior.automatic, 5000.0,
            EdgeInsets(top: 54, left: 0, bottom: 44, right: 0)
        ),
        (.automatic, 100, EdgeInsets(top: 54, left: 0, bottom: 44, right: 0)),
        (.scrollableAxes, 5000, EdgeInsets(top: 54, left: 0, bottom: 44, right: 0)),
        (.scrollableAxes, 100, EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
        (.never, 5000, EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
        (.always, 100, EdgeInsets(top: 54, left: 5, bottom: 44, right: 5)),
    ])
    func adjustedContentInset(behavior: ContentInsetAdjustmentBehavior, height: Double, expected: EdgeInsets)
    {
        let root = makeRoot(320, 568)
        root.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 5, bottom: 34, right: 5)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 568))
        root.addSubview(scroll)
        scroll.contentSize = Size(width: 320, height: height)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        scroll.contentInsetAdjustmentBehavior = behavior
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 44, left: 5, bottom: 34, right: 5))
        #expect(scroll.adjustedContentInset == expected)
        scroll.setContentOffset(Point(x: 0, y: -1000))
        #expect(scroll.contentOffset == Point(x: 0, y: -expected.top))
    }
}
