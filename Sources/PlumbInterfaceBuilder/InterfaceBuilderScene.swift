import Plumb

/// One scene of a document: a storyboard view controller's root view, or a top-level view of a
/// xib, ready to be built into a `View` tree and laid out.
public struct InterfaceBuilderScene: Sendable {
    /// The view controller's id in a storyboard; the top-level view's id in a xib.
    public let id: String
    /// The view controller's class in a storyboard (its `customClass`, or UIKit's class such as
    /// `UIViewController`); the top-level view's class in a xib.
    public let className: String
    /// The name IB shows: the controller's `title` or `userLabel` (the view's `userLabel` in a
    /// xib), or nil.
    public let title: String?
    /// The root's stored frame size (the size Interface Builder laid the scene out at), in points.
    public let designSize: Size
    /// The 1-based line of the controller's (storyboard) or the view's (xib) start tag.
    public let line: Int

    let view: IBElement
    let controller: IBElement?
    /// The bars IB shows over the controller's view.
    let bars: SimulatedBars
    let context: DocumentContext

    init(view: IBElement, controller: IBElement?, bars: SimulatedBars, context: DocumentContext) {
        self.view = view
        self.controller = controller
        self.bars = bars
        self.context = context
        let owner = controller ?? view
        id = owner["id"] ?? "line \(owner.line)"
        className = owner["customClass"] ?? IBElement.uiKitClassName(of: owner)
        title = owner["title"] ?? owner["userLabel"]
        designSize = IBElement.frame(of: view)?.size ?? context.device.size
        line = owner.line
    }

    /// Builds the scene's views and lays them out.
    ///
    /// - Parameters:
    ///   - size: the root's size in points; the ``designSize`` by default.
    ///   - traits: the size classes that choose `<variation>`s; the device's own by default.
    ///   - text: how text controls are sized; measured with Plumb's `FallbackTextMeasurer` by
    ///     default.
    ///   - direction: the layout direction of the root (views with their own
    ///     `semanticContentAttribute` keep it); left to right by default.
    /// - Returns: the laid-out tree with its entries, diagnostics and warnings.
    /// - Complexity: one build and one layout pass of the scene (two when `size` differs from the
    ///   design size: autoresizing views follow the root from their stored frames), plus an
    ///   ambiguity check per view.
    public func layout(
        size: Size? = nil, traits: SizeClassTraits? = nil,
        text: InterfaceBuilderTextSizing = .measured(FallbackTextMeasurer()),
        direction: UserInterfaceLayoutDirection = .leftToRight
    ) -> InterfaceBuilderLayout {
        let builder = SceneBuilder(scene: self, traits: traits ?? context.device.traits, sizing: text)
        let root = builder.build(size: size ?? designSize, direction: direction)
        var diagnostics: [LayoutDiagnostic] = []
        root.diagnosticHandler = { diagnostics.append($0) }
        root.layoutIfNeeded()
        let size = size ?? designSize
        if size != designSize {
            root.frame = Rect(origin: .zero, size: size)
            root.layoutIfNeeded()
        }
        let ambiguous = root.ambiguousLayouts()
        root.diagnosticHandler = nil
        return InterfaceBuilderLayout(
            root: root, size: size, traits: builder.traits, entries: builder.entries,
            diagnostics: diagnostics, ambiguousLayouts: ambiguous, warnings: builder.warnings,
            sources: builder.sources)
    }

    /// The warnings of building the scene at the device's own size classes (no layout).
    func buildWarnings() -> [InterfaceBuilderWarning] {
        let builder = SceneBuilder(scene: self, traits: context.device.traits, sizing: .design)
        _ = builder.build(size: designSize, direction: .leftToRight)
        return builder.warnings
    }
}
