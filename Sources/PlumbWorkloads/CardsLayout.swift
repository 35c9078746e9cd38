// CardsLayout: docs/benchmarks.md L1, S2s built with Plumb views: N cards of three labels stacked in a
// column inside a root 320 wide.
//
// Design. The tree is root → content C → cell K → labels L0, L1, L2, so each card is a subtree
// of its own: the labels' constraints are held by their cell (lowered in the cell's coordinates)
// and only the cells' edges meet C. The labels are a View subclass with a fixed intrinsic size, so
// the engine generates their hugging and compression-resistance constraints (docs/auto-layout.md §3) exactly as S2
// writes them by hand. C is pinned to the root's top, leading and trailing edges; its bottom is
// the last cell's bottom, so C's height is the content height (the root's own height is pinned to
// its frame, as any root's is). Everything is built inactive; `activate()` installs the
// constraints in S2's order and the engine lowers them at the next `layoutIfNeeded()`.

import Plumb

/// A label of L1: a view whose intrinsic content size is fixed (no text is measured).
public final class FixedSizeLabel: View {
    /// The intrinsic content size; an axis may be `View.noIntrinsicMetric`.
    public let fixedSize: Size

    /// Creates a label with a fixed intrinsic size.
    /// - Parameter intrinsicSize: the size it reports; use `View.noIntrinsicMetric` on an
    ///   axis without one.
    public init(intrinsicSize: Size) {
        fixedSize = intrinsicSize
        super.init(frame: .zero)
    }

    /// ``fixedSize``.
    override public var intrinsicContentSize: Size { fixedSize }
}

/// L1: N cards of three labels stacked in a column, built with Plumb views and anchors
/// (docs/benchmarks.md; the constraints of S2s).
///
/// ```
/// root 320 × 568 (then 568 × 320)
/// C.top == root.top;  C.leading == root.leading;  C.trailing == root.trailing
/// cell.leading == C.leading;  cell.trailing == C.trailing
/// cell.top == C.top (K = 0) | cell.top == previous cell.bottom
/// Lj.leading == cell.leading + 8;  Lj.trailing == cell.trailing − 8
/// L0.top == cell.top + 8;  L1.top == L0.bottom + 8;  L2.top == L1.bottom + 8;
/// cell.bottom == L2.bottom + 8
/// intrinsic sizes (w × h): L0 120 × 21, L1 80 × 17, L2 none × 60
/// C.bottom == last cell.bottom
/// ```
///
/// A view tree is not thread-safe: use a layout from one thread.
public struct CardsLayout {
    /// One card: a cell and its labels L0 (title), L1 (country), L2 (description).
    public struct Card {
        /// The cell view, a subview of ``CardsLayout/content``.
        public let cell: View
        /// L0, the title label, a subview of ``cell``.
        public let titleLabel: FixedSizeLabel
        /// L1, the country label, a subview of ``cell``.
        public let countryLabel: FixedSizeLabel
        /// L2, the description label, a subview of ``cell``.
        public let descriptionLabel: FixedSizeLabel

        /// The labels L0, L1, L2 (a new array each time).
        public var labels: [FixedSizeLabel] { [titleLabel, countryLabel, descriptionLabel] }

        /// Whether `predicate` holds for each label's number (0, 1, 2) and the label, L0 first,
        /// without making an array.
        func allLabelsSatisfy(_ predicate: (Int, FixedSizeLabel) -> Bool) -> Bool {
            predicate(0, titleLabel) && predicate(1, countryLabel) && predicate(2, descriptionLabel)
        }
    }

    /// The root's width for the first layout.
    public static let initialWidth = 320.0
    /// The root's width after the rotation.
    public static let resizedWidth = 568.0
    /// The labels' inset from their cell's edges and the gap between labels.
    public static let inset = 8.0
    /// Where each label's top lies in its cell: 8, 8 + 21 + 8, 37 + 17 + 8.
    public static let labelTops = [8.0, 37, 62]

    /// N, the number of cards.
    public let size: Int
    /// The root of the tree, 320 × 568 (568 × 320 after ``resize()``).
    public let root: View
    /// The content view C: as wide as the root, as tall as the column.
    public let content: View
    /// The cards, top to bottom.
    public let cards: [Card]
    /// The user constraints in S2's order (the intrinsic-size ones are the engine's): 3 for C,
    /// then 13 per card, then `C.bottom == last cell.bottom`. Inactive until ``activate()``.
    public let constraints: [LayoutConstraint]

