/// A file's tokens with their brackets matched, and the questions rules ask of them: which call
/// is this, what are its arguments, which calls enclose this token.
///
/// Brackets are matched by depth over `()`, `[]` and `{}`; a closer that does not match the
/// innermost opener closes the nearest opener of its kind (what is between stays unmatched), and
/// a closer with no opener is ignored, so unbalanced code still gives a usable tree.
public struct CodeIndex: Sendable {
    /// The code tokens (comments excluded), in order.
    public let tokens: [Token]
    /// The comments, in order.
    public let comments: [Token]
    /// For each bracket token, the index of its partner; -1 for other tokens and unmatched brackets.
    public let partner: [Int]
    /// For each token, the index of the innermost open bracket around it; -1 at the top level.
    public let enclosingBracket: [Int]
    /// The dialect it was lexed with.
    public let dialect: CodeDialect

    /// Tokenizes and indexes `bytes` under `dialect`.
    public init(bytes: [UInt8], dialect: CodeDialect) {
        let tokenizer = Tokenizer(bytes: bytes, dialect: dialect)
        self.init(tokens: tokenizer.tokens, comments: tokenizer.comments, dialect: dialect)
    }

    /// Tokenizes and indexes `source` under `dialect`.
    public init(_ source: String, dialect: CodeDialect) {
        self.init(bytes: Array(source.utf8), dialect: dialect)
    }

    private init(tokens: [Token], comments: [Token], dialect: CodeDialect) {
        self.tokens = tokens
        self.comments = comments
        self.dialect = dialect
        var partner = [Int](repeating: -1, count: tokens.count)
        var enclosing = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (position, token) in tokens.enumerated() {
            enclosing[position] = stack.last ?? -1
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{":
                stack.append(position)
            case ")", "]", "}":
                let opener = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                guard let level = stack.lastIndex(where: { tokens[$0].text == opener }) else { continue }
                let match = stack[level]
                partner[match] = position
                partner[position] = match
                stack.removeSubrange(level...)
                enclosing[position] = stack.last ?? -1
            default:
                break
            }
        }
        self.partner = partner
        self.enclosingBracket = enclosing
    }

    /// The token at `index`, or nil outside the file.
    public subscript(safe index: Int) -> Token? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// Whether the token at `index` is the punctuation or identifier `text`.
    public func isText(_ text: String, at index: Int) -> Bool {
        self[safe: index]?.isText(text) ?? false
    }

    /// Whether the token at `index` names a call: an identifier followed by `(`.
    public func isCall(at index: Int) -> Bool {
        self[safe: index]?.kind == .identifier && isText("(", at: index + 1)
    }

    /// The indices of identifiers named one of `names` that are called (followed by `(`, or in
    /// Kotlin also by a trailing lambda `{`).
    public func calls(named names: Set<String>) -> [Int] {
        tokens.indices.filter { index in
            tokens[index].kind == .identifier && names.contains(tokens[index].text)
                && (isText("(", at: index + 1) || dialect == .kotlin && isText("{", at: index + 1) && !isDeclarationName(at: index))
        }
    }

    /// Whether the identifier at `index` is being declared (`fun Row {`, `class Text {`), not called.
    private func isDeclarationName(at index: Int) -> Bool {
        guard let previous = self[safe: index - 1], previous.kind == .identifier else { return false }
        return ["fun", "class", "object", "interface", "val", "var"].contains(previous.text)
    }

    /// The token range between the parentheses of the call named at `index`, or nil when it has none.
    public func argumentRange(ofCallAt index: Int) -> Range<Int>? {
        guard isText("(", at: index + 1) else { return nil }
        let close = partner[index + 1]
        return close < 0 ? (index + 2)..<tokens.count : (index + 2)..<close
    }

    /// The token range inside the trailing lambda `{ … }` of the call named at `index` (Kotlin,
    /// and Swift's trailing closures), or nil.
    public func trailingLambdaRange(ofCallAt index: Int) -> Range<Int>? {
        var open = index + 1
        if isText("(", at: open) {
            let close = partner[open]
            guard close >= 0 else { return nil }
            open = close + 1
        }
        guard isText("{", at: open) else { return nil }
        let close = partner[open]
        return close < 0 ? (open + 1)..<tokens.count : (open + 1)..<close
    }

    /// The arguments of the call named at `index`, split at top-level commas, with their labels
    /// (`name =` in Kotlin, `name:` elsewhere) when they have one.
    public func arguments(ofCallAt index: Int) -> [CallArgument] {
        guard let range = argumentRange(ofCallAt: index) else { return [] }
        return splitArguments(range)
    }

