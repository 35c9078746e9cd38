// "Did you mean": the known name closest to a misspelt one, for every error about an unknown view
// (equations, VFL strings, `dynamics:` items), so that all of them give the same hint.

/// `" (did you mean 'x'?)"` for the name of `candidates` closest to `name` by edit distance,
/// ignoring case, when it is at most a third of the name's length (at least 1); else `""`.
/// Ties go to the first candidate in sorted order, so the hint does not depend on the order given.
/// - Complexity: O(candidates · name length²).
func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
    let lowered = name.lowercased()
    let close = candidates.sorted().min {
        editDistance($0.lowercased(), lowered) < editDistance($1.lowercased(), lowered)
    }
    guard let close, editDistance(close.lowercased(), lowered) <= max(1, name.count / 3) else { return "" }
    return " (did you mean '\(close)'?)"
}

/// The Levenshtein distance between two strings, by UTF-8 bytes.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in stride(from: 1, through: b.count, by: 1) {
            let current = row[j]
            row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
            previous = current
        }
    }
    return row[b.count]
}
