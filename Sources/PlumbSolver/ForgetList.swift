/// The defined variables whose memoised values the constants of some moved rows reach, as
/// `Solver.forgetValues(movedBy:)` lists them (Solver+Definitions.swift): valid for the same
/// moved rows while the tableau stays at the value version it was made at.
struct ForgetList {
    /// The solver's `valueVersion` when the list was made.
    var version: UInt32 = 0
    /// The slots whose constants moved, in the order the suggestion moved them.
    var moved: [Int32] = []
    /// The defined variables reached, each once, in the order found.
    var symbols: [Int32] = []
}
