// The options `plumb layout`, `check` and `render` share: `--size WxH` (also `W×H`, a root size in
// points; repeatable) and `--direction ltr|rtl`.

import ArgumentParser
import Plumb
import PlumbSpec

/// `--size` (repeatable, validated) and `--direction`.
struct LayoutArguments: ParsableArguments {
    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help:
            "A root size such as 320x568 (each side 0…1e10 points), overriding the spec's size; repeat for several sizes."
    )
    var size: [SizeArgument] = []

    @Option(name: .long, help: "ltr or rtl: the layout direction, overriding the spec's layoutDirection.")
    var direction: DirectionArgument?

    /// The sizes given, in order.
    var sizes: [Size] { size.map(\.size) }

    func validate() throws { try SizeArgument.validate(size) }
}

/// `--direction ltr|rtl`: the layout direction, overriding the spec's `layoutDirection:`.
enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
    /// Left to right (`leftToRight`).
    case ltr
    /// Right to left (`rightToLeft`): leading and trailing mirror.
    case rtl

    /// The direction it names.
    var direction: UserInterfaceLayoutDirection { self == .ltr ? .leftToRight : .rightToLeft }
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

    /// Throws for a size whose side is beyond 1e10 points, naming the limit.
    static func validate(_ sizes: [SizeArgument]) throws {
        for argument in sizes {
            if let problem = Spec.rootSizeProblem(argument.size) {
                throw ValidationError("--size \(argument.text): \(problem)")
            }
        }
    }
}
