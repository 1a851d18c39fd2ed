/// The guess every code rule makes about whether text is body text, since a tokenizer cannot see
/// roles: text inside chrome (bars, tabs, chips, badges) is not, and neither is a literal of one
/// short word, which fits one line at every size. Everything else is.
enum BodyText {
    /// The longest one-word literal treated as a short label.
    static let shortLiteralLength = 15

    /// Whether a chrome component encloses the token at `index`: a call named in `chrome`, one whose name
    /// ends in a name of `chrome` of two words or more (a project's own `AppBottomNavigationItem` wraps the
    /// platform's), or one the configuration's `chrome` list names.
    static func isInside(
        _ chrome: Set<String>, _ index: Int, in code: CodeIndex, configuration: LintConfiguration = .default
    ) -> Bool {
        code.enclosingCalls(of: index).contains { call in
            isChrome(code.tokens[call].text, among: chrome, configuration: configuration)
        }
    }

    /// Whether a component called `name` is chrome: named in `chrome`, ending in a name of it of two words
    /// or more (`ElementTopAppBar`, not `MessagesTab`), or named by the configuration.
    static func isChrome(_ name: String, among chrome: Set<String>, configuration: LintConfiguration) -> Bool {
        if chrome.contains(name) || configuration.isChromeComponent(name) { return true }
        return chrome.contains { known in known.count < name.count && name.hasSuffix(known) && words(known).count >= 2 }
    }

    /// Whether the call at `index` shows a literal (its `text` argument, or else its first positional one)
    /// longer than 15 characters, without interpolation: text known to be long.
    static func showsLongLiteral(_ index: Int, in code: CodeIndex) -> Bool {
        guard let content = shownLiteral(index, in: code) else { return false }
        return content.count > shortLiteralLength && !content.contains("$")
    }

    /// The literal the call at `index` shows, unquoted: its `text` argument, or else its first positional
    /// one, when that is a single string.
    static func shownLiteral(_ index: Int, in code: CodeIndex) -> String? {
        let arguments = code.arguments(ofCallAt: index)
        guard let text = arguments.first(where: { $0.label == "text" }) ?? arguments.first(where: { $0.label == nil }),
            text.value.count == 1, code.tokens[text.value.lowerBound].kind == .string
        else { return nil }
        return CodeIndex.unquoted(code.tokens[text.value.lowerBound].text)
    }

    /// Whether the call at `index` shows a literal of one word of at most 15 characters
    /// (`Text("OK")`): its `text` argument, or else its first positional one, is such a string.
    static func showsShortLiteral(_ index: Int, in code: CodeIndex) -> Bool {
        guard let content = shownLiteral(index, in: code) else { return false }
        return content.count <= shortLiteralLength && !content.contains(" ") && !content.contains("$")
    }
}

extension BodyText {
    /// The last words of names that, by naming convention, hold a short value: a count, a time of day, a
    /// duration, a size, a year, a percentage. Such a value is a few characters at any font scale, so a
    /// one-line limit on it cuts nothing (`sentTime`, `txtvCount`, `fileExtensionAndSize`, `yearLabel`).
    /// Dates and timestamps are not among them: spelled out they run to a dozen characters and more.
    static let shortValueWords: Set<String> = [
        "count", "counter", "counts", "time", "duration", "size", "year", "years", "hour", "hours",
        "minute", "minutes", "seconds", "percent", "percentage", "progress", "elapsed",
        "remaining", "score", "unread", "badge",
    ]
    /// Words that name the element showing a value rather than the value (`yearLabel`, `countText`).
    static let holderWords: Set<String> = ["label", "text", "view", "value", "txt", "tv", "txtv"]

    /// The words of an identifier: camelCase and snake_case split, lowercased (`txtvCount` → txtv, count).
    static func words(_ identifier: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in identifier {
            if character == "_" || character == "-" || character == "." || character == "/" {
                if !current.isEmpty { result.append(current.lowercased()) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                result.append(current.lowercased())
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current.lowercased()) }
        return result
    }

    /// Whether one of `names` says it holds a short value: its last word (before a holder word like
    /// `Label`) is a count, time, date, duration, size, year or percentage.
    static func namesShortValue(_ names: [String]) -> Bool {
        names.contains { name in
            let parts = words(name)
            guard let last = parts.last(where: { !holderWords.contains($0) }) else { return false }
            return shortValueWords.contains(last)
        }
    }

    /// Whether `text` is a short number-like value (`2020`, `12:45`, `99+`, `3.5 MB` is not): digits and
    /// separators, at most eight characters.
    static func isShortNumeric(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 8 && text.contains(where: \.isNumber)
            && text.allSatisfy { $0.isNumber || ":.,/+-%× ".contains($0) }
    }
}