    /// Builds the views and the (inactive) constraints; nothing is laid out.
    /// - Parameter size: N ≥ 1.
    /// - Complexity: O(N).
    public init(size: Int) {
        precondition(size >= 1, "a column needs at least one card")
        self.size = size
        let inset = Self.inset
        let root = View(frame: Rect(x: 0, y: 0, width: Self.initialWidth, height: Self.resizedWidth))
        root.accessibilityIdentifier = "root"
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        content.accessibilityIdentifier = "C"
        root.addSubview(content)
        var constraints = [
            content.topAnchor.constraint(equalTo: root.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        constraints.reserveCapacity(13 * size + 4)
        var cards: [Card] = []
        cards.reserveCapacity(size)
        for k in 0..<size {
            let cell = View()
            cell.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(cell)
            // The labels as three fields of the card, not an array: one allocation fewer a card.
            func addLabel(_ j: Int) -> FixedSizeLabel {
                let size = CellsLayout.intrinsicSizes[j]
                let label = FixedSizeLabel(
                    intrinsicSize: Size(width: size.width ?? View.noIntrinsicMetric, height: size.height))
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(label)
                return label
            }
            let title = addLabel(0)
            let country = addLabel(1)
            let description = addLabel(2)
            let above = k == 0 ? content.topAnchor : cards[k - 1].cell.bottomAnchor
            // Appended one by one (no array literal per group), in S2's order.
            constraints.append(cell.leadingAnchor.constraint(equalTo: content.leadingAnchor))
            constraints.append(cell.trailingAnchor.constraint(equalTo: content.trailingAnchor))
            constraints.append(cell.topAnchor.constraint(equalTo: above))
            func appendEdges(of label: FixedSizeLabel) {
                constraints.append(
                    label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: inset))
                constraints.append(
                    label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -inset))
            }
            appendEdges(of: title)
            appendEdges(of: country)
            appendEdges(of: description)
            constraints.append(title.topAnchor.constraint(equalTo: cell.topAnchor, constant: inset))
            constraints.append(country.topAnchor.constraint(equalTo: title.bottomAnchor, constant: inset))
            constraints.append(
                description.topAnchor.constraint(equalTo: country.bottomAnchor, constant: inset))
            constraints.append(
                cell.bottomAnchor.constraint(equalTo: description.bottomAnchor, constant: inset))
            cards.append(
                Card(cell: cell, titleLabel: title, countryLabel: country, descriptionLabel: description))
        }
        constraints.append(content.bottomAnchor.constraint(equalTo: cards[size - 1].cell.bottomAnchor))

        self.root = root
        self.content = content
        self.cards = cards
        self.constraints = constraints
    }

    /// Activates every constraint, in order (installing them; the engine lowers them in the next
    /// layout pass).
    /// - Throws: a `LayoutError` (a bug: every constraint relates views of one tree).
    public func activate() throws(LayoutError) {
        try LayoutConstraint.activate(constraints)
    }

    /// Lays the tree out: `root.layoutIfNeeded()`.
    public func layout() {
        root.layoutIfNeeded()
    }

    /// Rotates the root from 320 × 568 to 568 × 320 and lays the tree out again.
    public func resize() {
        root.frame = Rect(x: 0, y: 0, width: Self.resizedWidth, height: Self.initialWidth)
        root.layoutIfNeeded()
    }

    /// C's height: the content height (130·N once laid out).
    public var contentHeight: Double { content.frame.height }

    /// Whether every frame is exactly the one L1 states for a root `width` wide: C at (0, 0),
    /// `width` × 130·N; card K at (0, 130·K), `width` × 130; its labels at (8, 8 / 37 / 62),
    /// `width` − 16 wide and 21 / 17 / 60 tall (frames in their superview's coordinates).
    public func isLaidOut(width: Double) -> Bool {
        let height = CellsLayout.cardHeight
        guard content.frame == Rect(x: 0, y: 0, width: width, height: height * Double(size)) else {
            return false
        }
        let inset = Self.inset
        for (k, card) in cards.enumerated() {
            guard card.cell.frame == Rect(x: 0, y: height * Double(k), width: width, height: height) else {
                return false
            }
            let labelsAreLaidOut = card.allLabelsSatisfy { j, label in
                label.frame
                    == Rect(
                        x: inset, y: Self.labelTops[j], width: width - 2 * inset,
                        height: CellsLayout.intrinsicSizes[j].height)
            }
            guard labelsAreLaidOut else { return false }
        }
        return true
    }
}
