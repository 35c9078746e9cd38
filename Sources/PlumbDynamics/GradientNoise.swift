import PlumbPhysics

/// Design note — the noise behind noise and turbulence fields (docs/dynamics.md §12.2).
///
/// Ken Perlin's improved gradient noise (SIGGRAPH 2002) in three dimensions: a lattice with a
/// pseudo-random gradient (one of 12 cube-edge directions) at each corner, blended with the
/// quintic fade `6t⁵ − 15t⁴ + 10t³`, so the noise and its first two derivatives are continuous.
/// It is 0 at every lattice point and stays within about ±1. Instead of Perlin's fixed table, the
/// corner permutation is a Fisher–Yates shuffle of 0…255 driven by SplitMix64 from `seed`: equal
/// seeds give bit-identical noise on every run and platform (no global state, no system random
/// source), different seeds give unrelated noise.
struct GradientNoise: Hashable, Sendable {
    /// The permutation of 0…255, repeated once so corner lookups need no wrap-around.
    private let permutation: [Int]

    /// The noise of `seed`. O(256).
    init(seed: UInt64) {
        var table = Array(0..<256)
        var generator = SplitMix64(seed: seed)
        for i in stride(from: 255, to: 0, by: -1) {
            let j = Int(generator.next() % UInt64(i + 1))
            table.swapAt(i, j)
        }
        permutation = table + table
    }

    /// The noise at `(x, y, z)` (lattice units), about in −1…1; 0 where a coordinate is not
    /// finite or beyond ±2⁶² (no lattice cell). O(1).
    func value(x: Double, y: Double, z: Double) -> Double {
        let limit = 0x1p62
        guard abs(x) < limit, abs(y) < limit, abs(z) < limit else { return 0 }
        let fx = x.rounded(.down)
        let fy = y.rounded(.down)
        let fz = z.rounded(.down)
        let xi = Int(fx) & 255
        let yi = Int(fy) & 255
        let zi = Int(fz) & 255
        let (dx, dy, dz) = (x - fx, y - fy, z - fz)
        let (u, v, w) = (Self.fade(dx), Self.fade(dy), Self.fade(dz))
        let p = permutation
        let a = p[xi] + yi
        let aa = p[a] + zi
        let ab = p[a + 1] + zi
        let b = p[xi + 1] + yi
        let ba = p[b] + zi
        let bb = p[b + 1] + zi
        let x00 = Self.lerp(u, Self.grad(p[aa], dx, dy, dz), Self.grad(p[ba], dx - 1, dy, dz))
        let x10 = Self.lerp(u, Self.grad(p[ab], dx, dy - 1, dz), Self.grad(p[bb], dx - 1, dy - 1, dz))
        let x01 = Self.lerp(
            u, Self.grad(p[aa + 1], dx, dy, dz - 1), Self.grad(p[ba + 1], dx - 1, dy, dz - 1))
        let x11 = Self.lerp(
            u, Self.grad(p[ab + 1], dx, dy - 1, dz - 1), Self.grad(p[bb + 1], dx - 1, dy - 1, dz - 1))
        return Self.lerp(w, Self.lerp(v, x00, x10), Self.lerp(v, x01, x11))
    }

    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    private static func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }

    /// The dot product of corner gradient `hash` (one of 12 cube edges) with `(x, y, z)`.
    private static func grad(_ hash: Int, _ x: Double, _ y: Double, _ z: Double) -> Double {
        let h = hash & 15
        let u = h < 8 ? x : y
        let v = h < 4 ? y : (h == 12 || h == 14 ? x : z)
        return (h & 1 == 0 ? u : -u) + (h & 2 == 0 ? v : -v)
    }
}
