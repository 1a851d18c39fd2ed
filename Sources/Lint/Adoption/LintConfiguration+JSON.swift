import Findings
import Foundation

/// A configuration file that cannot be used, with the file and the reason on one line.
public struct LintConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// What is wrong (`unknown key "exlude"`).
    public var reason: String

    /// `file: reason`.
    public var description: String { "\(file): \(reason)" }
}

extension LintConfiguration {
    /// The keys a configuration file may hold.
    public static let fileKeys: [String] = [
        "enabledRules", "disabledRules", "severities", "include", "exclude", "fontHelpers",
        "chrome", "maxFileSize", "baseline",
    ]

    /// Reads `.reflow.json`-style `data`. Unknown keys, values of the wrong type, unknown severities
    /// and (when `knownRuleIDs` is given) unknown rule ids are errors naming `file`.
    public static func parse(_ data: Data, file: String, knownRuleIDs: Set<String>? = nil) throws(LintConfigurationError) {
        _ = try decode(data, file: file, knownRuleIDs: knownRuleIDs)
    }

    /// The configuration in `data`, read from `file` (named in errors).
    public static func decode(_ data: Data, file: String, knownRuleIDs: Set<String>? = nil) throws(LintConfigurationError)
        -> LintConfiguration
    {
        func fail(_ reason: String) -> LintConfigurationError { LintConfigurationError(file: file, reason: reason) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON (\(Self.describe(error)))")
        }
        guard let root = object as? [String: Any] else { throw fail("the top level must be an object") }
        for key in root.keys.sorted() where !fileKeys.contains(key) {
            throw fail("unknown key \"\(key)\"; known keys: \(fileKeys.joined(separator: ", "))")
        }
        func strings(_ key: String, in dictionary: [String: Any], path: String? = nil) throws(LintConfigurationError) -> [String] {
            guard let value = dictionary[key] else { return [] }
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
                throw fail("\"\(path ?? key)\" must be an array of strings")
            }
            return list.compactMap { $0 as? String }
        }
        func ruleIDs(_ key: String) throws(LintConfigurationError) -> [String] {
            let ids = try strings(key, in: root)
            if let knownRuleIDs, let unknown = ids.first(where: { !knownRuleIDs.contains($0) }) {
                throw fail("\"\(key)\" names unknown rule \"\(unknown)\"")
            }
            return ids
        }
        var configuration = LintConfiguration()
        if root["enabledRules"] != nil { configuration.enabledRules = Set(try ruleIDs("enabledRules")) }
        configuration.disabledRules = Set(try ruleIDs("disabledRules"))
        configuration.includePaths = try strings("include", in: root)
        configuration.excludePatterns = try strings("exclude", in: root)
        if let value = root["severities"] {
            guard let severities = value as? [String: Any] else { throw fail("\"severities\" must be an object of rule id to severity") }
            for id in severities.keys.sorted() {
                if let knownRuleIDs, !knownRuleIDs.contains(id) { throw fail("\"severities\" names unknown rule \"\(id)\"") }
                guard let name = severities[id] as? String, let severity = Severity(rawValue: name) else {
                    throw fail("\"severities.\(id)\" must be \"error\", \"warning\" or \"note\"")
                }
                configuration.severities[id] = severity
            }
        }
        if let value = root["fontHelpers"] {
            guard let helpers = value as? [String: Any] else {
                throw fail("\"fontHelpers\" must be an object with \"scaling\" and \"fixed\"")
            }
            for key in helpers.keys.sorted() where key != "scaling" && key != "fixed" {
                throw fail("unknown key \"fontHelpers.\(key)\"; known keys: scaling, fixed")
            }
            configuration.scalingFontHelpers = Set(try strings("scaling", in: helpers, path: "fontHelpers.scaling"))
            configuration.fixedFontHelpers = Set(try strings("fixed", in: helpers, path: "fontHelpers.fixed"))
        }
        configuration.chromeComponents = Set(try strings("chrome", in: root))
        if configuration.chromeComponents.contains("") { throw fail("\"chrome\" must not hold an empty name") }
        if let value = root["maxFileSize"] {
            guard let number = value as? NSNumber, !(value is Bool), number.doubleValue == number.doubleValue.rounded(),
                number.doubleValue >= 1, number.doubleValue <= Double(Int32.max)
            else {
                throw fail("\"maxFileSize\" must be a whole number of bytes, at least 1")
            }
            configuration.maximumFileSize = number.intValue
        }
        if let value = root["baseline"] {
            guard let path = value as? String, !path.isEmpty else { throw fail("\"baseline\" must be a path") }
            configuration.baselinePath = path
        }
        return configuration
    }

    /// The configuration in the file at `path`.
    public static func load(from path: String, knownRuleIDs: Set<String>? = nil) throws(LintConfigurationError) -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintConfigurationError(file: path, reason: "cannot be read")
        }
        return try decode(data, file: path, knownRuleIDs: knownRuleIDs)
    }

    /// Foundation's JSON error as one short clause.
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let detail = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return "error \(nsError.code)"
    }
}