    /// The members of a bracketed list (`{ a: 1, b: 2 }`'s inside), split at top-level commas, with labels.
    public func splitArguments(_ range: Range<Int>) -> [CallArgument] {
        var result: [CallArgument] = []
        var start = range.lowerBound
        var cursor = range.lowerBound
        func finish(_ end: Int) {
            guard start < end else { return }
            let labelSeparator = dialect == .kotlin ? "=" : ":"
            if tokens[start].kind == .identifier || tokens[start].kind == .string, start + 1 < end, tokens[start + 1].isText(labelSeparator)
            {
                result.append(CallArgument(label: Self.unquoted(tokens[start].text), labelIndex: start, value: (start + 2)..<end))
            } else {
                result.append(CallArgument(label: nil, labelIndex: nil, value: start..<end))
            }
        }
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text), partner[cursor] > cursor {
                cursor = min(partner[cursor] + 1, range.upperBound)
                continue
            }
            if token.isText(",") {
                finish(cursor)
                start = cursor + 1
            }
            cursor += 1
        }
        finish(range.upperBound)
        return result
    }

    /// The calls whose parentheses or trailing lambda contain the token at `index`, innermost
    /// first, as the indices of their names.
    public func enclosingCalls(of index: Int) -> [Int] {
        var result: [Int] = []
        var bracket = index >= 0 && index < tokens.count ? enclosingBracket[index] : -1
        while bracket >= 0 {
            if let name = callName(openedBy: bracket) { result.append(name) }
            bracket = enclosingBracket[bracket]
        }
        return result
    }

    /// The name of the call whose argument list or trailing lambda opens at `bracket`, if any.
    public func callName(openedBy bracket: Int) -> Int? {
        let token = tokens[bracket]
        if token.isText("(") {
            return self[safe: bracket - 1]?.kind == .identifier ? bracket - 1 : nil
        }
        guard token.isText("{") else { return nil }
        if let previous = self[safe: bracket - 1] {
            if previous.isText(")"), partner[bracket - 1] >= 0, let name = self[safe: partner[bracket - 1] - 1], name.kind == .identifier {
                return partner[bracket - 1] - 1
            }
            if previous.kind == .identifier && !isDeclarationName(at: bracket - 1) && dialect == .kotlin { return bracket - 1 }
        }
        return nil
    }

    /// Whether a call named one of `names` lies in `range`.
    public func containsCall(named names: Set<String>, in range: Range<Int>) -> Bool {
        range.contains { index in tokens[index].kind == .identifier && names.contains(tokens[index].text) && isCall(at: index) }
            || dialect == .kotlin
                && range.contains { index in
                    tokens[index].kind == .identifier && names.contains(tokens[index].text)
                        && isText("{", at: index + 1)
                }
    }

    /// The start of the member chain that ends at `index` (`LocalDensity.current.fontScale` for the
    /// index of `fontScale`): back over names, `.`/`?.`/`!!`, and bracketed calls and subscripts.
    public func chainStart(endingAt index: Int) -> Int {
        var cursor = index
        // A chain may end in a call or subscript: start from the name before its brackets.
        while cursor > 0, tokens[cursor].isText(")") || tokens[cursor].isText("]"), partner[cursor] > 0 {
            cursor = partner[cursor] - 1
        }
        while cursor > 0 {
            let previous = tokens[cursor - 1]
            if previous.isText(".") || previous.isText("?.") || previous.isText("!!") {
                var before = cursor - 2
                while before >= 0, tokens[before].isText(")") || tokens[before].isText("]"), partner[before] >= 0 {
                    before = partner[before] - 1
                }
                guard before >= 0, [.identifier, .number, .string].contains(tokens[before].kind) || tokens[before].isText(")") else {
                    break
                }
                cursor = before
            } else {
                break
            }
        }
        return cursor
    }

    /// The end (exclusive) of the member chain that starts at `index`: on over `.name`, `?.name`,
    /// `!!` and bracketed arguments.
    public func chainEnd(startingAt index: Int) -> Int {
        var cursor = index + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if (token.isText("(") || token.isText("[")) && partner[cursor] > cursor {
                cursor = partner[cursor] + 1
            } else if token.isText("!!") {
                cursor += 1
            } else if (token.isText(".") || token.isText("?.")), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
                cursor += 2
            } else {
                break
            }
        }
        return cursor
    }

    /// A string token's content without its quotes (`"Pay"` → `Pay`); other text unchanged.
    public static func unquoted(_ text: String) -> String {
        var content = Substring(text)
        if content.hasPrefix("r") && content.count > 1 && (content.dropFirst().first == "'" || content.dropFirst().first == "\"") {
            content = content.dropFirst()
        }
        for quote in ["\"\"\"", "'''", "\"", "'", "`"]
        where content.hasPrefix(quote) && content.hasSuffix(quote) && content.count >= 2 * quote.count {
            return String(content.dropFirst(quote.count).dropLast(quote.count))
        }
        return text
    }
}

/// One argument of a call or member of a literal: its label, if any, and its value's tokens.
public struct CallArgument: Hashable, Sendable {
    /// The label (`modifier`, `maxLines`, `height`), or nil for a positional argument.
    public var label: String?
    /// The index of the label's token.
    public var labelIndex: Int?
    /// The value's token range.
    public var value: Range<Int>
}
