/// Design note — how Plumb writes numbers.
///
/// One formatter for every number the package prints, in four named variants whose differences
/// are on purpose: `shortest` for descriptions, messages and command lines (integral values
/// without a fraction, others in Swift's shortest exact form, which reads back to the same
/// `Double`); `json` for JSON (the same, with `null` for nil and never `inf` or `nan`); `micro`
/// for values compared across runs and platforms (rounded to 1e-6 first, so the last bits of
/// floating-point noise never show); `hundredths` for SVG attributes (what a screen can show).
/// It lives in `PlumbSolver`, the lowest module, with `package` access: not part of any API.
package enum NumberFormat {
    /// `value` with integral values as integers (`20`, `-3`) and others in Swift's shortest exact
    /// form (`0.5`, `113.33333333333333`, `1e+20`, `inf`, `nan`). O(1).
    package static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `value` as JSON writes it: `shortest`, and `null` for nil. A non-finite value is not JSON:
    /// writers check their numbers are finite first, so one reaching here is a bug (an assertion
    /// in debug builds) and prints as `null`. O(1).
    package static func json(_ value: Double?) -> String {
        guard let value else { return "null" }
        guard value.isFinite else {
            assertionFailure("a non-finite number reached the JSON writer")
            return "null"
        }
        return shortest(value)
    }

    /// `value` rounded to 1e-6, then as `shortest` writes it (`20`, `12.5`, `0.333333`). O(1).
    package static func micro(_ value: Double) -> String {
        shortest((value * 1e6).rounded() / 1e6)
    }

    /// `value` rounded to hundredths, without trailing zeros or a trailing point (`20`, `20.5`,
    /// `0.33`, `-4.25`); `-0` is `0`, a NaN or infinite value is `0`, and a magnitude from 1e13
    /// up is written in exponent form (`1e+20`), never converted to an integer that could
    /// overflow. O(1).
    package static func hundredths(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "\(value.rounded())" }
        var units = Int(hundredths)
        if units == 0 { return "0" }
        let sign = units < 0 ? "-" : ""
        units = abs(units)
        let whole = units / 100
        let fraction = units % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits =
            fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
