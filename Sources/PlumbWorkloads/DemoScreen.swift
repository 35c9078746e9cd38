// DemoScreen: the screens `plumb demo` lays out, prints and draws, built in Swift as a UIKit
// developer builds them — the cookbook's screens (a) and (b) (``SeedScreen``) and the blog's cat
// cards, in a column and in a list that reuses them (``CatBreedCell``, ``CatBreedList``).
//
// Design. A screen is built afresh for each root size (portrait, then landscape), its text
// measured by the measurer the caller gives (the command passes FreeType's), laid out, and
// returned as laid-out trees for a renderer with the text to print: for (a) and (b) the
// cookbook's frames and whether they match §10's tables (SeedScreen+Report.swift), for the cards
// a ``FrameTable`` per size naming each view by its accessibility identifier (a card by its
// index). A screen matches when its frames are §10's, or, for the cards, when no layout reported a
// diagnostic (an unsatisfiable constraint) and no view's layout is ambiguous.

import Plumb
import PlumbSolver

/// A screen of `plumb demo`: its name, and a function that builds, lays out and reports it.
///
/// ```swift
/// let run = DemoScreen.catCards.layOut(measurer: FallbackTextMeasurer())
/// print(run.text)  // the frame tables
/// run.roots        // the laid-out trees, portrait then landscape
/// ```
public struct DemoScreen: Sendable {
    /// A screen laid out at each of ``sizes``.
    public struct Run {
        /// What the demo prints: the title and the frames, with the check's outcome.
        public let text: String
        /// The laid-out trees, one per size in order, to draw.
        public let roots: [View]
        /// Whether the screen is as it must be (see the file's design note).
        public let matches: Bool
    }

    /// The root sizes, portrait then landscape: 320 × 568, 568 × 320.
    public static let sizes = SeedScreen.Orientation.allCases.map(\.rootSize)

    /// The base name of the screen's pictures: `screen-a`, `screen-b`, `cat-cards`, `cat-list`.
    public let name: String
    /// Builds the screen at each size with the measurer.
    let run: @Sendable (any TextMeasuring) -> Run

    /// Builds the screen at each of ``sizes`` with `measurer`, lays it out and reports it.
    /// - Complexity: one layout of the screen per size.
    public func layOut(measurer: any TextMeasuring) -> Run { run(measurer) }

    /// The screens in the order the demo shows them.
    public static let all = [
        seed(.twoGrayViews, "screen-a"), seed(.registerForm, "screen-b"), catCards, catList,
    ]

    /// A cookbook screen: its report and a fresh tree per orientation.
    static func seed(_ screen: SeedScreen, _ name: String) -> DemoScreen {
        DemoScreen(name: name) { measurer in
            let report = screen.report(measurer: measurer)
            let roots = SeedScreen.Orientation.allCases.compactMap {
                try? screen.tree($0, measurer: measurer)
            }
            return Run(text: report.text, roots: roots, matches: report.matches && roots.count == 2)
        }
    }

    /// Builds a tree per size under a root named `root` measuring text with `measurer`, lays it
    /// out and prints its size and frame table of the views shown (named by `name`, else by
    /// their identifiers);
    /// it matches when no layout reported a diagnostic and no view's layout is ambiguous.
    static func tables(
        _ title: String, measurer: any TextMeasuring, build: (View) -> Void, name: (View) -> String?
    ) -> Run {
        var lines = [title]
        var roots: [View] = []
        var diagnostics: [LayoutDiagnostic] = []
        var ambiguities: [String] = []
        for (index, size) in sizes.enumerated() {
            let root = View(frame: Rect(origin: .zero, size: size))
            root.accessibilityIdentifier = "root"
            root.textMeasurer = measurer
            root.diagnosticHandler = { diagnostics.append($0) }
            build(root)
            root.layoutIfNeeded()
            if index > 0 { lines.append("") }
            lines.append("\(NumberFormat.shortest(size.width)) × \(NumberFormat.shortest(size.height))")
            lines.append(FrameTable(root, includesHidden: false, name: name).description)
            roots.append(root)
            ambiguities += root.ambiguousLayouts().map(\.description)
        }
        lines += diagnostics.map { "diagnostic: \($0)" } + ambiguities
        return Run(
            text: lines.joined(separator: "\n"), roots: roots,
            matches: diagnostics.isEmpty && ambiguities.isEmpty)
    }
}
