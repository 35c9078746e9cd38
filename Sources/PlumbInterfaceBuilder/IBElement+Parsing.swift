// Reading a document's XML into `IBElement`s with Foundation's `XMLParser`, keeping each start
// tag's line and column. The parser reports the position just after a start tag; the column of
// its `<` is found by looking back for `<name` in the source line, so that messages point where
// a reader looks.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension IBElement {
    /// Parses `xml` into its root element.
    /// - Throws: ``InterfaceBuilderError/malformedXML(path:line:column:message:)`` with the
    ///   parser's position when the text is not well-formed XML.
    static func parse(_ xml: String, path: String) throws(InterfaceBuilderError) -> IBElement {
        let reader = Reader(source: xml)
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        let succeeded = parser.parse()
        if let failure = reader.failure ?? (succeeded ? nil : reader.failureFromParser(parser)) {
            throw .malformedXML(
                path: path, line: failure.line, column: failure.column, message: failure.message)
        }
        guard let root = reader.root else {
            throw .malformedXML(
                path: path, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                message: "the file holds no XML element")
        }
        return root
    }

    /// The `XMLParser` delegate that builds the tree.
    private final class Reader: NSObject, XMLParserDelegate {
        /// The source split into lines, to find the column of each start tag.
        let lines: [Substring]
        /// The open elements, outermost first.
        var open: [IBElement] = []
        var root: IBElement?
        var failure: (line: Int, column: Int, message: String)?

        init(source: String) {
            lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            let (line, column) = startOfTag(
                elementName, endLine: parser.lineNumber, endColumn: parser.columnNumber)
            open.append(IBElement(name: elementName, attributes: attributes, line: line, column: column))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            guard let element = open.popLast() else { return }
            if open.isEmpty {
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !open.isEmpty else { return }
            open[open.count - 1].text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard failure == nil else { return }
            failure = failureFromParser(parser)
        }

        /// The parser's position and a message for its error.
        func failureFromParser(_ parser: XMLParser) -> (line: Int, column: Int, message: String) {
            let code = (parser.parserError as? NSError)?.code ?? 0
            let message =
                switch code {
                case 4: "the file is empty or is not XML"
                case 5: "the XML ends before every element is closed"
                case 76: "a closing tag does not match the element it closes"
                case 9, 23, 65: "an attribute or tag is not well-formed"
                default: "the XML is not well-formed (XMLParser error \(code))"
                }
            return (max(1, parser.lineNumber), max(1, parser.columnNumber), message)
        }

        /// The line and column of the `<` of the start tag that ends at (`endLine`, `endColumn`).
        func startOfTag(_ name: String, endLine: Int, endColumn: Int) -> (Int, Int) {
            var lineIndex = min(max(endLine, 1), lines.count) - 1
            var limit = endColumn
            while lineIndex >= 0 {
                let text = Array(lines[lineIndex])
                let needle = Array("<" + name)
                var index = min(limit, text.count) - needle.count
                while index >= 0 {
                    if Array(text[index..<index + needle.count]) == needle {
                        return (lineIndex + 1, index + 1)
                    }
                    index -= 1
                }
                lineIndex -= 1
                limit = Int.max
            }
            return (max(endLine, 1), max(endColumn, 1))
        }
    }
}
