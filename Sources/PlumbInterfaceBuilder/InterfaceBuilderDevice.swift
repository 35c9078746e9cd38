import Plumb

/// The device a document is designed for (`<device id=… orientation=…>`): its size in points,
/// its size classes and the safe-area insets Plumb gives a scene's root view.
///
/// Interface Builder does not store the safe area; Plumb takes it from a table by device id
/// (docs/interface-builder.md, "Devices").
public struct InterfaceBuilderDevice: Hashable, Sendable {
    /// The orientation of the design.
    public enum Orientation: String, Hashable, Sendable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape
    }

    /// IB's device id: `retina4_7`, `retina6_1`, `iPad12_9rounded`; empty when the document has
    /// no `<device>`.
    public let id: String
    /// The orientation; portrait when not written.
    public let orientation: Orientation
    /// The screen size in points, in the orientation.
    public let size: Size
    /// Whether Plumb knows the id (its size and safe area); unknown ids take the root's frame and
    /// the insets of a phone without a notch.
    public let isKnown: Bool
    /// The Xcode build that saved the document, as a number (`22505`); 0 when unknown. Some ids
    /// named other phones in later Xcode versions.
    public let toolsVersion: Int

    /// Creates a device from IB's id and orientation. `rootSize`, the stored size of a scene's
    /// root, gives the size of an unknown id and tells which screen `retina6_1` means (414 × 896
    /// in Xcode 10 to 12, 390 × 844 later).
    public init(id: String, orientation: Orientation, rootSize: Size? = nil, toolsVersion: String = "") {
        self.id = id
        self.orientation = orientation
        self.toolsVersion = Int(toolsVersion.prefix { $0.isNumber }) ?? 0
        let entry = InterfaceBuilderDevice.table[id]
        isKnown = entry != nil
        let given = rootSize.map { orientation == .portrait ? $0 : Size(width: $0.height, height: $0.width) }
        var portrait = entry?.size ?? given ?? Size(width: 375, height: 667)
        if id == "retina6_1", given?.width == 390 { portrait = Size(width: 390, height: 844) }
        size = orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
    }

    /// Whether the device is an iPad.
    public var isPad: Bool { id.lowercased().hasPrefix("ipad") }

    /// The device's own size classes, for which IB stores frames: iPad regular × regular; a phone
    /// compact × regular in portrait, compact (regular when 414 pt or wider) × compact in landscape.
    public var traits: SizeClassTraits {
        if isPad { return SizeClassTraits(horizontal: .regular, vertical: .regular) }
        if orientation == .portrait { return SizeClassTraits(horizontal: .compact, vertical: .regular) }
        return SizeClassTraits(
            horizontal: min(size.width, size.height) >= 414 ? .regular : .compact, vertical: .compact)
    }

    /// The safe-area insets of the screen (status bar, notch or Dynamic Island, home indicator),
    /// in points, without bars a view controller adds.
    public var safeAreaInsets: EdgeInsets {
        let portraitWidth = min(size.width, size.height)
        let portraitHeight = max(size.width, size.height)
        if isPad {
            let rounded = id.hasSuffix("rounded") || id == "ipad11_0" || id == "iPad11_0"
            return rounded
                ? EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
                : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        }
        // Phones with a home indicator are 812 pt or taller in portrait.
        guard portraitHeight >= 812 else {
            return orientation == .portrait ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : .zero
        }
        let top: Double =
            switch (portraitWidth, portraitHeight) {
            case (393, _), (430, _), (402, _), (440, _): 59
            case (390, _), (428, _): 47
            case (375, 812)
            where id == "retina5_4" || toolsVersion >= InterfaceBuilderDevice.miniToolsVersion: 50
            default: 44
            }
        return orientation == .portrait
            ? EdgeInsets(top: top, left: 0, bottom: 34, right: 0)
            : EdgeInsets(top: 0, left: top, bottom: 21, right: top)
    }

    /// The first Xcode build (13) whose `retina5_9` is the iPhone 12 mini (a 50-pt status bar)
    /// and whose 414 × 896 phones have iOS 14's 48-pt status bar.
    static let miniToolsVersion = 19000

    /// The first Xcode build (26) whose navigation bar is 48 pt high rather than 44.
    static let tallNavigationBarToolsVersion = 24000

    /// The height of a navigation bar, in points: 44, or 48 from Xcode 26.
    public var navigationBarHeight: Double {
        toolsVersion >= InterfaceBuilderDevice.tallNavigationBarToolsVersion ? 48 : 44
    }

    /// Portrait sizes by device id.
    static let table: [String: (size: Size, name: String)] = [
        "retina3_5": (Size(width: 320, height: 480), "iPhone 4s"),
        "retina4_0": (Size(width: 320, height: 568), "iPhone SE (1st generation)"),
        "retina4_7": (Size(width: 375, height: 667), "iPhone 8"),
        "retina5_5": (Size(width: 414, height: 736), "iPhone 8 Plus"),
        "retina5_9": (Size(width: 375, height: 812), "iPhone X"),
        "retina5_4": (Size(width: 375, height: 812), "iPhone 12 mini"),
        "retina6_5": (Size(width: 414, height: 896), "iPhone XS Max"),
        "retina6_1": (Size(width: 414, height: 896), "iPhone 11 (390 × 844 as iPhone 12 in later Xcode)"),
        "retina6_0": (Size(width: 390, height: 844), "iPhone 12"),
        "retina6_7": (Size(width: 428, height: 926), "iPhone 12 Pro Max"),
        "retina6_12": (Size(width: 393, height: 852), "iPhone 14 Pro"),
        "retina6_72": (Size(width: 430, height: 932), "iPhone 14 Pro Max"),
        "ipad9_7": (Size(width: 768, height: 1024), "iPad (9.7-inch)"),
        "ipad10_2": (Size(width: 810, height: 1080), "iPad (10.2-inch)"),
        "ipad10_5": (Size(width: 834, height: 1112), "iPad Pro (10.5-inch)"),
        "ipad10_9rounded": (Size(width: 820, height: 1180), "iPad Air (4th generation)"),
        "ipad11_0rounded": (Size(width: 834, height: 1194), "iPad Pro (11-inch)"),
        "ipad12_9": (Size(width: 1024, height: 1366), "iPad Pro (12.9-inch)"),
        "ipad12_9rounded": (Size(width: 1024, height: 1366), "iPad Pro (12.9-inch, 3rd generation)"),
        "iPad": (Size(width: 768, height: 1024), "iPad"),
    ]
}
