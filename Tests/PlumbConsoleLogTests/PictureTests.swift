// The SVG picture of every corpus log parses as XML.

import Foundation
import PlumbConsoleLog
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Console-log pictures")
struct PictureTests {
    @Test(
        "Each corpus log's picture is well-formed XML with one rectangle per view",
        arguments: CorpusFixture.all)
    func wellFormed(fixture: CorpusFixture) throws {
        let report = try ConsoleLogReport(fixture.text, file: fixture.name + ".log")
        let svg = report.svg
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        let views = report.explanations.map(\.log.views.count).reduce(0, +)
        #expect(svg.components(separatedBy: "<rect ").count - 2 == views)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }
}
