// RectangleVariables: the four variables of a rectangle in one object.
//
// Design. A layout engine gives every item four variables: minX, minY, width and height. As four
// `Variable` objects they cost four allocations (192 bytes in 48-byte blocks), four frees, and a
// read of a frame touches four objects. Here they are one object: four claim words
// (Solver+Owner.swift), one per variable, with the bound of the two sizes in theirs, so that each
// variable still gets its own symbol, claimed and released as a `Variable`'s is, made when a
// constraint first names it. The symbols, their numbers and so every pivot are those four
// `Variable`s would get. A solver names one of the four by the object and the variable's place
// (`ExternalVariable`); a term in a handle's constraint holds the object retained, as a term
// holds its `Variable`.
//
// Where a public API needs a `Variable` for one of them (the `Constraint` made for a handle in
// errors and conflict sets, the bound `width >= 0`), the object makes its four `Variable`s once,
// on first demand, and keeps them: the same objects for every constraint made, so that the
// constraints of a conflict set share their variables in the scratch solvers that test them. Such
// a `Variable` is a name: a solver finds the rectangle's symbol through it only where it was
// entered as another name of that symbol (the bound, Solver+Bounds.swift).

import Synchronization

/// The four variables of a rectangle (a layout item's): minX, minY, width and height, in one
/// object. Width and height are non-negative, as a `Variable` made with `isNonNegative: true`.
/// Compared by identity.
package final class RectangleVariables: Sendable {
    /// One of the four variables, by its place in the object.
    package enum Member: Int, Sendable {
        case minX, minY, width, height

        /// Whether the solver keeps the variable at or above 0 (the sizes).
        @inline(__always)
        var isNonNegative: Bool { rawValue >= 2 }

        /// The name used in descriptions: `minX`, `minY`, `width`, `height`.
        var name: String {
            switch self {
            case .minX: "minX"
            case .minY: "minY"
            case .width: "width"
            case .height: "height"
            }
        }
    }

    /// The claim words of minX, minY, width and height (Solver+Owner.swift).
    private let minXClaim: Atomic<UInt>
    private let minYClaim: Atomic<UInt>
    private let widthClaim: Atomic<UInt>
    private let heightClaim: Atomic<UInt>
    /// The four `Variable`s that name the members where a public API needs one, made on first
    /// demand (a retained `NamedVariables`, or 0).
    private let named = Atomic<UInt>(0)

    /// Four variables; width and height non-negative.
    package init() {
        minXClaim = Atomic(0)
        minYClaim = Atomic(0)
        widthClaim = Atomic(Variable.boundBit)
        heightClaim = Atomic(Variable.boundBit)
    }

    deinit {
        if let pointer = UnsafeRawPointer(bitPattern: named.load(ordering: .acquiring)) {
            Unmanaged<NamedVariables>.fromOpaque(pointer).release()
        }
    }

    /// The claim word of `member`, as loaded (relaxed).
    @inline(__always)
    func claim(_ member: Member) -> UInt {
        switch member {
        case .minX: minXClaim.load(ordering: .relaxed)
        case .minY: minYClaim.load(ordering: .relaxed)
        case .width: widthClaim.load(ordering: .relaxed)
        case .height: heightClaim.load(ordering: .relaxed)
        }
    }

    /// Replaces `member`'s claim word with `desired` if it is `expected`; whether it did.
    /// `acquiring` for a claim, else releasing (Solver+Owner.swift).
    @inline(__always)
    func exchangeClaim(_ member: Member, expected: UInt, desired: UInt, acquiring: Bool) -> Bool {
        switch member {
        case .minX: minXClaim.exchangeClaim(expected: expected, desired: desired, acquiring: acquiring)
        case .minY: minYClaim.exchangeClaim(expected: expected, desired: desired, acquiring: acquiring)
        case .width: widthClaim.exchangeClaim(expected: expected, desired: desired, acquiring: acquiring)
        case .height: heightClaim.exchangeClaim(expected: expected, desired: desired, acquiring: acquiring)
        }
    }

    /// Loads the first claim word and discards it: a prefetch of the object. A caller about to
    /// read the frames of many items calls it a few items ahead, so that the cache misses of one
    /// item (its view and this object) overlap the work on another instead of following it. The
    /// load is atomic, so the compiler keeps it although its value is unused. Changes nothing.
    /// O(1).
    package func prefetch() {
        _ = minXClaim.load(ordering: .relaxed)
    }

    /// The `Variable` that names `member` where a public API needs one: the same object on every
    /// call (see the design note). Made with the others on the first call.
    package func variable(_ member: Member) -> Variable {
        let named = namedVariables()
        return switch member {
        case .minX: named.minX
        case .minY: named.minY
        case .width: named.width
        case .height: named.height
        }
    }

    /// The four named variables, made and stored on the first call (the first of two racing
    /// threads to store wins).
    private func namedVariables() -> NamedVariables {
        if let pointer = UnsafeRawPointer(bitPattern: named.load(ordering: .acquiring)) {
            return Unmanaged<NamedVariables>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = NamedVariables()
        let pointer = UInt(bitPattern: Unmanaged.passRetained(made).toOpaque())
        let (exchanged, original) = named.compareExchange(
            expected: 0, desired: pointer, ordering: .acquiringAndReleasing)
        if exchanged { return made }
        Unmanaged<NamedVariables>.fromOpaque(UnsafeRawPointer(bitPattern: pointer)!).release()
        return Unmanaged<NamedVariables>.fromOpaque(UnsafeRawPointer(bitPattern: original)!)
            .takeUnretainedValue()
    }
}

/// The four `Variable`s that name a rectangle's members in public APIs.
private final class NamedVariables: Sendable {
    let minX = Variable("minX")
    let minY = Variable("minY")
    let width = Variable("width", isNonNegative: true)
    let height = Variable("height", isNonNegative: true)
}
