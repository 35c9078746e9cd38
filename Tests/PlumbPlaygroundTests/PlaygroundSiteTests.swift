// The page, its assets, the built-in examples and the preloaded spec, as the server answers them.

import Foundation
import PlumbPlayground
import PlumbSpec
import PlumbText
import Testing

@Suite("Playground page")
struct PlaygroundSiteTests {
    @Test(arguments: [
        ("/", "text/html; charset=utf-8", "<title>Plumb playground</title>"),
        ("/index.html", "text/html; charset=utf-8", "<textarea id=\"source\""),
        ("/app.js", "text/javascript; charset=utf-8", "CompressionStream(\"deflate-raw\")"),
        ("/style.css", "text/css; charset=utf-8", "#error-bubble"),
        ("/examples/examples.json", "application/json; charset=utf-8", "screen-b.yaml"),
    ])
    func servesTheBundledFiles(path: String, contentType: String, content: String) async throws {
        let answer = try await PlaygroundTesting.request(path)
        #expect(answer.status == 200)
        #expect(answer.contentType == contentType)
        #expect(answer.body.contains(content))
    }

    /// The examples the menu lists.
    static let examples: [String] = {
        let site = try? PlaygroundSite()
        let list = site?.files["/examples/examples.json"]?.data ?? Data()
        let entries = (try? JSONSerialization.jsonObject(with: list)) as? [[String: String]] ?? []
        return entries.compactMap { $0["file"] }
    }()

    @Test func theMenuListsTheSeedScreensCatsAndTheCollisionRecipe() {
        #expect(
            Self.examples == [
                "screen-a.yaml", "screen-b.yaml", "cat-cards.yaml", "cat-list.yaml", "collision-recipe.yaml",
                "conflict.yaml",
            ])
    }

    /// Every example is served and lays out; all but the conflict example without a diagnostic.
    @Test(arguments: examples)
    func everyExampleLaysOut(file: String) async throws {
        let answer = try await PlaygroundTesting.request("/examples/\(file)")
        #expect(answer.status == 200)
        #expect(answer.contentType == "text/yaml; charset=utf-8")
        let layout = try Spec(yaml: answer.body, file: file).layOut(measurer: FreeTypeTextMeasurer())
        #expect(layout.diagnostics.isEmpty == (file != "conflict.yaml"))
    }

    /// The seed screens are the fixtures' own (tested against auto-layout.md §10 elsewhere).
    @Test(arguments: ["screen-a.yaml", "screen-b.yaml"])
    func seedScreensAreTheFixtures(file: String) async throws {
        let answer = try await PlaygroundTesting.request("/examples/\(file)")
        #expect(answer.body == (try PlaygroundTesting.fixture(file)))
    }

    @Test func preloadAnswersTheFileGivenToServe() async throws {
        let none = try await PlaygroundTesting.request("/api/preload")
        #expect(none.body == "null")
        let some = try await PlaygroundTesting.request(
            "/api/preload", preload: (file: "a \"b\".yaml", text: "views: []\n"))
        #expect(some.status == 200)
        #expect(some.body == #"{"file":"a \"b\".yaml","spec":"views: []\n"}"#)
    }

    @Test func theURLNamesTheAddress() throws {
        #expect(try Playground(host: "127.0.0.1", port: 8080).url == "http://127.0.0.1:8080/")
        #expect(try Playground(host: "::1", port: 9000).url == "http://[::1]:9000/")
    }
}
