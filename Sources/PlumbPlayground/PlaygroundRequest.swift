// The JSON body every `POST /api/…` route of the playground reads (docs/playground.md).

import Foundation
import Plumb
import PlumbSpec

/// A playground API request: the input text and the options the CLI takes as flags.
///
/// Every field but the text is optional: `{"spec": "size: [320, 568]\nviews: []"}` is a request.
struct PlaygroundRequest: Decodable, Sendable {
    /// A root size, in points, as `plumb layout` prints sizes: `{"width": 320, "height": 568}`.
    struct SizeField: Decodable, Sendable {
        /// The width in points.
        var width: Double
        /// The height in points.
        var height: Double
    }

    /// The screen spec's YAML or JSON text (`/api/layout`, `/api/render`, `/api/simulate`).
    var spec: String?
    /// The console text holding Apple's conflict logs (`/api/explain`).
    var log: String?
    /// A `.xib` or `.storyboard` document's XML (`/api/interface-builder`).
    var xml: String?
    /// The name errors give the input; `<spec>`, `<log>` or `<document.xib>` by default.
    var file: String?
    /// Root sizes (`--size`); the input's own size when absent or empty.
    var sizes: [SizeField]?
    /// `ltr` or `rtl` (`--direction`).
    var direction: String?
    /// `ios7`, `ios8` or `ios11`: the spacing profile, overriding the spec's `spacing:`.
    var spacing: String?
    /// Also list the active constraints (`--constraints`).
    var constraints: Bool?
    /// Draw the constraint overlay (`--overlay`).
    var overlay: Bool?
    /// Draw the whole content of scroll views and lists (`--full`).
    var full: Bool?
    /// The output format: `json` or `text` for layout and explain, `json`, `svg` or `both` for
    /// simulate and interface-builder.
    var format: String?
    /// Simulated seconds (`--duration`).
    var duration: Double?
    /// Recorded frames per second (`--fps`).
    var fps: Double?
    /// An Interface Builder scene id (`--scene`).
    var scene: String?

    /// Decodes `body`.
    /// - Throws: ``PlaygroundError`` (400) when the body is not a JSON object of these fields.
    static func decode(_ body: Data) throws(PlaygroundError) -> PlaygroundRequest {
        do {
            return try JSONDecoder().decode(PlaygroundRequest.self, from: body)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw .badRequest(
                "the field '\(field)' has the wrong type; see docs/playground.md for the fields")
        } catch {
            throw .badRequest(
                "the request body is not a JSON object; send {\"spec\": \"…YAML…\"} with Content-Type application/json"
            )
        }
    }

    /// The text of `field`, which the route needs.
    /// - Throws: ``PlaygroundError`` (400) when it is missing.
    func text(_ value: String?, named field: String) throws(PlaygroundError) -> String {
        guard let value else {
            throw .badRequest("the request has no '\(field)' field; send {\"\(field)\": \"…\"}")
        }
        return value
    }

    /// The sizes asked for, each side finite and within 0…1e10 points.
    /// - Throws: ``PlaygroundError`` (400) for a side outside that range.
    func rootSizes() throws(PlaygroundError) -> [Size] {
        try (sizes ?? []).map { field throws(PlaygroundError) in
            for side in [field.width, field.height] where !(side >= 0 && side <= Spec.numberLimit) {
                throw .badRequest("sizes: each side must be a number of points from 0 to 1e10")
            }
            return Size(width: field.width, height: field.height)
        }
    }

    /// The layout direction asked for; nil when absent.
    /// - Throws: ``PlaygroundError`` (400) for anything but `ltr` and `rtl`.
    func layoutDirection() throws(PlaygroundError) -> UserInterfaceLayoutDirection? {
        switch direction {
        case nil: return nil
        case "ltr": return .leftToRight
        case "rtl": return .rightToLeft
        case let other?: throw .badRequest("direction '\(other)' is unknown; use ltr or rtl")
        }
    }

    /// The spec in ``spec``, parsed, with the direction and spacing profile asked for.
    /// - Throws: ``PlaygroundError``: 400 for a missing spec or a bad option, 422 with the spec's
    ///   own `FILE:LINE:COLUMN: error: …` for an invalid spec.
    func parsedSpec() throws(PlaygroundError) -> Spec {
        let name = file ?? PlaygroundAPI.Route.layout.defaultFile
        let text = try text(spec, named: "spec")
        let direction = try layoutDirection()
        var profile: SpacingProfile?
        if let spacing {
            guard let value = SpacingProfile(rawValue: spacing) else {
                throw .badRequest("spacing '\(spacing)' is unknown; use ios7, ios8 or ios11")
            }
            profile = value
        }
        do throws(SpecError) {
            var parsed = try Spec(yaml: text, file: name)
            if let direction { parsed.layoutDirection = direction }
            if let profile { parsed.spacing = profile }
            return parsed
        } catch {
            throw PlaygroundError(error, file: name)
        }
    }

    /// ``format`` checked against the formats a route knows; `fallback` when absent.
    /// - Throws: ``PlaygroundError`` (400) for another format.
    func format(_ known: [String], fallback: String) throws(PlaygroundError) -> String {
        let value = format ?? fallback
        guard known.contains(value) else {
            throw .badRequest(
                "format '\(value)' is unknown here; use \(known.joined(separator: ", "))")
        }
        return value
    }
}
