import Plumb
import PlumbSpec
import Testing

/// The code of PlumbSpec's getting-started article
/// (Sources/PlumbSpec/PlumbSpec.docc/GettingStarted.md), run as written, with the frames it states.
@Suite("PlumbSpec getting started")
struct GettingStartedTests {
    let yaml = """
        size: [320, 568]
        views:
          - {name: email, kind: textField, placeholder: Email}
          - {name: confirm, kind: textField}
          - {name: register, kind: button, title: Register}
        constraints:
          - "H:|-[email]-|"
          - "V:|-[email]"
          - "H:|-[confirm]-|"
          - "V:[email]-[confirm]"
          - "H:[register(==128)]"
          - register.centerX == superview.centerX
          - "V:[confirm]-[register]"
        """

    @Test func theArticleRunsAsWritten() throws {
        let spec = try Spec(yaml: yaml, file: "register.yaml")
        let portrait = try spec.layOut()
        #expect(portrait.entry(named: "email")?.frame == Rect(x: 20, y: 20, width: 280, height: 30))
        #expect(portrait.entry(named: "register")?.frame.origin.x == 96)
        let landscape = try spec.layOut(size: Size(width: 568, height: 320))
        #expect(landscape.entry(named: "email")?.frame.width == 528)
        #expect(portrait.diagnostics.isEmpty)
        #expect(!portrait.json.isEmpty)
    }
}
