// The playground's JSON API as plain functions of the request body: each calls the library
// function the matching `plumb` command calls, so the answers are the CLI's output.

import Foundation
import Plumb
import PlumbConsoleLog
import PlumbInterfaceBuilder
import PlumbInterfaceBuilderRender
import PlumbRender
import PlumbSolver
import PlumbSpec
import PlumbSpecRender
import PlumbText

/// The API routes (docs/playground.md), without HTTP: a request body in, a ``PlaygroundReply``
/// out. Every call is independent: it builds its own spec, tree, solver and text measurer.
public struct PlaygroundAPI: Sendable {
    /// The API's routes, after `/api/`.
    public enum Route: String, Sendable, CaseIterable {
        /// `plumb layout`: frames and diagnostics as JSON (or a text table).
        case layout
        /// `plumb render`: an SVG picture.
        case render
        /// `plumb simulate`: the dynamics' frames as JSON and an animated SVG.
        case simulate
        /// `plumb explain`: Apple's console logs explained.
        case explain
        /// `plumb layout` / `plumb render` for a `.xib` or `.storyboard` document.
        case interfaceBuilder = "interface-builder"

        /// The name errors give the input when the request names none.
        var defaultFile: String {
            switch self {
            case .explain: return "<log>"
            case .interfaceBuilder: return "<document>"
            default: return "<spec>"
            }
        }
    }

    /// The largest request body in bytes: 1 MiB by default.
    public var bodyLimit: Int
    /// The longest a request may compute, in seconds: 2 by default.
    public var timeLimit: Double
    /// Makes the text measurer of one request (a new `FreeTypeTextMeasurer` by default).
    public var measurer: @Sendable () -> any TextMeasuring

    /// An API with the given limits.
    public init(
        bodyLimit: Int = 1 << 20, timeLimit: Double = 2,
        measurer: @escaping @Sendable () -> any TextMeasuring = { FreeTypeTextMeasurer() }
    ) {
        self.bodyLimit = bodyLimit
        self.timeLimit = timeLimit
        self.measurer = measurer
    }

    /// Answers `route` for `body` (already limited to ``bodyLimit`` bytes by the server), within
    /// ``timeLimit`` seconds. Never throws: every error is a JSON reply with status 400 or 422.
    public func reply(to route: Route, body: Data) async -> PlaygroundReply {
        do throws(PlaygroundError) {
            let request = try PlaygroundRequest.decode(body)
            let file = request.file ?? route.defaultFile
            let measurer = self.measurer
            return try await withTimeLimit(
                timeLimit, timedOut: .timedOut(file: file, seconds: timeLimit)
            ) { () throws(PlaygroundError) in
                try Self.answer(route, request, measurer: measurer())
            }
        } catch {
            return .error(error)
        }
    }

    /// The answer computed synchronously.
    private static func answer(
        _ route: Route, _ request: PlaygroundRequest, measurer: any TextMeasuring
    ) throws(PlaygroundError) -> PlaygroundReply {
        switch route {
        case .layout: return try layout(request, measurer: measurer)
        case .render: return try render(request, measurer: measurer)
        case .simulate: return try simulate(request, measurer: measurer)
        case .explain: return try explain(request)
        case .interfaceBuilder: return try interfaceBuilder(request, measurer: measurer)
        }
    }

    /// `plumb layout SPEC [--size]… [--direction] [--format] [--constraints]`.
    private static func layout(_ request: PlaygroundRequest, measurer: any TextMeasuring)
        throws(PlaygroundError)
        -> PlaygroundReply
    {
        let spec = try request.parsedSpec()
        let format = try request.format(["json", "text"], fallback: "json")
        let sizes = try request.rootSizes()
        let output = try catching(spec.file) { () throws(SpecError) in
            try SpecReport.layoutOutput(
                spec, sizes: sizes, format: format == "json" ? .json : .text,
                constraints: request.constraints ?? false, measurer: measurer)
        }
        return format == "json" ? .json(output) : .text(output)
    }

