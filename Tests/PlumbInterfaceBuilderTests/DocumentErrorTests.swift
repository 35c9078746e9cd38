import PlumbInterfaceBuilder
import Testing

/// Files that are not iOS Interface Builder documents fail with a typed error whose text gives
/// the position and says how to fix it.
@Suite struct DocumentErrorTests {
    static let cases: [(xml: String, message: String)] = [
        (
            "<document type=\"x\"",
            "bad.xib:1:19: error: an attribute or tag is not well-formed (open the file in Xcode or fix the XML by hand)"
        ),
        (
            "<document type=\"x\">\n  <objects>\n",
            "bad.xib:2:12: error: the XML ends before every element is closed (open the file in Xcode or fix the XML by hand)"
        ),
        (
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>",
            "bad.xib:2:1: error: the root element is <plist>, not an Interface Builder <document> (pass a .xib or "
                + ".storyboard file saved by Xcode 8 or later)"
        ),
        (
            "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>",
            "bad.xib:1:1: error: document type 'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS xib or storyboard "
                + "(Plumb reads com.apple.InterfaceBuilder3.CocoaTouch.XIB and "
                + "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB)"
        ),
        (
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"2.0\"/>",
            "bad.xib:1:1: error: document version '2.0' is older than 3.0 (open and save the file in Xcode 8 or later)"
        ),
    ]

    @Test(arguments: cases)
    func errorText(_ xml: String, _ message: String) {
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderDocument(xml: xml, path: "bad.xib")
        }
        do {
            _ = try InterfaceBuilderDocument(xml: xml, path: "bad.xib")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func missingFile() {
        do {
            _ = try InterfaceBuilderDocument(contentsOf: Fixture.url("no-such-file.xib"))
            Issue.record("expected an error")
        } catch {
            #expect(
                error
                    == .unreadable(
                        path: Fixture.url("no-such-file.xib").path, reason: "no readable file at this path"))
            #expect(
                error.description.hasSuffix(
                    "no-such-file.xib:1:1: error: cannot read the file: no readable file at this path (check the path and that the file is UTF-8 XML)"
                ))
        }
    }
}
