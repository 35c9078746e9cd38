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
