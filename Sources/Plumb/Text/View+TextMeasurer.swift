// The text measurer of a tree: read from its root, like the spacing profile.

extension View {
    /// What measures the text of the tree's labels, buttons and text fields; read and set on the
    /// root (any view of the tree answers for it). A ``FallbackTextMeasurer`` by default; set
    /// `PlumbText`'s FreeType measurer for real fonts. Setting it re-measures every text view of
    /// the tree in the next update pass.
    public var textMeasurer: any TextMeasuring {
        get { rootView.storedTextMeasurer ?? FallbackTextMeasurer() }
        set {
            let root = rootView
            root.storedTextMeasurer = newValue
            for view in root.subtreeViews() where view is any TextContent {
                (view as? Label)?.layoutCache.removeAll()
                view.textLayoutDidChange()
            }
        }
    }
}
