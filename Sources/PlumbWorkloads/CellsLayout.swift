// CellsLayout: docs/benchmarks.md S2, N cards of three labels in a column 320 wide.
//
// Design. Each card is a cell view and three labels (title, country, description) with the
// intrinsic sizes 21/120, 17/80 and 60/none lowered to their four optional halves; the constraints
// are built per card in the documented order and the country label's eight are kept aside for S4.
// Stacked cards (S2s) chain every cell to the previous one, so the whole column is one connected
// system; independent cards (S2i) pin each cell to the container at 130·K.

import PlumbSolver

/// S2: N cards of three labels stacked in a column (docs/benchmarks.md).
///
/// ```
/// C.x == 0; C.y == 0; C.w == 320
/// cell.x == C.x;  right(cell) == C.x + C.w
/// cell.y == C.y (K = 0) | cell.y == bottom(previous cell)   (stacked, S2s)
///   or cell.y == C.y + 130·K                                 (independent, S2i)
/// Lj.x == cell.x + 8;  right(Lj) == right(cell) - 8          (j = 0, 1, 2)
/// L0.y == cell.y + 8;  L1.y == bottom(L0) + 8;  L2.y == bottom(L1) + 8;
/// bottom(cell) == bottom(L2) + 8
/// Lj.h >= ih @750;  Lj.h <= ih @250;  Lj.w >= iw @750;  Lj.w <= iw @250
/// bottom(C) == bottom(last cell)
/// ```
public struct CellsLayout: SolverLayout {
    /// How each cell's top is tied down.
    public enum Arrangement: String, Sendable, CaseIterable {
        /// `cell.y == bottom(previous cell)`: S2s.
        case stacked
        /// `cell.y == C.y + 130·K`: S2i.
        case independent
    }

    /// One card: a cell and its labels L0 (title), L1 (country) and L2 (description).
    ///
    /// The labels are three fields, not an array: a card is then no object of its own to build
    /// and free (an array of three per card was 1,000 allocations in S2s at N = 1,000).
    public struct Card: Sendable {
        /// The cell view.
        public let cell: ViewVariables
        /// L0, the title label.
        public let titleLabel: ViewVariables
        /// L1, the country label.
        public let countryLabel: ViewVariables
        /// L2, the description label.
        public let descriptionLabel: ViewVariables

        /// The labels L0, L1, L2 (a new array each time).
        public var labels: [ViewVariables] { [titleLabel, countryLabel, descriptionLabel] }

        /// Calls `body` with each label's number (0, 1, 2) and the label, in order, without
        /// making an array.
        func forEachLabel(_ body: (Int, ViewVariables) -> Void) {
            body(0, titleLabel)
            body(1, countryLabel)
            body(2, descriptionLabel)
        }

        /// Whether `predicate` holds for each label, L0 first, without making an array.
        func allLabelsSatisfy(_ predicate: (ViewVariables) -> Bool) -> Bool {
            predicate(titleLabel) && predicate(countryLabel) && predicate(descriptionLabel)
        }
    }

    /// The labels' intrinsic (height, width); L2 has no intrinsic width.
    public static let intrinsicSizes: [(height: Double, width: Double?)] = [(21, 120), (17, 80), (60, nil)]

    /// The height of a card as solved: 8 + 21 + 8 + 17 + 8 + 60 + 8.
    public static let cardHeight = 130.0

    /// The height of a card whose country label is hidden (S4): 130 − 17 − 8.
    public static let hiddenCardHeight = 105.0

    /// N, the number of cards.
    public let size: Int
    /// How the cells are tied down.
    public let arrangement: Arrangement
    /// The container C.
    public let container: ViewVariables
    /// The cards, top to bottom.
    public let cards: [Card]
    /// Every constraint, in the documented order: 23 per card and 4 more.
    public let constraints: [Constraint]
    /// `C.w == 320`.
    public let widthConstraint: Constraint
    /// C's variables, then per card the cell's and the labels', each in the order x, y, w, h.
    public let variables: [Variable]
    /// S4 on S2: the country label of every card K with K mod 10 = 5 is hidden.
    public let hideSteps: [HideStep]

