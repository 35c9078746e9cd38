import Foundation
import Plumb
import PlumbInterfaceBuilder
import PlumbInterfaceBuilderSpec
import PlumbSpec
import Testing

/// `plumb convert`'s round trip: a scene written as a screen spec by PlumbSpec's `SpecWriter`,
/// read back and laid out through PlumbSpec, gives every view the frame the document's layout
/// gave it, to 1e-6, for every hand-written fixture and a few real files, with measured and with
/// design text sizing, unless the writer reported what it could not say.
@Suite struct SpecConversionTests {
    /// Every hand-written fixture (not Real/), and real files whose scenes a spec can say.
    static let documents: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path)) ?? [])
        .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted() + [
            "Real/duckduckgo-iOS/Feedback.storyboard", "Real/IcaliaLabs-Presentr/Main.storyboard",
        ]

    /// The views whose frames a spec cannot give, by document: a badge pinned to a scroll view's
    /// frame layout guide (it floats over the content), which the writer reports and leaves out.
    static let lossy: [String: [String]] = ["scroll.storyboard": ["SCR-04-aaa"]]

    /// Whether two rectangles are equal within 1e-6 in each coordinate.
    static func equal(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 1e-6 && abs(a.minY - b.minY) <= 1e-6 && abs(a.width - b.width) <= 1e-6
            && abs(a.height - b.height) <= 1e-6
    }

    /// The scene laid out, written, read back and laid out again; the views whose frames differ.
    static func roundTrip(
        _ scene: InterfaceBuilderScene, text: InterfaceBuilderTextSizing
    ) throws -> (differences: [String], ids: [String], issues: [String], yaml: String) {
        let layout = scene.layout(text: text)
        let written = SpecWriter(
            name: { layout.specName(of: $0) }, comment: { layout.origin(of: $0) },
            constraintComment: { layout.origin(of: $0) }, hasFixedIntrinsicSize: layout.hasFixedIntrinsicSize
        ).write(layout.root)
        let spec = try Spec(yaml: written.yaml, file: "converted.yaml")
        let converted = try spec.layOut(measurer: text.measurer)
        var differences: [String] = []
        var ids: [String] = []
        for entry in layout.entries {
            let name = try #require(written.name(of: entry.view))
            let frame = try #require(converted.entry(named: name)).absoluteFrame
            if !Self.equal(frame, entry.view.frameInRoot) {
                differences.append("\(entry.id) (\(name)): document \(entry.view.frameInRoot), spec \(frame)")
                ids.append(entry.id)
            }
        }
        let issues = written.issues.map(\.message) + layout.fixedSizeWarnings(path: "").map(\.message)
        return (differences, ids, issues, written.yaml)
    }

    /// A scene the writer reports nothing about lays out exactly as the document does; a known
    /// lossy one differs only in the views listed.
    static func expectRoundTrip(_ name: String, text: InterfaceBuilderTextSizing) throws -> Bool {
        var exact = true
        for scene in try Fixture.document(name).scenes {
            let result = try Self.roundTrip(scene, text: text)
            let context =
                "\(name) \(scene.id): \(result.differences), issues \(result.issues)\n\(result.yaml)"
            if result.issues.isEmpty {
                #expect(result.differences == [], "\(context)")
            } else {
                exact = false
                if let lossy = Self.lossy[name] { #expect(result.ids == lossy, "\(context)") }
            }
        }
        return exact
    }

    @Test func measuredTextRoundTrips() throws {
        let exact = try Self.documents.filter {
            try Self.expectRoundTrip($0, text: .measured(FallbackTextMeasurer()))
        }
        #expect(exact.count >= 11, "\(exact)")
    }

    @Test func designTextRoundTrips() throws {
        let exact = try Self.documents.filter { try Self.expectRoundTrip($0, text: .design) }
        #expect(exact.count >= 11, "\(exact)")
    }
}

extension SpecConversionTests {
    @Test("What a spec cannot say is a warning naming the constraint, left out of the spec")
    func scrollFrameGuideIsReported() throws {
        let document = try Fixture.document("scroll.storyboard")
        let conversion = try InterfaceBuilderReport.spec(
            of: document, scene: nil, options: .init(text: .design))
        #expect(
            conversion.warnings.map(\.description) == [
                "\(document.path):46:37: warning: <constraint>: R13-aa-aaa: it relates SCR_01_aaa's "
                    + "UIScrollViewFrameLayoutGuide top in a way a spec cannot say; the constraint is left out",
                "\(document.path):47:37: warning: <constraint>: R14-aa-aaa: it relates SCR_01_aaa's "
                    + "UIScrollViewFrameLayoutGuide trailing in a way a spec cannot say; the constraint is left out",
            ])
        #expect(conversion.yaml.hasPrefix("# \(document.path), scene "))
        #expect(!conversion.yaml.contains("Badge.top"))
    }
}

extension SpecConversionTests {
    /// Every document of the real corpus (Tests/Fixtures/InterfaceBuilder/Real).
    static let corpus: [String] = {
        let base = Fixture.directory.appendingPathComponent("Real")
        let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map {
            "Real/\($0)"
        }
    }()

    /// Every scene of the real corpus converts to a spec that reads and lays out as the document
    /// does, unless the writer says what it left out.
    @Test(arguments: ["measured", "design"])
    func corpusConverts(mode: String) throws {
        let text: InterfaceBuilderTextSizing = mode == "design" ? .design : .measured(FallbackTextMeasurer())
        var scenes = 0
        var exact = 0
        var failures: [String] = []
        for name in Self.corpus {
            for scene in try Fixture.document(name).scenes {
                scenes += 1
                do {
                    let result = try Self.roundTrip(scene, text: text)
                    if result.issues.isEmpty && result.differences.isEmpty { exact += 1 }
                    if result.issues.isEmpty && !result.differences.isEmpty {
                        failures.append("\(name) \(scene.id): \(result.differences.prefix(3))")
                    }
                } catch {
                    failures.append("\(name) \(scene.id): \(error)")
                }
            }
        }
        print(
            "spec conversion (\(mode) text): \(exact) of \(scenes) real scenes round-trip exactly, without issues"
        )
        #expect(failures == [])
        #expect(exact >= 150)
    }
}
