import Foundation

/// Known violations that are not reported again, so a project adopts the linter without fixing
/// everything first. Entries are keyed by file, rule and the reported line's trimmed text, not
/// by line number, so code moving up or down keeps its entries; changing the line reports it again.
public struct Baseline: Hashable, Sendable, Codable {
    /// One known violation.
    public struct Entry: Hashable, Sendable, Codable, Comparable {
        /// The file, relative to the project root.
        public var path: String
        /// The rule id.
        public var rule: String
        /// The reported line's text, trimmed.
        public var line: String

        /// An entry for `rule` on a line reading `line` in `path`.
        public init(path: String, rule: String, line: String) {
            self.path = path
            self.rule = rule
            self.line = line
        }

        /// Orders by path, rule, then line text.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.line) < (rhs.path, rhs.rule, rhs.line)
        }
    }

    /// The file format's version.
    public var version: Int
    /// The known violations, sorted; the same entry may appear once per occurrence.
    public var entries: [Entry]

    /// A baseline of `violations` (their `lineText` must be filled, as the runner does).
    public init(violations: [RuleViolation]) {
        version = 1
        entries = violations.map { Entry(path: $0.file, rule: $0.ruleID, line: $0.lineText) }.sorted()
    }

    /// The violations the baseline does not cover, and how many it covered. Each entry covers one
    /// violation, so a second identical line added later is reported.
    public func filter(_ violations: [RuleViolation]) -> (kept: [RuleViolation], covered: Int) {
        filter(violations) { Entry(path: $0.file, rule: $0.ruleID, line: $0.lineText) }
    }

    /// `items` without those the baseline covers, and how many it covered: each entry covers one
    /// item with its key (so two identical lines need two entries); items without a key stay.
    public func filter<Item>(_ items: [Item], key: (Item) -> Entry?) -> (kept: [Item], covered: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var kept: [Item] = []
        var covered = 0
        for item in items {
            if let key = key(item), let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                covered += 1
            } else {
                kept.append(item)
            }
        }
        return (kept, covered)
    }

    /// The file's bytes: pretty JSON with sorted keys, ending in a newline, the same for the same entries.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return data + Data("\n".utf8)
    }

    /// The baseline in the file at `path`; errors name the file.
    public static func load(from path: String) throws(LintConfigurationError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LintConfigurationError(file: path, reason: "cannot be read")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else {
                throw LintConfigurationError(file: path, reason: "unknown baseline version \(baseline.version)")
            }
            return baseline
        } catch let error as LintConfigurationError {
            throw error
        } catch {
            throw LintConfigurationError(
                file: path, reason: "not a Reflow baseline (expected {\"version\": 1, \"entries\": [{\"path\", \"rule\", \"line\"}]})")
        }
    }
}
