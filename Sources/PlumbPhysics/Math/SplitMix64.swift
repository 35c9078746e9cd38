/// Plumb's one seeded generator: Steele, Lea and Flood's SplitMix64 (2014), a 64-bit state and
/// three xor-shift-multiply rounds per output.
///
/// Everything in the package that draws pseudo-random numbers from a seed uses it — gradient
/// noise in `PlumbDynamics`, the cat-breed list of the benchmark workloads, the property tests —
/// so equal seeds give bit-identical sequences on every run and platform, with no global state
/// and no system random source. It lives in `PlumbPhysics`, the lowest module below all of them,
/// and is `package`: not part of any library's public API.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state, advanced by the golden-ratio increment on every draw.
    package var state: UInt64

    /// The generator whose first draw mixes `seed + 0x9E3779B97F4A7C15`. O(1).
    package init(seed: UInt64) { state = seed }

    /// The next 64 pseudo-random bits. O(1).
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
