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
        // The navigation controller has no view of its own: no scene.
        #expect(document.scenes.map(\.id) == ["BAR-vc-001", "BAR-vc-002"])
        #expect(document.scenes.map(\.className) == ["UIViewController", "UIViewController"])
        #expect(document.scenes.map(\.title) == ["List", "Detail"])
        #expect(
            document.scenes.map(\.designSize) == [
                Size(width: 375, height: 667), Size(width: 375, height: 667),
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
        // The switch's solved alignment rectangle and UIKit's frame, 2 pt wider.
        let toggle = try #require(layout.entry(id: "SWT-01-aaa"))
        #expect(toggle.view.frame == Rect(x: 306, y: 144, width: 49, height: 31))
        #expect(toggle.frame == Rect(x: 306, y: 144, width: 51, height: 31))
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
        #expect(compact.entries.map(\.id) == ["VAR-00-roo", "VAR-01-aaa"])
        #expect(compact.entry(id: "VAR-01-aaa")?.view.frame == Rect(x: 20, y: 100, width: 100, height: 40))

        let regular = scene.layout(traits: SizeClassTraits("wR,hC"))
        #expect(regular.entries.map(\.id) == ["VAR-00-roo", "VAR-01-aaa", "VAR-02-aaa"])
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

    @Test func misplacedViews() throws {
        let layout = try #require(Fixture.document("misplaced.storyboard").scenes.first).layout()
        #expect(layout.entries.map(\.isMisplaced) == [false, true, false])
        #expect(layout.misplacedViews().map(\.id) == ["MIS-01-aaa", "MIS-02-aaa"])
        #expect(layout.misplacedViews(tolerance: 1).map(\.id) == ["MIS-01-aaa"])
        #expect(layout.entry(id: "MIS-01-aaa")?.view.frame == Rect(x: 20, y: 100, width: 100, height: 100))
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