    /// Builds the layout (no solver involved).
    /// - Parameters:
    ///   - size: N ≥ 1.
    ///   - arrangement: stacked (S2s) or independent (S2i).
    /// - Complexity: O(N).
    public init(size: Int, arrangement: Arrangement) {
        precondition(size >= 1, "a column needs at least one card")
        self.size = size
        self.arrangement = arrangement
        let container = ViewVariables("C")
        let width = container.w == 320
        var constraints: [Constraint] = []
        constraints.reserveCapacity(23 * size + 4)
        constraints += [container.x == 0, container.y == 0, width]
        var cards: [Card] = []
        cards.reserveCapacity(size)
        var hideSteps: [HideStep] = []
        hideSteps.reserveCapacity((size + 4) / 10)
        let containerRight = container.right
        // Every card's variables are made first, listed in `variables` as they are made, so that
        // they lie together in memory in the order they are read and not between the constraints
        // made after them: at 10,000 cards a relayout then reads them as one stream (S3).
        var variables: [Variable] = []
        variables.reserveCapacity(4 + 16 * size)
        container.appendAll(to: &variables)
        for k in 0..<size {
            let number = String(k)
            let labelPrefix = "L" + number
            let card = Card(
                cell: ViewVariables("cell" + number), titleLabel: ViewVariables(labelPrefix + "_0"),
                countryLabel: ViewVariables(labelPrefix + "_1"),
                descriptionLabel: ViewVariables(labelPrefix + "_2"))
            card.cell.appendAll(to: &variables)
            card.forEachLabel { _, label in label.appendAll(to: &variables) }
            cards.append(card)
        }
        var previousBottom: Expression? = nil
        for k in 0..<size {
            // Appended straight into `constraints` in the documented order; a card's constraints
            // are its 23 from `first`.
            let first = constraints.count
            let card = cards[k]
            let cell = card.cell
            let top: Constraint
            switch arrangement {
            case .stacked:
                if let previousBottom {
                    top = cell.y == previousBottom
                } else {
                    top = cell.y == container.y
                }
            case .independent:
                top = cell.y == container.y + 130 * Double(k)
            }
            let cellRight = cell.right
            let cellBottom = cell.bottom
            constraints.append(cell.x == container.x)
            constraints.append(cellRight == containerRight)
            constraints.append(top)
            // The shared sides are written once per card (`cell.x + 8`, `right(cell) - 8`, each
            // label's bottom), as a user would hold them; every constraint's terms are as written.
            let cellInsetLeft = cell.x + 8
            let cellInsetRight = cellRight - 8
            card.forEachLabel { _, label in
                constraints.append(label.x == cellInsetLeft)
                constraints.append(label.right == cellInsetRight)
            }
            let titleBottom = card.titleLabel.bottom
            let countryBottom = card.countryLabel.bottom
            constraints.append(card.titleLabel.y == cell.y + 8)
            constraints.append(card.countryLabel.y == titleBottom + 8)
            constraints.append(card.descriptionLabel.y == countryBottom + 8)
            constraints.append(cellBottom == card.descriptionLabel.bottom + 8)
            card.forEachLabel { index, label in
                let size = Self.intrinsicSizes[index]
                Self.appendIntrinsicConstraints(
                    of: label, height: size.height, width: size.width, to: &constraints)
            }
            if k % 10 == 5 {
                // The country label's eight: its two horizontal constraints, its top and the
                // description's, and its four intrinsic halves.
                var removed: [Constraint] = []
                removed.reserveCapacity(8)
                removed += constraints[(first + 5)...(first + 6)]
                removed += constraints[(first + 10)...(first + 11)]
                removed += constraints[(first + 17)...(first + 20)]
                hideSteps.append(
                    HideStep(removed: removed, bridge: card.descriptionLabel.y == titleBottom + 8))
            }
            previousBottom = cellBottom
        }
        constraints.append(container.bottom == cards[size - 1].cell.bottom)

        self.container = container
        self.cards = cards
        self.constraints = constraints
        self.widthConstraint = width
        self.variables = variables
        self.hideSteps = hideSteps
    }

