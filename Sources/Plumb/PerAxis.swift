// PerAxis: a value for each axis, held inline.
//
// Design. A view keeps a few pairs indexed by axis (hugging, compression resistance, its
// intrinsic-size constraints). As two stored fields instead of a two-element array, a pair
// costs no heap buffer, no allocation and no reference count per view.

/// One value for the horizontal axis and one for the vertical, indexed by
/// `LayoutAxis.rawValue` (0 horizontal, 1 vertical). A value type without a heap buffer.
struct PerAxis<Value>: Sequence {
    /// The horizontal axis's value.
    var horizontal: Value
    /// The vertical axis's value.
    var vertical: Value

    /// The pair `(horizontal, vertical)`.
    init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The value of the axis whose `LayoutAxis.rawValue` is `index` (0 or 1).
    subscript(_ index: Int) -> Value {
        get { index == 0 ? horizontal : vertical }
        set {
            if index == 0 { horizontal = newValue } else { vertical = newValue }
        }
    }

    /// Iterates the horizontal value, then the vertical one, without allocating.
    struct Iterator: IteratorProtocol {
        fileprivate let pair: PerAxis
        fileprivate var index = 0

        /// The next value, or nil after both.
        mutating func next() -> Value? {
            guard index < 2 else { return nil }
            defer { index += 1 }
            return pair[index]
        }
    }

    /// An iterator over the horizontal value, then the vertical one.
    func makeIterator() -> Iterator { Iterator(pair: self) }

    /// Always 2.
    var underestimatedCount: Int { 2 }
}
