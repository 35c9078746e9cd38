import PlumbSpec
import Testing

/// Every class of invalid input gives `FILE:LINE:COLUMN: error: …` with the exact position and a
/// message that says how to fix it.
@Suite("Spec parser errors")
struct SpecParserErrorTests {
    /// The error a spec text gives, parsing and laying it out.
    static func error(_ yaml: String) -> String? {
        do {
            let spec = try Spec(yaml: yaml, file: "s.yaml")
            _ = try spec.layOut()
            return nil
        } catch {
            return error.description
        }
    }

    static let cases: [(String, String)] = [
        (
            "",
            "s.yaml:1:1: error: the spec is empty; write at least `size: [W, H]` and `views:` (see docs/spec-format.md)"
        ),
        (
            "views: []\n",
            "s.yaml:1:1: error: no root size; add `size: [width, height]` to the spec or pass --size WxH"
        ),
        (
            "size: [1, 2\nviews: []\n",
            "s.yaml:2:6: error: invalid YAML: while parsing a flow sequence at line 1, column 7: did not find expected ',' or ']'; check the indentation and quoting"
        ),
        (
            "size: [320, 568]\ncolour: red\n",
            "s.yaml:2:1: error: unknown key 'colour' in the spec; valid keys: size, spacing, metrics, views, constraints, dynamics, "
                + "layoutDirection, safeArea, layoutGuides, layoutMargins, insetsLayoutMarginsFromSafeArea"
        ),
        ("size: [320]\n", "s.yaml:1:7: error: size must be a list of 2 numbers, not 1"),
        (
            "size: [.nan, 568]\n",
            "s.yaml:1:8: error: each number of size is '.nan', which is not finite; use a finite number"
        ),
        (
            "size: [1, 2]\nmetrics: {gap: .inf}\n",
            "s.yaml:2:16: error: metric 'gap' is '.inf', which is not finite; use a finite number"
        ),
        (
            "size: [\"320\", 568]\n",
            "s.yaml:1:8: error: each number of size must be a number, not the string '320'"
        ),
        ("spacing: ios9\n", "s.yaml:1:10: error: unknown spacing 'ios9'; use ios7, ios8 or ios11"),
        (
            "size: [1, 2]\nviews: {name: a}\n",
            "s.yaml:2:8: error: views must be a list ([…] or lines starting with '- '), not a mapping"
        ),
        (
            "size: [1, 2]\nviews:\n  - name: 2a\n",
            "s.yaml:3:11: error: '2a' is not a valid view name; use letters, digits and '_', not starting with a digit"
        ),
        (
            "size: [1, 2]\nviews:\n  - name: root\n",
            "s.yaml:3:11: error: 'root' is reserved (`root` is the root view, `superview` a view's superview); choose another name"
        ),
        (
            "size: [1, 2]\nviews:\n  - name: a\n    subviews:\n      - name: a\n",
            "s.yaml:5:15: error: duplicate view name 'a' (first at line 3); give each view its own name"
        ),
        (
            "size: [1, 2]\nviews:\n  - kind: view\n",
            "s.yaml:3:5: error: a view needs a `name:` (unique, [A-Za-z_][A-Za-z0-9_]*)"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, kind: picker}\n",
            "s.yaml:3:21: error: unknown kind 'picker'; use view, label, button, textField, imageView, stack, "
                + "scroll, list, switch, slider, stepper, segmentedControl, activityIndicator, progressView, textView"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, kind: stepper, design: iOS8}\n",
            "s.yaml:3:38: error: design must be iOS7 or iOS13"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, kind: segmentedControl, segments: [A, B], selectedSegmentIndex: 2}\n",
            "s.yaml:3:79: error: selectedSegmentIndex must be a segment's index (0 to 1) or -1 (none)"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, colour: red}\n",
            "s.yaml:3:15: error: unknown key 'colour' in view 'a'; valid keys: name, kind, background, intrinsicSize, hugging, compressionResistance, subviews, frame, autoresizing, isHidden, "
                + "semanticContentAttribute, layoutMargins, directionalLayoutMargins, insetsLayoutMarginsFromSafeArea, "
                + "preservesSuperviewLayoutMargins, "
                + "layoutGuides"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, kind: label, title: Hi}\n",
            "s.yaml:3:28: error: 'title' is not a property of a label (it is one of a button); a label takes text, font, numberOfLines, lineBreakMode, preferredMaxLayoutWidth"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, autoresizing: flexibleWidth}\n",
            "s.yaml:3:15: error: autoresizing applies to a view with a `frame:`; add `frame: [x, y, width, height]` or remove it"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, hugging: [250, 0]}\n",
            "s.yaml:3:30: error: hugging: priority 0 is out of range; use a number greater than 0 and at most 1000"
        ),
        (
            "size: [1, 2]\nviews: [{name: topGray}]\nconstraints:\n  - topGrey.width == 10\n",
            "s.yaml:4:5: error: unknown view 'topGrey' in 'topGrey.width == 10'; name a view of `views:`, `superview` or `root` (did you mean 'topGray'?)"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - \"a.wdth == 10\"\n",
            "s.yaml:4:8: error: 'a.wdth == 10': unknown attribute 'wdth'; use one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.width = 10\n",
            "s.yaml:4:13: error: 'a.width = 10': expected a relation: ==, >= or <="
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.width == gap\n",
            "s.yaml:4:16: error: 'a.width == gap': unknown metric 'gap'; define it under `metrics:` or write a number"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.width == 10 @1001\n",
            "s.yaml:4:20: error: 'a.width == 10 @1001': priority 1001 is out of range; use a number greater than 0 and at most 1000"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}, {name: b}]\nconstraints:\n  - a.left == b.top\n",
            "s.yaml:4:5: error: Invalid pairing of layout attributes: left and top. Relate a location to a location on the same axis (x with x, y with y) or a size to a size. (in 'a.left == b.top')"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.left == 10\n",
            "s.yaml:4:5: error: 'a.left == 10' relates a location (left) to a constant; relate it to another view's attribute (a.left == superview.left + 10), or constrain a width or height"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - superview.left == a.left\n",
            "s.yaml:4:5: error: `superview` means the first item's superview, so it cannot be the first item in 'superview.left == a.left'; name the view, or swap the sides"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}, {name: b}]\nconstraints:\n  - {vfl: \"H:[a] -[b]\", options: [alignAllTop]}\n",
            "s.yaml:4:17: error: Unable to parse constraint format: Expected a view or '|'\nH:[a] -[b]\n     ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: title}]\nconstraints:\n  - \"H:|-[b]-|\"\n",
            "s.yaml:4:12: error: Unable to parse constraint format: b is not a key in the views dictionary.\nH:|-[b]-|\n      ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: topGray}]\nconstraints:\n  - \"H:|-[topGrey]-|\"\n",
            "s.yaml:4:18: error: Unable to parse constraint format: topGrey is not a key in the views dictionary. "
                + "(did you mean 'topGray'?)\nH:|-[topGrey]-|\n            ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: topGray}]\nconstraints:\n  - {vfl: \"V:|[topGray(==topgrey)]\"}\n",
            "s.yaml:4:33: error: Unable to parse constraint format: Encountered metric with name \"topgrey\", but value "
                + "was not specified in metrics or views dictionaries (did you mean 'topGray'?)\n"
                + "V:|[topGray(==topgrey)]\n                     ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: a, background: lightgray}]\n",
            "s.yaml:2:31: error: background of 'a' is 'lightgray', which is not a colour; write \"#rrggbb\" or \"#rgb\""
        ),
        (
            "size: [1, 2]\nviews: [{name: a, background: \"#12345\"}]\n",
            "s.yaml:2:31: error: background of 'a' is '#12345', which is not a colour; write \"#rrggbb\" or \"#rgb\""
        ),
        (
            "size: [1, 2]\nviews: [{name: a, background: 12}]\n",
            "s.yaml:2:31: error: background of 'a' is '12', which is not a colour; write \"#rrggbb\" or \"#rgb\""
        ),
        (
            "size: [1, 2]\nviews: [{name: i, kind: imageView, image: [-1, 3]}]\n",
            "s.yaml:2:43: error: image must be [width, height] in points, neither negative"
        ),
        (
            "size: [1, 2]\nconstraints:\n  - [1, 2]\n",
            "s.yaml:3:5: error: a constraint must be a VFL string, an equation or {vfl:, options:}, not a list"
        ),
        (
            "size: [1, 2]\nviews:\n  - &v {name: a}\n  - *v\n",
            "s.yaml:3:15: error: duplicate view name 'a' (first at line 3); give each view its own name"
        ),
    ]

    @Test("Each error class has its position and message", arguments: cases)
    func errorMessage(yaml: String, expected: String) {
        #expect(Self.error(yaml) == expected)
    }

    /// Two errors in one spec, each first in turn: a VFL error (found when the tree is built) and
    /// an equation error (found while parsing), and the errors of other steps.
    static let twoErrors: [(String, String)] = [
        (
            "size: [1, 2]\nviews: [{name: a}, {name: b}]\nconstraints:\n  - \"H:|[a]|\"\n  - \"V:|[a] -[b]\"\n"
                + "  - \"a.width == c.width\"\n",
            "s.yaml:5:12: error: Unable to parse constraint format: Expected a view or '|'\nV:|[a] -[b]\n      ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}, {name: b}]\nconstraints:\n  - \"H:|[a]|\"\n  - \"a.width == c.width\"\n"
                + "  - \"V:|[a] -[b]\"\n",
            "s.yaml:5:17: error: unknown view 'c' in 'a.width == c.width'; name a view of `views:`, `superview` or `root` (did you mean 'a'?)"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}, {name: b}]\nconstraints:\n  - \"V:|[a] -[b]\"\nspacing: ios99\n",
            "s.yaml:4:12: error: Unable to parse constraint format: Expected a view or '|'\nV:|[a] -[b]\n      ^"
        ),
        (
            "constraints:\n  - \"V:|[a] -[b]\"\nsize: [-1, 2]\nviews: [{name: a}, {name: b}]\n",
            "s.yaml:2:12: error: Unable to parse constraint format: Expected a view or '|'\nV:|[a] -[b]\n      ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}, {name: b}]\nconstraints:\n  - \"a.width == c.width\"\n"
                + "dynamics:\n  - gravity: {items: [d]}\n",
            "s.yaml:4:17: error: unknown view 'c' in 'a.width == c.width'; name a view of `views:`, `superview` or `root` (did you mean 'a'?)"
        ),
        (
            "size: [1, 2]\nviews: [{name: a, kind: label, numberOfLines: -1}, {name: b}]\nconstraints:\n"
                + "  - \"a.width == c.width\"\n",
            "s.yaml:2:47: error: numberOfLines must be a whole number ≥ 0 (0: no limit)"
        ),
        (
            "size: [1, 2]\nconstraints:\n  - \"H:|[a] -[b]\"\nviews:\n  - {name: a, kind: label, numberOfLines: -1}\n"
                + "  - {name: b}\n",
            "s.yaml:3:12: error: Unable to parse constraint format: Expected a view or '|'\nH:|[a] -[b]\n      ^"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: s, kind: stack, arrangedSubviews: [x], subviews: [{name: a}]}\n"
                + "  - {name: b, kind: label, font: {weight: fat}}\n",
            "s.yaml:3:47: error: arrangedSubviews names the stack's own subviews (listed under its subviews:); 'x' is not one of them"
        ),
    ]

    @Test(
        "Of several errors, the first in the file is reported, whichever step finds it", arguments: twoErrors)
    func fileOrder(yaml: String, expected: String) {
        #expect(Self.error(yaml) == expected)
    }

    @Test("A missing file is an error at 1:1")
    func missingFile() {
        #expect(
            throws: SpecError(
                file: "/nonexistent/x.yaml", location: .start, message: "no such file; check the path")
        ) {
            try Spec(contentsOfFile: "/nonexistent/x.yaml")
        }
    }
}
