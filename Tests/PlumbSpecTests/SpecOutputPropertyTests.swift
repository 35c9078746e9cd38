import Foundation
import Plumb
import PlumbPhysics
import PlumbSpec
import PlumbTestSupport
import PropertyBased
import Testing

/// Random specs of every shape, most of them conflicting, ambiguous or extreme (sizes from 0 to
/// 1e9, multipliers up to 1e9, negative and huge constants, every relation and priority, labels
/// and stacks): whatever parses either lays out or is rejected as invalid input, and what lays
/// out prints strict JSON (finite numbers only) that `plumb check` agrees with.
@Suite("Spec output properties")
struct SpecOutputPropertyTests {
    /// A random spec's text, from a seed.
    struct ArbitrarySpec {
        var yaml: String

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            func pick<T>(_ values: [T]) -> T { values[random.int(0...(values.count - 1))] }
            let sizes = ["[320, 568]", "[0, 568]", "[568, 0]", "[1e9, 1]", "[0.5, 0.5]", "[1e10, 1e10]"]
            var lines = ["size: \(pick(sizes))", "views:"]
            var names: [String] = []
            for index in 0..<random.int(1...6) {
                let name = "v\(index)"
                names.append(name)
                switch random.int(0...4) {
                case 0:
                    lines.append(
                        "  - {name: \(name), kind: label, text: \(pick(["Hi", "word word word", "''"])), numberOfLines: \(pick([0, 1, 2]))}"
                    )
                case 1: lines.append("  - {name: \(name), kind: button, title: OK}")
                case 2:
                    lines.append("  - name: \(name)")
                    lines.append("    kind: stack")
                    lines.append("    axis: \(pick(["horizontal", "vertical"]))")
                    lines.append(
                        "    distribution: \(pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))"
                    )
                    lines.append("    spacing: \(pick(["0", "8", "-16", "1e9"]))")
                    lines.append("    subviews:")
                    lines.append("      - {name: \(name)a, kind: label, text: A}")
                    lines.append(
                        "      - {name: \(name)b, intrinsicSize: [\(pick(["10", "null", "0"])), 20], isHidden: \(pick(["true", "false"]))}"
                    )
                case 3:
                    lines.append(
                        "  - {name: \(name), intrinsicSize: [\(pick(["46", "null", "0", "1e9"])), \(pick(["30", "null"]))]}"
                    )
                default: lines.append("  - {name: \(name)}")
                }
            }
            lines.append("constraints:")
            let xAttributes = ["left", "right", "leading", "trailing", "centerX", "width"]
            let yAttributes = ["top", "bottom", "centerY", "height", "lastBaseline"]
            for _ in 0..<random.int(0...10) {
                let first = pick(names)
                if random.int(0...3) == 0 {
                    let gap = pick(["-", "-8-", "-(-16)-", "-(>=8@750)-", "", "-(1e9)-"])
                    let size = pick(["", "(==100)", "(>=0)", "(-16)", "(1e9@250)"])
                    lines.append(
                        "  - \"\(pick(["H:", "V:"]))|\(gap)[\(first)\(size)]\(gap)\(pick(["|", ""]))\"")
                    continue
                }
                let attributes = random.int(0...1) == 0 ? xAttributes : yAttributes
                let attribute = pick(attributes)
                let relation = pick(["==", ">=", "<="])
                let priority = pick(["", "", " @750", " @1", " @999"])
                if attribute == "width" || attribute == "height", random.int(0...1) == 0 {
                    lines.append(
                        "  - \"\(first).\(attribute) \(relation) \(pick(["0", "-16", "100", "1e9", "0.25"]))\(priority)\""
                    )
                    continue
                }
                let second = pick(names + ["root", "superview"])
                let multiplier = pick(["", "", "0.5 * ", "2 * ", "-1 * ", "1e9 * "])
                let constant = pick(["", " + 8", " - 16", " + 1e9", " - 1e10"])
                lines.append(
                    "  - \"\(first).\(attribute) \(relation) \(multiplier)\(second).\(pick(attributes))\(constant)\(priority)\""
                )
            }
            if lines.last == "constraints:" { lines[lines.count - 1] = "constraints: []" }
            yaml = lines.joined(separator: "\n") + "\n"
        }
    }

    @Test("Whatever parses lays out to strict JSON that plumb check agrees with, or is invalid input")
    func strictJSONAndCheckAgree() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            let yaml = ArbitrarySpec(seed: seed).yaml
            guard let spec = try? Spec(yaml: yaml, file: "random.yaml") else { return }
            let layouts: [SpecLayout]
            do {
                layouts = try SpecReport.layouts(spec, sizes: [])
            } catch {
                #expect("\(error)".hasPrefix("random.yaml:"), "seed \(seed): \(error)\n\(yaml)")
                return
            }
            let json = layouts[0].json
            guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
                let views = object["views"] as? [String: [String: Any]],
                let diagnostics = object["diagnostics"] as? [[String: Any]]
            else {
                Issue.record("seed \(seed): not strict JSON:\n\(json)\n\(yaml)")
                return
            }
            for (name, view) in views {
                for key in ["frame", "absoluteFrame"] {
                    let frame = view[key] as? [String: Double] ?? [:]
                    #expect(frame.count == 4 && frame.values.allSatisfy(\.isFinite), "seed \(seed) \(name)")
                    #expect(
                        (frame["width"] ?? -1) >= 0 && (frame["height"] ?? -1) >= 0,
                        "seed \(seed) \(name)\n\(yaml)")
                }
            }
            guard let check = try? SpecReport.check(spec, sizes: []) else {
                Issue.record("seed \(seed): plumb check rejected a spec plumb layout laid out\n\(yaml)")
                return
            }
            let failures = diagnostics.filter {
                ["unsatisfiable", "ambiguous"].contains($0["kind"] as? String)
            }
            #expect(check.failed == !failures.isEmpty, "seed \(seed)\n\(yaml)")
            let errors = check.text.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors.count == failures.count, "seed \(seed): \(check.text)\n\(json)")
        }
    }

    @Test(
        "A size left at −2.6e-8 by a multiplier of 1e9 reads as 0 (the property's seed 4421566987268997620)")
    func roundingBelowZeroReadsAsZero() throws {
        let yaml = """
            size: [0.5, 0.5]
            views:
              - name: v0
                kind: stack
                distribution: fillProportionally
                spacing: -16
                subviews:
                  - {name: v0a, kind: label, text: A}
                  - {name: v0b, intrinsicSize: [0, 20], isHidden: true}
              - {name: v1}
            constraints:
              - "v0.lastBaseline == 1e9 * root.lastBaseline - 1e10 @750"
              - "V:|-(>=8@750)-[v1(1e9@250)]-(>=8@750)-|"
              - "v1.bottom <= -1 * v1.top - 16 @750"
              - "v1.centerY <= superview.centerY - 16"
              - "v0.width <= 100"
              - "v0.bottom == -1 * root.lastBaseline - 16 @750"
            """
        let layout = try Spec(yaml: yaml, file: "s.yaml").layOut()
        #expect(layout.frames["v1"] == Rect(x: 0, y: -11, width: 0, height: 0))
        #expect(layout.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
    }
}
