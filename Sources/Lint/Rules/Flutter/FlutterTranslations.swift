import Foundation

/// A Flutter project's translated strings, as its localization tool reads them: Flutter's own `gen-l10n`
/// (ARB files in `l10n.yaml`'s `arb-dir`, `lib/l10n` by default, the `template-arb-file` being the development
/// language) and slang (JSON files in the `input_directory` that `slang.yaml` or `build.yaml` names, `lib/i18n`
/// by default, nested keys read as `a.b.c`, the `base_locale`, `en` by default, being the development language).
/// Keys are as code reads them: `AppLocalizations.of(context)!.sendTitle` reads `sendTitle`, slang's
/// `t.sendTab.sendModes.single` reads `sendTab.sendModes.single`.
struct FlutterTranslations: Sendable {
    /// The development language's code (`en`).
    var developmentLanguage = "en"
    /// Each key's string in each language, by language code.
    var strings: [String: [String: String]] = [:]

    /// Whether nothing was read.
    var isEmpty: Bool { strings.isEmpty }

    /// Every language with strings, the development language first, then the others sorted.
    var languages: [String] {
        let all = Set(strings.values.flatMap(\.keys))
        return (all.contains(developmentLanguage) ? [developmentLanguage] : []) + all.subtracting([developmentLanguage]).sorted()
    }

    /// The string `key` has in `language`, falling back to the development language as both tools do.
    func string(_ key: String, in language: String) -> String? {
        string(key, in: language, depth: 0)
    }

