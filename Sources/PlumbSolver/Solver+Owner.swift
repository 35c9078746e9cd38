// The solver's symbol kept in the variable: a read finds its symbol without the identity table.
//
// Design. `value(of:)` found a variable's symbol in the identity table (IdentityTable.swift): a
// line of a 6 MB table at a random address for every read at 10,000 cards, ahead of every other
// load of the read, and a last-level miss almost every time. The first solver to make a symbol for
// a variable now claims it: a compare-and-exchange writes the solver's identity into the
// variable's `owner` (from 0, so an earlier claim stands) and then the symbol into
// `ownerSymbol`. The owner finds the symbol in the variable, which a read loads anyway
// (`isNonNegative`), and never enters the variable in its table; every other solver finds it in
// its own table, as before. So a variable shared by solvers on several threads gives each the same
// symbols as before and the same values, bit for bit: only where the symbol is looked up changes.
//
// A claim lasts while its solver holds the symbol: a rollback that drops the symbol, `reset()`
// and the solver's `deinit` release it (a compare-and-exchange back to 0). So `owner` never names
// a solver that is gone, and a new object at a dead solver's address finds no claim of its own.
// Only the owner writes `ownerSymbol`. A claim acquires and a release releases, so a later owner's
// write of `ownerSymbol` comes after every read an earlier owner made of it: the owner reads its
// own write. Reads are relaxed loads (plain loads on x86-64 and arm64).

extension Solver {
    /// This solver's identity as a variable's `owner`: its address, never 0.
    @inline(__always)
    var ownerKey: UInt { UInt(bitPattern: ObjectIdentifier(self)) }

    /// The id of `variable`'s symbol, or nil when the solver has none: from the variable when
    /// this solver owns it, else from the identity table. O(1).
    @inline(__always)
    func symbolID(of variable: Variable) -> Int32? {
        if variable.owner.load(ordering: .relaxed) == ownerKey {
            return variable.ownerSymbol.load(ordering: .relaxed)
        }
        return symbolOfVariable[ObjectIdentifier(variable)]
    }

    /// Records `symbol` as `variable`'s: in the variable when no solver owns it yet, else in the
    /// identity table.
    func register(_ symbol: Symbol, for variable: Variable) {
        if variable.owner.compareExchange(expected: 0, desired: ownerKey, ordering: .acquiring).exchanged {
            variable.ownerSymbol.store(symbol.id, ordering: .relaxed)
        } else {
            symbolOfVariable.insert(symbol.id, for: ObjectIdentifier(variable))
        }
    }

    /// Releases the variables that this solver owns among the symbols from `first` on (a
    /// rollback, `reset()`, `deinit`). O(symbols from `first`).
    func releaseVariables(from first: Int) {
        let key = ownerKey
        for id in first..<symbolTable.count {
            guard let variable = symbolTable.origins[id].variable else { continue }
            _ = variable.owner.compareExchange(expected: key, desired: 0, ordering: .releasing)
        }
    }
}
