import ArgumentParser
import Plumb
import PlumbSpec

/// The options `plumb layout`, `check` and `render` share: `--size WxH` (also `W×H`, a root size
/// in points; repeatable, validated) and `--direction ltr|rtl`.
struct LayoutArguments: ParsableArguments {
    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help:
            "A root size such as 320x568 (each side 0…1e10 points), overriding the spec's size; repeat for several sizes."
    )
    var size: [SizeArgument] = []

    @Option(name: .long, help: "ltr or rtl: the layout direction, overriding the spec's layoutDirection.")
    var direction: UserInterfaceLayoutDirection?

    /// The sizes given, in order.
    var sizes: [Size] { size.map(\.size) }

    /// Throws for a size whose side is beyond 1e10 points, naming the limit.
    func validate() throws {
        for argument in size {
            if let problem = Spec.rootSizeProblem(argument.size) {
                throw ValidationError("--size \(argument.text): \(problem)")
            }
        }
    }
}

/// `--direction ltr|rtl`: left to right, or right to left (leading and trailing mirror).
extension UserInterfaceLayoutDirection: ExpressibleByArgument {
    /// Reads `ltr` or `rtl`; nil for anything else.
    public init?(argument: String) {
        guard let direction = ["ltr": Self.leftToRight, "rtl": .rightToLeft][argument] else { return nil }
        self = direction
    }

    /// The values `--help` and errors list.
    public static var allValueStrings: [String] { ["ltr", "rtl"] }
}

/// A root size given on the command line as `WxH`: `--size 568x320` (`Spec.rootSize(parsing:)`).
struct SizeArgument: ExpressibleByArgument {
    /// The size.
    let size: Size
    /// The argument as written.
    let text: String

    init?(argument: String) {
        guard let size = Spec.rootSize(parsing: argument) else { return nil }
        (self.size, text) = (size, argument)
    }

    static var defaultValueDescription: String { "WxH" }
}