    /// The string, with slang's links to other keys (`@:settingsTab.network.encryption`) followed a few deep.
    private func string(_ key: String, in language: String, depth: Int) -> String? {
        guard let byLanguage = strings[key], var text = byLanguage[language] ?? byLanguage[developmentLanguage] else { return nil }
        guard depth < 4, Self.hasLink(text) else { return text }
        while let link = text.range(of: "@:") {
            let path = text[link.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let trimmed = path.hasSuffix(".") ? path.dropLast() : path
            let linked = string(String(trimmed), in: language, depth: depth + 1) ?? ""
            text.replaceSubrange(link.lowerBound..<text.index(link.upperBound, offsetBy: trimmed.count), with: linked)
        }
        return text
    }

    /// No translations.
    init() {}

    /// A translation file: its path, its language, and whether it is flat ARB or nested slang JSON.
    private struct File {
        var path: String
        var language: String
        var isARB: Bool
    }

    /// The translations of the Flutter project at `root` (the folder of its `pubspec.yaml`): only the strings of
    /// `keys` (and what they link to) when given, all of them otherwise.
    init(projectRoot root: String, keys: Set<String>? = nil) {
        let manager = FileManager.default
        var files: [File] = []
        // gen-l10n: l10n.yaml, or its defaults when an ARB folder is there.
        let l10n = Self.yamlValues((try? String(contentsOfFile: root + "/l10n.yaml", encoding: .utf8)) ?? "")
        let arbDirectory = root + "/" + (l10n["arb-dir"] ?? "lib/l10n")
        if let names = try? manager.contentsOfDirectory(atPath: arbDirectory) {
            let template = l10n["template-arb-file"] ?? "app_en.arb"
            for name in names.sorted() where name.hasSuffix(".arb") {
                let language = Self.language(ofFile: name, extension: ".arb")
                if name == template { developmentLanguage = language }
                files.append(File(path: arbDirectory + "/" + name, language: language, isARB: true))
            }
        }
        // slang: slang.yaml, or build.yaml's options for its builder, or its defaults.
        let slangFile = (try? String(contentsOfFile: root + "/slang.yaml", encoding: .utf8))
        let buildFile = (try? String(contentsOfFile: root + "/build.yaml", encoding: .utf8)).flatMap { $0.contains("slang") ? $0 : nil }
        let slang = Self.yamlValues(slangFile ?? buildFile ?? "")
        let inputDirectory = root + "/" + (slang["input_directory"] ?? "lib/i18n")
        let pattern = slang["input_file_pattern"] ?? ".i18n.json"
        if pattern.hasSuffix(".json"), let names = try? manager.contentsOfDirectory(atPath: inputDirectory) {
            let base = slang["base_locale"] ?? "en"
            if files.isEmpty { developmentLanguage = base }
            for name in names.sorted() where name.hasSuffix(pattern) && !name.hasPrefix("_") {
                // `strings.i18n.json` is the base locale's file, `strings_de.i18n.json` or `de.json` another's.
                var language = Self.language(ofFile: name, extension: pattern)
                if language == "strings" || language.isEmpty { language = base }
                files.append(File(path: inputDirectory + "/" + name, language: language, isARB: false))
            }
        }
        guard !files.isEmpty else { return }
        let contents = files.map { manager.contents(atPath: $0.path).map { [UInt8]($0) } ?? [] }
        var wanted = keys
        // Strings link to others (slang's `@:key`): those are read in a further pass, a few deep.
        for _ in 0..<4 {
            read(files, contents, wanted: wanted)
            guard let asked = wanted else { return }
            let linked = Set(asked.flatMap { key in (strings[key] ?? [:]).values.flatMap(Self.links) }).subtracting(strings.keys)
            guard !linked.isEmpty else { return }
            wanted = linked
        }
    }

    /// Reads the strings of `wanted` keys (all when nil) from `files`.
    private mutating func read(_ files: [File], _ contents: [[UInt8]], wanted: Set<String>?) {
        // The last names of the wanted keys, and the names a wanted string is found under otherwise.
        let leaves = wanted.map { keys in
            Set(
                (keys.map { $0.split(separator: ".").last.map(String.init) ?? $0 } + ["other", "@@locale"]).map {
                    JSONStringScanner.leaf($0.utf8)
                })
        }
        for (file, bytes) in zip(files, contents) {
            var language = file.language
            var found: [(String, String)] = []
            let wants = { (key: String, depth: Int) -> Bool in
                guard let wanted else { return true }
                if file.isARB { return depth == 1 && (key == "@@locale" || wanted.contains(key)) }
                return wanted.contains(key) || key.hasSuffix(".other") && wanted.contains(String(key.dropLast(".other".count)))
            }
            JSONStringScanner.strings(in: bytes, leaves: leaves, wanting: wants) { key, depth, text in
                if file.isARB {
                    guard depth == 1 else { return }
                    if key == "@@locale" { language = text }
                    if wanted?.contains(key) ?? !key.hasPrefix("@") { found.append((key, text)) }
                    return
                }
                // slang: a plural's or context's `other` form stands for it.
                if wanted?.contains(key) ?? true { found.append((key, text)) }
                if depth > 1, key.hasSuffix(".other") {
                    let parent = String(key.dropLast(".other".count))
                    if wanted?.contains(parent) ?? true { found.append((parent, text)) }
                }
            }
            for (key, text) in found { strings[key, default: [:]][language] = text }
        }
    }

    /// Whether `text` holds `@:` (a byte search: Foundation's `contains` is much slower, and this runs per string).
    static func hasLink(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == UInt8(ascii: "@") && byte == UInt8(ascii: ":") { return true }
            previous = byte
        }
        return false
    }

    /// The keys a string links to (`@:settingsTab.network.encryption`).
    static func links(in text: String) -> [String] {
        guard hasLink(text) else { return [] }
        return text.components(separatedBy: "@:").dropFirst().compactMap { rest in
            let path = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let trimmed = path.hasSuffix(".") ? path.dropLast() : path
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }

    /// A language code from a file name: `intl_en.arb`, `app_pt_BR.arb`, `de.json`, `strings_fr.i18n.json`
    /// give `en`, `pt_BR`, `de`, `fr`.
    static func language(ofFile name: String, extension suffix: String) -> String {
        let stem = String(name.dropLast(suffix.count))
        guard let underscore = stem.firstIndex(of: "_") else { return stem }
        return String(stem[stem.index(after: underscore)...])
    }

    /// The `key: value` pairs of a YAML file at any depth (its other structure is not needed here), values
    /// unquoted.
    static func yamlValues(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon].trimmingCharacters(in: .whitespaces)
            var value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            guard !key.isEmpty, !key.hasPrefix("-"), !value.isEmpty, result[key] == nil else { continue }
            result[key] = value
        }
        return result
    }

    /// The folder of the nearest `pubspec.yaml` above `path` (a file), if any.
    static func projectRoot(of path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/pubspec.yaml") { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return nil
    }
}
