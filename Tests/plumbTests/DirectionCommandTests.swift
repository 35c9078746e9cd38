// End-to-end tests of `--direction ltr|rtl` on `plumb layout`, `check` and `render`: the option
// overrides the spec's `layoutDirection:`.

import Foundation
import Testing

@Suite("plumb --direction")
struct DirectionCommandTests {
    @Test(
        "plumb layout prints the golden JSON of each direction; --direction overrides layoutDirection",
        arguments: [
            ([String](), "direction-rtl.json"),
            (["--direction", "rtl"], "direction-rtl.json"),
            (["--direction", "ltr"], "direction-ltr.json"),
        ])
    func layout(options: [String], golden: String) throws {
        let run = try SpecCommandTests.run(["layout", "SPEC"] + options, fixture: "direction.yaml")
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output == (try SpecCommandTests.golden(golden)))
    }

    @Test("The frames mirror: leading views move across, playback content and guides follow their rules")
    func mirroredFrames() throws {
        func frames(_ direction: String) throws -> (views: [String: [String: Double]], gap: [String: Double])
        {
            let run = try SpecCommandTests.run(
                ["layout", "SPEC", "--direction", direction], fixture: "direction.yaml")
            let object = try #require(
                JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let views = try #require(object["views"] as? [String: [String: Any]])
            let guides = try #require(object["guides"] as? [String: [String: Any]])
            return (
                views.compactMapValues { $0["absoluteFrame"] as? [String: Double] },
                try #require(guides["gap"]?["absoluteFrame"] as? [String: Double])
            )
        }
        let (ltr, ltrGap) = try frames("ltr")
        let (rtl, rtlGap) = try frames("rtl")
        for name in ["avatar", "name", "badge"] {
            let left = try #require(ltr[name])
            let right = try #require(rtl[name])
            #expect(right["x"]! == 375 - left["x"]! - left["width"]!, "\(name)")
            #expect(right["y"] == left["y"] && right["width"] == left["width"])
        }
        #expect(rtlGap["x"]! == 375 - ltrGap["x"]! - ltrGap["width"]!)
        #expect(ltr["body"]?["x"] == 24 && rtl["body"]?["x"] == 12)
        #expect(ltr["play"] == rtl["play"] && rtl["play"]?["x"] == 10)
    }

    @Test("plumb check and plumb render take --direction")
    func checkAndRender() throws {
        let check = try SpecCommandTests.run(
            ["check", "SPEC", "--direction", "ltr"], fixture: "direction.yaml")
        #expect(check.status == 0)
        #expect(SpecCommandTests.relative(check.output) == "Tests/Fixtures/direction.yaml: 375×812: ok\n")
        let ltr = try SpecCommandTests.run(
            ["render", "SPEC", "-o", "-", "--direction", "ltr"], fixture: "direction.yaml")
        let rtl = try SpecCommandTests.run(
            ["render", "SPEC", "-o", "-", "--direction", "rtl"], fixture: "direction.yaml")
        #expect(ltr.status == 0 && rtl.status == 0)
        #expect(ltr.output.contains("<svg ") && rtl.output.contains("<svg "))
        #expect(ltr.output != rtl.output)
    }

    @Test("A bad --direction exits 2 and names the choices", arguments: ["layout", "check", "render"])
    func badDirection(command: String) throws {
        let extra = command == "render" ? ["-o", "-"] : []
        let run = try SpecCommandTests.run(
            [command, "SPEC", "--direction", "rightToLeft"] + extra, fixture: "direction.yaml")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput.hasPrefix(
                "Error: The value 'rightToLeft' is invalid for '--direction <direction>'. "
                    + "Please provide one of 'ltr' and 'rtl'.\n"))
    }
}
