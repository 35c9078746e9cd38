// A row of the Cassowary tableau: `basic = constant + Σ coefficient × symbol`.
//
// Design: a sparse vector kept sorted by symbol id in two parallel arrays (structure of arrays:
// 4 + 8 bytes a term, no per-term allocation). Adding a multiple of another row is a linear merge,
// O(m + n), where kiwi's sorted-vector inserts cost O(m·n); every loop visits symbols in id order,
// so results never depend on hashing. Coefficients that cancel to within `Row.epsilon` are dropped.

/// A sparse linear row `constant + Σ coefficients[i] × symbols[i]`, sorted by symbol id.
struct Row: Sendable {
    /// Magnitudes at or below this are treated as zero (kiwi's and Apple's `NSISEpsilon` scale).
    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var symbols: [Int32]
    private(set) var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
    }

    /// A row from terms already sorted by symbol id, with no zero coefficient.
    init(constant: Double, sortedSymbols: [Int32], coefficients: [Double]) {
        self.constant = constant
        self.symbols = sortedSymbols
        self.coefficients = coefficients
    }

    var count: Int { symbols.count }
    var isConstant: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted. O(log n).
    private func position(of symbol: Int32) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = symbols[mid]
            if value == symbol { return (mid, true) }
            if value < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when absent. O(log n).
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol.id)
        return found ? coefficients[index] : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol.id).found }

    /// Adds `coefficient × symbol`, dropping the term if it cancels. Returns whether the symbol is
    /// new to the row. O(n).
    @discardableResult
    mutating func insert(_ symbol: Symbol, coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol.id)
        if found {
            let sum = coefficients[index] + coefficient
            if abs(sum) <= Row.epsilon {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
            return false
        }
        if abs(coefficient) <= Row.epsilon { return false }
        symbols.insert(symbol.id, at: index)
        coefficients.insert(coefficient, at: index)
        return true
    }

    /// Adds `coefficient × other` by merging; appends to `added` every symbol new to this row.
    /// O(m + n).
    mutating func insert(_ other: Row, coefficient: Double, added: inout [Int32]) {
        constant += other.constant * coefficient
        if other.symbols.isEmpty { return }
        var newSymbols: [Int32] = []
        var newCoefficients: [Double] = []
        let capacity = symbols.count + other.symbols.count
        newSymbols.reserveCapacity(capacity)
        newCoefficients.reserveCapacity(capacity)
        var i = 0
        var j = 0
        let mine = symbols.count
        let theirs = other.symbols.count
        symbols.withUnsafeBufferPointer { aSymbols in
            coefficients.withUnsafeBufferPointer { aCoefficients in
                other.symbols.withUnsafeBufferPointer { bSymbols in
                    other.coefficients.withUnsafeBufferPointer { bCoefficients in
                        while i < mine || j < theirs {
                            if j == theirs || (i < mine && aSymbols[i] < bSymbols[j]) {
                                newSymbols.append(aSymbols[i])
                                newCoefficients.append(aCoefficients[i])
                                i += 1
                            } else if i == mine || bSymbols[j] < aSymbols[i] {
                                let value = bCoefficients[j] * coefficient
                                if abs(value) > Row.epsilon {
                                    newSymbols.append(bSymbols[j])
                                    newCoefficients.append(value)
                                    added.append(bSymbols[j])
                                }
                                j += 1
                            } else {
                                let value = aCoefficients[i] + bCoefficients[j] * coefficient
                                if abs(value) > Row.epsilon {
                                    newSymbols.append(aSymbols[i])
                                    newCoefficients.append(value)
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        symbols = newSymbols
        coefficients = newCoefficients
    }

    /// Removes `symbol` and returns its coefficient (zero when absent). O(n).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol.id)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`, removing
    /// `symbol` from the row. The symbol must be present.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `lhs = this row` (with `rhs` in it) into `rhs = …` (with `lhs` in it): a pivot.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row it is basic in; appends symbols new to this row to `added`.
    /// Returns whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Int32]) -> Bool {
        let coefficient = remove(symbol)
        if coefficient == 0 { return false }
        insert(row, coefficient: coefficient, added: &added)
        return true
    }

    /// The terms in id order.
    var terms: Zip2Sequence<[Int32], [Double]> { zip(symbols, coefficients) }
}