    /// Appends the lowering of an intrinsic content size with hugging 250 and compression
    /// resistance 750 to `constraints`: height ≥ @750, height ≤ @250, then the same for a width.
    static func appendIntrinsicConstraints(
        of label: ViewVariables, height: Double, width: Double?, to constraints: inout [Constraint]
    ) {
        constraints.append((label.h >= height) | 750)
        constraints.append((label.h <= height) | 250)
        if let width {
            constraints.append((label.w >= width) | 750)
            constraints.append((label.w <= width) | 250)
        }
    }

    /// 320.
    public var initialWidth: Double { 320 }

    /// 0: S3 suggests 568 … 320 as they are.
    public var resizeOffset: Double { 0 }

    /// The number of cards S4 touches.
    public var hiddenCount: Int { hideSteps.count }

    /// The content height after S4's hide phase: 130·N − 25·hidden.
    public var expectedHiddenHeight: Double {
        Self.cardHeight * Double(size) - (Self.cardHeight - Self.hiddenCardHeight) * Double(hiddenCount)
    }

    /// C.h in `solver`'s solution: the content height (the S2 check; 130·N when solved).
    public func contentHeight(in solver: Solver) -> Double {
        solver.value(of: container.h)
    }

    /// The sum of all label widths in `solver`'s solution (the S3 check).
    public func labelWidthSum(in solver: Solver) -> Double {
        var sum = 0.0
        for card in cards {
            card.forEachLabel { _, label in sum += solver.value(of: label.w) }
        }
        return sum
    }

    /// Every card is 130 tall at y = 130·K and the content height is 130·N.
    public func isOriginalSolution(in solver: Solver) -> Bool {
        isColumn(in: solver, width: initialWidth)
    }

    /// Cards with a hidden country label are 105 tall, the others 130, and the content height is
    /// ``expectedHiddenHeight``. (For S2i the independent rows keep their 130-point pitch.)
    public func isHiddenSolution(in solver: Solver) -> Bool {
        let heights = cards.indices.allSatisfy { k in
            solver.value(
                of: cards[k].cell.h, is: k % 10 == 5 ? Self.hiddenCardHeight : Self.cardHeight)
        }
        let expected: Double
        switch arrangement {
        case .stacked:
            expected = expectedHiddenHeight
        case .independent:
            let last = size - 1
            expected =
                Self.cardHeight * Double(last) + (last % 10 == 5 ? Self.hiddenCardHeight : Self.cardHeight)
        }
        return heights && solver.value(of: container.h, is: expected)
    }

    /// Every card is 130 tall and as wide as C, every label `width − 16` wide.
    public func isResizedSolution(in solver: Solver, width: Double) -> Bool {
        solver.value(of: container.w, is: width) && isColumn(in: solver, width: width)
    }

    /// Cards 130 tall at 130·K, labels `width − 16` wide, content height 130·N.
    func isColumn(in solver: Solver, width: Double) -> Bool {
        let cardsHold = cards.enumerated().allSatisfy { k, card in
            solver.value(of: card.cell.y, is: Self.cardHeight * Double(k))
                && solver.value(of: card.cell.h, is: Self.cardHeight)
                && solver.value(of: card.cell.w, is: width)
                && card.allLabelsSatisfy { solver.value(of: $0.w, is: width - 16) }
        }
        return cardsHold && solver.value(of: container.h, is: Self.cardHeight * Double(size))
    }
}
