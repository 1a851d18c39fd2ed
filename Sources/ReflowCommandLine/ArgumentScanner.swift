/// Reads one command's words against its declared arguments, converting each value as it goes.
///
/// Rules, in the order they are tried for each word:
/// 1. After `--`, every word is positional.
/// 2. `--name` or `--name=value` is a long option; a value-taking option without `=` takes the next word.
/// 3. `-abc` is a cluster of short flags; a value-taking letter takes the rest of the cluster
///    (`-s14`), or the next word if it is last (`-s 14`), as `getopt` does.
/// 4. Anything else is positional, including `-` and negative numbers such as `-3` or `-0.5`.
///
/// The next word is taken as a value unless it looks like an option, so `--offset -3` works but
/// `--title --verbose` reports a missing value; `--title=--verbose` passes it explicitly.
struct ArgumentScanner {
    private let specs: [ArgumentSpec]
    private let commandPath: [String]
    private let subcommandNames: [String]
    private let builtInOptions: [String]

    /// Prepares to scan for `configuration`; `builtInOptions` joins the suggestions for unknown options.
    init(configuration: CommandConfiguration, commandPath: [String], builtInOptions: [String] = ["--help"]) {
        specs = configuration.allArguments
        self.commandPath = commandPath
        subcommandNames = configuration.subcommandWords
        self.builtInOptions = builtInOptions
    }

    /// Scans `words`, failing on the first word that cannot be understood.
    func scan(_ words: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(commandPath: commandPath, declared: specs)
        var positionals: [String] = []
        var index = words.startIndex
        var optionsEnded = false
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(word) {
                positionals.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word.hasPrefix("--") {
                try scanLong(word, words: words, index: &index, into: &parsed)
            } else {
                try scanShortCluster(word, words: words, index: &index, into: &parsed)
            }
        }
        try assign(positionals, into: &parsed)
        return parsed
    }

    /// Whether a word is an option rather than a value: it starts with `-` but is not `-` or a negative number.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        var rest = word.dropFirst()
        if rest.first == "." { rest = rest.dropFirst() }
        return !(rest.first?.isASCII == true && rest.first?.isNumber == true)
    }

    private func scanLong(_ word: String, words: [String], index: inout Int, into parsed: inout ParsedArguments) throws(UsageError) {
        let body = word.dropFirst(2)
        let name = body.prefix { $0 != "=" }
        let inlineValue = name.endIndex < body.endIndex ? String(body[body.index(after: name.endIndex)...]) : nil
        guard let spec = specs.first(where: { !$0.kind.isPositional && $0.name == name }) else {
            throw unknownOption("--\(name)")
        }
        try take(spec, inlineValue: inlineValue, words: words, index: &index, into: &parsed)
    }

    private func scanShortCluster(_ word: String, words: [String], index: inout Int, into parsed: inout ParsedArguments) throws(UsageError)
    {
        var letters = word.dropFirst()
        while let letter = letters.popFirst() {
            guard let spec = specs.first(where: { !$0.kind.isPositional && $0.shortName == letter }) else {
                // `-format` for `--format` is a likelier mistake than a cluster starting with an unknown letter.
                let isFirst = letters.count == word.count - 2
                throw unknownOption(isFirst && word.count > 2 ? word : "-\(letter)")
            }
            if spec.kind == .flag {
                parsed.append(true, for: spec)
                continue
            }
            let attached = letters.isEmpty ? nil : String(letters.first == "=" ? letters.dropFirst() : letters)
            try take(spec, inlineValue: attached, words: words, index: &index, into: &parsed)
            return
        }
    }

    private func take(
        _ spec: ArgumentSpec, inlineValue: String?, words: [String], index: inout Int, into parsed: inout ParsedArguments
    ) throws(UsageError) {
        if spec.kind == .flag {
            guard inlineValue == nil else { throw error(.unexpectedValue(option: spec.displayName)) }
            parsed.append(true, for: spec)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < words.endIndex, !Self.looksLikeOption(words[index]) {
            value = words[index]
            index += 1
        } else {
            throw error(.missingValue(option: spec.displayName))
        }
        parsed.append(try convert(value, for: spec), for: spec)
    }

    private func assign(_ positionals: [String], into parsed: inout ParsedArguments) throws(UsageError) {
        var remaining = positionals[...]
        for spec in specs where spec.kind.isPositional {
            if spec.kind == .repeatedPositional {
                if spec.isRequired && remaining.isEmpty { throw error(.missingArgument(spec.displayName)) }
                for word in remaining { parsed.append(try convert(word, for: spec), for: spec) }
                remaining = []
            } else if let word = remaining.popFirst() {
                parsed.append(try convert(word, for: spec), for: spec)
            } else if spec.isRequired {
                throw error(.missingArgument(spec.displayName))
            }
        }
        guard let extra = remaining.first else { return }
        if !subcommandNames.isEmpty && remaining.count == positionals.count {
            throw error(.unknownCommand(extra, suggestion: NameSuggester.closest(to: extra, among: subcommandNames)))
        }
        throw error(.unexpectedArgument(extra))
    }

    private func convert(_ word: String, for spec: ArgumentSpec) throws(UsageError) -> any Sendable {
        do {
            return try spec.convert(word)
        } catch let failure as UsageError {
            throw error(.invalidValue(word, argument: spec.displayName, reason: failure.message))
        } catch {
            throw self.error(.invalidValue(word, argument: spec.displayName, reason: "\(error)"))
        }
    }

    private func unknownOption(_ spelling: String) -> UsageError {
        let longNames = specs.filter { !$0.kind.isPositional }.map(\.displayName) + builtInOptions
        let suggestion = spelling.count > 2 ? NameSuggester.closest(to: spelling, among: longNames) : nil
        return error(.unknownOption(spelling, suggestion: suggestion))
    }

    private func error(_ reason: UsageError.Reason) -> UsageError {
        UsageError(reason, commandPath: commandPath.joined(separator: " "))
    }
}
