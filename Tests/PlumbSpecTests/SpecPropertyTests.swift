import Foundation
import Plumb
import PlumbPhysics
import PlumbSpec
import PlumbTestSupport
import PropertyBased
import Testing

/// Random determined specs (random trees whose views are placed by left/top/width/height
/// equations, relative to the superview, the root or an earlier view) lay out, through `plumb
/// layout`'s library entry point, at exactly the frames they were constructed from.
@Suite("Spec properties")
struct SpecPropertyTests {
    /// A random spec and the frames (in the superview's and the root's coordinates) it was built from.
    struct RandomSpec {
        var yaml = ""
        var frames: [String: (Rect, Rect)] = [:]

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            var views: [String] = []
            var absolute: [String: Point] = ["root": Point(x: 0, y: 0)]
            var superviews: [String: String] = [:]
            var constraints: [String] = []
            var lines = ["size: [400, 600]", "views:"]
            func add(under superview: String, depth: Int) {
                for _ in 0..<random.int(0...(depth == 0 ? 4 : 2)) {
                    let name = "v\(views.count)"
                    let frame = Rect(
                        x: Double(random.int(-20...200)), y: Double(random.int(-20...300)),
                        width: Double(random.int(0...150)), height: Double(random.int(0...150)))
                    let origin = absolute[superview] ?? Point(x: 0, y: 0)
                    let position = Point(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y)
                    absolute[name] = position
                    superviews[name] = superview
                    frames[name] = (frame, Rect(origin: position, size: frame.size))
                    lines.append(String(repeating: "  ", count: depth * 2 + 1) + "- name: \(name)")
                    views.append(name)
                    for (attribute, axisValue, size) in [
                        ("left", position.x, "width"), ("top", position.y, "height"),
                    ] {
                        let choice = views.count > 1 ? random.int(0...2) : random.int(0...1)
                        let other =
                            choice == 0
                            ? "superview" : choice == 1 ? "root" : views[random.int(0...(views.count - 2))]
                        let otherName = other == "superview" ? superview : other
                        let otherPosition = absolute[otherName] ?? Point(x: 0, y: 0)
                        let offset = axisValue - (attribute == "left" ? otherPosition.x : otherPosition.y)
                        let sign = offset < 0 ? "-" : "+"
                        constraints.append(
                            "\(name).\(attribute) == \(other).\(attribute) \(sign) \(Int(abs(offset)))")
                        constraints.append(
                            "\(name).\(size) == \(Int(size == "width" ? frame.width : frame.height))")
                    }
                    if depth < 2, random.int(0...2) == 0 {
                        let count = views.count
                        lines.append(String(repeating: "  ", count: depth * 2 + 2) + "subviews:")
                        add(under: name, depth: depth + 1)
                        if views.count == count { lines.removeLast() }
                    }
                }
            }
            add(under: "root", depth: 0)
            if views.isEmpty { lines[1] = "views: []" }
            lines.append("constraints:")
            lines.append(contentsOf: constraints.map { "  - \($0)" })
            if constraints.isEmpty { lines[lines.count - 1] = "constraints: []" }
            yaml = lines.joined(separator: "\n") + "\n"
        }
    }

    @Test("Random determined specs lay out at their construction frames")
    func constructionFrames() async {
        await propertyCheck(count: 100, input: Gen.uint64()) { seed in
            let random = RandomSpec(seed: seed)
            let output: String
            do {
                let spec = try Spec(yaml: random.yaml, file: "random.yaml")
                output = try SpecReport.layoutOutput(spec, sizes: [], format: .json)
            } catch {
                Issue.record("seed \(seed): \(error)\n\(random.yaml)")
                return
            }
            guard let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
                let views = object["views"] as? [String: [String: Any]],
                let diagnostics = object["diagnostics"] as? [Any]
            else {
                Issue.record("seed \(seed): not the documented JSON: \(output)")
                return
            }
            #expect(diagnostics.isEmpty, "seed \(seed)")
            #expect(views.count == random.frames.count + 1, "seed \(seed)")
            for (name, (frame, absoluteFrame)) in random.frames {
                #expect(Self.rect(views[name]?["frame"]) == frame, "seed \(seed) \(name)\n\(random.yaml)")
                #expect(Self.rect(views[name]?["absoluteFrame"]) == absoluteFrame, "seed \(seed) \(name)")
            }
        }
    }

    /// A JSON frame object as a rectangle.
    static func rect(_ value: Any?) -> Rect? {
        guard let object = value as? [String: Double], let x = object["x"], let y = object["y"],
            let width = object["width"], let height = object["height"]
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
