// End-to-end tests of input a new user might try that once crashed, hung or printed a
// non-number (issue 15): each is now a clear `FILE:LINE:COLUMN: error:` with exit status 2, or a
// correct result. Each test is named after the input.

import Foundation
import Testing

@Suite("Input that once crashed, hung or printed a non-number")
struct InvalidInputTests {
    /// Runs `plumb` in a fresh directory holding `spec.yaml` with `yaml`.
    static func run(_ arguments: [String], spec yaml: String) throws -> PlumbRun {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-invalid-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try yaml.write(to: directory.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        return try PlumbRun(arguments, in: directory)
    }

    /// Expects exit status 2, nothing on standard output and exactly `error` on standard error.
    static func expectError(_ run: PlumbRun, _ error: String) {
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput == error + "\n")
    }

    static let limit =
        "beyond the limit of ±1e10 (Apple's largest constraint constant); use a number of magnitude at most 1e10"

    static let hugeSize = """
        size: [1e300, 568]
        views:
          - {name: a, frame: [0, 0, 10, 10]}
        dynamics:
          - gravity: {items: [a]}
        """

    @Test(
        "size: [1e300, 568] is rejected",
        arguments: [
            ["layout", "spec.yaml"], ["check", "spec.yaml"], ["render", "spec.yaml", "-o", "-"],
            ["simulate", "spec.yaml", "--format", "svg"],
        ])
    func hugeSize(arguments: [String]) throws {
        Self.expectError(
            try Self.run(arguments, spec: Self.hugeSize),
            "spec.yaml:1:8: error: each number of size is '1e300', \(Self.limit)")
    }

    @Test("--size 1e300x568 is rejected, naming the limit")
    func hugeSizeArgument() throws {
        let run = try Self.run(
            ["render", "spec.yaml", "-o", "-", "--size", "1e300x568"], spec: Self.hugeSize)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput.hasPrefix(
                "Error: --size 1e300x568: each side must be at most 1e10 points (Apple's largest constraint constant)\n"
            ))
    }

    @Test("a.height == 1e308 * root.height is rejected at the number")
    func hugeMultiplier() throws {
        let spec = """
            size: [320, 568]
            views:
              - {name: a}
            constraints:
              - "H:|[a]|"
              - "V:|[a]"
              - "a.height == 1e308 * root.height"
            """
        for arguments in [
            ["layout", "spec.yaml"], ["check", "spec.yaml"], ["render", "spec.yaml", "-o", "-"],
        ] {
            Self.expectError(
                try Self.run(arguments, spec: spec),
                "spec.yaml:7:18: error: 'a.height == 1e308 * root.height': number '1e308' is \(Self.limit)")
        }
    }

    @Test("a.height == 1e10 * root.height overflows: an error naming the constraint, never inf")
    func overflow() throws {
        let spec = """
            size: [320, 568]
            views:
              - {name: a}
              - {name: b}
            constraints:
              - "H:|[a]|"
              - "H:|[b]|"
              - "V:|[a][b]"
              - "a.height == 1e5 * root.height"
              - "b.height == 1e5 * a.height"
            """
        let error =
            "spec.yaml:10:5: error: the layout overflows: 'b' has height 5680000000000 through "
            + "'b.height == 100000 * a.height' (in 'b.height == 1e5 * a.height'), beyond the limit of ±1e10 "
            + "points; use smaller multipliers and constants"
        for arguments in [
            ["layout", "spec.yaml"], ["check", "spec.yaml"], ["render", "spec.yaml", "-o", "-"],
        ] {
            Self.expectError(try Self.run(arguments, spec: spec), error)
        }
    }

    @Test("frame: [1e11, 0, 10, 10] and a VFL constant (1e12) are rejected, naming the limit")
    func hugeFrameAndConstant() throws {
        let frame = """
            size: [320, 568]
            views:
              - {name: a, frame: [1e11, 0, 10, 10]}
            """
        Self.expectError(
            try Self.run(["layout", "spec.yaml"], spec: frame),
            "spec.yaml:3:23: error: each number of frame ([x, y, width, height]) is '1e11', \(Self.limit)")
        let format = """
            size: [320, 568]
            views:
              - {name: v10}
            constraints:
              - "H:|[v10(10)]-(-1.5e12)-|"
            """
        Self.expectError(
            try Self.run(["layout", "spec.yaml"], spec: format),
            "spec.yaml:5:21: error: number '1.5e12' in 'H:|[v10(10)]-(-1.5e12)-|' is \(Self.limit)")
        let metric = """
            size: [320, 568]
            metrics: {gap: 2e10}
            views:
              - {name: a}
            """
        Self.expectError(
            try Self.run(["layout", "spec.yaml"], spec: metric),
            "spec.yaml:2:16: error: metric 'gap' is '2e10', \(Self.limit)")
    }

    static let drop = """
        size: [320, 568]
        views:
          - {name: red, frame: [135, 259, 50, 50]}
        dynamics:
          - gravity: {items: [red]}
        """

    @Test(
        "plumb simulate --duration 1e9, -1 and 3000 at 60 fps are rejected, naming the limit",
        arguments: [
            (["--duration", "1e9"], "--duration 1000000000 is beyond the limit of 3600 seconds"),
            (["--duration", "-1"], "--duration must be a number of seconds ≥ 0, not -1"),
            (["--duration=-1"], "--duration must be a number of seconds ≥ 0, not -1"),
            (
                ["--duration", "3000"],
                "--duration 3000 at --fps 60 records 180000 frames, beyond the limit of 100000"
            ),
        ])
    func badDuration(options: [String], message: String) throws {
        let run = try Self.run(["simulate", "spec.yaml"] + options, spec: Self.drop)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.hasPrefix("Error: \(message)"))
    }

    @Test("plumb simulate on a spec without dynamics: is an error")
    func noDynamics() throws {
        Self.expectError(
            try Self.run(
                ["simulate", "spec.yaml"], spec: "size: [320, 568]\nviews: [{name: a, frame: [0, 0, 5, 5]}]\n"
            ),
            "spec.yaml:1:1: error: the spec has no `dynamics:` section, so there is nothing to simulate; add one "
                + "listing behaviours, e.g. `dynamics: [{gravity: {items: [NAME]}}]`")
    }

    @Test("A directory as the spec, or -o naming a directory, is named as a directory")
    func directories() throws {
        Self.expectError(
            try Self.run(["layout", "."], spec: Self.drop),
            ".:1:1: error: this is a directory, not a spec file; name a YAML or JSON file")
        Self.expectError(
            try Self.run(["render", "spec.yaml", "-o", "."], spec: Self.drop),
            ".:1:1: error: this is a directory, not a file; give -o the path of a file to write")
        Self.expectError(
            try Self.run(["simulate", "spec.yaml", "-o", "."], spec: Self.drop),
            ".:1:1: error: this is a directory, not a file; give -o the path of a file to write")
    }
}
