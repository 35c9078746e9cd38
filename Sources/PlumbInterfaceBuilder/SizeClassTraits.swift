/// A horizontal and a vertical size class (UIKit's `UITraitCollection` as far as layout cares):
/// they choose which `<variation>`s of a document apply.
public struct SizeClassTraits: Hashable, Sendable, CustomStringConvertible {
    /// A size class of one axis (UIKit's `UIUserInterfaceSizeClass`).
    public enum SizeClass: String, Hashable, Sendable {
        /// Compact: a phone's width in portrait, its height in landscape.
        case compact
        /// Regular: an iPad, a phone's height in portrait, a large phone's width in landscape.
        case regular
    }

    /// The width's class.
    public var horizontal: SizeClass
    /// The height's class.
    public var vertical: SizeClass

    /// Creates traits from the two classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Reads `wC,hR`-style text (`wR,hC`, `wc,hr`; either order).
    /// - Returns: nil when the text is not two classes, one `w` and one `h`, each `C` or `R`.
    public init?(_ text: String) {
        var horizontal: SizeClass?
        var vertical: SizeClass?
        for part in text.split(separator: ",") {
            let part = part.trimmingSpaces.lowercased()
            guard part.count == 2, let axis = part.first, let value = part.last else { return nil }
            let sizeClass: SizeClass
            switch value {
            case "c": sizeClass = .compact
            case "r": sizeClass = .regular
            default: return nil
            }
            switch axis {
            case "w" where horizontal == nil: horizontal = sizeClass
            case "h" where vertical == nil: vertical = sizeClass
            default: return nil
            }
        }
        guard let horizontal, let vertical else { return nil }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// Whether a `<variation key=…>` applies: `default` always; otherwise every part of the key
    /// (`widthClass=compact`, `heightClass=regular-widthClass=compact`) must match. Keys naming
    /// anything else (`userInterfaceIdiom=mac`) never match.
    func matches(variationKey key: String) -> Bool {
        guard key != "default" else { return true }
        for part in key.split(separator: "-") {
            switch part {
            case "widthClass=compact": if horizontal != .compact { return false }
            case "widthClass=regular": if horizontal != .regular { return false }
            case "heightClass=compact": if vertical != .compact { return false }
            case "heightClass=regular": if vertical != .regular { return false }
            default: return false
            }
        }
        return true
    }

    /// `wC,hR`.
    public var description: String {
        "w\(horizontal == .compact ? "C" : "R"),h\(vertical == .compact ? "C" : "R")"
    }
}

extension Substring {
    /// The text without leading and trailing spaces (no Foundation needed).
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