    /// `plumb render SPEC -o - [--size]… [--direction] [--overlay] [--full]`.
    private static func render(_ request: PlaygroundRequest, measurer: any TextMeasuring)
        throws(PlaygroundError)
        -> PlaygroundReply
    {
        let spec = try request.parsedSpec()
        let sizes = try request.rootSizes()
        return .svg(
            try catching(spec.file) { () throws(SpecError) in
                try SpecReport.svg(
                    spec, sizes: sizes, overlay: request.overlay ?? false, fullContent: request.full ?? false,
                    measurer: measurer)
            })
    }

    /// `plumb simulate SPEC [--duration] [--fps] [--format json|svg]`; `both` (the default)
    /// answers `{"simulation": JSON, "svg": "…"}`.
    private static func simulate(_ request: PlaygroundRequest, measurer: any TextMeasuring)
        throws(PlaygroundError)
        -> PlaygroundReply
    {
        let spec = try request.parsedSpec()
        let format = try request.format(["json", "svg", "both"], fallback: "both")
        let duration = request.duration ?? SpecSimulation.defaultDuration
        let fps = request.fps ?? SpecSimulation.defaultFPS
        if let problem = SpecSimulation.runLengthProblem(duration: duration, fps: fps) {
            throw .badRequest(problem)
        }
        let run = try catching(spec.file) { () throws(SpecError) in
            try SpecSimulation(spec, duration: duration, fps: fps, measurer: measurer)
        }
        switch format {
        case "json": return .json(run.json)
        case "svg": return .svg(SimulationRenderer().svg(run.recording))
        default:
            let svg = JSONText.quoted(SimulationRenderer().svg(run.recording))
            return .json("{\"simulation\":\(run.json),\"svg\":\(svg)}")
        }
    }

    /// `plumb explain FILE [--format text|json]`.
    private static func explain(_ request: PlaygroundRequest) throws(PlaygroundError) -> PlaygroundReply {
        let file = request.file ?? Route.explain.defaultFile
        let text = try request.text(request.log, named: "log")
        let format = try request.format(["json", "text"], fallback: "json")
        let report = try catching(file) { () throws(ConsoleLogError) in try ConsoleLogReport(text, file: file)
        }
        if let unread = report.unreadErrors.first { throw PlaygroundError(unread, file: file) }
        return format == "json" ? .json(report.json) : .text(report.text)
    }

    /// `plumb layout|render FILE.xib [--scene] [--size]… [--direction]`: `json` answers an
    /// array of the CLI's JSON lines, `svg` the picture.
    private static func interfaceBuilder(_ request: PlaygroundRequest, measurer: any TextMeasuring)
        throws(PlaygroundError) -> PlaygroundReply
    {
        let file = request.file ?? Route.interfaceBuilder.defaultFile
        let xml = try request.text(request.xml, named: "xml")
        let format = try request.format(["json", "svg"], fallback: "json")
        let sizes = try request.rootSizes()
        let options = InterfaceBuilderReport.Options(
            text: .measured(measurer), direction: try request.layoutDirection() ?? .leftToRight)
        let document = try catching(file) { () throws(InterfaceBuilderError) in
            try InterfaceBuilderDocument(xml: xml, path: file)
        }
        return try catching(file) { () throws(InterfaceBuilderSceneError) in
            format == "svg"
                ? .svg(
                    try InterfaceBuilderReport.svg(
                        document, scene: request.scene, sizes: sizes, options: options,
                        overlay: request.overlay ?? false))
                : .json(
                    "["
                        + (try InterfaceBuilderReport.layoutOutput(
                            document, scene: request.scene, sizes: sizes, options: options
                        )
                        .split(separator: "\n").joined(separator: ",")) + "]")
        }
    }

    /// Runs `body`, turning its error into a 422 ``PlaygroundError`` named after `file`.
    private static func catching<T, E: Error & CustomStringConvertible>(
        _ file: String, _ body: () throws(E) -> T
    ) throws(PlaygroundError) -> T {
        do throws(E) { return try body() } catch { throw PlaygroundError(error, file: file) }
    }
}
