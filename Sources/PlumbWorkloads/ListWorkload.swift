// ListWorkload: `plumb bench layout --workload list`, the blog's cat cards at any length.
//
// Design. N records (CatBreedList: fields missing at random, fixed seed) are shown by a
// CollectionView of CatBreedCells filling a 320 × 568 root, cards 8 pt apart. Untimed: building
// the records, the views and the data source. Timed: the first layout (phase `initial`), then each
// screen scrolled: `contentOffset.y += 568` and `root.layoutIfNeeded()` (recycling the cells that
// left, measuring the cards that came in, moving constants), until the bottom is shown. A run's
// time is the median screen. After each screen, outside the clock: the live cells are counted and
// checked (contiguous, 8 pt apart, as tall as their measurement) and each item's height is
// recorded; at the end the content height must be the sum of those heights and the spacing. The
// check is `live=K height=H`: the most live cells seen and the final content height.

import Plumb
import PlumbSolver

/// The cat-breed list workload: N cards scrolled top to bottom one screen at a time.
public struct ListWorkload: Sendable {
    /// The workload's name for `plumb bench layout --workload`.
    public static let name = "list"
    /// What is timed and what the check is, in one line.
    public static let summary =
        "cat-breed cards in a reusing CollectionView, scrolled one 568-pt screen at a time (the median "
        + "screen); check = live=K (most live cells) height=H (final content height)"
    /// The root's size.
    public static let rootSize = Size(width: 320, height: 568)
    /// The space between cards.
    public static let spacing = 8.0

    /// Runs the workload once on a fresh view tree.
    /// - Parameter size: N ≥ 1 records.
    /// - Complexity: O(N) untimed set-up; each screen O(live · log N) plus the cards' layout.
    public static func run(size: Int) -> ListResult {
        precondition(size >= 1, "a list needs at least one record")
        let source = CatBreedList(count: size)
        let root = View(frame: Rect(origin: .zero, size: rootSize))
        let list = CollectionView(
            frame: Rect(origin: .zero, size: rootSize),
            collectionViewLayout: CollectionViewFlowLayout(minimumLineSpacing: spacing))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.register(CatBreedCell.self, forCellWithReuseIdentifier: CatBreedCell.reuseIdentifier)
        root.addSubview(list)
        var diagnostics = 0
        root.diagnosticHandler = { _ in diagnostics += 1 }
        list.dataSource = source

        let clock = ContinuousClock()
        let start = clock.now
        root.layoutIfNeeded()
        let initial = start.duration(to: clock.now)

        var heights = [Double](repeating: .nan, count: size)
        var mostLive = 0
        var isCorrect = record(list, into: &heights, mostLive: &mostLive)
        var screens: [Duration] = []
        while list.contentOffset.y + rootSize.height < list.contentSize.height {
            let screenStart = clock.now
            list.contentOffset.y += rootSize.height
            root.layoutIfNeeded()
            screens.append(screenStart.duration(to: clock.now))
            isCorrect = record(list, into: &heights, mostLive: &mostLive) && isCorrect
        }
        let seen = heights.allSatisfy { !$0.isNaN }
        let expectedHeight = heights.reduce(0, +) + spacing * Double(size - 1)
        let height = list.contentSize.height
        return ListResult(
            size: size, screenTimes: screens, initial: initial, mostLive: mostLive, contentHeight: height,
            isCorrect: isCorrect && seen && height == expectedHeight && diagnostics == 0)
    }

    /// Records the live cells' heights and checks them: the cells intersecting the visible
    /// rectangle ± overscan, each as tall as before, each 8 pt below the previous one. Returns
    /// whether all held.
    private static func record(_ list: CollectionView, into heights: inout [Double], mostLive: inout Int)
        -> Bool
    {
        var live: [(index: Int, frame: Rect)] = []
        for case let cell as CollectionViewCell in list.subviews where !cell.isHidden {
            guard let index = list.indexPath(for: cell)?.item else { return false }
            live.append((index, cell.frame))
        }
        live.sort { $0.index < $1.index }
        mostLive = max(mostLive, live.count)
        let top = list.contentOffset.y - list.overscan
        let bottom = list.contentOffset.y + list.bounds.height + list.overscan
        var isCorrect = !live.isEmpty
        for (position, entry) in live.enumerated() {
            if !heights[entry.index].isNaN && heights[entry.index] != entry.frame.height { isCorrect = false }
            heights[entry.index] = entry.frame.height
            if entry.frame.minY >= bottom || entry.frame.maxY <= top { isCorrect = false }
            if position > 0 {
                let previous = live[position - 1]
                if previous.index + 1 != entry.index || previous.frame.maxY + spacing != entry.frame.minY {
                    isCorrect = false
                }
            }
        }
        return isCorrect
    }
}

/// The outcome of one run of the ``ListWorkload``.
public struct ListResult: Sendable {
    /// N.
    public let size: Int
    /// The time of each screen scrolled, in order.
    public let screenTimes: [Duration]
    /// The first layout's time.
    public let initial: Duration
    /// The most live cells seen at once.
    public let mostLive: Int
    /// The content height once the bottom was reached, in points.
    public let contentHeight: Double
    /// Whether every live cell was where it belonged and the content height is the sum of the
    /// cards' heights and spacing, without diagnostics.
    public let isCorrect: Bool

    /// The median screen (the first layout for a list that fits on one screen).
    public var medianScreen: Duration {
        guard !screenTimes.isEmpty else { return initial }
        let sorted = screenTimes.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The runs of the list workload, printed as `plumb bench layout` prints every workload.
public struct ListSummary: BenchSummary {
    /// The runs, in order; at least one, all of the same size.
    public let results: [ListResult]

    /// Summarises runs.
    public init(results: [ListResult]) {
        precondition(!results.isEmpty, "a summary needs at least one run")
        self.results = results
    }

    /// Runs the workload `runs` times, each on a fresh tree.
    public static func measure(size: Int, runs: Int) -> ListSummary {
        precondition(runs >= 1, "measure at least one run")
        return ListSummary(results: (0..<runs).map { _ in ListWorkload.run(size: size) })
    }

    /// `list`.
    public var workloadName: String { ListWorkload.name }
    /// N.
    public var size: Int { results[0].size }
    /// `layout`.
    public var modeName: String { "layout" }
    /// Each run's median screen.
    public var runTimes: [Duration] { results.map(\.medianScreen) }
    /// Each run's first layout, as the `initial` phase.
    public var runPhases: [[WorkloadResult.Phase]] {
        results.map { [.init(name: "initial", elapsed: $0.initial)] }
    }
    /// The last run's content height.
    public var check: Double { results[results.count - 1].contentHeight }
    /// `live=K height=H`: the most live cells seen in any run and the last run's content height.
    public var checkText: String? {
        "live=\(results.map(\.mostLive).max() ?? 0) height=\(NumberFormat.micro(check))"
    }
    /// Whether every run was right.
    public var isCorrect: Bool { results.allSatisfy(\.isCorrect) }
    /// `screen`: a time is one screen scrolled.
    public var timeUnit: String? { "screen" }
}
