import Plumb
import PlumbInterfaceBuilder
import Testing

/// The code of PlumbInterfaceBuilder's getting-started article
/// (Sources/PlumbInterfaceBuilder/PlumbInterfaceBuilder.docc/GettingStarted.md), run as written,
/// with the values it states.
@Suite("PlumbInterfaceBuilder getting started")
struct GettingStartedTests {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <device id="retina4_0" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="Row-00-aaa" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-aaa">
                            <rect key="frame" x="16" y="12" width="33" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Box-00-aaa">
                            <rect key="frame" x="264" y="0.0" width="40" height="44"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Lbl-00-aaa" firstAttribute="leading" secondItem="Row-00-aaa" secondAttribute="leadingMargin" id="C01-aa-aaa"/>
                        <constraint firstItem="Lbl-00-aaa" firstAttribute="centerY" secondItem="Row-00-aaa" secondAttribute="centerY" id="C02-aa-aaa"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Box-00-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                        <constraint firstItem="Box-00-aaa" firstAttribute="top" secondItem="Row-00-aaa" secondAttribute="top" id="C04-aa-aaa"/>
                        <constraint firstItem="Box-00-aaa" firstAttribute="bottom" secondItem="Row-00-aaa" secondAttribute="bottom" id="C05-aa-aaa"/>
                        <constraint firstItem="Box-00-aaa" firstAttribute="width" constant="40" id="C06-aa-aaa"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func theArticleRunsAsWritten() throws {
        let document = try InterfaceBuilderDocument(xml: xml, path: "Row.xib")
        #expect(document.device.size == Size(width: 320, height: 568))
        #expect(document.scenes.map(\.id) == ["Row-00-aaa"])
        #expect(document.warnings.isEmpty)

        let scene = document.scenes[0]
        let layout = scene.layout(text: .design)
        #expect(layout.entry(id: "Lbl-00-aaa")?.frame == Rect(x: 16, y: 12, width: 33, height: 20))
        #expect(layout.entry(id: "Box-00-aaa")?.frame == Rect(x: 264, y: 0, width: 40, height: 44))
        #expect(layout.misplacedViews().isEmpty)
        #expect(layout.entry(id: "Lbl-00-aaa")?.className == "UILabel")

        let wide = scene.layout(size: Size(width: 400, height: 44), text: .design)
        #expect(wide.entry(id: "Box-00-aaa")?.frame == Rect(x: 344, y: 0, width: 40, height: 44))
        #expect(wide.misplacedViews().map(\.id) == ["Box-00-aaa"])
        #expect(wide.diagnostics.isEmpty)
        #expect(wide.ambiguousLayouts.isEmpty)
    }
}
