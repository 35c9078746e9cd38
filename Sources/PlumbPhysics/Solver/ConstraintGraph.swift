// Constraint graph colouring, kept while the contacts stay (Box2D v3's `constraint_graph.c`)
// =========================================================================================
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
// is therefore bit for bit the sequential solve in pair order (constraints that share no dynamic
// body commute); where they wrap, a body's order breaks only there. Taking the first free colour
// from 0 instead (plain greedy colouring) reordered each box's contacts — in a pyramid a box's
// right support before its left one, the side contacts between them — and the top of the base-40
// pyramid slid off sideways (maxDisp 45.7 pt), where the sequential solve had it stand (5.2 pt).
// Box2D v3 keeps contacts with a static body out of colour 0 (and from the last colours down);
// here they take the first colour like any other, so a ground's contacts (the ground is usually
// made before what rests on it, so its pairs sort first) are solved before the contacts above
// them, the order of the sequential solve: with the ground's contacts later, a box landing on
// another briefly bounced off it. The solve order — overflow, then colours 0, 1, … — does not
// depend on the thread count, so neither do the results.
//
// The colours persist from step to step in `Contact.color`, as Box2D v3's do, while the set of
// active contacts (touching, not a sensor, an awake body) stays the same: a step walks the
// contact list once (it must: the list is sorted by shape pair and its indices shift as pairs
// start and end), lists the active contacts with the colours they keep, and sorts them by colour
// (a counting sort). Only when a contact became active, stopped being active (it stopped
// touching, its island fell asleep) or left the list with its colour (found by count) are all the
// active contacts coloured again in pair order, as above, so the colours are always those of the
// pair-order rule and the results those of colouring every step. Box2D v3 instead colours only the
// contact that starts touching, in the first colour free on its bodies, and keeps every other;
// tried here with the rule above (the first free colour after the highest its bodies hold), it
// solved a contact that starts touching after its bodies' others: in UIKit's two squares falling
// on the bottom edge (`dynamics-drop.yaml`) the green square's contact with the edge was then
// solved before the red square's contact with the green one, and the red one bounced 4 pt off it
// (docs/benchmarks.md, "Persistent colouring (round nine)").

/// The colours of the world's contact constraints, kept from step to step while the active
/// contacts stay the same, so that no two of one colour share a dynamic body (see the note at the
/// top of the file).
struct ConstraintGraph: Sendable {
    /// The number of colours (Box2D v3's `B2_GRAPH_COLOR_COUNT`).
    static let colorCount = 24
    /// `Contact.color` of a contact in the overflow.
    static let overflow = UInt8(colorCount)
    /// `Contact.color` of a contact in no colour (not active).
    static let none = UInt8.max

    /// Contact indices in solve order: the overflow first, then colour 0, 1, …; within a colour in
    /// pair order.
    private(set) var order: [Int] = []
    /// How many of `order`'s first indices are the overflow (solved on one thread).
    private(set) var overflowCount = 0
    /// The ranges of `order` holding each non-empty colour, in colour order.
    private(set) var colors: [Range<Int>] = []
    /// How many steps coloured the active contacts again (a contact became active or stopped
    /// being active); the other steps kept every colour.
    private(set) var recoloringCount = 0

    /// How many contacts `update` left with a colour or in the overflow.
    private var memberCount = 0
    /// Scratch kept for its size: the active contacts in pair order, each `index << 8 | color`
    /// (`activeCount` of them), and per body its colours and 1 + the last it took while colouring.
    private var active: [Int] = []
    private var activeCount = 0
    private var marks: [UInt32] = []

    private static let every: UInt32 = 1 << colorCount - 1

