// SeedScreen: the cookbook's screens of docs/auto-layout.md §10, built with Plumb's views exactly as
// the cookbook builds them, laid out in portrait and after rotation, and compared with the
// spec's tables. `plumb demo` prints them (SeedScreen+Report.swift) and draws their trees.

import Plumb

/// A view with a fixed intrinsic content size: the iOS 7 system button titled "Button" (46 × 30 in
/// Helvetica Neue, which §10's tables assume; a real button would measure its title in the
/// machine's font).
final class ControlStandIn: View {
    private let size: Size

    init(name: String, width: Double, height: Double) {
        size = Size(width: width, height: height)
        super.init()
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: Size { size }
}

/// One of the cookbook's screens with the frames docs/auto-layout.md §10 gives for it.
///
/// ```swift
/// let layouts = try SeedScreen.twoGrayViews.layOut()
/// SeedScreen.twoGrayViews.mismatches(in: layouts).isEmpty  // true
/// ```
public struct SeedScreen: Sendable {
    /// A root size the screen is laid out at.
    public enum Orientation: String, CaseIterable, Sendable {
        /// 320 × 568.
        case portrait
        /// 568 × 320.
        case landscape

        /// The root view's size, in points.
        public var rootSize: Size {
            self == .portrait ? Size(width: 320, height: 568) : Size(width: 568, height: 320)
        }
    }

    /// A laid-out view: its frame in its superview and in the root.
    public struct PlacedView: Equatable, Sendable, CustomStringConvertible {
        /// The view's short name in §10: `T`, `tb`, `E`, …
        public let name: String
        /// The superview's short name (`R` for the root).
        public let superviewName: String
        /// The frame in the superview's coordinates.
        public let frame: Rect
        /// The frame in the root's coordinates.
        public let frameInRoot: Rect

        /// Creates a placed view.
        public init(name: String, superviewName: String, frame: Rect, frameInRoot: Rect) {
            self.name = name
            self.superviewName = superviewName
            self.frame = frame
            self.frameInRoot = frameInRoot
        }

        /// `tb: (20, 35, 46, 30) in T, (40, 55, 46, 30) in R`; a child of R has one frame.
        public var description: String {
            superviewName == "R"
                ? "\(name): \(frame) in R" : "\(name): \(frame) in \(superviewName), \(frameInRoot) in R"
        }
    }

    /// The frames at one orientation.
    public struct Layout: Equatable, Sendable {
        /// The orientation.
        public let orientation: Orientation
        /// The views, in the order of §10's tables.
        public let views: [PlacedView]

        /// Creates a layout.
        public init(orientation: Orientation, views: [PlacedView]) {
            self.orientation = orientation
            self.views = views
        }
    }

    /// The screen's title, with its section of docs/auto-layout.md.
    public let title: String
    /// Builds the tree: the root and the named views in table order.
    private let build: @Sendable () throws(LayoutError) -> (root: View, views: [(String, View)])
    /// The frames of §10's tables in the superview's coordinates, by view name.
    private let expected: @Sendable (Orientation) -> [String: Rect]

    /// The screens `plumb demo` shows: (a) and (b).
    public static let all = [twoGrayViews, registerForm]

    /// Lays the screen out in portrait, then rotates the root to landscape and lays it out again
    /// (incrementally: only the root's size changes, §9).
    /// - Parameter measurer: what measures the controls' text (Plumb's fallback by default).
    /// - Throws: `LayoutError` if the screen's constraints cannot be made (a bug).
    public func layOut(measurer: any TextMeasuring = FallbackTextMeasurer()) throws(LayoutError) -> [Layout] {
        let (root, views) = try build()
        root.textMeasurer = measurer
        var layouts: [Layout] = []
        for orientation in Orientation.allCases {
            root.frame = Rect(origin: .zero, size: orientation.rootSize)
            root.layoutIfNeeded()
            let names = Dictionary(uniqueKeysWithValues: views.map { (ObjectIdentifier($0.1), $0.0) })
            layouts.append(
                Layout(
                    orientation: orientation,
                    views: views.map { name, view in
                        let parent = view.superview.flatMap { names[ObjectIdentifier($0)] } ?? "R"
                        return PlacedView(
                            name: name, superviewName: parent, frame: view.frame,
                            frameInRoot: view.frameInRoot)
                    }))
        }
        return layouts
    }

    /// A new tree of the screen laid out at `orientation`'s size, to draw: the root is named
    /// `root`, the other views by the cookbook's instance variables (`_topGrayView`, …).
    /// - Parameters:
    ///   - orientation: the root size to lay the tree out at.
    ///   - measurer: what measures the controls' text.
    /// - Throws: `LayoutError` if the screen's constraints cannot be made (a bug).
    public func tree(_ orientation: Orientation, measurer: any TextMeasuring) throws(LayoutError) -> View {
        let root = try build().root
        root.accessibilityIdentifier = "root"
        root.textMeasurer = measurer
        root.frame = Rect(origin: .zero, size: orientation.rootSize)
        root.layoutIfNeeded()
        return root
    }

