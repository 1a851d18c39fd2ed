/// Renders a command's help screen from its configuration, so help can never drift from what parses.
///
/// Layout: sections in a fixed order (overview, discussion, usage, arguments, options, subcommands,
/// examples, exit codes) separated by blank lines; rows indent labels by 2 and start their text at column 26,
/// or on the next line when the label is too long; everything wraps at ``width``.
struct HelpFormatter {
    /// The column limit, the narrowest common terminal.
    static let width = 80
    /// Where row text starts, wide enough for `-s, --size <points>` and similar labels.
    static let textColumn = 26

    /// The command to describe.
    let node: CommandNode
    /// The program version, offered as `--version` only on the root.
    let version: String?

    /// The whole help screen, ending in a newline.
    func render() -> String {
        let configuration = node.configuration
        let specs = configuration.allArguments
        var sections: [[String]] = []
        if !configuration.abstract.isEmpty {
            sections.append(TextWrapper.wrap("OVERVIEW: " + configuration.abstract, width: Self.width))
        }
        let discussion = trimmingBlankLines(configuration.discussion)
        if !discussion.isEmpty {
            sections.append(TextWrapper.wrap(discussion, width: Self.width))
        }
        sections.append([usage(specs)])
        let positionals = specs.filter { $0.kind.isPositional }
        if !positionals.isEmpty {
            sections.append(["ARGUMENTS:"] + positionals.flatMap { row(label: label(for: $0), text: text(for: $0)) })
        }
        sections.append(["OPTIONS:"] + optionRows(specs.filter { !$0.kind.isPositional }))
        if !configuration.subcommands.isEmpty {
            sections.append(subcommandRows(configuration.subcommands))
        }
        if !configuration.examples.isEmpty {
            sections.append(["EXAMPLES:"] + exampleRows(configuration.examples))
        }
        // The root, every command that does not only group others, and every command that reports findings.
        let groupMeanings = configuration.optionGroups.lazy.compactMap { $0.exitCodeMeanings }.first
        if node.path.count == 1 || configuration.subcommands.isEmpty || groupMeanings != nil {
            let meanings = groupMeanings ?? ExitCode.plainCommandMeanings
            sections.append(["EXIT CODES:"] + meanings.flatMap { row(label: "\($0.code.rawValue)", text: $0.meaning) })
        }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    // MARK: Usage

    private func usage(_ specs: [ArgumentSpec]) -> String {
        let prefix = ["USAGE:", node.pathText]
        let group = (prefix + ["<subcommand>"]).joined(separator: " ")
        if !node.configuration.subcommands.isEmpty && specs.isEmpty {
            return group
        }
        let options = specs.filter { !$0.kind.isPositional }.map(usageFragment)
        let positionals = specs.filter { $0.kind.isPositional }.map(usageFragment)
        var full = (prefix + options + positionals).joined(separator: " ")
        // Past one line the option list stops helping; the OPTIONS section has it all.
        if full.count > Self.width { full = (prefix + ["[<options>]"] + positionals).joined(separator: " ") }
        // A command that runs itself and also has subcommands (`reflow lint`, `reflow lint new-rule`) shows both forms.
        return node.configuration.subcommands.isEmpty
            ? full : full + "\n" + String(repeating: " ", count: "USAGE: ".count) + group.dropFirst("USAGE: ".count)
    }

    private func usageFragment(_ spec: ArgumentSpec) -> String {
        switch spec.kind {
        case .flag: return "[--\(spec.name)]"
        case .option: return "[--\(spec.name) <\(spec.valueName)>]"
        case .repeatedOption: return "[--\(spec.name) <\(spec.valueName)> ...]"
        case .positional: return spec.isRequired ? spec.displayName : "[\(spec.displayName)]"
        case .repeatedPositional: return spec.isRequired ? "\(spec.displayName) ..." : "[\(spec.displayName) ...]"
        }
    }

    // MARK: Rows

    private func optionRows(_ specs: [ArgumentSpec]) -> [String] {
        var rows = specs.flatMap { row(label: label(for: $0), text: text(for: $0)) }
        if version != nil {
            rows += row(label: "--version", text: "Show the version.")
        }
        rows += row(label: "-h, --help", text: "Show help information.")
        return rows
    }

    private func subcommandRows(_ subcommands: [any Command.Type]) -> [String] {
        var rows = ["SUBCOMMANDS:"]
        for subcommand in subcommands {
            rows += row(label: subcommand.configuration.name, text: subcommand.configuration.abstract)
        }
        rows += row(label: "help", text: "Show help for a subcommand.")
        rows += ["", "  See '\(node.pathText) help <subcommand>' for detailed help."]
        return rows
    }

    private func exampleRows(_ examples: [CommandExample]) -> [String] {
        let explanationIndent = "    "
        return examples.enumerated().flatMap { offset, example in
            (offset == 0 ? [] : [""]) + ["  " + example.commandLine]
                + TextWrapper.wrap(example.explanation, width: Self.width - explanationIndent.count)
                .map { explanationIndent + $0 }
        }
    }

    private func label(for spec: ArgumentSpec) -> String {
        switch spec.kind {
        case .positional: return spec.displayName
        case .repeatedPositional: return spec.displayName + " ..."
        case .flag, .option, .repeatedOption:
            let short = spec.shortName.map { "-\($0), " } ?? ""
            let value = spec.kind == .flag ? "" : " <\(spec.valueName)>"
            return short + spec.displayName + value
        }
    }

    /// The help sentence followed by what a reader needs to type a valid value.
    private func text(for spec: ArgumentSpec) -> String {
        var notes: [String] = []
        if spec.kind == .repeatedOption { notes.append("can be repeated") }
        if !spec.choices.isEmpty { notes.append("values: " + spec.choices.joined(separator: ", ")) }
        if let defaultDescription = spec.defaultDescription { notes.append("default: " + defaultDescription) }
        let annotation = notes.isEmpty ? "" : "(" + notes.joined(separator: "; ") + ")"
        return [spec.help, annotation].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A label with its text at ``textColumn``, wrapped; long labels put the text on the next line.
    private func row(label: String, text: String) -> [String] {
        let labelLine = "  " + label
        let lines = TextWrapper.wrap(text, width: Self.width - Self.textColumn)
        let pad = String(repeating: " ", count: Self.textColumn)
        guard !text.isEmpty else { return [labelLine] }
        if labelLine.count + 2 <= Self.textColumn {
            let first = labelLine + String(repeating: " ", count: Self.textColumn - labelLine.count) + lines[0]
            return [first] + lines.dropFirst().map { pad + $0 }
        }
        return [labelLine] + lines.map { pad + $0 }
    }

    private func trimmingBlankLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
