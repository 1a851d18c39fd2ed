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
        guard depth < 4, text.contains("@:") else { return text }
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

    /// The translations of the Flutter project at `root` (the folder of its `pubspec.yaml`).
    init(projectRoot root: String) {
        let manager = FileManager.default
        // gen-l10n: l10n.yaml, or its defaults when an ARB folder is there.
        let l10n = Self.yamlValues((try? String(contentsOfFile: root + "/l10n.yaml", encoding: .utf8)) ?? "")
        let arbDirectory = root + "/" + (l10n["arb-dir"] ?? "lib/l10n")
        if let names = try? manager.contentsOfDirectory(atPath: arbDirectory) {
            let template = l10n["template-arb-file"] ?? "app_en.arb"
            for name in names.sorted() where name.hasSuffix(".arb") {
                guard let data = manager.contents(atPath: arbDirectory + "/" + name),
                    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                else { continue }
                let language = (object["@@locale"] as? String) ?? Self.language(ofFile: name, extension: ".arb")
                if name == template { developmentLanguage = language }
                for (key, value) in object where !key.hasPrefix("@") {
                    if let text = value as? String { strings[key, default: [:]][language] = text }
                }
            }
        }
        // slang: slang.yaml, or build.yaml's options for its builder, or its defaults.
        let slangFile = (try? String(contentsOfFile: root + "/slang.yaml", encoding: .utf8))
        let buildFile = (try? String(contentsOfFile: root + "/build.yaml", encoding: .utf8)).flatMap { $0.contains("slang") ? $0 : nil }
        let slang = Self.yamlValues(slangFile ?? buildFile ?? "")
        let inputDirectory = root + "/" + (slang["input_directory"] ?? "lib/i18n")
        let pattern = slang["input_file_pattern"] ?? ".i18n.json"
        guard pattern.hasSuffix(".json"), let names = try? manager.contentsOfDirectory(atPath: inputDirectory) else { return }
        let base = slang["base_locale"] ?? "en"
        for name in names.sorted() where name.hasSuffix(pattern) && !name.hasPrefix("_") {
            guard let data = manager.contents(atPath: inputDirectory + "/" + name),
                let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            else { continue }
            // `strings.i18n.json` is the base locale's file, `strings_de.i18n.json` or `de.json` another's.
            var language = Self.language(ofFile: name, extension: pattern)
            if language == "strings" || language.isEmpty { language = base }
            developmentLanguage = base
            Self.flatten(object, prefix: "", language: language, into: &strings)
        }
    }

    /// A language code from a file name: `intl_en.arb`, `app_pt_BR.arb`, `de.json`, `strings_fr.i18n.json`
    /// give `en`, `pt_BR`, `de`, `fr`.
    static func language(ofFile name: String, extension suffix: String) -> String {
        let stem = String(name.dropLast(suffix.count))
        guard let underscore = stem.firstIndex(of: "_") else { return stem }
        return String(stem[stem.index(after: underscore)...])
    }

    /// Slang's nested maps as dotted keys; a key's modifiers (`apps(plural)`) are dropped, and a plural or
    /// context map is its `other` form (the longest the tool picks in general).
    static func flatten(_ object: [String: Any], prefix: String, language: String, into strings: inout [String: [String: String]]) {
        for (rawKey, value) in object {
            let key = rawKey.split(separator: "(").first.map(String.init) ?? rawKey
            let path = prefix.isEmpty ? key : prefix + "." + key
            if let text = value as? String {
                strings[path, default: [:]][language] = text
            } else if let nested = value as? [String: Any] {
                if rawKey.contains("(plural") || rawKey.contains("(context") || nested["other"] is String && nested["one"] is String,
                    let other = nested["other"] as? String
                {
                    strings[path, default: [:]][language] = other
                } else {
                    flatten(nested, prefix: path, language: language, into: &strings)
                }
            }
        }
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