    /// The differences from §10's tables beyond 1e-6, one line each
    /// (`landscape T: got (…), expected (…)`); empty when everything matches.
    public func mismatches(in layouts: [Layout], tolerance: Double = 1e-6) -> [String] {
        var lines: [String] = []
        for layout in layouts {
            let frames = expected(layout.orientation)
            for view in layout.views {
                guard let want = frames[view.name] else {
                    lines.append("\(layout.orientation) \(view.name): not in the spec's table")
                    continue
                }
                if !view.frame.isClose(to: want, tolerance: tolerance) {
                    lines.append("\(layout.orientation) \(view.name): got \(view.frame), expected \(want)")
                }
            }
        }
        return lines
    }

    /// Screen (a), §10.1: two gray views with a button each; the bottom button's left edge is
    /// tied to the top button's right edge across superviews.
    public static let twoGrayViews = SeedScreen(
        title: "docs/auto-layout.md §10.1, screen (a): two gray views with a button each",
        build: { () throws(LayoutError) in
            let root = View(frame: Rect(origin: .zero, size: Orientation.portrait.rootSize))
            let topGray = View()
            let bottomGray = View()
            for (gray, name) in [(topGray, "_topGrayView"), (bottomGray, "_bottomGrayView")] {
                gray.translatesAutoresizingMaskIntoConstraints = false
                gray.accessibilityIdentifier = name
                gray.backgroundColor = Color(red: 0xd3, green: 0xd3, blue: 0xd3)
            }
            let topButton = ControlStandIn(name: "_topButton", width: 46, height: 30)
            let bottomButton = ControlStandIn(name: "_bottomButton", width: 46, height: 30)
            for button in [topButton, bottomButton] {
                button.backgroundColor = Color(red: 0x9c, green: 0xc7, blue: 0xff)
            }
            root.addSubview(topGray)
            root.addSubview(bottomGray)
            topGray.addSubview(topButton)
            bottomGray.addSubview(bottomButton)
            try LayoutConstraint.activate([
                topGray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),  // C1
                root.trailingAnchor.constraint(equalTo: topGray.trailingAnchor, constant: 20),  // C2
                topGray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),  // C3
                topGray.heightAnchor.constraint(equalToConstant: 100),  // C4
                bottomGray.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),  // C5
                root.trailingAnchor.constraint(equalTo: bottomGray.trailingAnchor, constant: 20),  // C6
                topGray.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),  // C7, redundant
                bottomGray.topAnchor.constraint(equalTo: topGray.bottomAnchor, constant: 8),  // C8
                bottomGray.heightAnchor.constraint(equalToConstant: 100),  // C9
                topButton.leadingAnchor.constraint(equalTo: topGray.leadingAnchor, constant: 20),  // C10
                topButton.centerYAnchor.constraint(equalTo: topGray.centerYAnchor),  // C11
                try LayoutConstraint(
                    item: bottomButton, attribute: .left, relatedBy: .equal, toItem: topButton,
                    attribute: .right, multiplier: 1, constant: 0),  // C12, across superviews
                bottomButton.centerYAnchor.constraint(equalTo: bottomGray.centerYAnchor),  // C13
            ])
            return (root, [("T", topGray), ("B", bottomGray), ("tb", topButton), ("bb", bottomButton)])
        },
        expected: { orientation in
            let width = orientation.rootSize.width - 40
            return [
                "T": Rect(x: 20, y: 20, width: width, height: 100),
                "B": Rect(x: 20, y: 128, width: width, height: 100),
                "tb": Rect(x: 20, y: 35, width: 46, height: 30),
                "bb": Rect(x: 66, y: 35, width: 46, height: 30),
            ]
        })

    /// Screen (b), §10.2: the register form, two text fields and a centred 128-point button, real
    /// controls (their height is the controls' minimum, 30, whatever the font).
    public static let registerForm = SeedScreen(
        title: "docs/auto-layout.md §10.2, screen (b): register form",
        build: { () throws(LayoutError) in
            let root = View(frame: Rect(origin: .zero, size: Orientation.portrait.rootSize))
            let email = TextField(placeholder: "Email")
            let confirm = TextField(placeholder: "Confirm Email")
            let register = Button("Register")
            let names = ["_textFieldEmail", "_textFieldConfirmEmail", "_registerButton"]
            for (view, name) in zip([email, confirm, register], names) {
                view.accessibilityIdentifier = name
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            try LayoutConstraint.activate([
                email.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),  // D1
                root.trailingAnchor.constraint(equalTo: email.trailingAnchor, constant: 20),  // D2
                email.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),  // D3
                confirm.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),  // D4
                root.trailingAnchor.constraint(equalTo: confirm.trailingAnchor, constant: 20),  // D5
                confirm.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 8),  // D6
                register.widthAnchor.constraint(equalToConstant: 128),  // D7
                try LayoutConstraint(
                    item: register, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                    multiplier: 1, constant: 0),  // D8
                register.topAnchor.constraint(equalTo: confirm.bottomAnchor, constant: 8),  // D9
            ])
            return (root, [("E", email), ("C", confirm), ("G", register)])
        },
        expected: { orientation in
            let width = orientation.rootSize.width
            return [
                "E": Rect(x: 20, y: 20, width: width - 40, height: 30),
                "C": Rect(x: 20, y: 58, width: width - 40, height: 30),
                "G": Rect(x: width / 2 - 64, y: 96, width: 128, height: 30),
            ]
        })
}
