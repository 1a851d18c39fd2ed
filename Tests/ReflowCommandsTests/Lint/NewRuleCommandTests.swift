import Foundation
import Testing

/// `reflow lint new-rule`, always against a temporary sources folder.
@Suite struct NewRuleCommandTests {
    @Test func writesARuleFileAndPrintsTheRegistryLine() throws {
        let folder = try LintTemporaryFolder()
        let run = runReflow("lint", "new-rule", "flutter-fixed-line-height", "--language", "flutter", "--root", folder.url.path)
        #expect(run.status == 0, "\(run)")
        #expect(folder.files == ["Lint/Rules/Flutter/FlutterFixedLineHeightRule.swift"])
        #expect(run.outputLines.contains("    FlutterFixedLineHeightRule.self,"))
        #expect(run.output.contains("LintRules.flutter"))
        let source = try String(contentsOfFile: folder.path("Lint/Rules/Flutter/FlutterFixedLineHeightRule.swift"), encoding: .utf8)
        #expect(source.contains("public enum FlutterFixedLineHeightRule: LintRule {"))
        #expect(source.contains(#"id: "flutter-fixed-line-height","#))
        #expect(source.contains("language: .flutter,"))
        #expect(source.components(separatedBy: "RuleExample(").count == 3)
        // One marker in the triggering example, one in its explanation.
        #expect(source.contains("Text(title, style: TextStyle(fontSize: ↓fixedTextSize(14)))"))
        #expect(source.components(separatedBy: "↓").count == 3)
    }

    @Test func everyLanguageHasAFolderAndRegistry() throws {
        let folder = try LintTemporaryFolder()
        let cases = [
            ("swiftui-fixed-badge", "swift", "SwiftSource/Lint/Rules/SwiftUI/SwiftUIFixedBadgeRule.swift", "SwiftRules.swiftUI"),
            ("uikit-fixed-badge", "swift", "SwiftSource/Lint/Rules/UIKit/UIKitFixedBadgeRule.swift", "SwiftRules.uiKit"),
            ("ib-fixed-badge", "ib", "Lint/Rules/InterfaceBuilder/IBFixedBadgeRule.swift", "LintRules.interfaceBuilder"),
            ("android-fixed-badge", "android", "Lint/Rules/AndroidXML/AndroidFixedBadgeRule.swift", "LintRules.androidXML"),
            ("compose-fixed-badge", "kotlin", "Lint/Rules/Compose/ComposeFixedBadgeRule.swift", "LintRules.kotlin"),
            ("rn-fixed-badge", "react-native", "Lint/Rules/ReactNative/ReactNativeFixedBadgeRule.swift", "LintRules.reactNative"),
        ]
        for (id, language, path, registry) in cases {
            let run = runReflow("lint", "new-rule", id, "-l", language, "--root", folder.url.path)
            #expect(run.status == 0, "\(id): \(run)")
            #expect(FileManager.default.fileExists(atPath: folder.path(path)), "\(id)")
            #expect(run.output.contains(registry), "\(id)")
        }
        #expect(folder.files.count == cases.count)
    }

    @Test func refusesTakenAndMalformedIDsAndWritesNothing() throws {
        let folder = try LintTemporaryFolder()
        for (id, reason) in [
            ("ib-fixed-font-size", "a rule with this id exists"), ("Bad-ID", "lowercase words"), ("double--hyphen", "lowercase words"),
            ("trailing-", "lowercase words"), ("snake_case", "lowercase words"), ("9-lives", "lowercase words"),
        ] {
            let run = runReflow("lint", "new-rule", id, "--language", "ib", "--root", folder.url.path)
            #expect(run.status == 2, "\(id): \(run)")
            #expect(run.error.contains(reason), "\(id): \(run.error)")
            #expect(run.output == "")
        }
        #expect(runReflow("lint", "new-rule", "ib-new-thing", "--root", folder.url.path).status == 2, "--language is required")
        #expect(runReflow("lint", "new-rule", "ib-new-thing", "--language", "cobol", "--root", folder.url.path).status == 2)
        #expect(folder.files.isEmpty)
    }

    @Test func refusesAnIDAFileAlreadyDeclares() throws {
        let folder = try LintTemporaryFolder()
        #expect(runReflow("lint", "new-rule", "rn-fixed-badge", "-l", "react-native", "--root", folder.url.path).status == 0)
        let again = runReflow("lint", "new-rule", "rn-fixed-badge", "-l", "react-native", "--root", folder.url.path)
        #expect(again.status == 2)
        #expect(again.error.contains("already declares this id"))
        #expect(folder.files.count == 1)
    }
}
