/// A column of the tableau: an external variable or one of the extra variables a constraint brings.
///
/// Symbols are numbered in creation order, and every choice the simplex makes among symbols is by
/// that number, so the same calls give the same pivots on every run.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for, after auto-layout.md §8.1's restriction kinds.
    enum Kind: UInt8, Sendable {
        /// A user variable: unrestricted in sign.
        case external
        /// A slack of an inequality, or an error of an optional constraint: non-negative.
        case slack
        /// An error variable that sits in the objective: non-negative.
        case error
        /// The marker of a required equality: must stay zero, never enters the basis by choice.
        case dummy
    }

    /// The creation number; also the index into the solver's per-symbol tables.
    let id: Int32

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}
