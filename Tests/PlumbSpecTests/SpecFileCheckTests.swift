// `plumb check` over spec files as one library call: readable files checked in order, unreadable
// ones reported as errors while the others are still checked.

import Foundation
import Plumb
import PlumbSpec
import Testing

@Suite("SpecReport.check(files:)")
struct SpecFileCheckTests {
    /// Writes `text` to a fresh file in the temporary directory and returns its path.
    static func write(_ text: String, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("An ok file, an ambiguous file and an invalid one: texts, one error, failed")
    func mixed() throws {
        let ok = try Self.write(
            "size: [320, 568]\nviews: [{name: a}]\nconstraints: [\"H:|-[a]-|\", \"V:|-[a(10)]\"]\n",
            name: "ok.yaml")
        let loose = try Self.write(
            "size: [320, 568]\nviews: [{name: a}]\nconstraints: [\"H:|-[a]-|\"]\n", name: "loose.yaml")
        let invalid = try Self.write(
            "size: [320, 568]\nviews: [{name: a, kind: nonsense}]\n", name: "bad.yaml")
        let result = SpecReport.check(
            files: [ok, invalid, loose], sizes: [Size(width: 320, height: 568)], direction: .rightToLeft)
        #expect(result.texts.count == 2)
        #expect(result.texts.first == "\(ok): 320×568: ok")
        #expect(result.texts.last?.hasSuffix("\(loose): 320×568: 0 unsatisfiable, 1 ambiguous") == true)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.description.hasPrefix("\(invalid):2:") == true)
        #expect(result.failed)
    }

    @Test("Only ok files: not failed, no errors")
    func allOK() throws {
        let ok = try Self.write(
            "size: [100, 100]\nviews: [{name: a}]\nconstraints: [\"H:|[a]|\", \"V:|[a]|\"]\n", name: "ok.yaml"
        )
        let result = SpecReport.check(files: [ok], sizes: [])
        #expect(result.texts == ["\(ok): 100×100: ok"])
        #expect(result.errors.isEmpty)
        #expect(!result.failed)
    }
}
