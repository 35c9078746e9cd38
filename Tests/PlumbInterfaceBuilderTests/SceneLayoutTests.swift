import Plumb
import PlumbInterfaceBuilder
import Testing

/// The layout API: documents, scenes and entries, variations, traits, direction, sizes,
/// diagnostics mapped back to IB ids, and misplaced views.
@Suite struct SceneLayoutTests {
    @Test func documentAndScenes() throws {
        let document = try Fixture.document("bars.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == "15705")
        #expect(document.device.id == "retina4_7")
        #expect(document.device.size == Size(width: 375, height: 667))
        #expect(document.device.traits == SizeClassTraits(horizontal: .compact, vertical: .regular))
        #expect(document.device.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // The navigation and tab bar controllers have no view of their own: no scene.
        #expect(document.scenes.map(\.id) == ["BAR-vc-001", "BAR-vc-002", "BAR-vc-003", "BAR-vc-004"])
        #expect(document.scenes.map(\.className) == Array(repeating: "UIViewController", count: 4))
        #expect(document.scenes.map(\.title) == ["List", "Detail", "Tab", "Opaque"])
        #expect(document.scene(id: "BAR-vc-002")?.title == "Detail")
        #expect(document.scene(id: "BAR-nc-000") == nil)
        #expect(
            document.scenes.map(\.designSize) == [
                Size(width: 375, height: 667), Size(width: 375, height: 667), Size(width: 375, height: 667),
                Size(width: 375, height: 603),
            ])
        // Safe areas: a navigation bar (inferred from the navigation controller, then from the
        // show segue), a tab bar (inferred from the tab bar controller), an opaque bar the view
        // starts below.
        let insets = document.scenes.map { $0.layout().root.safeAreaInsets }
        #expect(
            insets == [
                EdgeInsets(top: 64, left: 0, bottom: 0, right: 0),
                EdgeInsets(top: 64, left: 0, bottom: 0, right: 0),
                EdgeInsets(top: 20, left: 0, bottom: 49, right: 0),
                EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
            ])

