import PlumbSpec
import Testing

/// The errors of `layoutDirection:`, `semanticContentAttribute:`, the margins, `safeArea:`,
/// layout guides (declared and in equations) and VFL that names a guide or a view with no
/// superview: each at its exact line and column, with its exact text.
@Suite("Spec direction, margin and guide errors")
struct SpecGuideErrorTests {
    static let cases: [(String, String)] = [
        (
            "size: [1, 2]\nlayoutDirection: rtl\n",
            "s.yaml:2:18: error: unknown layoutDirection 'rtl'; use leftToRight, rightToLeft"
        ),
        (
            "size: [1, 2]\nlayoutDirection: [rightToLeft]\n",
            "s.yaml:2:18: error: layoutDirection must be a string, not a list"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, semanticContentAttribute: forceRTL}\n",
            "s.yaml:3:41: error: unknown semanticContentAttribute 'forceRTL'; use unspecified, playback, spatial, forceLeftToRight, forceRightToLeft"
        ),
        (
            "size: [1, 2]\nviews:\n  - name: a\n    layoutMargins: [1, 2, 3, 4]\n    directionalLayoutMargins: [1, 2, 3, 4]\n",
            "s.yaml:5:5: error: 'a' gives both layoutMargins and directionalLayoutMargins (first at line 4); they set the same margins, so keep one"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, layoutMargins: [1, 2, 3]}\n",
            "s.yaml:3:30: error: layoutMargins ([top, left, bottom, right]) must be a list of 4 numbers, not 3"
        ),
        (
            "size: [1, 2]\nviews:\n  - {name: a, insetsLayoutMarginsFromSafeArea: yes please}\n",
            "s.yaml:3:48: error: insetsLayoutMarginsFromSafeArea must be true or false, not the string 'yes please'"
        ),
        (
            "size: [1, 2]\nsafeArea: [44, 0, -34, 0]\n",
            "s.yaml:2:19: error: safeArea ([top, left, bottom, right]) must not be negative; write insets in points, 0 or more"
        ),
        (
            "size: [1, 2]\nsafeArea: [44, 0, .inf, 0]\n",
            "s.yaml:2:19: error: each number of safeArea ([top, left, bottom, right]) is '.inf', which is not finite; use a finite number"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap]\nviews: [{name: a}]\nconstraints:\n  - gapp.width == 10\n",
            "s.yaml:5:5: error: unknown view 'gapp' in 'gapp.width == 10'; name a view of `views:`, `superview` or `root` (did you mean 'gap'?)"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap]\nviews: [{name: gap}]\n",
            "s.yaml:3:16: error: duplicate name 'gap' (first at line 2, a layout guide); views and layout guides share one set of names, so give each its own name"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap, gap]\n",
            "s.yaml:2:21: error: duplicate name 'gap' (first at line 2, a layout guide); views and layout guides share one set of names, so give each its own name"
        ),
        (
            "size: [1, 2]\nviews:\n  - name: a\n    layoutGuides: [a]\n",
            "s.yaml:4:20: error: duplicate name 'a' (first at line 3, a view); views and layout guides share one set of names, so give each its own name"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [superview]\n",
            "s.yaml:2:16: error: 'superview' is reserved (`root` is the root view, `superview` a view's superview); choose another name"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [2gap]\n",
            "s.yaml:2:16: error: '2gap' is not a valid layout guide name; use letters, digits and '_', not starting with a digit"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap]\nconstraints:\n  - gap.safeArea.top == root.top\n",
            "s.yaml:4:5: error: 'gap.safeArea.top == root.top': 'gap' is a layout guide, which has no safeArea guide of its own; write gap.top"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap]\nconstraints:\n  - gap.firstBaseline == root.top\n",
            "s.yaml:4:9: error: 'gap.firstBaseline == root.top': a layout guide has no firstBaseline; gap takes left, right, top, bottom, leading, trailing, width, height, centerX, centerY"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap]\nconstraints:\n  - root.top == gap.leadingMargin\n",
            "s.yaml:4:21: error: 'root.top == gap.leadingMargin': a layout guide has no leadingMargin; gap takes left, right, top, bottom, leading, trailing, width, height, centerX, centerY"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.margins.firstBaseline == root.top\n",
            "s.yaml:4:15: error: 'a.margins.firstBaseline == root.top': a layout guide has no firstBaseline; a.margins takes left, right, top, bottom, leading, trailing, width, height, centerX, centerY"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.safeArea == root.top\n",
            "s.yaml:4:15: error: 'a.safeArea == root.top': expected '.' and an attribute after 'a.safeArea' (for example a.safeArea.top)"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - a.safeArea.middle == root.top\n",
            "s.yaml:4:16: error: 'a.safeArea.middle == root.top': unknown attribute 'middle'; use one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY"
        ),
        (
            "size: [1, 2]\nlayoutGuides: [gap]\nviews: [{name: a}]\nconstraints:\n  - \"H:|[a][gap]|\"\n",
            "s.yaml:5:16: error: Unable to parse constraint format: gap is not a key in the views dictionary. ('gap' is a layout guide: VFL names views only, as in UIKit; constrain it with equations)\nH:|[a][gap]|\n          ^"
        ),
        (
            "size: [1, 2]\nviews: [{name: a}]\nconstraints:\n  - \"H:[root]-|\"\n",
            "s.yaml:4:15: error: Unable to parse constraint format: Unable to interpret '|' character, because the related view doesn't have a superview\nH:[root]-|\n         ^"
        ),
        (
            "size: [1, 2]\nviews:\n  - name: l\n    kind: list\n    cell:\n      name: c\n      layoutGuides: [g]\n",
            "s.yaml:7:7: error: a cell's views cannot own layout guides (constraints cannot name a cell's views); remove layoutGuides"
        ),
    ]

    @Test("Each error has its position and message", arguments: cases)
    func errorMessage(yaml: String, expected: String) {
        #expect(SpecParserErrorTests.error(yaml) == expected)
    }
}
