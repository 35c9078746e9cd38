import Foundation
import Plumb
import PlumbDocuments
import PlumbInterfaceBuilder
import PlumbRender
import PlumbSpec
import Testing

/// The fixtures the command-line tests use too.
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

@Suite("ScreenDocument: one entry for specs and Interface Builder files")
struct ScreenDocumentTests {
    @Test(
        "The kind comes from the extension",
        arguments: [
            ("a.xib", ScreenDocument.Kind.interfaceBuilder), ("Main.storyboard", .interfaceBuilder),
            ("screen.yaml", .spec), ("screen.json", .spec), ("xib", .spec),
        ])
    func kind(path: String, expected: ScreenDocument.Kind) {
        #expect(ScreenDocument.kind(ofFile: path) == expected)
    }

    @Test("A spec lays out and draws as SpecReport does, its direction replaced when asked")
    func spec() throws {
        let path = "\(fixtures)/screen-a.yaml"
        let document = try ScreenDocument(contentsOfFile: path)
        let spec = try Spec(contentsOfFile: path)
        let sizes = [Size(width: 320, height: 568), Size(width: 568, height: 320)]
        #expect(document.warnings.isEmpty)
        #expect(
            try document.layoutOutput(format: .json, constraints: true, options: .init(sizes: sizes))
                == SpecReport.layoutOutput(spec, sizes: sizes, format: .json, constraints: true))
        var mirrored = spec
        mirrored.layoutDirection = .rightToLeft
        let rightToLeft = ScreenDocument.Options(sizes: sizes, direction: .rightToLeft)
        let text = try document.layoutOutput(format: .text, options: rightToLeft)
        #expect(text == (try SpecReport.layoutOutput(mirrored, sizes: sizes, format: .text)))
        #expect(text != (try SpecReport.layoutOutput(spec, sizes: sizes, format: .text)))
        #expect(
            try document.drawing(options: rightToLeft, overlay: true).svg()
                == SpecReport.svg(mirrored, sizes: sizes, overlay: true))
    }

    @Test("An Interface Builder file lays out and draws as InterfaceBuilderReport does")
    func interfaceBuilder() throws {
        let path = "\(fixtures)/InterfaceBuilder/cells.xib"
        let document = try ScreenDocument(contentsOfFile: path)
        let source = try InterfaceBuilderDocument(path: path)
        let options = ScreenDocument.Options(sizes: [Size(width: 320, height: 60)], direction: .rightToLeft)
        let reportOptions = InterfaceBuilderReport.Options(direction: .rightToLeft)
        #expect(document.warnings == source.warnings.map(\.description))
        #expect(
            try document.layoutOutput(format: .json, options: options)
                == InterfaceBuilderReport.layoutOutput(
                    source, sizes: options.sizes, format: .json, options: reportOptions))
        #expect(
            try document.drawing(options: options).svg()
                == InterfaceBuilderReport.svg(
                    source, scene: nil, sizes: options.sizes, options: reportOptions))
    }

    @Test("Errors keep the kind's own FILE:LINE:COLUMN text")
    func errors() throws {
        #expect(throws: ScreenDocumentError.self) {
            try ScreenDocument(contentsOfFile: "\(fixtures)/missing.yaml")
        }
        do {
            _ = try ScreenDocument(contentsOfFile: "\(fixtures)/bad-view.yaml")
            Issue.record("bad-view.yaml was read")
        } catch {
            guard case .spec(let specError) = error else { throw error }
            #expect(error.description == specError.description)
            #expect(error.description.hasPrefix("\(fixtures)/bad-view.yaml:"))
        }
        let document = try ScreenDocument(contentsOfFile: "\(fixtures)/InterfaceBuilder/cells.xib")
        #expect(throws: ScreenDocumentError.self) {
            try document.layoutOutput(format: .json, options: .init(scene: "no-such-scene"))
        }
        let spec = try ScreenDocument(contentsOfFile: "\(fixtures)/screen-a.yaml")
        #expect(
            throws: ScreenDocumentError.alreadySpec(path: "\(fixtures)/screen-a.yaml"),
            performing: { try spec.conversion() })
        #expect(
            ScreenDocumentError.alreadySpec(path: "s.yaml").description
                == "s.yaml:1:1: error: this is a screen spec already; convert reads .xib and .storyboard files"
        )
        #expect(throws: ScreenDocumentError.self) {
            try ScreenDocument(contentsOfFile: "\(fixtures)/screen-a.yaml", as: .interfaceBuilder)
        }
    }

    @Test("check: specs first, then documents; unreadable files are errors and the rest still checked")
    func check() {
        let report = ScreenDocument.check(
            files: [
                "\(fixtures)/conflict.yaml", "\(fixtures)/missing.yaml",
                "\(fixtures)/InterfaceBuilder/cells.xib",
                "\(fixtures)/screen-a.yaml",
            ],
            options: .init(usesDesignText: true))
        let specs = SpecReport.check(
            files: ["\(fixtures)/conflict.yaml", "\(fixtures)/missing.yaml", "\(fixtures)/screen-a.yaml"],
            sizes: [])
        let documents = InterfaceBuilderCheck().report(["\(fixtures)/InterfaceBuilder/cells.xib"])
        #expect(report.output == specs.texts + [documents.text])
        #expect(report.errors == specs.errors.map(\.description))
        #expect(report.errors.count == 1)
        #expect(report.failed)
        let clean = ScreenDocument.check(files: ["\(fixtures)/screen-a.yaml"], options: .init())
        #expect(!clean.failed && clean.errors.isEmpty && clean.output.count == 1)
    }
}
