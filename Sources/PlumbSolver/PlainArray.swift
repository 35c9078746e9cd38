// PlainArray: a growable buffer of plain values that the solver's tables read without checks.
//
// Design. The symbol and slot tables keep their per-symbol and per-slot fields in arrays of plain
// structs that the hot loops (`evaluate`, `expand`, the pivot, lowering) read and write for every
// term. Through a Swift `Array` every write asked the runtime whether the buffer was uniquely
// referenced (`swift_isUniquelyReferenced_nonNull_native`, a call) and every access checked its
// index; the tables are never shared, so both were waste. This buffer is the table's own
// allocation, a raw pointer with a count and a capacity: a read or a write is one address
// computation (its index checked by `assert` only, as the row arena's are), appending grows the
// buffer by doubling with `realloc` (a large buffer is extended where it lies instead of copied
// while the old one is held), and the type is not copyable, so no copy can share the buffer.
// Elements are bitwise copyable: nothing is retained, released or destroyed one by one.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable array of bitwise-copyable values owned by one table: unchecked, unshared.
struct PlainArray<Element: BitwiseCopyable>: ~Copyable {
    /// The storage, room for `capacity` elements, the first `count` initialised; nil when empty.
    private var base: UnsafeMutablePointer<Element>?
    /// The number of elements.
    private(set) var count = 0
    /// How many elements `base` has room for.
    private var capacity = 0

    /// An empty array; allocates nothing.
    init() {}

    /// An array of `count` copies of `value`, with room for exactly `count`. O(count).
    init(repeating value: Element, count: Int) {
        if count > 0 {
            reserve(count)
            base.unsafelyUnwrapped.initialize(repeating: value, count: count)
        }
        self.count = count
    }

    deinit { free(base) }

    /// Whether the array has no element.
    var isEmpty: Bool { count == 0 }

    /// `0 ..< count`.
    var indices: Range<Int> { 0..<count }

    /// The element at `index` (`0 ..< count`, checked in debug builds only).
    @inline(__always)
    subscript(_ index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "PlainArray index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "PlainArray index out of range")
            return base.unsafelyUnwrapped + index
        }
    }

    /// Appends `element`. Amortised O(1): a full buffer doubles.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// The last element, or nil when empty.
    @inline(__always)
    var last: Element? { count == 0 ? nil : base.unsafelyUnwrapped[count - 1] }

    /// Forgets the last element, which must exist. O(1).
    @inline(__always)
    mutating func removeLast() {
        assert(count > 0, "PlainArray.removeLast on an empty array")
        count -= 1
    }

    /// Forgets the elements from `range.lowerBound` on. O(1).
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        precondition(range.lowerBound >= 0 && range.lowerBound <= count, "PlainArray range out of bounds")
        count = range.lowerBound
    }

    /// Forgets every element, keeping the buffer. O(1).
    mutating func removeAll() { count = 0 }

    /// Doubles the buffer (16 elements at first).
    private mutating func grow() { reserve(Swift.max(16, capacity * 2)) }

    /// Makes room for `minimumCapacity` elements, at least doubling the capacity when it grows
    /// (so that reserving a little more at each of many calls stays amortised O(1)).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { reserve(Swift.max(minimumCapacity, capacity * 2)) }
    }

    /// Resizes the buffer to `capacity` elements with `realloc`, keeping the first `count`. Traps
    /// when memory runs out, as Swift's own allocations do.
    private mutating func reserve(_ capacity: Int) {
        guard let raw = realloc(base, capacity * MemoryLayout<Element>.stride) else {
            fatalError("out of memory: a table of \(capacity) entries")
        }
        base = raw.bindMemory(to: Element.self, capacity: capacity)
        self.capacity = capacity
    }
}
