// ExternalVariable: how the solver names a variable inside, a `Variable` or a rectangle's member.
//
// Design. A variable reaches the solver as a `Variable` object or as one of the four members of a
// `RectangleVariables` (RectangleVariables.swift). Inside, both are one word, with no reference
// count of its own (whoever stores the word retains the object, as a term retains its variable):
// a `Variable`'s address, whose four low bits are zero (objects are 16-byte aligned), or the
// rectangle's address with bit 3 set and the member's place in bits 1 and 2. Bit 0 stays clear,
// which the handles' term arena uses to mark a moved range (Solver+Handles.swift). The claim
// word, the bound and the identity that the solver reads through the word are the variable's own
// or the member's, so the solver treats the two kinds alike.

/// A variable named inside the solver: a `Variable`, or a member of a `RectangleVariables`.
struct ExternalVariable: BitwiseCopyable, Equatable {
    /// The object's address, and for a rectangle's member bit 3 and the member in bits 1 and 2.
    let raw: UInt

    /// The word of `raw` (which a caller stored).
    @inline(__always)
    init(raw: UInt) {
        self.raw = raw
    }

    /// `variable` (not retained).
    @inline(__always)
    init(_ variable: Unmanaged<Variable>) {
        raw = UInt(bitPattern: variable.toOpaque())
    }

    /// `member` of `rectangle` (not retained).
    @inline(__always)
    init(_ rectangle: Unmanaged<RectangleVariables>, _ member: RectangleVariables.Member) {
        raw = UInt(bitPattern: rectangle.toOpaque()) | 8 | UInt(member.rawValue) << 1
    }

    /// Whether it is a rectangle's member.
    @inline(__always)
    var isRectangleMember: Bool { raw & 8 != 0 }

    /// The object's address.
    @inline(__always)
    var address: UInt { raw & ~15 }

    /// The member, for a rectangle's.
    @inline(__always)
    var member: RectangleVariables.Member {
        RectangleVariables.Member(rawValue: Int(truncatingIfNeeded: raw >> 1 & 3)).unsafelyUnwrapped
    }

    /// The `Variable`, for one that is not a rectangle's member.
    @inline(__always)
    var variable: Unmanaged<Variable> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: raw).unsafelyUnwrapped)
    }

    /// The rectangle, for a member.
    @inline(__always)
    var rectangle: Unmanaged<RectangleVariables> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
    }

    /// Its claim word, as loaded (relaxed): the owner, the symbol and the bound (Solver+Owner.swift).
    @inline(__always)
    func loadClaim() -> UInt {
        if isRectangleMember {
            let member = self.member
            return rectangle._withUnsafeGuaranteedRef { $0.claim(member) }
        }
        return variable._withUnsafeGuaranteedRef { $0.claim.load(ordering: .relaxed) }
    }

    /// Replaces its claim word with `desired` if it is `expected`; whether it did. Acquiring for
    /// a claim, releasing for a release.
    @inline(__always)
    func exchangeClaim(expected: UInt, desired: UInt, acquiring: Bool) -> Bool {
        if isRectangleMember {
            let member = self.member
            return rectangle._withUnsafeGuaranteedRef {
                $0.exchangeClaim(member, expected: expected, desired: desired, acquiring: acquiring)
            }
        }
        return variable._withUnsafeGuaranteedRef {
            $0.claim.exchangeClaim(expected: expected, desired: desired, acquiring: acquiring)
        }
    }

    /// Whether the solver keeps it at or above 0 (a size).
    @inline(__always)
    var isNonNegative: Bool {
        isRectangleMember ? member.isNonNegative : loadClaim() & Variable.boundBit != 0
    }

    /// The key of its entry in a solver's identity table: the word itself, which differs between
    /// any two variables and is never 0.
    @inline(__always)
    var identityKey: UInt { raw }

    /// Retains the object.
    @inline(__always)
    func retain() {
        if isRectangleMember { _ = rectangle.retain() } else { _ = variable.retain() }
    }

    /// Releases the object.
    @inline(__always)
    func release() {
        if isRectangleMember { rectangle.release() } else { variable.release() }
    }

    /// The `Variable` that names it in public APIs: itself, or the rectangle's named member
    /// (RectangleVariables.swift).
    func publicVariable() -> Variable {
        if isRectangleMember {
            let member = self.member
            return rectangle._withUnsafeGuaranteedRef { $0.variable(member) }
        }
        return variable.takeUnretainedValue()
    }

    /// Its name, for descriptions.
    var name: String {
        if isRectangleMember { return member.name }
        return variable._withUnsafeGuaranteedRef { $0.name }
    }
}
