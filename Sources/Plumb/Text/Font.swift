/// A font as layout needs to know it: a family (or a font file), a size in points and a weight
/// (UIKit's `UIFont`, as a description; a ``TextMeasuring`` turns it into metrics).
///
/// The system font is `"System"`: a measurer maps it to the platform's sans-serif face (DejaVu Sans
/// on these Linux machines, where iOS 7 used Helvetica Neue).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// A font weight on UIKit's scale (`UIFont.Weight`): −1 (ultra light) … 0 (regular) … 1.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on UIKit's scale.
        public var rawValue: Double
        /// Creates a weight from UIKit's scale.
        public init(rawValue: Double) { self.rawValue = rawValue }
        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)
        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The family name (`"System"`, `"DejaVu Sans"`), ignored when ``file`` is set.
    public var family: String
    /// The size in points; 17 for a label's default font, as UIKit.
    public var pointSize: Double
    /// The weight.
    public var weight: Weight
    /// A path to a font file (TrueType/OpenType) to use instead of looking the family up.
    public var file: String?

    /// Creates a font description.
    public init(family: String, pointSize: Double, weight: Weight = .regular, file: String? = nil) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
        self.file = file
    }

    /// The system font of a size and weight (UIKit's `UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: Font.systemFamily, pointSize: size, weight: weight)
    }

    /// The bold system font of a size.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The family name that stands for the platform's system font: `"System"`.
    public static let systemFamily = "System"

    /// `System 17pt`, `DejaVu Sans 15pt bold`.
    public var description: String {
        let name = file ?? family
        let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize)
        return weight == .regular ? "\(name) \(size)pt" : "\(name) \(size)pt weight \(weight.rawValue)"
    }
}
