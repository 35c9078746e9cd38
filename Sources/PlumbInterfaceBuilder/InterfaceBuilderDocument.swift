import Foundation
import Plumb

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An iOS Interface Builder document (a `.xib` or `.storyboard` saved by Xcode 8 or later,
/// `version="3.0"`), read into scenes that build and lay out `View` trees by Apple's rules.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// for scene in document.scenes {
///     let layout = scene.layout(text: .design)
///     for entry in layout.misplacedViews() { print(entry.id, entry.view.frame, entry.designFrame) }
/// }
/// ```
///
/// Loading builds every scene once at the device's own size classes to collect ``warnings``;
/// it never solves a layout.
public struct InterfaceBuilderDocument: Sendable {
    /// Which kind of document.
    public enum Kind: String, Hashable, Sendable {
        /// A `.xib`: top-level views (and cells) in `<objects>`.
        case xib
        /// A `.storyboard`: scenes of view controllers.
        case storyboard
    }

    /// The path given when loading, used in messages.
    public let path: String
    /// Whether the document is a xib or a storyboard.
    public let kind: Kind
    /// The Xcode build that saved it (`toolsVersion`, such as `"21701"`); empty when absent.
    public let toolsVersion: String
    /// The device the document is designed for.
    public let device: InterfaceBuilderDevice
    /// The scenes, in document order: each storyboard view controller that has a view; each
    /// top-level view of a xib.
    public let scenes: [InterfaceBuilderScene]
    /// What Plumb does not understand, in document order (duplicates removed).
    public let warnings: [InterfaceBuilderWarning]

    /// Reads the document at `url`.
    /// - Throws: ``InterfaceBuilderError/unreadable(path:reason:)`` when the file cannot be read,
    ///   and the errors of ``init(xml:path:)``.
    public init(contentsOf url: URL) throws(InterfaceBuilderError) {
        let path = url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: path, reason: "no readable file at this path")
        }
        guard let xml = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: path, reason: "the file is not UTF-8 text")
        }
        try self.init(xml: xml, path: path)
    }

    /// Reads a document from its XML; `path` names it in messages.
    /// - Throws: ``InterfaceBuilderError`` when the text is not well-formed XML, not an
    ///   Interface Builder document, not an iOS one, or older than `version="3.0"`.
    public init(xml: String, path: String) throws(InterfaceBuilderError) {
        let root = try IBElement.parse(xml, path: path)
        guard root.name == "document" else {
            throw .notInterfaceBuilder(path: path, line: root.line, column: root.column, root: root.name)
        }
        let type = root["type"] ?? ""
        let kind: Kind
        switch type {
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        default: throw .notIOS(path: path, line: root.line, column: root.column, type: type)
        }
        let version = root["version"] ?? ""
        guard let number = Double(version), number >= 3 else {
            throw .unsupportedVersion(path: path, line: root.line, column: root.column, version: version)
        }
        self.path = path
        self.kind = kind
        toolsVersion = root["toolsVersion"] ?? ""
        var warnings: [InterfaceBuilderWarning] = []
        let scenesElements = InterfaceBuilderDocument.sceneElements(root, kind: kind)
        let deviceElement = root.child("device")
        let firstFrame = scenesElements.first.flatMap { IBElement.frame(of: $0.view) }?.size
        let orientation =
            InterfaceBuilderDevice.Orientation(rawValue: deviceElement?["orientation"] ?? "") ?? .portrait
        device = InterfaceBuilderDevice(
            id: deviceElement?["id"] ?? "", orientation: orientation, rootSize: firstFrame,
            toolsVersion: root["toolsVersion"] ?? "")
        if let deviceElement {
            if !device.isKnown {
                warnings.append(
                    InterfaceBuilderWarning(
                        path: path, line: deviceElement.line, column: deviceElement.column, element: "device",
                        message: "unknown device id '\(device.id)'; scenes keep their stored size and get "
                            + "the safe area of a phone without a notch"))
            }
        } else {
            warnings.append(
                InterfaceBuilderWarning(
                    path: path, line: root.line, column: root.column, element: "document",
                    message: "no <device>; scenes keep their stored size and get the safe area of a "
                        + "phone without a notch"))
        }
        var images: [String: Size] = [:]
        for image in root.grandchildren("resources") where image.name == "image" {
            guard let name = image["name"], let width = image["width"].flatMap(Double.init),
                let height = image["height"].flatMap(Double.init)
            else { continue }
            images[name] = Size(width: width, height: height)
        }
        var designables: [String: Size] = [:]
        for designable in root.grandchildren("designables") where designable.name == "designable" {
            guard let id = designable["name"],
                let size = designable.child("size", key: "intrinsicContentSize"),
                let width = size["width"].flatMap(Double.init),
                let height = size["height"].flatMap(Double.init)
            else { continue }
            designables[id] = Size(width: width, height: height)
        }
        let context = DocumentContext(
            path: path, kind: kind, device: device, images: images, designables: designables,
            usesSafeAreas: root.flag("useSafeAreas"))
        let bars = kind == .storyboard ? SimulatedBars.inferred(in: root) : [:]
        scenes = scenesElements.map {
            InterfaceBuilderScene(
                view: $0.view, controller: $0.controller,
                bars: $0.controller.flatMap { bars[$0["id"] ?? ""] } ?? SimulatedBars(),
                context: context)
        }
        for scene in scenes { warnings += scene.buildWarnings() }
        var seen = Set<InterfaceBuilderWarning>()
        self.warnings = warnings.filter { seen.insert($0).inserted }.enumerated().sorted {
            ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset)
        }.map(\.element)
    }

    /// The root view elements of the scenes, each with its view controller in a storyboard.
    static func sceneElements(_ root: IBElement, kind: Kind) -> [(view: IBElement, controller: IBElement?)] {
        switch kind {
        case .xib:
            return root.grandchildren("objects").filter { $0.child("rect", key: "frame") != nil }.map {
                ($0, nil)
            }
        case .storyboard:
            var result: [(IBElement, IBElement?)] = []
            for scene in root.grandchildren("scenes") where scene.name == "scene" {
                for object in scene.grandchildren("objects") where object["sceneMemberID"] == "viewController"
                {
                    if let view = object.child(key: "view") { result.append((view, object)) }
                }
            }
            return result
        }
    }
}

/// What every scene of a document shares.
struct DocumentContext: Sendable {
    var path: String
    var kind: InterfaceBuilderDocument.Kind
    var device: InterfaceBuilderDevice
    /// Image sizes from `<resources>`, by name.
    var images: [String: Size]
    /// The intrinsic sizes IB rendered for `@IBDesignable` views (`<designables>`), by view id.
    var designables: [String: Size]
    /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`).
    var usesSafeAreas: Bool
}

extension IBElement {
    /// The element's `<rect key="frame">`, or nil.
    static func frame(of element: IBElement) -> Rect? {
        guard let rect = element.child("rect", key: "frame") else { return nil }
        func number(_ name: String) -> Double { rect[name].flatMap(Double.init) ?? 0 }
        return Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    }
}
