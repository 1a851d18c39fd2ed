import Foundation

/// One `reflow:disable-next-line rule-id[, rule-id…] -- reason` comment.
///
/// The reason follows `--`, or ` - ` or `—` where `--` is not allowed (inside XML comments).
/// It silences the named rules on the next line that is not blank and not itself a suppression,
/// so several suppressions can be stacked above one line. Written in whatever comment the
/// language has: `//` or `/* */` in code, `{/* */}` in JSX, `<!-- -->` in XML.
public struct Suppression: Hashable, Sendable {
    /// The marker that starts the directive.
    public static let directive = "reflow:disable-next-line"

    /// The rules it names.
    public var ruleIDs: [String]
    /// The text after `--`, trimmed; nil when there is none.
    public var reason: String?
    /// Where the comment starts.
    public var position: SourcePosition
    /// The line it silences.
    public var targetLine: Int

    /// A suppression of `ruleIDs` on `targetLine`, written at `position`.
    public init(ruleIDs: [String], reason: String?, position: SourcePosition, targetLine: Int) {
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.position = position
        self.targetLine = targetLine
    }

    /// Every suppression in `file`, read from the comments of its language.
    public static func all(in file: LintFile, language: RuleLanguage) -> [Suppression] {
        var comments: [(text: String, start: SourcePosition, endLine: Int)] = []
        switch language {
        case .interfaceBuilder, .androidXML:
            comments = file.xmlDocument.comments.map { ($0.text, $0.start, $0.endLine) }
        case .swift, .kotlin, .reactNative, .flutter:
            // Documentation comments (`///`, `/**`) describe code; they never silence it.
            comments = file.codeIndex.comments.filter { !$0.text.hasPrefix("///") && !$0.text.hasPrefix("/**") }.map { token in
                (stripDelimiters(token.text), file.position(of: token), file.position(ofByte: max(token.start, token.end - 1)).line)
            }
        }
        return comments.compactMap { comment in
            parse(comment.text, at: comment.start, endLine: comment.endLine, in: file)
        }
    }

    /// The directive in one comment's text, or nil when it has none.
    static func parse(_ text: String, at position: SourcePosition, endLine: Int, in file: LintFile) -> Suppression? {
        // The directive opens the comment; one mentioned in prose is not a directive.
        let body = text.drop { $0.isWhitespace }
        guard body.hasPrefix(directive), let range = body.range(of: directive) else { return nil }
        let rest = body[range.upperBound...]
        let idsPart: Substring
        var reason: String?
        // XML comments may not contain `--`, so ` - ` and `—` separate the reason too.
        if let separator = rest.range(of: "--") ?? rest.range(of: " - ") ?? rest.range(of: "—") {
            idsPart = rest[..<separator.lowerBound]
            let trimmed = rest[separator.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            reason = trimmed.isEmpty ? nil : trimmed
        } else {
            idsPart = rest
        }
        let ids = idsPart.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        var target = endLine + 1
        while target <= file.lineStarts.count {
            let line = file.lineText(target).trimmingCharacters(in: .whitespaces)
            guard line.isEmpty || line.contains(directive) else { break }
            target += 1
        }
        return Suppression(ruleIDs: ids, reason: reason, position: position, targetLine: target)
    }

    /// A comment's text without `//`, `/*`, `*/`.
    static func stripDelimiters(_ text: String) -> String {
        var body = Substring(text)
        if body.hasPrefix("//") { body = body.dropFirst(2) }
        if body.hasPrefix("/*") { body = body.dropFirst(2) }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        return String(body)
    }
}
