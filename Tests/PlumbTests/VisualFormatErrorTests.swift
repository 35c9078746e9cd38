import Plumb
import Testing

/// Apple's parse errors (docs/auto-layout.md §7.3–§7.5): exact message and the byte the caret points at.
@Suite struct VisualFormatErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let format: String
        var options: LayoutConstraint.FormatOptions = []
        let message: String
        let caret: Int?
        var testDescription: String { format }
    }

    static let thickness =
        "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let numberOrKey =
        "Expected a number or key from the metrics dictionary, but encountered something else"

    static let cases: [Case] = [
        // §7.6's error examples.
        Case(format: "H:[a] -[b]", message: "Expected a view or '|'", caret: 5),
        Case(
            format: "H:[a]--[b]",
            message: "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. "
                + "Use parentheses around negative numbers.", caret: 6),
        Case(format: "H:[a]-(=8)-[b]", message: "Unknown relation. Must be ==, >=, or <=", caret: 8),
        Case(
            format: "H:[a]-8,9-[b]",
            message:
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the "
                + "list of constraints", caret: 7),
        Case(format: "H:[a(50]", message: thickness, caret: 7),
        Case(
            format: "H:[a]-(>=b)-[c]",
            message:
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want "
                + "to use a view as a spacer? [view1][spacer(==view1)][view2]", caret: 10),
        Case(format: "H:[a]|x", message: "Expected the end of the format string", caret: 6),
        Case(format: "H:[a]-", message: "Expected more input", caret: 6),
        Case(format: "H:|-|", message: "Expected a view", caret: 4),
        // §7.5's observed instances (`orphan` and `view1` have no superview).
        Case(
            format: "|[orphan]|",
            message: "Unable to interpret '|' character, because the related view doesn't have a superview",
            caret: 9),
        Case(
            format: "H:|-(>=50)-[orphan(100)]",
            message: "Unable to interpret '|' character, because the related view doesn't have a superview",
            caret: 24),
        Case(
            format: "H:[a]-[orphan]|",
            message: "Unable to interpret '|' character, because the related view doesn't have a superview",
            caret: 14),
        Case(
            format: "H:|-margiin-[_iconImageView(width)]-margin-|",
            message:
                "Encountered metric with name \"margiin\", but value was not specified in metrics or views "
                + "dictionaries", caret: 11),
        // Whole-string refusals.
        Case(format: "", message: "It's an empty string.", caret: nil),
        Case(format: "H:[é]", message: "It contains non-ASCII characters.", caret: nil),
        // Orientation.
        Case(format: "Hx", message: "Expected ':' after 'H' to specify horizontal arrangement", caret: 1),
        Case(format: "V[a]", message: "Expected ':' after 'V' to specify vertical arrangement", caret: 1),
        Case(format: "H", message: "Expected ':' after 'H' to specify horizontal arrangement", caret: 1),
        Case(
            format: "H:[a]-[b]", options: .spacingBaselineToBaseline,
            message: "BaselineToBaseline format option not valid for horizontal layout", caret: 2),
        // No whitespace skipping.
        Case(format: " H:[a]", message: "Expected a view", caret: 0),
        Case(format: "H: [a]", message: "Expected a view", caret: 2),
        Case(format: "H:[a]- [b]", message: numberOrKey, caret: 6),
        Case(format: "H:[a]-( 8)-[b]", message: numberOrKey, caret: 7),
        Case(format: "H:[ a]", message: viewName, caret: 3),
        // Structure.
        Case(format: "H:|", message: "Expected a connection after the '|' character", caret: 3),
        Case(format: "H:", message: "Expected a view", caret: 2),
        Case(format: "H:[a][b]x", message: "Expected a view or '|'", caret: 8),
        Case(format: "H:[a]-(8)-", message: "Expected a view or '|'", caret: 10),
        Case(format: "H:|[a]||", message: "Expected the end of the format string", caret: 7),
        Case(format: "H:[a]|[b]", message: "Expected the end of the format string", caret: 6),
        Case(format: "H:||", message: "Expected a view", caret: 3),
        // Connections.
        Case(
            format: "H:[a]-(8-[b]",
            message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint "
                + "modifier", caret: 8),
        Case(format: "H:[a]-(8)[b]", message: "Expected a '-' here", caret: 9),
        Case(format: "H:[a]-8[b]", message: "Expected a '-' here", caret: 7),
        Case(format: "H:[a]-(8,)-[b]", message: numberOrKey, caret: 9),
        Case(format: "H:[a]-(8@)-[b]", message: numberOrKey, caret: 9),
        Case(format: "H:[a]-(<8)-[b]", message: "Unknown relation. Must be ==, >=, or <=", caret: 8),
        Case(format: "H:[a]-(=<8)-[b]", message: "Unknown relation. Must be ==, >=, or <=", caret: 8),
        Case(format: "H:[a]-.5-[b]", message: numberOrKey, caret: 6),
        Case(format: "H:[a]-(-)-[b]", message: numberOrKeyWithA, caret: 7),
        Case(format: "H:[a]-(-x)-[b]", message: numberOrKeyWithA, caret: 7),
        // Views.
        Case(format: "H:[1a]", message: viewName, caret: 3),
        Case(format: "H:[", message: viewName, caret: 3),
        Case(format: "H:[zz]", message: "zz is not a key in the views dictionary.", caret: 5),
        Case(
            format: "H:[a", message: "Expected a ']' here. That is how you give the end of a view.", caret: 4),
        Case(
            format: "H:[a)", message: "Expected a ']' here. That is how you give the end of a view.", caret: 4
        ),
        Case(
            format: "H:[a(",
            message: "Unexpectedly ran out of character fodder in the middle of parsing a view",
            caret: 5),
        Case(format: "H:[a(50)", message: "Expected ']' after specifying thickness.", caret: 8),
        Case(format: "H:[a(50", message: thickness, caret: 7),
        Case(format: "H:[a(#)]", message: numberOrKey, caret: 5),
        Case(format: "H:[a(==)]", message: numberOrKey, caret: 7),
        Case(format: "H:[a(==", message: "Expected more input", caret: 7),
        Case(format: "H:[a(=", message: "Unknown relation. Must be ==, >=, or <=", caret: 6),
        // No arithmetic (§7.2 rule 6).
        Case(format: "H:[a(==2*b)]", message: thickness, caret: 8),
        Case(format: "H:[a(==b+10)]", message: thickness, caret: 8),
        // Priorities.
        Case(
            format: "H:[a(50@0)]", message: "Invalid priority specified: 0. Priority must be greater than 0",
            caret: 9),
        Case(
            format: "H:[a(50@-1)]",
            message: "Invalid priority specified: -1. Priority must be greater than 0",
            caret: 10),
        Case(
            format: "H:[a(50@1001)]",
            message:
                "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, "
                + "which is 1000.", caret: 12),
        Case(
            format: "H:[a(50@b)]",
            message: "Encountered metric with name \"b\", but value was not specified in metrics or views "
                + "dictionaries", caret: 9),
        // Alignment options (§7.4).
        Case(
            format: "[a][b]", options: .alignAllLeft,
            message:
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
                + "layout that is also horizontal.", caret: 6),
        Case(
            format: "H:|-[a]-[b(10)]", options: [.alignAllTop, .alignAllCenterX],
            message:
                "Options mask required views to be aligned on a horizontal edge, which is not allowed for "
                + "layout that is also horizontal.", caret: 15),
        Case(
            format: "V:[a]-[b]", options: .alignAllBottom,
            message: "Options mask required views to be aligned on a vertical edge, which is not allowed for "
                + "layout that is also vertical.", caret: 9),
    ]

    static let viewName =
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, "
        + "and underscores."
    static let numberOrKeyWithA =
        "Expected a number or a key from the metrics dictionary, but encountered something else"

    @Test(arguments: cases)
    func error(_ testCase: Case) throws {
        let tree = VisualFormatTree()
        var views = tree.views
        views["orphan"] = constrainedView("orphan")
        views["_iconImageView"] = tree["a"]
        do {
            let constraints = try LayoutConstraint.constraints(
                withVisualFormat: testCase.format, options: testCase.options,
                metrics: ["margin": 8, "width": 40], views: views)
            Issue.record("parsed into \(constraints.count) constraints")
        } catch {
            #expect(error.message == testCase.message)
            #expect(error.position == testCase.caret)
            #expect(error.format == testCase.format)
            #expect(error.underlying == nil)
        }
    }

    /// A view with no superview before a trailing `|` (without an orientation, so horizontal):
    /// Apple's reason, the caret under the `|`.
    @Test func danglingViewBeforeTrailingBar() {
        do {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: "[dangling]-|", views: ["dangling": constrainedView("dangling")])
            Issue.record("parsed")
        } catch {
            #expect(error.position == 11)
            #expect(
                error.description
                    == "Unable to parse constraint format: \n"
                    + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                    + "[dangling]-| \n"
                    + "           ^")
        }
    }

    /// The observed log of §7.5, byte for byte.
    @Test func appleDescription() {
        let view = constrainedView("view")
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraints(withVisualFormat: "|[view]|", views: ["view": view])
        }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "|[view]|", views: ["view": view])
        } catch {
            #expect(
                error.description
                    == "Unable to parse constraint format: \n"
                    + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                    + "|[view]| \n"
                    + "       ^")
        }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "", views: [:])
        } catch {
            #expect(error.description == "Unable to parse constraint format: It's an empty string.")
        }
    }

    /// A constant strtod reads as infinite or NaN fails as the constraint factory does.
    @Test(arguments: ["[a]-(1e999)-[b]", "[a(-inf)]", "[a]-(-nan)-[b]", "[a(big)]"])
    func nonFiniteConstant(_ format: String) {
        let tree = VisualFormatTree()
        do {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: format, metrics: ["big": .infinity], views: tree.views)
            Issue.record("accepted")
        } catch {
            guard case .notFinite(name: "constant", _) = error.underlying else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(error.description.hasPrefix("Constant is not finite!"))
        }
    }

    /// `activate(withVisualFormat:)` is all or nothing: views of two trees cannot be related.
    @Test func activationErrorLeavesNothingActive() {
        let tree = VisualFormatTree()
        let other = makeRoot(100, 100)
        let stranger = constrainedView("stranger")
        other.addSubview(stranger)
        var views = tree.views
        views["stranger"] = stranger
        do {
            try LayoutConstraint.activate(withVisualFormat: "H:|-[a]-[stranger]", views: views)
            Issue.record("activated")
        } catch {
            guard case .noCommonAncestor = error.underlying else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(tree.root.constraints.isEmpty)
    }
}
