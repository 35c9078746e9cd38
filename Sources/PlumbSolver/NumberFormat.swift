#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Design note — how Plumb writes numbers.
///
/// One formatter for every number the package prints, in named variants whose differences are on
/// purpose: `shortest` for descriptions, messages and command lines (integral values
/// without a fraction, others in Swift's shortest exact form, which reads back to the same
/// `Double`); `json` for JSON (the same, with `null` for nil and never `inf` or `nan`); `micro`
/// for values compared across runs and platforms (rounded to 1e-6 first, so the last bits of
/// floating-point noise never show); `hundredths` for SVG attributes (what a screen can show);
/// `g` and `twoDecimals` for C's `%g` and `%.2f`, where Plumb prints what Apple or a peer does.
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

    /// `value` as C's `%g` prints it (Apple's constraint descriptions): at most six significant
    /// digits, no trailing zeros, an exponent from 1e6 up or below 1e-4 (`1.5e+06`). O(1).
    package static func g(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == value.rounded() && abs(value) < 1e6 { return String(Int(value)) }
        let magnitude = abs(value)
        if magnitude >= 1e6 || magnitude < 1e-4 {
            var exponent = Int((log10(magnitude)).rounded(.down))
            var mantissa = value / pow(10, Double(exponent))
            mantissa = (mantissa * 1e5).rounded() / 1e5
            if abs(mantissa) >= 10 {
                mantissa /= 10
                exponent += 1
            }
            let sign = exponent < 0 ? "-" : "+"
            let digits = String(abs(exponent))
            return g(mantissa) + "e" + sign + (digits.count < 2 ? "0" + digits : digits)
        }
        let integerDigits = magnitude >= 1 ? Int(log10(magnitude).rounded(.down)) + 1 : 0
        let leadingZeros = magnitude < 1 ? Int((-log10(magnitude)).rounded(.up)) - 1 : 0
        let decimals = max(0, 6 - integerDigits + leadingZeros)
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if text.contains("."), !text.contains("e") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value`, which must be finite and not negative, with exactly two decimals, as C's `%.2f`
    /// prints it (`0.50`, `12.07`): the benchmark peers' format. O(1).
    package static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
