// Broad phase: a dynamic AABB tree, after Box2D's `b2DynamicTree` (Erin Catto, MIT; the published
// algorithm re-derived here, not copied). Background: Catto, "Dynamic Bounding Volume Hierarchies",
// GDC 2019; Kensler, "Tree Rotations for Improving Bounding Volume Hierarchies", 2008.
//
// - A binary tree whose leaves are proxies (one per shape) holding a *fat* AABB: the shape's AABB
//   grown by a margin (default `PhysicsConstants.aabbMargin`, 5 pt), so a shape that moves a little
//   stays inside its fat box and the tree is left alone (`move` returns false).
// - Insertion picks the sibling that minimises the surface-area heuristic (in 2D the perimeter):
//   the cost of the new parent plus the growth of every ancestor, found by branch and bound.
// - After an insert or removal the ancestors are refitted bottom-up and, at each, the tree rotation
//   (swapping a child with a grandchild, or two grandchildren) that most reduces the sum of
//   perimeters is applied, as Box2D v3 does; this keeps the tree shallow even for sorted input.
// - Nodes live in one array with a free list, so proxy ids are small integers, reused in a fixed
//   order: the tree's shape, its queries and `overlappingPairs()` (sorted) are deterministic.
// - A world step moves many proxies at once (`moveProxies`, after Box2D v3's enlarged proxies and
//   `b2DynamicTree_Rebuild`): each moved leaf takes its new fat box in place and its ancestors
//   grow to contain it and are marked; then the marked part of the tree is rebuilt top down over
//   the subtrees hanging off it (each left whole) and the moved leaves, splitting at the middle
//   of the longest axis of their centres, reusing the marked nodes. A remove and a re-insert per
//   proxy (`move`) searched the whole tree for a sibling and rotated up to the root each time.
//   A large rebuild splits its top levels on the calling thread and builds the parts below them
//   as tasks on the step's workers, each part with the nodes the one-thread build gives it: the
//   same tree for any worker count.

/// A dynamic AABB tree of proxies, each a fat AABB with an integer payload, for broad-phase
/// overlap queries and ray casts.
///
/// Complexity: insert, remove and move are O(log n) on average; a query is O(log n + k) for k hits.
public struct DynamicTree: Sendable {
    /// The id of a proxy in the tree (stable while the proxy lives; reused after removal).
    public typealias ProxyID = Int

    struct Node: Sendable {
        var aabb: AABB
        var parent: Int = -1
        var child1: Int = -1
        var child2: Int = -1
        /// Leaf = 0, free = -1.
        var height: Int = 0
        var userData: Int = 0
        /// The proxy's fattening margin, in points (leaves only).
        var margin: Double = 0
        /// A leaf's category bits, an internal node's the union of its children's (a query for
        /// some categories skips the subtrees that hold none of them).
        var categories: UInt32 = 0

        var isLeaf: Bool { child1 == -1 }
    }

    private(set) var nodes: [Node] = []
    private var freeList: [Int] = []
    /// Proxies inserted or re-inserted since the last `takeMovedProxies()`.
    private var movedProxies: [ProxyID] = []
    private(set) var root = -1
    /// The margin by which proxies' AABBs are fattened, in points.
    public let margin: Double

    /// Creates an empty tree whose proxies' AABBs are fattened by `margin` points
    /// (default `PhysicsConstants.aabbMargin`).
    public init(margin: Double = PhysicsConstants.aabbMargin) {
        self.margin = margin
    }

    /// The number of live proxies.
    public private(set) var proxyCount = 0

    /// The height of the tree: 0 for one leaf, -1 when empty.
    public var height: Int { root == -1 ? -1 : nodes[root].height }

    /// The fat AABB stored for `proxy`.
    public func fatAABB(_ proxy: ProxyID) -> AABB { nodes[proxy].aabb }

    /// The payload stored with `proxy`.
    public func userData(_ proxy: ProxyID) -> Int { nodes[proxy].userData }

