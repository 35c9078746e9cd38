import Plumb
import PlumbPhysics
import PropertyBased
import Testing

/// Round trip (docs/auto-layout.md §7): random well-formed formats, generated from the accepted grammar,
/// parse; their constraints, activated in a view tree and solved, put every view where the format
/// says (sizes, gaps, distances to `|`), in both orientations and in every direction option.
@Suite struct VisualFormatPropertyTests {
    /// A generated format and what it means.
    struct Sample {
        var format = ""
        var options: LayoutConstraint.FormatOptions = []
        var metrics: [String: Double] = [:]
        var names: [String] = []
        var sizes: [Double] = []
        /// The gap after each view but the last, in points.
        var gaps: [Double] = []
        /// The distance from the leading `|` (in reading order) to the first view, if any.
        var lead: Double?
        /// The distance from the last view to the trailing `|`, if any.
        var trail: Double?
        var isVertical = false
    }

    /// A connection and its length: flush, `-`, `-n-`, `-(==n)-`, `-(n@1000)-`, `-metric-`, `->=n-`
    /// closed by an equality, or a number strtod reads (`1e1`, `0x10`, `12.`).
    static func connection(toSuperview: Bool, _ sample: inout Sample, _ random: inout SplitMix64) -> (
        String, Double
    ) {
        let value = Double(Int.random(in: 0...40, using: &random))
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return ("", 0)
        case 1: return ("-", toSuperview ? 20 : 8)
        case 2: return ("-\(Int(value))-", value)
        case 3: return ("-(==\(Int(value)))-", value)
        case 4: return ("-(\(Int(value))@1000)-", value)
        case 5:
            let name = "m\(sample.metrics.count)"
            sample.metrics[name] = value
            return ("-\(name)-", value)
        case 6: return ("-(>=\(Int(value)),<=\(Int(value)))-", value)
        default:
            return [("-1e1-", 10), ("-0x10-", 16), ("-12.-", 12), ("-(-0)-", 0)].randomElement(
                using: &random)!
        }
    }

    /// A view with a size predicate: `[v0(30)]`, `[v0(==30)]`, `[v0(>=30,<=30@1000)]`, `[v0(w)]`.
    static func view(_ index: Int, _ sample: inout Sample, _ random: inout SplitMix64) -> String {
        let name = Int.random(in: 0..<2, using: &random) == 0 ? "v\(index)" : "_view_\(index)"
        let size = Double(Int.random(in: 1...80, using: &random))
        sample.names.append(name)
        sample.sizes.append(size)
        let predicate: String
        switch Int.random(in: 0..<4, using: &random) {
        case 0: predicate = "\(Int(size))"
        case 1: predicate = "==\(Int(size))"
        case 2: predicate = ">=\(Int(size)),<=\(Int(size))@1000"
        default:
            sample.metrics["w\(index)"] = size
            predicate = "w\(index)"
        }
        return "[\(name)(\(predicate))]"
    }

    static func sample(seed: UInt64) -> Sample {
        var random = SplitMix64(seed: seed)
        var sample = Sample()
        sample.isVertical = Bool.random(using: &random)
        let prefix = sample.isVertical ? "V:" : ["H:", ""].randomElement(using: &random)!
        if !sample.isVertical {
            sample.options = [[], .directionLeftToRight, .directionRightToLeft].randomElement(using: &random)!
        }
        if Bool.random(using: &random) {
            sample.options.insert(sample.isVertical ? .alignAllLeft : .alignAllTop)
        }
        var format = prefix
        let count = Int.random(in: 1...4, using: &random)
        let leading = Bool.random(using: &random)
        if leading {
            let (text, gap) = connection(toSuperview: true, &sample, &random)
            format += "|" + text
            sample.lead = gap
        }
        for index in 0..<count {
            if index > 0 {
                let (text, gap) = connection(toSuperview: false, &sample, &random)
                format += text
                sample.gaps.append(gap)
            }
            format += view(index, &sample, &random)
        }
        if !leading && Bool.random(using: &random) {
            let (text, gap) = connection(toSuperview: true, &sample, &random)
            format += text + "|"
            sample.trail = gap
        }
        sample.format = format
        return sample
    }

    /// Where a view is along the format's axis, in reading order: (start, size), with the start
    /// measured from the reading-order leading edge of the root.
    static func span(of view: View, in root: View, _ sample: Sample) -> (Double, Double) {
        let frame = view.frame
        if sample.isVertical { return (frame.origin.y, frame.size.height) }
        if sample.options.contains(.directionRightToLeft) {
            return (root.frame.size.width - frame.origin.x - frame.size.width, frame.size.width)
        }
        return (frame.origin.x, frame.size.width)
    }

    static func check(seed: UInt64) throws {
        let sample = sample(seed: seed)
        let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [String: LayoutItem] = [:]
        for name in sample.names {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        let constraints = try LayoutConstraint.activate(
            withVisualFormat: sample.format, options: sample.options, metrics: sample.metrics, views: views)
        #expect(constraints.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        let spans = sample.names.map { span(of: views[$0] as! View, in: root, sample) }
        let context = "seed \(seed): \(sample.format) options \(sample.options.rawValue)"
        for (index, (_, size)) in spans.enumerated() {
            #expect(size == sample.sizes[index], "\(context): size of view \(index)")
        }
        for (index, gap) in sample.gaps.enumerated() {
            let (start, size) = spans[index]
            #expect(spans[index + 1].0 - (start + size) == gap, "\(context): gap after view \(index)")
        }
        if let lead = sample.lead { #expect(spans[0].0 == lead, "\(context): leading |") }
        if let trail = sample.trail, let last = spans.last {
            #expect(1000 - (last.0 + last.1) == trail, "\(context): trailing |")
        }
        if sample.options.contains(.alignAllTop) || sample.options.contains(.alignAllLeft) {
            let cross = sample.names.map { name in
                let frame = (views[name] as! View).frame
                return sample.isVertical ? frame.origin.x : frame.origin.y
            }
            #expect(Set(cross).count == 1, "\(context): aligned")
        }
    }

    @Test func randomFormatsPutViewsWhereTheFormatSays() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in try Self.check(seed: seed) }
    }

    /// The number scanner reads the same prefix as C's strtod on strings built from its alphabet.
    @Test func numbersAsStrtodReadsThem() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
            let alphabet = Array("0123456789-+.eExXpPaAfFinNtyI()_]@,")
            let length = Int.random(in: 1...10, using: &random)
            let text = "-" + String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
            let format = "[a]-(\(text))-[b]"
            let tree = VisualFormatTree()
            // Either both readings agree that the text is one number, or the parser stopped earlier.
            let expected = strtodPrefix(text)
            let result = Result { () throws(VisualFormatError) in
                try LayoutConstraint.constraints(withVisualFormat: format, views: tree.views)
            }
            switch result {
            case .success(let constraints):
                // A comma starts another predicate of the list (`-(-8,64)-`) and `@` a priority
                // (`-(-8@6)-`): the first constraint holds the first number, which strtod must
                // read whole.
                let first = String(text.prefix { $0 != "," && $0 != "@" })
                let number = strtodPrefix(first)
                #expect(number.length == first.utf8.count, "\(text) accepted whole")
                // Constants are clamped to ±1e10 as Apple does (`_constraintConstantLimit`).
                let limit = LayoutConstraint.constantLimit
                #expect(constraints.first?.constant == min(max(number.value, -limit), limit), "\(text)")
            case .failure(let error):
                if let position = error.position, expected.length > 0, expected.value.isFinite {
                    #expect(position >= 5 + expected.length, "\(text): \(error.message) at \(position)")
                }
            }
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// C's strtod on `text`: the length it reads and the value.
func strtodPrefix(_ text: String) -> (length: Int, value: Double) {
    text.withCString { start in
        var end: UnsafeMutablePointer<CChar>?
        let value = strtod(start, &end)
        return (end.map { start.distance(to: $0) } ?? 0, value)
    }
}
