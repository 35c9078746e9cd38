/// The defined variables whose values the constants of some moved rows reach, as
/// `Solver.updateValues(movedBy:)` finds them (Solver+Definitions.swift), each after every listed
/// variable its definition names, with its definition copied out of the tableau: what a
/// suggestion that moves the same rows again recomputes. Valid for the same moved rows while the
/// tableau stays at the value version it was made at (no row changes but the moved rows'
/// constants).
struct ReachedDefinitions {
    /// One listed variable: its symbol, its definition's constant or slot, and where its terms
    /// end in `terms` (they start where the previous step's end).
    struct Step {
        /// The defined variable.
        var symbol: Int32
        /// Where the definition's terms end in `terms`.
        var end: Int32
        /// The definition's slot when it is one of the moved rows, whose constant is read anew
        /// each time; -1 when its constant cannot move and is `constant`.
        var movedSlot: Int32
        /// The definition's constant, when its row is not a moved one.
        var constant: Double
    }

    /// The solver's `valueVersion` when the list was made.
    var version: UInt32 = 0
    /// The slots whose constants moved, in the order the suggestion moved them.
    var moved: [Int32] = []
    /// The defined variables reached, each after the listed ones its definition names.
    var steps: [Step] = []
    /// The definitions' terms that name basic symbols, in their rows' order (a parametric term is
    /// 0 and left out), one definition after another.
    var terms: [Row.Entry] = []
}
