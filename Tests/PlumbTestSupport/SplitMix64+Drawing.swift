import PlumbPhysics

/// The draws the property tests build random trees, formats and specs from, on the package's one
/// seeded generator.
extension SplitMix64 {
    /// A uniformly drawn integer in `range`. O(1).
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `percent` in 100. O(1).
    package mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// A uniformly drawn element of `values`, which must not be empty. O(1).
    package mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
