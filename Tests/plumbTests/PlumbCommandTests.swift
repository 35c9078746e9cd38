// End-to-end tests: run the built `plumb` binary and check its output and exit status.
//
// The binary is found next to the test bundle (SwiftPM puts every product of a build in one
// directory), or at PLUMB_BINARY when that is set; golden files are read relative to this source.

import Foundation
import Testing

/// What a run of `plumb` printed and how it exited.
struct PlumbRun {
    let status: Int32
    let output: String
    let errorOutput: String

    /// Runs `plumb` with `arguments` (in `directory`, else the test's current directory) and
    /// waits for it.
    init(_ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = try PlumbRun.binary()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        self.status = process.terminationStatus
        self.output = String(decoding: outputData, as: UTF8.self)
        self.errorOutput = String(decoding: errorData, as: UTF8.self)
    }

    /// The `plumb` executable: $PLUMB_BINARY, else the first `plumb` found walking up from the
    /// test bundle's executable (the build's products directory), else `.build/debug/plumb`.
    static func binary() throws -> URL {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["PLUMB_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("plumb")
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue,
                fileManager.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        let fallback = packageRoot.appendingPathComponent(".build/debug/plumb")
        guard fileManager.isExecutableFile(atPath: fallback.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: fallback.path])
        }
        return fallback
    }

    /// The package's root directory, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

@Suite("plumb command")
struct PlumbCommandTests {
    /// Compares the demo's `text` with its golden file `name` (Tests/plumbTests/Golden), or
    /// rewrites the golden when PLUMB_UPDATE_GOLDEN is set. The overlays' tooltips name the Swift
    /// file and line that made each constraint, so editing SeedScreen.swift or CatBreedCell.swift
    /// moves them: rerun with PLUMB_UPDATE_GOLDEN=1 and review the diff.
    static func expectDemoGolden(_ text: String, _ name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/\(name)")
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDEN"] != nil {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), "\(name)")
    }

    @Test("plumb demo with no arguments prints the golden frames, writes plumb-demo/*.svg and exits 0")
    func demo() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-demo-test-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try PlumbRun(["demo"], in: directory)
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        try Self.expectDemoGolden(run.output, "demo.txt")
        #expect(run.output.components(separatedBy: "matches the spec\n").count == 4)
        for name in ["screen-a", "screen-b", "cat-cards", "cat-list", "collisions"] {
            for file in ["\(name).svg"] + (name == "collisions" ? [] : ["\(name)-overlay.svg"]) {
                let written = try String(
                    contentsOf: directory.appendingPathComponent("plumb-demo/\(file)"), encoding: .utf8)
                try Self.expectDemoGolden(written, "demo/\(file)")
            }
        }
    }

    @Test("plumb demo --output DIR writes the SVGs there, creating it")
    func demoOutput() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-demo-output-\(ProcessInfo.processInfo.processIdentifier)/nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let run = try PlumbRun(["demo", "--output", directory.path])
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "drawn: \(directory.path)/cat-cards.svg, \(directory.path)/cat-cards-overlay.svg"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        var pictures = ["svg"]
        #if PNG
            pictures.append("png")  // With the PNG trait, a PNG beside each SVG and collisions.gif.
        #endif
        let names =
            ["cat-cards", "cat-cards-overlay", "cat-list", "cat-list-overlay", "screen-a"]
            + ["screen-a-overlay", "screen-b", "screen-b-overlay"]
        var expected = pictures.flatMap { format in names.map { "\($0).\(format)" } } + ["collisions.svg"]
        #if PNG
            expected.append("collisions.gif")
        #endif
        #expect(files == expected.sorted())
    }

    @Test("plumb bench solver --json prints one JSON object with the documented keys")
    func benchJSON() throws {
        let run = try PlumbRun([
            "bench", "solver", "--workload", "s1", "--size", "10", "--runs", "1", "--json",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 1)
        let line = String(lines[0])
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "s1")
        #expect(object["size"] as? Int == 10)
        #expect(object["check"] as? Double == 500)
        for key in ["median_ms", "min_ms", "max_ms"] {
            let value = try #require(object[key] as? Double, "\(key)")
            #expect(value > 0)
        }
        let keys = ["workload", "size", "median_ms", "min_ms", "max_ms", "check"]
        let positions = try keys.map { key in
            try #require(line.range(of: "\"\(key)\":")?.lowerBound, "\(key)")
        }
        #expect(positions == positions.sorted())
    }

    @Test("plumb bench solver without --json prints one line for people")
    func benchHuman() throws {
        let run = try PlumbRun([
            "bench", "solver", "--workload", "s2s", "--size", "3", "--runs", "2", "--batch",
        ])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("s2s N=3 batch: median "))
        #expect(run.output.hasSuffix("; check 390, correct\n"))
    }

    @Test("An unknown workload exits 2 and lists the valid names")
    func unknownWorkload() throws {
        let run = try PlumbRun(["bench", "solver", "--workload", "nope", "--size", "10"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput
                == "error: unknown workload 'nope'; valid workloads: s1, s2s, s2i, s3, s3chain, s4, s4chain\n"
        )
    }

    @Test("An argument that does not parse exits 2 with ArgumentParser's message")
    func unparsableSize() throws {
        let run = try PlumbRun(["bench", "solver", "--workload", "s1", "--size", "abc"])
        #expect(run.status == 2)
        #expect(run.errorOutput.hasPrefix("Error: The value 'abc' is invalid for '--size <size>'\n"))
    }

    @Test("A size below 1 exits 2")
    func badSize() throws {
        let run = try PlumbRun(["bench", "solver", "--workload", "s1", "--size", "0"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("--size must be at least 1"))
    }

    @Test("plumb bench layout --json prints the solver bench's keys for L1 and exits 0")
    func layoutBenchJSON() throws {
        let run = try PlumbRun([
            "bench", "layout", "--workload", "cells", "--size", "7", "--runs", "1", "--json",
        ])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        try #require(lines.count == 1)
        let line = String(lines[0])
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["workload"] as? String == "cells")
        #expect(object["size"] as? Int == 7)
        #expect(object["mode"] as? String == "layout")
        #expect(object["check"] as? Double == 910)
        #expect(object["correct"] as? Bool == true)
        for key in ["median_ms", "min_ms", "max_ms", "initial_median_ms", "resize_median_ms"] {
            let value = try #require(object[key] as? Double, "\(key)")
            #expect(value > 0)
        }
        let keys = ["workload", "size", "mode", "median_ms", "min_ms", "max_ms", "check", "runs", "correct"]
        let positions = try keys.map { key in
            try #require(line.range(of: "\"\(key)\":")?.lowerBound, "\(key)")
        }
        #expect(positions == positions.sorted())
    }

    @Test("plumb bench layout without --json prints one line for people")
    func layoutBenchHuman() throws {
        let run = try PlumbRun(["bench", "layout", "--workload", "cells", "--size", "2", "--runs", "2"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("cells N=2 layout: median "))
        #expect(run.output.hasSuffix("; check 260, correct\n"))
    }

    @Test("plumb bench layout: an unknown workload exits 2 and lists the valid names")
    func layoutUnknownWorkload() throws {
        let run = try PlumbRun(["bench", "layout", "--workload", "s1", "--size", "10"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput == "error: unknown workload 's1'; valid workloads: cells, stack, list\n")
    }

    @Test("plumb bench layout: a size below 1 exits 2")
    func layoutBadSize() throws {
        let run = try PlumbRun(["bench", "layout", "--workload", "cells", "--size", "0"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.contains("--size must be at least 1"))
    }
}
