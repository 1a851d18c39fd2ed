/// The part of YAML that tool configurations such as `swiftgen.yml` are written in: block mappings and
/// sequences by indentation, `key: value` scalars (plain or quoted), flow sequences of scalars
/// (`[a, b]`) and comments. Anchors, multi-line scalars and flow mappings are not read; a line this
/// subset does not understand is skipped, so a configuration is read as far as it goes. (No YAML
/// reader ships with Swift or Foundation.)
package enum YAMLValue: Equatable {
    case scalar(String)
    case sequence([YAMLValue])
    case mapping([(key: String, value: YAMLValue)])

    package static func == (left: YAMLValue, right: YAMLValue) -> Bool {
        switch (left, right) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The value of `key` in a mapping.
    package subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// A scalar's text.
    package var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// A sequence's items, or this value alone (YAML configurations accept either).
    package var items: [YAMLValue] {
        if case .sequence(let items) = self { return items }
        return [self]
    }

    /// The document in `text`.
    package static func parse(_ text: String) -> YAMLValue {
        let lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).compactMap(Line.init)
        var position = 0
        return block(lines, &position, indent: lines.first?.indent ?? 0)
    }

    /// One meaningful line: its indentation and its content without the comment.
    private struct Line {
        var indent: Int
        var content: Substring

        init?(_ raw: Substring) {
            var content = raw
            if let hash = Line.commentStart(in: raw) { content = raw[..<hash] }
            let indent = content.prefix { $0 == " " }.count
            content = content.dropFirst(indent)
            while content.last?.isWhitespace == true { content.removeLast() }
            guard !content.isEmpty, content != "---" else { return nil }
            self.indent = indent
            self.content = content
        }

        init(indent: Int, content: Substring) {
            self.indent = indent
            self.content = content
        }

        /// Where a comment starts: a `#` at the line's start or after a space, outside quotes.
        static func commentStart(in line: Substring) -> Substring.Index? {
            var quote: Character?
            var previous: Character = " "
            for index in line.indices {
                let character = line[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "#" && previous.isWhitespace {
                    return index
                }
                previous = character
            }
            return nil
        }
    }

    private static func block(_ lines: [Line], _ position: inout Int, indent: Int) -> YAMLValue {
        guard position < lines.count else { return .scalar("") }
        if lines[position].content.hasPrefix("-")
            && (lines[position].content.count == 1 || lines[position].content.dropFirst().first == " ")
        {
            return sequence(lines, &position, indent: indent)
        }
        return mapping(lines, &position, indent: indent)
    }

    private static func sequence(_ lines: [Line], _ position: inout Int, indent: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        var lines = lines
        while position < lines.count, lines[position].indent == indent, lines[position].content.hasPrefix("-") {
            let rest = lines[position].content.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                position += 1
                let childIndent = position < lines.count && lines[position].indent > indent ? lines[position].indent : indent + 1
                items.append(
                    position < lines.count && lines[position].indent > indent ? block(lines, &position, indent: childIndent) : .scalar(""))
                continue
            }
            // `- key: value` opens a mapping whose keys line up with `key`.
            let itemIndent = indent + (lines[position].content.count - rest.count)
            if splitPair(rest) != nil {
                lines[position] = Line(indent: itemIndent, content: rest)
                items.append(mapping(lines, &position, indent: itemIndent))
            } else {
                items.append(scalar(rest))
                position += 1
            }
        }
        return .sequence(items)
    }

    private static func mapping(_ lines: [Line], _ position: inout Int, indent: Int) -> YAMLValue {
        var pairs: [(key: String, value: YAMLValue)] = []
        while position < lines.count, lines[position].indent == indent {
            guard let (key, value) = splitPair(lines[position].content) else {
                position += 1  // Not a pair: outside the subset, skipped.
                continue
            }
            position += 1
            if !value.isEmpty {
                pairs.append((key, scalar(value)))
            } else if position < lines.count,
                lines[position].indent > indent
                    || (lines[position].indent == indent && lines[position].content.hasPrefix("- "))
            {
                pairs.append((key, block(lines, &position, indent: lines[position].indent)))
            } else {
                pairs.append((key, .scalar("")))
            }
        }
        // Lines indented deeper than this mapping but belonging to no key are skipped.
        while position < lines.count, lines[position].indent > indent { position += 1 }
        return .mapping(pairs)
    }

    /// `key: value` (or `key:`), with the key unquoted.
    private static func splitPair(_ content: Substring) -> (String, Substring)? {
        var quote: Character?
        for index in content.indices {
            let character = content[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if character == "\"" || character == "'" { quote = character; continue }
            if character == ":" {
                let after = content.index(after: index)
                guard after == content.endIndex || content[after] == " " else { continue }
                let key = unquoted(content[..<index])
                guard !key.isEmpty else { return nil }
                return (key, content[after...].drop { $0 == " " })
            }
        }
        return nil
    }

    private static func scalar(_ text: Substring) -> YAMLValue {
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = text.dropFirst().dropLast()
            return .sequence(inner.split(separator: ",").map { .scalar(unquoted($0)) }.filter { $0 != .scalar("") })
        }
        return .scalar(unquoted(text))
    }

    private static func unquoted(_ text: Substring) -> String {
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        let value = String(trimmed)
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
