// SplitArray: a growable array of records kept as two parallel arrays in one allocation.
//
// Design. The symbol and slot tables split each record by who reads it: a part that `evaluate`
// reads, packed several to a cache line, and the rest. As two PlainArrays the parts were two
// buffers growing side by side, so neither could be extended where it lay and `realloc` copied
// both at every doubling, and making a record was two appends (S2s, which adds constraints one at
// a time, ran 0.9 % more instructions). Here both parts share one buffer, with one count and one
// capacity: the first parts from the buffer's start, the second parts after room for `capacity`
// first parts. Appending a record checks and counts once and writes both parts. Growing moves
// the second parts, since they start after room for `capacity` first parts: a small buffer is
// replaced by a new one that each part is copied into, a large one (which glibc maps by itself)
// is resized with `realloc`, which remaps it without copying, and its second parts move up; so
// the larger part is best put first, and a large buffer grows sixteen times over, its pages not yet
// written costing no memory. Each part is read and written through a `SplitArray.Part`, a
// pointer and the count, one address computation an access with its index checked by `assert`
// only (as PlainArray's). Elements are bitwise copyable; the type is not copyable, so no copy can
// share the buffer.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable array of records of two bitwise-copyable parts, each part packed in its own array,
/// both in one buffer owned by one table: unchecked, unshared.
struct SplitArray<First: BitwiseCopyable, Second: BitwiseCopyable>: ~Copyable {
    /// One part of every record, by index; valid until the array next grows or is freed, so it is
    /// only ever a temporary of one access.
    struct Part<Element: BitwiseCopyable> {
        /// The part of record 0, nil when the array has no buffer.
        let base: UnsafeMutablePointer<Element>?
        /// The number of records.
        let count: Int

        /// `0 ..< count`.
        var indices: Range<Int> { 0..<count }

        /// The part of record `index` (`0 ..< count`, checked in debug builds only).
        @inline(__always)
        subscript(_ index: Int) -> Element {
            unsafeAddress {
                assert(index >= 0 && index < count, "SplitArray index out of range")
                return UnsafePointer(base.unsafelyUnwrapped + index)
            }
            nonmutating unsafeMutableAddress {
                assert(index >= 0 && index < count, "SplitArray index out of range")
                return base.unsafelyUnwrapped + index
            }
        }
    }

    /// The first parts, at the buffer's start (room for `capacity`); nil when empty.
    private var firsts: UnsafeMutablePointer<First>?
    /// The second parts, after room for `capacity` first parts, in the same buffer.
    private var seconds: UnsafeMutablePointer<Second>?
    /// The number of records.
    private(set) var count = 0
    /// How many records the buffer has room for.
    private var capacity = 0

    /// An empty array; allocates nothing.
    init() {}

    deinit { free(firsts) }

    /// `0 ..< count`.
    var indices: Range<Int> { 0..<count }

    /// The first parts of the records.
    @inline(__always)
    var first: Part<First> { Part(base: firsts, count: count) }

    /// The second parts of the records.
    @inline(__always)
    var second: Part<Second> { Part(base: seconds, count: count) }

    /// Appends the record of `first` and `second`. Amortised O(1): a full buffer doubles.
    @inline(__always)
    mutating func append(_ first: First, _ second: Second) {
        if count == capacity { grow() }
        (firsts.unsafelyUnwrapped + count).initialize(to: first)
        (seconds.unsafelyUnwrapped + count).initialize(to: second)
        count += 1
    }

    /// Forgets the records from `range.lowerBound` on. O(1).
    mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
        precondition(range.lowerBound >= 0 && range.lowerBound <= count, "SplitArray range out of bounds")
        count = range.lowerBound
    }

    /// Makes room for `minimumCapacity` records, at least doubling the capacity when it grows
    /// (so that reserving a little more at each of many calls stays amortised O(1)).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { reserve(Swift.max(minimumCapacity, grownCapacity)) }
    }

    /// Grows the buffer (16 records at first).
    private mutating func grow() { reserve(Swift.max(16, grownCapacity)) }

    /// The capacity a growing buffer takes: twice the old one while the buffer is small, sixteen
    /// times once it is mapped by itself (where the pages not yet written cost no memory, and
    /// each growth moves the second parts).
    private var grownCapacity: Int {
        let bytes = SplitArray.secondsOffset(capacity) + capacity * MemoryLayout<Second>.stride
        return bytes < SplitArray.remapSize ? capacity * 2 : capacity * 16
    }

    /// Resizes the buffer to `newCapacity` records, keeping the first `count`: a small buffer is
    /// replaced by a new one that each part is copied into (`realloc` would copy the whole old
    /// buffer, and the second parts would then move again); a large one (glibc maps buffers of
    /// `SplitArray.remapSize` bytes and more by themselves) is resized with `realloc`, which
    /// remaps it without copying and without holding the old and the new buffer at once, and its
    /// second parts move up. (glibc raises its threshold after a mapped buffer is freed, up to
    /// 32 MB, so a large buffer may come from the heap instead; `realloc` then extends it in place
    /// or copies it, and the result is the same.) Traps when memory runs out, as Swift's own
    /// allocations do.
    private mutating func reserve(_ newCapacity: Int) {
        let oldOffset = SplitArray.secondsOffset(capacity)
        let newOffset = SplitArray.secondsOffset(newCapacity)
        let byteCount = newOffset + newCapacity * MemoryLayout<Second>.stride
        let secondBytes = count * MemoryLayout<Second>.stride
        let old = UnsafeMutableRawPointer(firsts)
        let raw: UnsafeMutableRawPointer
        if byteCount < SplitArray.remapSize || old == nil {
            guard let new = malloc(byteCount) else { SplitArray.outOfMemory(newCapacity) }
            if let old {
                new.copyMemory(from: old, byteCount: count * MemoryLayout<First>.stride)
                (new + newOffset).copyMemory(from: old + oldOffset, byteCount: secondBytes)
                free(old)
            }
            raw = new
        } else {
            guard let new = realloc(old, byteCount) else { SplitArray.outOfMemory(newCapacity) }
            memmove(new + newOffset, new + oldOffset, secondBytes)
            raw = new
        }
        firsts = raw.bindMemory(to: First.self, capacity: newCapacity)
        seconds = (raw + newOffset).bindMemory(to: Second.self, capacity: newCapacity)
        capacity = newCapacity
    }

    /// The size from which glibc's `malloc` maps a buffer by itself (its default
    /// `M_MMAP_THRESHOLD`), in bytes.
    private static var remapSize: Int { 128 * 1024 }

    /// Stops the process: a buffer of `capacity` records could not be allocated.
    private static func outOfMemory(_ capacity: Int) -> Never {
        fatalError("out of memory: a table of \(capacity) records")
    }

    /// Where the second parts start in a buffer for `capacity` records, in bytes.
    private static func secondsOffset(_ capacity: Int) -> Int {
        let alignment = MemoryLayout<Second>.alignment
        return (capacity * MemoryLayout<First>.stride + alignment - 1) / alignment * alignment
    }
}
