import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An XML file as a flat list of elements in document order, each with its attributes, parent,
/// children and exact position, and its comments; or the reason it is not well-formed.
///
/// Parsed with Foundation's `XMLParser` (libxml2), positioned with `XMLTagScanner`. External
/// entities are never resolved, so a file cannot make the linter read other files.
public struct XMLDocumentModel: ElementTree, Sendable {
    /// One element.
    public struct Element: TreeElement, Hashable, Sendable {
        /// Its name (`label`, `TextView`, `constraint`).
        public var name: String
        /// Its attributes by qualified name (`android:textSize`).
        public var attributes: [String: String]
        /// Where its `<` stands.
        public var position: SourcePosition
        /// The index of its parent, nil for the root.
        public var parent: Int?
        /// The indices of its child elements, in order.
        public var children: [Int]
        /// The character data directly inside it, trimmed (`16dp` in `<item name="android:textSize">16dp</item>`).
        public var text: String = ""
    }

    /// One comment: its text between `<!--` and `-->`, and where it starts and ends.
    public struct Comment: Hashable, Sendable {
        /// The text inside the delimiters.
        public var text: String
        /// Where `<!--` stands.
        public var start: SourcePosition
        /// The line of `-->`.
        public var endLine: Int
    }

    /// Every element in document order; empty when the file is not well-formed.
    public let elements: [Element]
    /// Every comment, in order (found even when the file is not well-formed).
    public let comments: [Comment]
    /// Why the file is not well-formed (`line 4: …`), or nil.
    public let error: String?

    /// Parses `file`'s text.
    public init(file: LintFile) {
        let scanner = XMLTagScanner(bytes: file.bytes)
        comments = scanner.comments.map { range in
            let raw = String(decoding: file.bytes[range], as: UTF8.self)
            let inner = raw.dropFirst(4).dropLast(raw.hasSuffix("-->") ? 3 : 0)
            return Comment(
                text: String(inner), start: file.position(ofByte: range.lowerBound),
                endLine: file.position(ofByte: max(range.lowerBound, range.upperBound - 1)).line)
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(ProcessingInstructionGuard.parserInput(file.bytes)))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let finished = parser.parse()
        if !finished || parser.parserError != nil || collector.failure != nil || collector.elements.isEmpty {
            let line = collector.failureLine ?? parser.lineNumber
            let reason = collector.failure ?? (collector.elements.isEmpty ? "no root element" : "malformed XML")
            elements = []
            error = "line \(line): \(reason)"
            return
        }
        let tags = scanner.startTags
        elements = collector.elements.enumerated().map { index, element in
            var element = element
            element.position =
                index < tags.count && tags.count == collector.elements.count
                ? file.position(ofByte: tags[index])
                : SourcePosition(line: max(1, element.position.line), column: 1)
            return element
        }
        error = nil
    }

    /// Collects elements as the parser reports them; a class because `XMLParserDelegate` is one.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [Int] = []
        var failure: String?
        var failureLine: Int?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let index = elements.count
            elements.append(
                Element(
                    name: qualifiedName ?? elementName, attributes: attributes,
                    position: SourcePosition(line: parser.lineNumber, column: 1), parent: stack.last, children: []))
            if let parent = stack.last { elements[parent].children.append(index) }
            stack.append(index)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if let index = stack.popLast() {
                elements[index].text = elements[index].text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = stack.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard failure == nil else { return }
            failure =
                "not well-formed XML (\((parseError as NSError).code == 0 ? "parse error" : "libxml2 error \((parseError as NSError).code)"))"
            failureLine = parser.lineNumber
        }
    }
}
