// The solver's symbol kept in the variable: a read finds its symbol without the identity table.
//
// Design. `value(of:)` found a variable's symbol in the identity table (IdentityTable.swift): a
// line of a 6 MB table at a random address for every read at 10,000 cards, ahead of every other
// load of the read, and a last-level miss almost every time. The first solver to make a symbol for
// a variable now claims it: a compare-and-exchange writes the solver's key and the symbol id into
// the variable's `claim` word (from a word without a claim, so an earlier claim stands). The
// owner finds the symbol in the variable, which a read loads anyway (the bound), and never enters
// the variable in its table; every other solver finds it in its own table, as before. So a
// variable shared by solvers on several threads gives each the same symbols as before and the
// same values, bit for bit: only where the symbol is looked up changes. A member of a
// `RectangleVariables` has a claim word of its own in the rectangle, read and written the same way
// (ExternalVariable.swift); in the identity table it is keyed by the rectangle's address and the
// member's place.
//
// One word: bit 0 is the variable's bound (`isNonNegative`, never changed), bits 1 to 23 the
// symbol id, bits 24 to 63 the owner's key, 0 without a claim. With the bound in the word a
// `Variable` is 40 bytes, a 48-byte allocation (three to two cache lines), where the key and the
// symbol in two fields beside the bound made it 48 bytes, a 64-byte allocation, a line for each
// read. A key must differ between live solvers without a count kept across them (no global
// state), so it is an address: each solver allocates a token aligned to 256 bytes, and the
// token's address over 256 is its key, 40 bits for addresses below 2^48 (x86-64's and arm64's
// user space). A solver whose token lies higher claims nothing, and a symbol id of 2^23 or more
// is not claimed: both go to the identity table, as a variable that another solver owns.
//
// A claim lasts while its solver holds the symbol: a rollback that drops the symbol, `reset()`
// and the solver's `deinit` release it (a compare-and-exchange back to the bound alone), before
// the token is freed. So a key in a variable never names a solver that is gone, and a new solver
// whose token has a dead solver's address finds no claim of its own. A claim acquires and a
// release releases, so a later owner's claim comes after every read an earlier owner made of the
// word. Reads are relaxed loads (plain loads on x86-64 and arm64).

import Synchronization

extension Atomic where Value == UInt {
    /// Replaces a claim word with `desired` if it is `expected`: acquiring for a claim, releasing
    /// for a release (see the design note); whether it did. The one exchange of claim words, a
    /// `Variable`'s or a rectangle member's.
    @inline(__always)
    func exchangeClaim(expected: UInt, desired: UInt, acquiring: Bool) -> Bool {
        acquiring
            ? compareExchange(expected: expected, desired: desired, ordering: .acquiring).exchanged
            : compareExchange(expected: expected, desired: desired, ordering: .releasing).exchanged
    }
}

extension Variable {
    /// The bit of `claim` that holds `isNonNegative`.
    @inlinable static var boundBit: UInt { 1 }
    /// Where a claim's symbol id starts in `claim`.
    static let symbolShift = 1
    /// A claim holds symbol ids below this (23 bits).
    static let symbolLimit: UInt = 1 << 23
    /// Where the owner's key starts in `claim` (its top 40 bits).
    static let keyShift = 24
}

extension Solver {
    /// A solver's key as a variable's owner: the address over 256 of a token the solver
    /// allocates, so that no two live solvers have the same key.
    struct OwnerKey: ~Copyable {
        /// The token's alignment, in bytes.
        private static let alignment = 256
        /// A byte of the solver's own, aligned to `alignment`.
        private let token: UnsafeMutableRawPointer
        /// The token's address over `alignment`, or `UInt.max`, which no claim holds, when the
        /// key would not fit the claim's 40 bits.
        let value: UInt

        /// A new token and its key.
        init() {
            token = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: OwnerKey.alignment)
            let address = UInt(bitPattern: token)
            value = address < 1 << 48 ? address / UInt(OwnerKey.alignment) : .max
        }

        deinit { token.deallocate() }
    }

    /// The claim word by which this solver owns a variable with symbol `id` and bound `bound`.
    @inline(__always)
    func claimWord(_ id: Int32, bound: UInt) -> UInt {
        ownerKey.value << Variable.keyShift | UInt(id) << Variable.symbolShift | bound
    }

    /// The id of `variable`'s symbol, or nil when the solver has none, given the variable's
    /// claim word as loaded: from the word when this solver owns the variable, else from the
    /// identity table. O(1).
    @inline(__always)
    func symbolID(of variable: ExternalVariable, claim word: UInt) -> Int32? {
        if word >> Variable.keyShift == ownerKey.value {
            return Int32(truncatingIfNeeded: (word >> Variable.symbolShift) & (Variable.symbolLimit - 1))
        }
        return symbolOfVariable[key: variable.identityKey]
    }

    /// The id of `variable`'s symbol, or nil when the solver has none. O(1).
    @inline(__always)
    func symbolID(of variable: ExternalVariable) -> Int32? {
        symbolID(of: variable, claim: variable.loadClaim())
    }

    /// The id of `variable`'s symbol, or nil when the solver has none. O(1).
    @inline(__always)
    func symbolID(of variable: Variable) -> Int32? {
        symbolID(
            of: ExternalVariable(Unmanaged.passUnretained(variable)),
            claim: variable.claim.load(ordering: .relaxed))
    }

    /// Records `symbol` as `variable`'s: in the variable when no solver owns it yet and the id
    /// fits the claim, else in the identity table.
    func register(_ symbol: Symbol, for variable: ExternalVariable) {
        let bound = variable.loadClaim() & Variable.boundBit
        if UInt(symbol.id) < Variable.symbolLimit && ownerKey.value != .max
            && variable.exchangeClaim(
                expected: bound, desired: claimWord(symbol.id, bound: bound), acquiring: true)
        {
            return
        }
        symbolOfVariable.insert(symbol.id, key: variable.identityKey)
    }

    /// Releases the variables that this solver owns among the symbols from `first` on (a
    /// rollback, `reset()`, `deinit`). O(symbols from `first`).
    func releaseVariables(from first: Int) {
        for id in first..<symbolTable.count {
            guard let variable = symbolTable.origins[id].variable else { continue }
            let bound = variable.loadClaim() & Variable.boundBit
            _ = variable.exchangeClaim(
                expected: claimWord(Int32(id), bound: bound), desired: bound, acquiring: false)
        }
    }
}
