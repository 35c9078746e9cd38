// Constraint graph colouring (Box2D v3's `constraint_graph.c`)
// ==========================================================
//
// The contact solver runs each stage (warm start, solve, relax, restitution) over the contact
// constraints of one colour at a time. Two constraints of one colour never share a dynamic body,
// so a colour's constraints can be solved in any order, or at once on several threads, with the
// same result: each writes its own constraint and the velocities of its own dynamic bodies, and
// only reads the others (static and kinematic bodies are never written by a contact, so they do
// not count, and a static floor under a whole row of boxes does not serialise the row).
//
// Colours are given in the constraints' order (the contacts' shape-pair order, which is
// deterministic), and each body sees its constraints solved in that order: a constraint takes the
// first colour after the last one either of its dynamic bodies took, where neither body is used
// yet (a body's colours and its last one are one 32-bit word: a few bit operations), wrapping
// round to colour 0 after the last of the 24 colours (Box2D v3's count); one that finds none goes
// to the overflow, solved on one thread before the colours. Where no body's colours wrap, the solve
// is therefore bit for bit the sequential solve in pair order that the colouring replaced
// (constraints that share no dynamic body commute); where they wrap, a body's order breaks only
// there. Taking the first free colour from 0 instead (plain greedy colouring) reordered each
// box's contacts — in a pyramid a box's right support before its left one, the side contacts
// between them — and the
// top of the base-40 pyramid slid off sideways (maxDisp 45.7 pt), where the sequential solve had
// it stand (5.2 pt). Box2D v3 keeps contacts with a static body out of colour 0 (and from the
// last colours down); here they take the first colour like any other, so a ground's contacts (the
// ground is usually made before what rests on it, so its pairs sort first) are solved before the
// contacts above them, the order of the sequential solve: with the ground's contacts later, a box
// landing on another briefly bounced off it. The solve order — overflow, then colours 0, 1, … —
// does not depend on the thread count, so neither do the results.
//
// Unlike Box2D v3, which keeps colours persistent (a contact enters a colour when it starts
// touching), the colouring is redone each step from the constraints of that step: a mask of
// colours per body and each body's last colour, O(constraints) with a few word operations each.

/// Colours contact constraints so that no two of one colour share a dynamic body (see the note at
/// the top of the file).
struct ConstraintGraph {
    /// The number of colours (Box2D v3's `B2_GRAPH_COLOR_COUNT`).
    static let colorCount = 24

    /// Constraint indices in solve order: the overflow first, then colour 0, 1, …; within a
    /// colour in their original order.
    var order: [Int] = []
    /// How many of `order`'s first indices are the overflow (solved on one thread).
    var overflowCount = 0
    /// The ranges of `order` holding each non-empty colour, in colour order.
    var colors: [Range<Int>] = []

    /// Colours `count` constraints in their order, each body's constraints in increasing colours
    /// until its colours wrap round; `bodies(i)` gives constraint `i`'s two body indices (below
    /// `bodyCount`), each or `nil` when that body is not dynamic. At least one body must be dynamic.
    /// - Complexity: O(count + bodyCount).
    init(count: Int, bodyCount: Int, bodies: (Int) -> (Int?, Int?)) {
        // Per body: the colours it holds, one bit each (bits 0..<24), and 1 + the one it took
        // last (bits 24 and up; 0: none yet).
        var marks = [UInt32](repeating: 0, count: bodyCount)
        var colorOf = [Int](repeating: Self.colorCount, count: count)
        var sizes = [Int](repeating: 0, count: Self.colorCount + 1)
        let every: UInt32 = 1 << Self.colorCount - 1
        marks.withUnsafeMutableBufferPointer { marks in
            for i in 0..<count {
                let (a, b) = bodies(i)
                precondition(a != nil || b != nil, "a contact constraint needs a dynamic body")
                let markA = a.map { marks[$0] } ?? 0
                let markB = b.map { marks[$0] } ?? 0
                // The first free colour after the bodies' last ones, wrapping round (see the
                // note): the lowest free one from `start` on, else the lowest free one.
                let start = max(markA, markB) >> Self.colorCount
                let free = every & ~(markA | markB)
                let fromStart = free & (every << start)
                let candidates = fromStart != 0 ? fromStart : free
                let color = candidates == 0 ? Self.colorCount : candidates.trailingZeroBitCount
                colorOf[i] = color
                sizes[color] += 1
                guard color < Self.colorCount else { continue }
                let taken: UInt32 = 1 << color
                let next = UInt32(color + 1) << Self.colorCount
                if let a { marks[a] = (markA & every | taken) | next }
                if let b { marks[b] = (markB & every | taken) | next }
            }
        }
        // Counting sort: overflow (slot `colorCount`) first, then the colours in order.
        overflowCount = sizes[Self.colorCount]
        var starts = [Int](repeating: 0, count: Self.colorCount + 1)
        var next = overflowCount
        for c in 0..<Self.colorCount {
            starts[c] = next
            if sizes[c] > 0 { colors.append(next..<next + sizes[c]) }
            next += sizes[c]
        }
        starts[Self.colorCount] = 0
        order = [Int](repeating: 0, count: count)
        for i in 0..<count {
            order[starts[colorOf[i]]] = i
            starts[colorOf[i]] += 1
        }
    }
}