    /// Adds a proxy for a shape whose tight AABB is `aabb`; stores it fattened by `margin` points
    /// (default: the tree's `margin`), which `move` keeps using for this proxy, with the category
    /// bits `categories` (default 1) that `query(_:categories:_:)` selects by.
    ///
    /// - Returns: the new proxy's id. O(log n) on average.
    @discardableResult
    public mutating func insert(_ aabb: AABB, userData: Int, margin: Double? = nil, categories: UInt32 = 1)
        -> ProxyID
    {
        let proxyMargin = margin ?? self.margin
        let id = allocateNode(
            Node(
                aabb: aabb.fattened(by: proxyMargin), userData: userData, margin: proxyMargin,
                categories: categories))
        insertLeaf(id)
        proxyCount += 1
        movedProxies.append(id)
        return id
    }

    /// Removes a proxy. O(log n) on average.
    public mutating func remove(_ proxy: ProxyID) {
        precondition(nodes.indices.contains(proxy) && nodes[proxy].isLeaf && nodes[proxy].height == 0)
        removeLeaf(proxy)
        freeNode(proxy)
        proxyCount -= 1
    }

    /// Updates a proxy for its shape's new tight AABB.
    ///
    /// - Returns: false if the stored fat AABB still contains `aabb` (nothing changed), true if the
    ///   proxy was re-inserted with a new fat AABB (its id is unchanged).
    @discardableResult
    public mutating func move(_ proxy: ProxyID, to aabb: AABB) -> Bool {
        if nodes[proxy].aabb.contains(aabb) { return false }
        removeLeaf(proxy)
        nodes[proxy].aabb = aabb.fattened(by: nodes[proxy].margin)
        insertLeaf(proxy)
        movedProxies.append(proxy)
        return true
    }

    /// Moves proxies whose shapes left their fat AABBs, in the sequence's order: each `(proxy,
    /// fatAABB)` gives a proxy its new fat AABB (already fattened, containing the shape's tight
    /// box), and the proxies are added to the moved proxies in that order, as `move` does; then the
    /// part of the tree above them is rebuilt in one pass (see the note at the top of the file).
    ///
    /// O(m log m) for the m nodes rebuilt, plus O(depth) per proxy; the result depends only on
    /// the tree and the sequence.
    package mutating func moveProxies(_ moves: some Sequence<(ProxyID, AABB)>) {
        moveProxies(moves, SolverWorkers(minimumBlock: 1))
    }

    /// `moveProxies(_:)`, rebuilding a large moved part of the tree in tasks on `workers` (the same
    /// tree for any worker count). `fewestForTasks`: the fewest subtrees and moved leaves that the
    /// rebuild shares out (fewer are rebuilt on the calling thread).
    mutating func moveProxies(
        _ moves: some Sequence<(ProxyID, AABB)>, _ workers: SolverWorkers,
        fewestForTasks: Int = DynamicTree.fewestForTasks
    ) {
        // The internal nodes above a moved proxy, by node id.
        var enlarged: [Bool] = []
        for (proxy, box) in moves {
            if enlarged.isEmpty { enlarged = Array(repeating: false, count: nodes.count) }
            movedProxies.append(proxy)
            // Through the buffer: `nodes[id]` checked the array's uniqueness at every write.
            nodes.withUnsafeMutableBufferPointer { nodes in Self.enlarge(proxy, to: box, &enlarged, nodes) }
        }
        guard !enlarged.isEmpty else { return }
        rebuild(enlarged, workers, fewestForTasks: fewestForTasks)
    }

    /// The fewest subtrees and moved leaves whose rebuild is shared out in tasks.
    static let fewestForTasks = 256
    /// The levels of a shared rebuild split on the calling thread: 2³ tasks below them.
    static let taskDepth = 3

    /// Calls `body` with every proxy whose fat AABB overlaps `aabb` and whose categories share a
    /// bit with `categories` (default: all), in tree order, until `body` returns false. Subtrees
    /// without such a proxy are not entered: the proxies found come in the same order as
    /// without the filter.
    public func query(_ aabb: AABB, categories: UInt32 = .max, _ body: (ProxyID) -> Bool) {
        nodes.withUnsafeBufferPointer { nodes in Self.walk(nodes, root, aabb, categories, body) }
    }

    /// Appends to `found` the payloads of the proxies other than `proxy` whose fat AABBs overlap
    /// its own, in tree order, leaving out each proxy `other < proxy` with `isMoved[other]` (a
    /// broad phase's pair of two moved proxies is then found once, by the smaller's query).
    /// O(log n + k).
    package func appendOverlaps(of proxy: ProxyID, isMoved: UnsafeBufferPointer<Bool>, to found: inout [Int])
    {
        nodes.withUnsafeBufferPointer { nodes in
            Self.walk(nodes, root, nodes[proxy].aabb, .max) { id in
                if id != proxy && !(id < proxy && isMoved[id]) { found.append(nodes[id].userData) }
                return true
            }
        }
    }

