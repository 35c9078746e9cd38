// Every log of the corpus: read as the expected file says, and its minimal conflicting sets found.

import PlumbConsoleLog
import Testing

@Suite("Console-log corpus")
struct CorpusTests {
    @Test(
        "Each log reads into the expected views, constraints and broken index", arguments: CorpusFixture.all)
    func reads(fixture: CorpusFixture) throws {
        let logs = try ConsoleLogReader.read(fixture.text, file: fixture.name + ".log")
        try #require(logs.count == fixture.blocks.count)
        for (log, block) in zip(logs, fixture.blocks) {
            let views: [[String: String?]] = log.views.map {
                ["address": $0.address, "class": $0.className, "label": $0.label]
            }
            #expect(views == block.views)
            #expect(log.constraints.map(\.text) == block.constraints.map(\.text))
            #expect(log.constraints.map(\.index) == block.constraints.map(\.index))
            #expect(log.broken == block.broken)
            let unread = log.constraints.filter { $0.kind == .unread }.map(\.text)
            #expect(unread.isEmpty)
        }
    }
}

@Suite("Console-log corpus explanations")
struct CorpusExplanationTests {
    @Test(
        "Each log's minimal conflicting sets and brokenResolves are the hand-worked ones",
        arguments: CorpusFixture.all)
    func explains(fixture: CorpusFixture) throws {
        let logs = try ConsoleLogReader.read(fixture.text, file: fixture.name + ".log")
        try #require(logs.count == fixture.blocks.count)
        for (log, block) in zip(logs, fixture.blocks) {
            guard let expected = block.conflicts else { continue }
            let explanation = Explanation(log)
            #expect(Set(explanation.conflicts.map { Set($0.constraints) }) == Set(expected.map(Set.init)))
            #expect(explanation.brokenResolves == block.brokenResolves)
        }
    }
}
