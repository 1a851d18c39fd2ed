import Findings
import Foundation
import Lint
import Testing

/// The registry matches the rule files on disk, and every description is complete.
@Suite struct LintRulesTests {
    @Test func registryMatchesTheRuleFilesOnDisk() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: PackageFiles.rulesDirectory.path))
        var files: [String: String] = [:]
        for case let path as String in enumerator where path.hasSuffix("Rule.swift") {
            let name = String(path.split(separator: "/").last!.dropLast(".swift".count))
            files[name] = String(path.split(separator: "/").first!)
        }
        let registered = LintRules.all.map { String(describing: $0) }
        #expect(registered.sorted() == files.keys.sorted(), "LintRules.all and Sources/Lint/Rules/ list different rules")
        #expect(Set(registered).count == registered.count, "a rule is registered twice")
        let folders: [RuleLanguage: String] = [
            .interfaceBuilder: "InterfaceBuilder", .androidXML: "AndroidXML", .kotlin: "Compose",
            .reactNative: "ReactNative", .flutter: "Flutter",
        ]
        for rule in LintRules.all {
            let name = String(describing: rule)
            #expect(files[name] == rule.description.language.flatMap { folders[$0] }, "\(name) lives in the wrong folder")
            let source = try String(
                contentsOf: PackageFiles.rulesDirectory.appendingPathComponent("\(files[name] ?? "")/\(name).swift"),
                encoding: .utf8)
            #expect(source.contains("public enum \(name): LintRule"), "\(name).swift should declare the rule \(name)")
        }
        for linter in LintRules.linters {
            #expect(linter.descriptions.allSatisfy { $0.language == linter.language })
        }
    }

    @Test func idsAreUniqueAndSpelledAsWordsJoinedByHyphens() {
        let ids = LintRules.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        for id in ids {
            let words = id.split(separator: "-", omittingEmptySubsequences: false)
            #expect(words.count >= 2 && words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= "a" && $0 <= "z" } }, "bad id \(id)")
        }
        #expect(LintRules.all.count == 19)
        #expect(LintRules.interfaceBuilder.count == 4 && LintRules.androidXML.count == 3 && LintRules.kotlin.count == 4)
        #expect(LintRules.reactNative.count == 4 && LintRules.flutter.count == 4)
    }

    @Test("Descriptions are complete", arguments: LintRules.descriptions.map(\.id))
    func descriptionIsComplete(ruleID: String) throws {
        let description = try #require(LintRules.descriptions.first { $0.id == ruleID })
        for field in [description.name, description.summary, description.rationale, description.fix, description.precision] {
            #expect(!field.isEmpty && !field.contains("  "), "\(ruleID): an empty field or a doubled space: \(field)")
        }
        #expect([WCAGCriterion.resizeText, .reflow].contains(description.criterion))
        #expect(description.examples.contains { $0.isTriggering }, "\(ruleID) has no triggering example")
        #expect(description.examples.contains { !$0.isTriggering }, "\(ruleID) has no example that must stay silent")
        let prefixes: [RuleLanguage?: String] = [
            .interfaceBuilder: "ib-", .androidXML: "android-", .kotlin: "compose-",
            .reactNative: "rn-", .flutter: "flutter-",
        ]
        if let prefix = prefixes[description.language] { #expect(ruleID.hasPrefix(prefix)) }
    }
}
