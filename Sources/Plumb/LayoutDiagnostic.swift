#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Something a layout pass noticed and recovered from, delivered to the root's
/// ``View/diagnosticHandler`` (or printed to standard error in Apple's format).
public enum LayoutDiagnostic: CustomStringConvertible {
    /// Required constraints that cannot hold together; one was broken (docs/auto-layout.md §8.6).
    case unsatisfiable(UnsatisfiableConstraints)
    /// A misuse reported by a property setter that cannot throw (`isActive = true` without a
    /// common ancestor, an invalid `priority`, a non-finite `constant`).
    case invalidUse(LayoutError, constraint: LayoutConstraint?)
    /// A hierarchy change that was refused (a view added to its own descendant).
    case invalidHierarchy(String)
    /// The layout pass did not settle: views kept invalidating their constraints or layout.
    case layoutDidNotConverge(passes: Int)
    /// A solver failure that should not happen: a bug in Plumb; please report it.
    case internalError(String)

    /// The log text: Apple's for unsatisfiable constraints, the error message otherwise.
    public var description: String {
        switch self {
        case .unsatisfiable(let report): report.logText
        case .invalidUse(let error, _): error.description
        case .invalidHierarchy(let message): message
        case .layoutDidNotConverge(let passes):
            "The layout pass did not settle after \(passes) rounds: a view invalidates its constraints or "
                + "its layout in every pass. Check layoutSubviews and updateConstraints overrides."
        case .internalError(let message): "Internal layout error: \(message). Please report it."
        }
    }
}

/// A set of required constraints that cannot all hold, and the one Plumb broke to recover.
public struct UnsatisfiableConstraints {
    /// The conflicting constraints (a minimal set), in the order they were lowered.
    public let constraints: [LayoutConstraint]
    /// The constraint that was broken: it stays installed at priority 1100, met as closely as
    /// the others allow.
    public let broken: LayoutConstraint

    /// UIKit's console message (iOS 10 and later), with each constraint's description.
    public var logText: String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { if case .autoresizing = $0.kind { true } else { false } }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer "
                    + "to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            )
        }
        lines.append("(")
        for (index, constraint) in constraints.enumerated() {
            lines.append("    \"\(constraint)\"" + (index < constraints.count - 1 ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken.description)
        lines.append("")
        lines.append(
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."
        )
        lines.append(
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
                + "<UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// Sends a diagnostic to the tree's handler, or prints it.
    func deliver(_ diagnostic: LayoutDiagnostic) {
        if let handler = rootView.storedHandler {
            handler(diagnostic)
        } else {
            View.printToStandardError(diagnostic.description)
        }
    }

    /// Writes a line to standard error.
    static func printToStandardError(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { bytes in
            _ = write(2, bytes.baseAddress, bytes.count)
        }
    }
}