    /// Keeps the colours of the contacts that stay active, or, when one became active or stopped
    /// being active, colours the active ones again in pair order; sets `order`, `overflowCount`
    /// and `colors` for this step. A contact is active when it touches, is not a sensor and has an
    /// awake body (and then a dynamic one).
    /// - Complexity: O(contacts), reading each contact once; O(contacts + bodies) when it colours.
    mutating func update(
        _ contacts: UnsafeMutableBufferPointer<Contact>, _ bodies: UnsafeBufferPointer<BodyMass>
    ) {
        if active.count < contacts.count {
            active.append(contentsOf: repeatElement(0, count: contacts.count - active.count))
        }
        var seen = 0
        var count = 0
        var changed = false
        // Written through the buffer (an append checked the array's uniqueness and capacity).
        active.withUnsafeMutableBufferPointer { active in
            for k in contacts.indices {
                let color = contacts[k].color
                let isActive =
                    contacts[k].touching && !contacts[k].isSensor
                    && (bodies[contacts[k].bodyA].isAwake || bodies[contacts[k].bodyB].isAwake)
                if color != Self.none { seen += 1 }
                if isActive {
                    if color == Self.none { changed = true }
                    active[count] = k << 8 | Int(color)
                    count += 1
                } else if color != Self.none {
                    contacts[k].color = Self.none
                    changed = true
                }
            }
        }
        activeCount = count
        // A coloured contact that left the list is missing from `seen`.
        if changed || seen < memberCount {
            recolor(contacts, bodies)
            recoloringCount += 1
        }
        memberCount = count
        sortByColor()
    }

    /// Colours the active contacts in pair order: each takes the first colour after the last one
    /// either of its dynamic bodies took where neither is used yet, else the first free one from
    /// colour 0, else the overflow.
    private mutating func recolor(
        _ contacts: UnsafeMutableBufferPointer<Contact>, _ bodies: UnsafeBufferPointer<BodyMass>
    ) {
        if marks.count < bodies.count {
            marks.append(contentsOf: repeatElement(0, count: bodies.count - marks.count))
        }
        let count = activeCount
        active.withUnsafeMutableBufferPointer { active in
            marks.withUnsafeMutableBufferPointer { marks in
                for i in 0..<count {
                    let k = active[i] >> 8
                    marks[contacts[k].bodyA] = 0
                    marks[contacts[k].bodyB] = 0
                }
                for i in 0..<count {
                    let k = active[i] >> 8
                    let a = contacts[k].bodyA
                    let b = contacts[k].bodyB
                    let isDynamicA = bodies[a].isDynamic
                    let isDynamicB = bodies[b].isDynamic
                    precondition(isDynamicA || isDynamicB, "a contact constraint needs a dynamic body")
                    let markA = isDynamicA ? marks[a] : 0
                    let markB = isDynamicB ? marks[b] : 0
                    let start = max(markA, markB) >> Self.colorCount
                    let free = Self.every & ~(markA | markB)
                    let fromStart = free & (Self.every << start)
                    let candidates = fromStart != 0 ? fromStart : free
                    let color = candidates == 0 ? Self.overflow : UInt8(candidates.trailingZeroBitCount)
                    contacts[k].color = color
                    active[i] = k << 8 | Int(color)
                    guard color != Self.overflow else { continue }
                    let taken = UInt32(1) << color
                    let next = UInt32(color + 1) << Self.colorCount
                    if isDynamicA { marks[a] = (markA & Self.every | taken) | next }
                    if isDynamicB { marks[b] = (markB & Self.every | taken) | next }
                }
            }
        }
    }

    /// Sets `order` to the active contacts by colour, the overflow first, each colour in pair order
    /// (a counting sort), and `overflowCount` and `colors`.
    private mutating func sortByColor() {
        var sizes = InlineArray<25, Int>(repeating: 0)
        for entry in active[..<activeCount] { sizes[entry & 0xFF] += 1 }
        overflowCount = sizes[Self.colorCount]
        colors.removeAll(keepingCapacity: true)
        var starts = InlineArray<25, Int>(repeating: 0)
        var next = overflowCount
        for c in 0..<Self.colorCount {
            starts[c] = next
            if sizes[c] > 0 { colors.append(next..<next + sizes[c]) }
            next += sizes[c]
        }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: repeatElement(0, count: activeCount))
        order.withUnsafeMutableBufferPointer { order in
            for entry in active[..<activeCount] {
                let color = entry & 0xFF
                order[starts[color]] = entry >> 8
                starts[color] += 1
            }
        }
    }
}
