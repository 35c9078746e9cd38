import Foundation
import Plumb
import PlumbInterfaceBuilder
import Testing

/// What Plumb does not understand is a warning naming the element and its line, never an error.
@Suite struct DocumentWarningTests {
    @Test func warningsNameElementsAndLines() throws {
        let xml = try String(contentsOf: Fixture.url("warnings.xib"), encoding: .utf8)
        let document = try InterfaceBuilderDocument(xml: xml, path: "warnings.xib")
        #expect(
            document.warnings.map(\.description) == [
                "warnings.xib:3:5: warning: <device>: unknown device id 'retina9_9'; scenes keep their stored size and get "
                    + "the safe area of a phone without a notch",
                "warnings.xib:9:17: warning: <hologramView>: Plumb does not know this element; it is laid out as a plain "
                    + "view without an intrinsic size",
                "warnings.xib:12:17: warning: <label>: numberOfLines 'two' is not a whole number; 1 is used",
                "warnings.xib:12:17: warning: <label>: unknown lineBreakMode 'zigzag'; tail truncation is used",
                "warnings.xib:14:21: warning: <fontDescription>: unknown font weight 'chunky'; regular is used",
                "warnings.xib:18:17: warning: <constraint>: 'NOT-an-id' names no view or layout guide of this scene; the "
                    + "constraint is skipped",
                "warnings.xib:19:17: warning: <constraint>: multiplier 'half' is not a number or a ratio; the constraint "
                    + "is skipped",
                "warnings.xib:20:17: warning: <constraint>: unknown attribute 'sideways'; the constraint is skipped",
                "warnings.xib:21:17: warning: <constraint>: the constraint is skipped: Invalid pairing of layout "
                    + "attributes: top and width. Relate a location to a location on the same axis (x with x, y with y) "
                    + "or a size to a size.",
            ])
        let warning = try #require(document.warnings.first { $0.element == "hologramView" })
        #expect((warning.line, warning.column, warning.path) == (9, 17, "warnings.xib"))
        // The scene still lays out: the unknown element is a plain view.
        let layout = try #require(document.scenes.first).layout()
        #expect(layout.entries.map(\.className) == ["UIView", "UIHologramView", "UILabel"])
        #expect(layout.warnings.count == 8)
    }

    @Test func filesWithoutWarnings() throws {
        for name in Fixture.matching {
            #expect(try Fixture.document(name).warnings.isEmpty, "\(name)")
        }
    }

    /// Numbers that are not finite or not numbers never reach the layout: each is a warning, and
    /// every solved frame is finite.
    @Test func nonFiniteNumbersAreRefused() throws {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="R">
                        <rect key="frame" x="0" y="0" width="320" height="100"/>
                        <subviews>
                            <view placeholderIntrinsicWidth="-5" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                <rect key="frame" x="nan" y="0" width="inf" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="A" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="nan" id="C1"/>
                            <constraint firstItem="A" firstAttribute="width" secondItem="R" secondAttribute="width" multiplier="1:0" id="C2"/>
                            <constraint firstItem="A" firstAttribute="top" secondItem="R" secondAttribute="top" priority="2000" id="C3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(xml: xml, path: "odd.xib")
        #expect(
            document.warnings.map(\.description) == [
                "odd.xib:7:17: warning: <view>: placeholderIntrinsicWidth '-5' is neither a size nor 'infinite'; ignored",
                "odd.xib:12:17: warning: <constraint>: constant 'nan' is not a number; the constraint is skipped",
                "odd.xib:13:17: warning: <constraint>: multiplier '1:0' is not a number or a ratio; the constraint is "
                    + "skipped",
                "odd.xib:14:17: warning: <constraint>: the constraint is skipped: "
                    + "\(LayoutError.invalidPriority(2000).description)",
            ])
        let layout = try #require(document.scenes.first).layout()
        for entry in layout.entries {
            let frame = entry.frame
            #expect(
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }, "\(entry.id)")
        }
    }
}