    /// The walk of `query(_:categories:_:)` over `nodes` from `root`, read through the buffer in
    /// place (a `Node` is 88 bytes; the walk reads its box, categories and children): a depth-first
    /// walk keeps at most one pending sibling per level, height + 2 slots on the stack (no heap
    /// allocation per query). Inlined into each caller with its `body`.
    @inline(__always)
    private static func walk(
        _ nodes: UnsafeBufferPointer<Node>, _ root: Int, _ aabb: AABB, _ categories: UInt32,
        _ body: (ProxyID) -> Bool
    ) {
        guard root != -1 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: nodes[root].height + 2) { stack in
            var count = 1
            stack[0] = root
            while count > 0 {
                count -= 1
                let id = stack[count]
                let node = nodes.baseAddress! + id
                guard node.pointee.categories & categories != 0, node.pointee.aabb.overlaps(aabb) else {
                    continue
                }
                let child1 = node.pointee.child1
                if child1 == -1 {
                    if !body(id) { return }
                } else {
                    stack[count] = node.pointee.child2
                    stack[count + 1] = child1
                    count += 2
                }
            }
        }
    }

    /// The proxies whose fat AABBs overlap `aabb`, sorted by id.
    public func query(_ aabb: AABB) -> [ProxyID] {
        var found: [ProxyID] = []
        query(aabb) { id in
            found.append(id)
            return true
        }
        return found.sorted()
    }

    /// Casts a ray through the tree, calling `body` with the ray clipped so far and each proxy whose
    /// fat AABB it crosses.
    ///
    /// `body` returns the new maximum fraction: 0 stops the cast, the proxy's hit fraction clips the
    /// ray (closest hit), `input.maxFraction` (or anything larger) ignores the proxy.
    public func rayCast(_ input: RayCastInput, _ body: (RayCastInput, ProxyID) -> Double) {
        guard root != -1 else { return }
        var maxFraction = input.maxFraction
        let p1 = input.origin
        let d = input.translation
        var stack = [root]
        while let id = stack.popLast() {
            let node = nodes[id]
            let ray = RayCastInput(origin: p1, translation: d, maxFraction: maxFraction)
            let end = p1 + maxFraction * d
            let segmentBox = AABB(lower: Vec2.min(p1, end), upper: Vec2.max(p1, end))
            guard node.aabb.overlaps(segmentBox) else { continue }
            guard node.aabb.contains(p1) || node.aabb.rayCast(ray) != nil else { continue }
            if node.isLeaf {
                let value = body(ray, id)
                if value == 0 { return }
                if value > 0, value < maxFraction { maxFraction = value }
            } else {
                stack.append(node.child2)
                stack.append(node.child1)
            }
        }
    }

    /// Every pair of distinct proxies whose fat AABBs overlap, each as `(smaller id, larger id)`,
    /// sorted: deterministic, whatever the insertion history.
    ///
    /// O(n log n): every proxy queries the tree. A world re-queries only the proxies that moved
    /// (`takeMovedProxies()`) and keeps its pairs between steps.
    public func overlappingPairs() -> [(ProxyID, ProxyID)] {
        var pairs: [(ProxyID, ProxyID)] = []
        for id in nodes.indices where nodes[id].height == 0 && isLive(id) {
            query(nodes[id].aabb) { other in
                if other > id { pairs.append((id, other)) }
                return true
            }
        }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        return pairs
    }

    /// Returns the proxies inserted or re-inserted (their fat AABB changed) since the last call, in
    /// that order (a proxy may appear more than once; removed proxies may still appear), and
    /// forgets them. A pair of proxies can only start overlapping when one of them moved.
    public mutating func takeMovedProxies() -> [ProxyID] {
        defer { movedProxies.removeAll(keepingCapacity: true) }
        return movedProxies
    }

    /// True if a proxy was inserted or its fat AABB moved since the last `takeMovedProxies()`.
    public var hasMovedProxies: Bool { !movedProxies.isEmpty }

    /// True if `proxy` is a live leaf (inserted and not removed).
    public func isProxy(_ proxy: ProxyID) -> Bool {
        nodes.indices.contains(proxy) && nodes[proxy].height == 0 && isLive(proxy)
    }

    /// The live proxy ids, ascending.
    public var proxies: [ProxyID] { nodes.indices.filter { nodes[$0].height == 0 && isLive($0) } }

    /// The sum of the internal nodes' perimeters over the root's: a quality measure (lower is better).
    public var areaRatio: Double {
        guard root != -1 else { return 0 }
        let rootPerimeter = nodes[root].aabb.perimeter
        guard rootPerimeter > 0 else { return 0 }
        var total = 0.0
        for id in nodes.indices where nodes[id].height > 0 { total += nodes[id].aabb.perimeter }
        return total / rootPerimeter
    }

    // MARK: - Internals

    private func isLive(_ id: Int) -> Bool { id == root || nodes[id].parent != -1 }

    private mutating func allocateNode(_ node: Node) -> Int {
        if let id = freeList.popLast() {
            nodes[id] = node
            return id
        }
        nodes.append(node)
        return nodes.count - 1
    }

    private mutating func freeNode(_ id: Int) {
        nodes[id].height = -1
        nodes[id].parent = -1
        nodes[id].child1 = -1
        nodes[id].child2 = -1
        freeList.append(id)
    }

    /// The sibling for a new leaf with box `box` that minimises the total perimeter increase,
    /// by branch and bound over the tree (Box2D v3's best-sibling search).
    private func findBestSibling(_ box: AABB) -> Int {
        var best = root
        var bestCost = nodes[root].aabb.union(box).perimeter
        // (node, inherited cost from its ancestors' growth)
        var stack: [(Int, Double)] = [(root, 0)]
        let boxPerimeter = box.perimeter
        while let (id, inherited) = stack.popLast() {
            let node = nodes[id]
            let combined = node.aabb.union(box).perimeter
            let cost = combined + inherited
            if cost < bestCost {
                best = id
                bestCost = cost
            }
            guard !node.isLeaf else { continue }
            let childInherited = inherited + combined - node.aabb.perimeter
            // Lower bound for any descendant: the new box's own perimeter plus inherited growth.
            if boxPerimeter + childInherited < bestCost {
                stack.append((node.child2, childInherited))
                stack.append((node.child1, childInherited))
            }
        }
        return best
    }

    private mutating func insertLeaf(_ leaf: Int) {
        nodes[leaf].parent = -1
        guard root != -1 else {
            root = leaf
            return
        }
        let box = nodes[leaf].aabb
        let sibling = findBestSibling(box)
        let oldParent = nodes[sibling].parent
        let newParent = allocateNode(
            Node(
                aabb: box.union(nodes[sibling].aabb), parent: oldParent, height: nodes[sibling].height + 1,
                categories: nodes[sibling].categories | nodes[leaf].categories))
        nodes[newParent].child1 = sibling
        nodes[newParent].child2 = leaf
        nodes[sibling].parent = newParent
        nodes[leaf].parent = newParent
        if oldParent == -1 {
            root = newParent
        } else if nodes[oldParent].child1 == sibling {
            nodes[oldParent].child1 = newParent
        } else {
            nodes[oldParent].child2 = newParent
        }
        refitAndRotate(from: oldParent)
    }

    private mutating func removeLeaf(_ leaf: Int) {
        if leaf == root {
            root = -1
            return
        }
        let parent = nodes[leaf].parent
        let grandParent = nodes[parent].parent
        let sibling = nodes[parent].child1 == leaf ? nodes[parent].child2 : nodes[parent].child1
        if grandParent == -1 {
            root = sibling
            nodes[sibling].parent = -1
        } else {
            if nodes[grandParent].child1 == parent {
                nodes[grandParent].child1 = sibling
            } else {
                nodes[grandParent].child2 = sibling
            }
            nodes[sibling].parent = grandParent
        }
        freeNode(parent)
        nodes[leaf].parent = -1
        refitAndRotate(from: grandParent)
    }

    /// Gives leaf `proxy` the fat box `box` and grows its ancestors to contain it, marking them in
    /// `enlarged` up to the root (or to an ancestor already marked).
    private static func enlarge(
        _ proxy: ProxyID, to box: AABB, _ enlarged: inout [Bool], _ nodes: UnsafeMutableBufferPointer<Node>
    ) {
        nodes[proxy].aabb = box
        var id = nodes[proxy].parent
        while id != -1 {
            let grows = !nodes[id].aabb.contains(box)
            if grows { nodes[id].aabb = nodes[id].aabb.union(box) }
            enlarged[id] = true
            id = nodes[id].parent
            if !grows { break }
        }
        while id != -1 && !enlarged[id] {
            enlarged[id] = true
            id = nodes[id].parent
        }
    }

    /// Rebuilds the `enlarged` internal nodes over the subtrees below them (unmarked internal
    /// nodes and leaves, each kept whole), reusing the enlarged nodes' slots. With at least
    /// `fewestForTasks` subtrees, the top `taskDepth` levels are split on the calling thread and
    /// the parts below them built as tasks on `workers`: each part takes the spare nodes that the
    /// one-thread build would give it (a part of `c` subtrees takes `c − 1`, in post-order), so the
    /// tree is the same node for node.
    private mutating func rebuild(_ enlarged: [Bool], _ workers: SolverWorkers, fewestForTasks: Int) {
        guard root != -1, enlarged[root] else { return }
        var subtrees: [Int] = []
        var spare: [Int] = []
        var stack = [root]
        while let id = stack.popLast() {
            if enlarged[id] {
                spare.append(id)
                stack.append(nodes[id].child2)
                stack.append(nodes[id].child1)
            } else {
                subtrees.append(id)
            }
        }
        // A binary tree cut below its enlarged nodes: one subtree more than enlarged nodes. Built
        // through buffers (the recursion's `nodes[id]` checked the array's uniqueness per write),
        // the subtrees' centres computed once (each level of the recursion reads them twice).
        var centers = subtrees.map { nodes[$0].aabb.center }
        root = nodes.withUnsafeMutableBufferPointer { nodes in
            subtrees.withUnsafeMutableBufferPointer { subtrees in
                centers.withUnsafeMutableBufferPointer { centers in
                    spare.withUnsafeBufferPointer { spare in
                        var used = 0
                        let all = 0..<subtrees.count
                        guard subtrees.count >= fewestForTasks else {
                            return Self.build(subtrees, centers, all, spare, &used, nodes)
                        }
                        var tasks: [(range: Range<Int>, used: Int)] = []
                        var tops: [(id: Int, child1: BuildPart, child2: BuildPart)] = []
                        let top = Self.plan(
                            subtrees, centers, all, depth: Self.taskDepth, spare, &used, &tasks, &tops)
                        var roots = [Int](repeating: -1, count: tasks.count)
                        roots.withUnsafeMutableBufferPointer { roots in
                            // Each task swaps only its own range of subtrees and centres, and writes
                            // only its own spare nodes, its subtrees' parents and its root's slot.
                            let shared = (
                                subtrees: SharedBuffer(subtrees), centers: SharedBuffer(centers),
                                spare: SharedBuffer(spare), nodes: SharedBuffer(nodes),
                                roots: SharedBuffer(roots)
                            )
                            let parts = tasks
                            workers.forEachTask(parts.count) { k in
                                var used = parts[k].used
                                shared.roots.pointer[k] = Self.build(
                                    shared.subtrees.pointer, shared.centers.pointer, parts[k].range,
                                    shared.spare.pointer, &used, shared.nodes.pointer)
                            }
                        }
                        func node(_ part: BuildPart) -> Int {
                            switch part {
                            case .task(let k): roots[k]
                            case .node(let id): id
                            }
                        }
                        for (id, child1, child2) in tops { Self.join(id, node(child1), node(child2), nodes) }
                        return node(top)
                    }
                }
            }
        }
        nodes[root].parent = -1
    }

    /// A part of a shared rebuild's top levels: a task's range (its index), or a node (a
    /// subtree alone, or an internal node that the calling thread joins).
    private enum BuildPart {
        case task(Int)
        case node(Int)
    }

    /// Splits `subtrees[range]` as `build` does down to `depth` levels, noting each part below
    /// them in `tasks` (its range and the spare nodes taken before it) and each node above them in
    /// `tops`, children before parents; returns the part at the top. Takes spare nodes as `build`
    /// would: a task's `range.count − 1`, then each node above.
    private static func plan(
        _ subtrees: UnsafeMutableBufferPointer<Int>, _ centers: UnsafeMutableBufferPointer<Vec2>,
        _ range: Range<Int>, depth: Int, _ spare: UnsafeBufferPointer<Int>, _ used: inout Int,
        _ tasks: inout [(range: Range<Int>, used: Int)],
        _ tops: inout [(id: Int, child1: BuildPart, child2: BuildPart)]
    ) -> BuildPart {
        guard range.count > 1 else { return .node(subtrees[range.lowerBound]) }
        guard depth > 0 else {
            tasks.append((range, used))
            used += range.count - 1
            return .task(tasks.count - 1)
        }
        let split = Self.split(subtrees, centers, range)
        let child1 = plan(
            subtrees, centers, range.lowerBound..<split, depth: depth - 1, spare, &used, &tasks, &tops)
        let child2 = plan(
            subtrees, centers, split..<range.upperBound, depth: depth - 1, spare, &used, &tasks, &tops)
        used += 1
        let id = spare[spare.count - used]
        tops.append((id, child1, child2))
        return .node(id)
    }

    /// Builds a subtree over `subtrees[range]` (whose boxes' centres are `centers[range]`, kept in
    /// step) from the nodes of `spare` taken from its end (`used` of them taken so far) and returns
    /// its root. Recursion depth: the height of the result.
    private static func build(
        _ subtrees: UnsafeMutableBufferPointer<Int>, _ centers: UnsafeMutableBufferPointer<Vec2>,
        _ range: Range<Int>, _ spare: UnsafeBufferPointer<Int>, _ used: inout Int,
        _ nodes: UnsafeMutableBufferPointer<Node>
    ) -> Int {
        guard range.count > 1 else { return subtrees[range.lowerBound] }
        let split = Self.split(subtrees, centers, range)
        let child1 = build(subtrees, centers, range.lowerBound..<split, spare, &used, nodes)
        let child2 = build(subtrees, centers, split..<range.upperBound, spare, &used, nodes)
        used += 1
        let id = spare[spare.count - used]
        join(id, child1, child2, nodes)
        return id
    }

    /// Orders `subtrees[range]` (at least two, with `centers` kept in step) so that those whose
    /// centre lies below the middle of the longest axis of their centres come first, and returns
    /// where the rest start (the middle of the range if every centre falls on one side).
    private static func split(
        _ subtrees: UnsafeMutableBufferPointer<Int>, _ centers: UnsafeMutableBufferPointer<Vec2>,
        _ range: Range<Int>
    ) -> Int {
        var lower = centers[range.lowerBound]
        var upper = lower
        for k in range.dropFirst() {
            lower = Vec2.min(lower, centers[k])
            upper = Vec2.max(upper, centers[k])
        }
        let alongX = upper.x - lower.x >= upper.y - lower.y
        let middle = alongX ? 0.5 * (lower.x + upper.x) : 0.5 * (lower.y + upper.y)
        var split = range.lowerBound
        for k in range where (alongX ? centers[k].x : centers[k].y) < middle {
            subtrees.swapAt(k, split)
            centers.swapAt(k, split)
            split += 1
        }
        if split == range.lowerBound || split == range.upperBound {
            split = range.lowerBound + range.count / 2
        }
        return split
    }

    /// Makes `child1` and `child2` the children of internal node `id` and refits it.
    private static func join(
        _ id: Int, _ child1: Int, _ child2: Int, _ nodes: UnsafeMutableBufferPointer<Node>
    ) {
        nodes[id].child1 = child1
        nodes[id].child2 = child2
        nodes[child1].parent = id
        nodes[child2].parent = id
        refit(id, nodes)
    }

    /// Walks from `start` to the root, rotating where it pays and refitting boxes and heights.
    private mutating func refitAndRotate(from start: Int) {
        var id = start
        while id != -1 {
            rotate(id)
            refit(id)
            id = nodes[id].parent
        }
    }

    private mutating func refit(_ id: Int) {
        nodes.withUnsafeMutableBufferPointer { nodes in Self.refit(id, nodes) }
    }

    /// Sets internal node `id`'s box and height from its children's.
    private static func refit(_ id: Int, _ nodes: UnsafeMutableBufferPointer<Node>) {
        let c1 = nodes[id].child1
        let c2 = nodes[id].child2
        nodes[id].aabb = nodes[c1].aabb.union(nodes[c2].aabb)
        nodes[id].height = 1 + Swift.max(nodes[c1].height, nodes[c2].height)
        nodes[id].categories = nodes[c1].categories | nodes[c2].categories
    }

    /// Applies at internal node `a` the rotation that most reduces the perimeter of its children
    /// (Kensler's tree rotations as in Box2D v3): a child swapped with a grandchild on the other
    /// side, or two grandchildren swapped.
    private mutating func rotate(_ a: Int) {
        let b = nodes[a].child1
        let c = nodes[a].child2
        let bBox = nodes[b].aabb
        let cBox = nodes[c].aabb
        // Candidates: (node x, node y) whose places are exchanged, and the cost change.
        var bestGain = 0.0
        var bestSwap: (Int, Int)?
        func consider(_ gain: Double, _ x: Int, _ y: Int) {
            if gain > bestGain + 1e-12 {
                bestGain = gain
                bestSwap = (x, y)
            }
        }
        if !nodes[c].isLeaf {
            let f = nodes[c].child1
            let g = nodes[c].child2
            // B ↔ F: C becomes (B, G); B ↔ G: C becomes (F, B).
            consider(cBox.perimeter - bBox.union(nodes[g].aabb).perimeter, b, f)
            consider(cBox.perimeter - bBox.union(nodes[f].aabb).perimeter, b, g)
        }
        if !nodes[b].isLeaf {
            let d = nodes[b].child1
            let e = nodes[b].child2
            consider(bBox.perimeter - cBox.union(nodes[e].aabb).perimeter, c, d)
            consider(bBox.perimeter - cBox.union(nodes[d].aabb).perimeter, c, e)
            if !nodes[c].isLeaf {
                let f = nodes[c].child1
                let g = nodes[c].child2
                let before = bBox.perimeter + cBox.perimeter
                let dBox = nodes[d].aabb
                let eBox = nodes[e].aabb
                let fBox = nodes[f].aabb
                let gBox = nodes[g].aabb
                // D ↔ F: B = (F, E), C = (D, G); D ↔ G: B = (G, E), C = (F, D).
                consider(before - fBox.union(eBox).perimeter - dBox.union(gBox).perimeter, d, f)
                consider(before - gBox.union(eBox).perimeter - fBox.union(dBox).perimeter, d, g)
            }
        }
        guard let (x, y) = bestSwap else { return }
        let px = nodes[x].parent
        let py = nodes[y].parent
        if nodes[px].child1 == x { nodes[px].child1 = y } else { nodes[px].child2 = y }
        if nodes[py].child1 == y { nodes[py].child1 = x } else { nodes[py].child2 = x }
        nodes[x].parent = py
        nodes[y].parent = px
        // Refit the changed internal nodes below `a` (deeper one first).
        for id in [px, py] where id != a { refit(id) }
    }

    /// Checks the tree's structure (parent links, boxes containing children, heights, leaf count)
    /// and returns a description of every violation; empty when consistent.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        guard root != -1 else { return proxyCount == 0 ? [] : ["empty tree with \(proxyCount) proxies"] }
        if nodes[root].parent != -1 { problems.append("root has a parent") }
        var leaves = 0
        var stack = [root]
        while let id = stack.popLast() {
            let node = nodes[id]
            if node.isLeaf {
                leaves += 1
                if node.height != 0 { problems.append("leaf \(id) has height \(node.height)") }
                continue
            }
            for child in [node.child1, node.child2] {
                if nodes[child].parent != id { problems.append("node \(child) has the wrong parent") }
                if !node.aabb.contains(nodes[child].aabb) {
                    problems.append("node \(id) does not contain \(child)")
                }
                stack.append(child)
            }
            let h = 1 + Swift.max(nodes[node.child1].height, nodes[node.child2].height)
            if node.height != h { problems.append("node \(id) has height \(node.height), expected \(h)") }
            let categories = nodes[node.child1].categories | nodes[node.child2].categories
            if node.categories != categories {
                problems.append("node \(id) has categories \(node.categories), expected \(categories)")
            }
        }
        if leaves != proxyCount { problems.append("\(leaves) leaves for \(proxyCount) proxies") }
        return problems
    }
}
