// A drag session (`/api/drag`, docs/playground.md): the root resized by dragging its corner,
// re-solved incrementally as it is dragged.
//
// Design. One session per WebSocket connection, made by the connection's handler and dropped with
// it: nothing is shared between connections. The first message is a layout request (the fields of
// `/api/layout`, one size); the session builds the spec's tree once at that size. Each following
// message is a size: the same tree is laid out again with the root at that size
// (`SpecLayout.relayout(size:)`, an incremental solve). Every answer is what `/api/layout` and
// `/api/render` give at that size: `{"layout": …, "svg": …}`. The tree lives in a lock so that the
// work can run in the time limit's detached task; the handler waits for each answer before
// reading the next message, so the lock is never contended, except after a timeout, which ends
// the session (the cancelled step may still be running on the tree).

import Foundation
import Plumb
import PlumbRender
import PlumbSolver
import PlumbSpec
import PlumbSpecRender
import PlumbText
import Synchronization

/// One drag session's state: the spec's tree, laid out at the last size asked for, and the
/// options of the first message. Answers one message at a time (see the file's design note).
public final class PlaygroundDragSession: Sendable {
    /// What the first message set up.
    private struct Started {
        /// The tree at the last size.
        var layout: SpecLayout
        /// List the active constraints in the layout JSON (`constraints`).
        let constraints: Bool
        /// Draw the constraint overlay (`overlay`).
        let overlay: Bool
    }

    /// A later message: the root's new size in points.
    private typealias SizeMessage = PlaygroundRequest.SizeField

    /// The API's limits and measurer.
    private let api: PlaygroundAPI
    /// Nil until a first message has been laid out.
    private let state = Mutex<Started?>(nil)
    /// The name errors give the spec: the first message's `file` (`<spec>` by default); kept
    /// apart from ``state`` so that a timed-out step, still holding that lock, can be named.
    private let file = Mutex(PlaygroundAPI.Route.layout.defaultFile)

    /// A session with `api`'s time limit and text measurer; nothing is built before the first
    /// message.
    public init(api: PlaygroundAPI = PlaygroundAPI()) {
        self.api = api
    }

    /// Answers one message (already limited to the API's body limit by the server) within the
    /// API's time limit: `{"layout": JSON, "svg": "…"}` at the size, or an error's JSON (400 for a
    /// message that is not what the session takes, 422 for an invalid spec, an overflow or the
    /// time limit). `endsSession` is true after the time limit only: the connection should close.
    /// A message before the session has a tree (the first, or one after an error in it) must be
    /// a layout request; later ones are sizes, `{"width": W, "height": H}`.
    /// - Complexity: a full build for the first message; an incremental solve for each size.
    public func reply(to message: Data) async -> (reply: PlaygroundReply, endsSession: Bool) {
        let file = (try? PlaygroundRequest.decode(message).file) ?? self.file.withLock { $0 }
        do throws(PlaygroundError) {
            let api = self.api
            let body = try await withTimeLimit(
                api.timeLimit, timedOut: .timedOut(file: file, seconds: api.timeLimit)
            ) { () throws(PlaygroundError) in
                try self.answer(message, measurer: api.measurer)
            }
            return (.json(body), false)
        } catch {
            return (.error(error), error == .timedOut(file: file, seconds: api.timeLimit))
        }
    }

    /// The answer computed synchronously, under the lock.
    private func answer(_ message: Data, measurer: @Sendable () -> any TextMeasuring)
        throws(PlaygroundError) -> String
    {
        try state.withLock { (state: inout Started?) throws(PlaygroundError) -> String in
            if let started = state {
                let size = try Self.size(message)
                let layout = try Self.catching(started.layout.spec.file) { () throws(SpecError) in
                    try started.layout.relayout(size: size)
                }
                state?.layout = layout
                return Self.json(layout, constraints: started.constraints, overlay: started.overlay)
            }
            let request = try PlaygroundRequest.decode(message)
            let spec = try request.parsedSpec()
            let sizes = try request.rootSizes()
            guard sizes.count <= 1 else {
                throw .badRequest("a drag session starts at one size; send at most one in 'sizes'")
            }
            let layout = try Self.catching(spec.file) { () throws(SpecError) in
                try spec.layOut(size: sizes.first, measurer: measurer())
            }
            let started = Started(
                layout: layout, constraints: request.constraints ?? false, overlay: request.overlay ?? false)
            let json = Self.json(layout, constraints: started.constraints, overlay: started.overlay)
            state = started
            file.withLock { $0 = spec.file }
            return json
        }
    }

    /// The size of a later message, each side within 0…1e10 points.
    /// - Throws: ``PlaygroundError`` (400) for anything else.
    private static func size(_ message: Data) throws(PlaygroundError) -> Size {
        guard let field = try? JSONDecoder().decode(SizeMessage.self, from: message) else {
            throw .badRequest(
                "after the first message a drag session takes sizes; send {\"width\": W, \"height\": H} in points"
            )
        }
        return try PlaygroundRequest(sizes: [field]).rootSizes()[0]
    }

    /// `{"layout": …, "svg": …}`: `/api/layout`'s JSON and `/api/render`'s picture of `layout`.
    private static func json(_ layout: SpecLayout, constraints: Bool, overlay: Bool) -> String {
        let svg = LayoutRenderer(overlay: overlay).drawing([layout.panel]).svg()
        return
            "{\"layout\":\(layout.json(includingConstraints: constraints)),\"svg\":\(JSONText.quoted(svg))}"
    }

    /// Runs `body`, turning its error into a 422 ``PlaygroundError`` named after `file`.
    private static func catching<T>(_ file: String, _ body: () throws(SpecError) -> T)
        throws(PlaygroundError) -> T
    {
        do throws(SpecError) { return try body() } catch { throw PlaygroundError(error, file: file) }
    }
}
