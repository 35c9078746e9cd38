// The console-log corpus (Tests/Fixtures/ConsoleLogs): each real log and the blocks worked out by
// hand in its `.expected.yaml` (the format is described in that directory's README.md).

import Foundation
import Testing
import Yams

/// One log of the corpus and its expected blocks.
struct CorpusFixture: CustomTestStringConvertible, Sendable {
    /// What one expected block holds.
    struct Block: Sendable {
        var views: [[String: String?]]
        var constraints: [(index: Int, text: String)]
        var broken: Int?
        var conflicts: [[Int]]?
        var brokenResolves: Bool?
    }

    /// The log's file name without its extension (`02-springboard-nsspace-encapsulated-width`).
    let name: String
    /// The log's text.
    let text: String
    /// The expected blocks.
    let blocks: [Block]

    var testDescription: String { name }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ConsoleLogs")

    /// Every log of the corpus, by name.
    static let all: [CorpusFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".log") }.sorted().map { file in
            let name = String(file.dropLast(4))
            return load(name)
        }
    }()

    /// Loads `name.log` and `name.expected.yaml`.
    static func load(_ name: String) -> CorpusFixture {
        let log = directory.appendingPathComponent(name + ".log")
        let expected = directory.appendingPathComponent(name + ".expected.yaml")
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let yaml = (try? String(contentsOf: expected, encoding: .utf8)) ?? ""
        let document = ((try? Yams.load(yaml: yaml)) as? [String: Any]) ?? [:]
        let blocks = (document["blocks"] as? [[String: Any]] ?? []).map { block in
            Block(
                views: (block["views"] as? [[String: Any]] ?? []).map { view in
                    [
                        "address": view["address"] as? String, "class": view["class"] as? String,
                        "label": view["label"] as? String,
                    ]
                },
                constraints: (block["constraints"] as? [[String: Any]] ?? []).map {
                    ($0["index"] as? Int ?? -1, $0["text"] as? String ?? "")
                },
                broken: block["broken"] as? Int,
                conflicts: (block["conflicts"] as? [Any]).map { $0.map { ($0 as? [Int]) ?? [] } },
                brokenResolves: block["brokenResolves"] as? Bool)
        }
        return CorpusFixture(name: name, text: text, blocks: blocks)
    }
}
