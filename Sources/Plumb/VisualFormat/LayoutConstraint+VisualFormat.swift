// The Visual Format Language entry points (docs/auto-layout.md §7) and a views-dictionary helper.

extension LayoutConstraint {
    /// Makes the constraints an ASCII-art format describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`, docs/auto-layout.md §7), inactive and in
    /// Apple's order: for `H:|-[a]-[b(>=20)]-|`, `a.leading == |.leading + NSSpace(20)`,
    /// `b.leading == a.trailing + NSSpace(8)`, `b.width >= 20`, `|.trailing == b.trailing + NSSpace(20)`.
    ///
    /// ```swift
    /// let constraints = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[_topGrayView]-|", views: ["_topGrayView": topGrayView])
    /// try LayoutConstraint.activate(constraints)
    /// ```
    ///
    /// The grammar is the one Apple's parser accepts (§7.2), not only the documented one: single
    /// predicates with a relation or a priority in a connection (`[a]->=8@750-[b]`), numbers as C's
    /// `strtod` reads them (`1e2`, `-(-5)-`), metric priorities (`@p`), view sizes equal to another
    /// view's (`[a(==b)]`), a view named more than once. No whitespace is allowed.
    ///
    /// A bare `-` is the symbolic standard space, resolved when the layout is solved by the tree's
    /// ``View/spacingProfile`` (§6): 20 to a superview edge and 8 between siblings in
    /// ``SpacingProfile/ios7``. In ``SpacingProfile/ios8`` `|-` relates the superview's margin
    /// attribute (`leadingMargin`, constant 0); in ``SpacingProfile/ios11`` its
    /// ``View/layoutMarginsGuide``. The profile is read from the tree of the view next to `|` when
    /// the format is parsed. With ``FormatOptions/spacingBaselineToBaseline`` a vertical format
    /// spaces baselines; the standard space between baselines is derived from the fonts: the
    /// larger line height of the two texts plus 8, rounded up to the pixel grid (8 between views
    /// without text, §6.4).
    ///
    /// - Parameters:
    ///   - format: `[H:|V:] [|connection] [view] {connection [view]} [connection|]`.
    ///   - options: alignment of adjacent views, direction and spacing (``FormatOptions``).
    ///   - metrics: numbers the format names (`-gap-`, `[v(width)]`, `@p`), in points or as
    ///     priorities.
    ///   - views: the items the format names, by name (see ``dictionaryOfVariableBindings(_:)``).
    ///   - fileID: where the constraints are made, for their descriptions.
    ///   - line: the line where the constraints are made.
    /// - Returns: inactive constraints, in Apple's order (§7.4).
    /// - Throws: ``VisualFormatError`` with Apple's message and caret for any format Apple rejects
    ///   (§7.3–§7.5), and for a constant that is not finite.
    /// - Complexity: O(n) in the length of the format.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(
            format: format, options: options, metrics: metrics, views: views, fileID: fileID, line: line)
        return try parser.parse()
    }

    /// Makes the constraints of a format with
    /// ``constraints(withVisualFormat:options:metrics:views:fileID:line:)`` and activates them all,
    /// or none: the Swift shorthand for the Objective-C habit
    /// `[view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:…]]`.
    ///
    /// ```swift
    /// try LayoutConstraint.activate(withVisualFormat: "V:|-[a]-[b(==100)]", views: ["a": a, "b": b])
    /// ```
    ///
    /// - Returns: the constraints, active.
    /// - Throws: ``VisualFormatError``: a parse error, or one whose ``VisualFormatError/underlying``
    ///   is the activation error (views in different trees); then no constraint stays active.
    @discardableResult
    public static func activate(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
        views: [String: LayoutItem], fileID: String = #fileID, line: Int = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let constraints = try constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views, fileID: fileID,
            line: line)
        do {
            try activate(constraints)
        } catch {
            deactivate(constraints)
            throw VisualFormatError(error, format: format)
        }
        return constraints
    }
}

/// A views dictionary for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:fileID:line:)``,
/// in the spirit of `NSDictionaryOfVariableBindings(_topGrayView, _bottomGrayView)`.
///
/// Swift cannot see a variable's name, so each item is keyed by the name it already carries: a
/// view's ``View/accessibilityIdentifier``, a guide's ``LayoutGuide/identifier``. Name your views
/// as the format does:
///
/// ```swift
/// topGrayView.accessibilityIdentifier = "_topGrayView"
/// let views = dictionaryOfVariableBindings(topGrayView, bottomGrayView)
/// try LayoutConstraint.activate(withVisualFormat: "H:|-[_topGrayView]-|", views: views)
/// ```
///
/// An item without a name (nil or empty) is left out, so a format naming it fails with
/// "… is not a key in the views dictionary."; when two items share a name the later one wins.
public func dictionaryOfVariableBindings(_ items: LayoutItem...) -> [String: LayoutItem] {
    var views: [String: LayoutItem] = [:]
    for item in items {
        let name = (item as? View)?.accessibilityIdentifier ?? (item as? LayoutGuide)?.identifier
        guard let name, !name.isEmpty else { continue }
        views[name] = item
    }
    return views
}

extension LayoutConstraint.Spacing {
    /// The name descriptions print around the resolved value: `NSSpace(8)`,
    /// `NSLayoutAnchorConstraintSpace(8)`.
    var symbolName: String {
        switch self {
        case .system: "NSLayoutAnchorConstraintSpace"
        case .standard: "NSSpace"
        }
    }
}