        let xib = try Fixture.document("controls.xib")
        #expect(xib.kind == .xib)
        let scene = try #require(xib.scenes.first)
        #expect(
            (scene.id, scene.className, scene.title, scene.line) == (
                "CTL-00-roo", "ControlsView", "Controls", 7
            ))
    }

    @Test func entries() throws {
        let layout = try #require(Fixture.document("controls.xib").scenes.first).layout(text: .design)
        #expect(
            layout.entries.map(\.id) == [
                "CTL-00-roo", "LBL-01-aaa", "BTN-01-aaa", "TXF-01-aaa", "IMG-01-aaa", "SWT-01-aaa",
                "LBL-02-aaa",
            ])
        #expect(
            layout.entries.map(\.className) == [
                "ControlsView", "UILabel", "UIButton", "UITextField", "UIImageView", "UISwitch", "UILabel",
            ])
        #expect(layout.entries.map(\.superviewID) == [nil] + Array(repeating: "CTL-00-roo", count: 6))
        let label = try #require(layout.entry(id: "LBL-01-aaa"))
        #expect((label.userLabel, label.element, label.line, label.column) == ("Greeting", "label", 11, 17))
        #expect(layout.entry(for: label.view)?.id == "LBL-01-aaa")
        #expect((label.view as? Label)?.text == "Hello")
        #expect((label.view as? Label)?.font == Font.systemFont(ofSize: 17))
        let headline = try #require(layout.entry(id: "LBL-02-aaa")?.view as? Label)
        #expect(headline.font == Font.systemFont(ofSize: 17, weight: .semibold))
        #expect(headline.numberOfLines == 0)
        #expect(headline.lineBreakMode == .byWordWrapping)
        let button = try #require(layout.entry(id: "BTN-01-aaa")?.view as? Button)
        #expect(button.title == "Button")
        #expect(button.contentEdgeInsets == EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        // A Plumb switch: its solved alignment rectangle 49 wide, UIKit's frame 2 pt wider.
        let toggle = try #require(layout.entry(id: "SWT-01-aaa"))
        #expect(toggle.view is Switch)
        #expect(
            toggle.view.alignmentRect(forFrame: toggle.view.frame)
                == Rect(x: 306, y: 144, width: 49, height: 31))
        #expect(toggle.frame == Rect(x: 306, y: 144, width: 51, height: 31))
        #expect(toggle.alignmentOutsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    }

    @Test func measuredText() throws {
        let scene = try #require(Fixture.document("controls.xib").scenes.first)
        let layout = scene.layout(size: Size(width: 320, height: 300))
        let label = try #require(layout.entry(id: "LBL-01-aaa")?.view as? Label)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.origin == Point(x: 20, y: 30))
        #expect(try #require(layout.entry(id: "TXF-01-aaa")).view.frame.width == 280)
        let image = try #require(layout.entry(id: "IMG-01-aaa")).view
        #expect(image.frame.size == Size(width: 24, height: 24))
    }

    @Test func variationsFollowTraits() throws {
        let scene = try #require(Fixture.document("variations.storyboard").scenes.first)
        let compact = scene.layout()
        #expect(compact.traits == SizeClassTraits(horizontal: .compact, vertical: .regular))
        #expect(
            compact.entries.map(\.id) == [
                "VAR-00-roo", "VAR-01-aaa", "VAR-03-aaa", "VAR-04-aaa", "VAR-05-aaa", "VAR-06-aaa",
            ])
        #expect((compact.entry(id: "VAR-06-aaa")?.view as? Label)?.font.pointSize == 17)
        #expect(compact.entry(id: "VAR-01-aaa")?.view.frame == Rect(x: 20, y: 100, width: 100, height: 40))

        // Turned to landscape, a 375-pt phone is compact in both directions: the height class
        // variation moves the box up.
        let landscape = scene.layout(size: Size(width: 667, height: 375))
        #expect(landscape.traits == SizeClassTraits(horizontal: .compact, vertical: .compact))
        #expect(landscape.entry(id: "VAR-01-aaa")?.view.frame == Rect(x: 20, y: 50, width: 100, height: 40))
        // The stack view turns horizontal with 20 pt of spacing; the label's font grows.
        #expect(landscape.entry(id: "VAR-03-aaa")?.view.frame == Rect(x: 20, y: 200, width: 120, height: 20))
        #expect(landscape.entry(id: "VAR-05-aaa")?.view.frame == Rect(x: 70, y: 0, width: 50, height: 20))
        #expect((landscape.entry(id: "VAR-06-aaa")?.view as? Label)?.font.pointSize == 30)

        let regular = scene.layout(traits: SizeClassTraits("wR,hC"))
        #expect(
            regular.entries.map(\.id) == [
                "VAR-00-roo", "VAR-01-aaa", "VAR-03-aaa", "VAR-04-aaa", "VAR-05-aaa", "VAR-06-aaa",
                "VAR-02-aaa",
            ])
        #expect(regular.entry(id: "VAR-01-aaa")?.view.frame == Rect(x: 20, y: 50, width: 200, height: 40))
        #expect(regular.entry(id: "VAR-02-aaa")?.view.frame == Rect(x: 20, y: 90, width: 10, height: 10))
        #expect(regular.diagnostics.isEmpty)
    }

    @Test func traitsText() {
        #expect(SizeClassTraits("wR,hC") == SizeClassTraits(horizontal: .regular, vertical: .compact))
        #expect(SizeClassTraits("hr, wc") == SizeClassTraits(horizontal: .compact, vertical: .regular))
        #expect(SizeClassTraits("wR") == nil)
        #expect(SizeClassTraits("wR,wC") == nil)
        #expect(SizeClassTraits("wX,hC") == nil)
        #expect(SizeClassTraits(horizontal: .regular, vertical: .compact).description == "wR,hC")
    }

    @Test func rightToLeft() throws {
        let scene = try #require(Fixture.document("misc.xib").scenes.first)
        let layout = scene.layout(direction: .rightToLeft)
        #expect(layout.entry(id: "MSC-01-aaa")?.view.frame == Rect(x: 10, y: 10, width: 280, height: 20))
        #expect(layout.entry(id: "MSC-03-aaa")?.view.frame == Rect(x: 10, y: 5, width: 260, height: 10))
        #expect(layout.entry(id: "MSC-05-aaa")?.view.frame == Rect(x: 240, y: 0, width: 50, height: 10))
    }

    @Test func resizedScene() throws {
        let scene = try #require(Fixture.document("misc.xib").scenes.first)
        let layout = scene.layout(size: Size(width: 400, height: 200))
        // Springs and struts: the flexible width follows the root.
        #expect(layout.entry(id: "MSC-01-aaa")?.view.frame == Rect(x: 10, y: 10, width: 380, height: 20))
        #expect(layout.entry(id: "MSC-06-aaa")?.view.frame == Rect(x: 16, y: 168, width: 368, height: 24))
    }

    @Test func unsatisfiableAndAmbiguous() throws {
        let layout = try #require(Fixture.document("conflict.xib").scenes.first).layout()
        #expect(layout.diagnostics.count == 1)
        guard case .unsatisfiable(let conflict) = try #require(layout.diagnostics.first) else {
            Issue.record("expected an unsatisfiable diagnostic")
            return
        }
        #expect(
            conflict.constraints.compactMap { layout.source(of: $0)?.id }.sorted() == [
                "X01-aa-aaa", "X02-aa-aaa",
            ])
        let broken = try #require(layout.source(of: conflict.broken))
        #expect(["X01-aa-aaa", "X02-aa-aaa"].contains(broken.id))
        let tooWide = try #require(
            conflict.constraints.compactMap { layout.source(of: $0) }.first { $0.id == "X02-aa-aaa" })
        #expect((tooWide.identifier, tooWide.line, tooWide.column) == ("too-wide", 13, 25))
        #expect(layout.ambiguousLayouts.map { layout.entry(for: $0.view)?.id } == ["CON-02-aaa"])
        #expect(layout.ambiguousLayouts.first?.axes == [.horizontal])
    }

    @Test func problemsInInterfaceBuildersWords() throws {
        let conflict = try #require(Fixture.document("conflict.xib").scenes.first).layout()
        let problems = conflict.problems()
        #expect(problems.map(\.kind) == [.unsatisfiable, .ambiguous])
        let unsatisfiable = try #require(problems.first)
        #expect(Set(unsatisfiable.ids) == ["X01-aa-aaa", "X02-aa-aaa"])
        #expect(unsatisfiable.message.hasPrefix("unable to simultaneously satisfy constraints: "))
        #expect(unsatisfiable.message.contains("CON-01-aaa.width == 200 (X02-aa-aaa, line 13)"))
        #expect(unsatisfiable.message.contains("CON-01-aaa.width == 100 (X01-aa-aaa, line 12)"))
        #expect(unsatisfiable.message.hasSuffix("; remove one of them or lower its priority below 1000"))
        #expect(
            problems.last?.description
                == "17:17: ambiguous: 'Loose' (CON-02-aaa) has an ambiguous layout: the constraints do not determine "
                + "its minX (horizontal); add constraints that fix them")

        let misplaced = try #require(Fixture.document("misplaced.storyboard").scenes.first).layout()
        #expect(
            misplaced.problems().map(\.description) == [
                "12:29: misplaced: 'Moved' (MIS-01-aaa) is misplaced: Interface Builder stored (40, 90, 100, 100), "
                    + "the constraints give (20, 100, 100, 100); update its frame in Xcode or fix its constraints",
                "19:29: misplaced: 'Edited' (MIS-02-aaa) is misplaced: Interface Builder stored (20, 300, 100, 50), "
                    + "the constraints give (20, 300.75, 100, 50); update its frame in Xcode or fix its constraints",
            ])
        #expect(misplaced.problems(tolerance: 1).count == 1)
    }

    @Test func misplacedViews() throws {
        let layout = try #require(Fixture.document("misplaced.storyboard").scenes.first).layout()
        #expect(layout.entries.map(\.isMisplaced) == [false, true, false])
        #expect(layout.misplacedViews().map(\.id) == ["MIS-01-aaa", "MIS-02-aaa"])
        #expect(layout.misplacedViews(tolerance: 1).map(\.id) == ["MIS-01-aaa"])
        #expect(layout.entry(id: "MIS-01-aaa")?.view.frame == Rect(x: 20, y: 100, width: 100, height: 100))
    }

    @Test func equationsAndAbsoluteFrames() throws {
        let layout = try #require(Fixture.document("constraints.storyboard").scenes.first).layout()
        let equations = layout.entries.flatMap(\.view.constraints).compactMap { constraint in
            layout.source(of: constraint).map { ($0.id, layout.equation(of: constraint)) }
        }
        let byID = Dictionary(uniqueKeysWithValues: equations)
        #expect(byID["C01-aa-bbb"] == "HDR-aa-bbb.top == SAF-aa-bbb.top")
        #expect(byID["C06-aa-bbb"] == "BOX-aa-bbb.top == HDR-aa-bbb.bottom + 8")
        #expect(byID["C07-aa-bbb"] == "BOX-aa-bbb.height == 0.5 * BOX-aa-bbb.width")
        #expect(byID["C09-aa-bbb"] == "RGT-aa-bbb.width == 0.3333333333333333 * ROOT-aa-bbb.width")
        #expect(byID["C14-aa-bbb"] == "LOW-aa-bbb.width >= 200")
        #expect(byID["C15-aa-bbb"] == "LOW-aa-bbb.width == 100 @750")
        #expect(byID["C03-aa-bbb"] == "ROOT-aa-bbb.trailing == HDR-aa-bbb.trailing")
        let safeArea = try #require(layout.entry(id: "ROOT-aa-bbb")).view.safeAreaLayoutGuide
        #expect(layout.id(of: safeArea) == "SAF-aa-bbb")

        let cells = try #require(Fixture.document("cells.xib").scenes.first).layout(text: .design)
        let label = try #require(cells.entry(id: "TCL-02-aaa"))
        #expect(label.superviewID == "TCL-01-aaa")
        #expect(label.absoluteFrame == Rect(x: 16, y: 12, width: 33, height: 20.5))
        let tile = try #require(Fixture.document("cells.xib").scenes.last).layout()
        #expect(
            try Fixture.document("cells.xib").scenes.map(\.id) == ["TCL-00-aaa", "TCL-10-aaa", "CCL-00-aaa"])
        #expect(tile.entries.map(\.id) == ["CCL-00-aaa", "CCL-00-aaa.contentView", "CCL-01-aaa"])
    }

    @Test func buttonConfigurations() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="R">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="34"/>
                                <state key="normal" title="Tap Me"/>
                                <buttonConfiguration key="configuration" style="plain" title="Tap Me"/>
                            </button>
                            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="F">
                                <rect key="frame" x="0.0" y="40" width="80" height="34"/>
                                <buttonConfiguration key="configuration" style="filled" title="Go"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(xml: xml, path: "buttons.xib")
        #expect(
            document.warnings.map(\.description) == [
                "buttons.xib:14:21: warning: <buttonConfiguration>: button configuration style 'filled' is sized as "
                    + "the plain style (17-pt title, 12 by 7 pt of insets, no image); use design text sizing to take "
                    + "IB's size"
            ])
        let layout = try #require(document.scenes.first).layout()
        let button = try #require(layout.entry(id: "B")?.view as? Button)
        #expect(button.title == "Tap Me")
        #expect(button.font == Font.systemFont(ofSize: 17))
        #expect(button.contentEdgeInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        let title = button.titleLayout().size
        #expect(
            button.intrinsicContentSize == Size(width: title.width + 24, height: max(30, title.height + 14)))
    }

    @Test func viewProperties() throws {
        let layout = try #require(Fixture.document("margins.xib").scenes.first).layout()
        let root = layout.root
        #expect(root.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(root.layoutMargins == EdgeInsets(top: 59, left: 16, bottom: 34, right: 16))
        let card = try #require(layout.entry(id: "MRG-01-aaa")).view
        #expect(card.layoutMargins == EdgeInsets(top: 10, left: 4, bottom: 20, right: 12))
        #expect(!card.insetsLayoutMarginsFromSafeArea)
        let preserving = try #require(layout.entry(id: "MRG-03-aaa")).view
        #expect(preserving.preservesSuperviewLayoutMargins)
        #expect(preserving.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 20, right: 12))
        let named = try #require(layout.entry(id: "MRG-05-aaa")?.view as? Label)
        #expect(named.font == Font(family: "Helvetica Neue", pointSize: 20, weight: .bold))

        let controls = try #require(Fixture.document("controls.xib").scenes.first).layout()
        let toggle = try #require(controls.entry(id: "SWT-01-aaa")).view
        #expect(toggle.contentHuggingPriority(for: .horizontal) == 750)
        #expect(toggle.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(toggle.intrinsicContentSize == Size(width: 49, height: 31))
        let label = try #require(controls.entry(id: "LBL-01-aaa")).view
        #expect(label.contentHuggingPriority(for: .vertical) == 251)
    }

    @Test func placeholderConstraintsAreDropped() throws {
        let layout = try #require(Fixture.document("constraints.storyboard").scenes.first).layout()
        let low = try #require(layout.entry(id: "LOW-aa-bbb"))
        let sources = low.view.constraints.compactMap { layout.source(of: $0) }
        #expect(!sources.contains { $0.id == "C17-aa-bbb" })
        let height = try #require(sources.first { $0.id == "C16-aa-bbb" })
        #expect((height.identifier, height.line) == ("low-height", 54))
    }
}
