import Findings
import Foundation
import Lint
import Testing

/// Configuration files, suppressions, the baseline and globs.
@Suite struct AdoptionTests {
    @Test func configurationReadsEveryKey() throws {
        let json = """
            {"enabledRules": ["rn-single-line-text", "compose-single-line-text"], "disabledRules": ["compose-single-line-text"],
             "severities": {"rn-single-line-text": "error"}, "include": ["app"], "exclude": ["**/Generated/**"],
             "fontHelpers": {"scaling": ["appFont"], "fixed": ["nonScaledSp"]}, "chrome": ["CountBadge"], "maxFileSize": 2048,
             "baseline": "reflow-baseline.json"}
            """
        let configuration = try LintConfiguration.decode(
            Data(json.utf8), file: ".reflow.json", knownRuleIDs: Set(LintRules.descriptions.map(\.id)))
        #expect(configuration.isEnabled("rn-single-line-text"))
        #expect(!configuration.isEnabled("compose-single-line-text"))
        #expect(!configuration.isEnabled("ib-fixed-font-size"))
        #expect(configuration.severity(of: ReactNativeSingleLineTextRule.description) == .error)
        #expect(configuration.includePaths == ["app"] && configuration.excludePatterns == ["**/Generated/**"])
        #expect(configuration.scalingFontHelpers == ["appFont"] && configuration.fixedFontHelpers == ["nonScaledSp"])
        #expect(configuration.maximumFileSize == 2048 && configuration.baselinePath == "reflow-baseline.json")
        #expect(configuration.chromeComponents == ["CountBadge"])
        #expect(configuration.isChromeComponent("AppCountBadge") && configuration.isChromeComponent("Styled.CountBadge"))
        #expect(!configuration.isChromeComponent("CountBadgeList"))
    }

    @Test(arguments: [
        (
            "{\"exlude\": []}",
            "app/.reflow.json: unknown key \"exlude\"; known keys: enabledRules, disabledRules, severities, include, exclude, fontHelpers, chrome, maxFileSize, baseline"
        ),
        (
            "{\"severities\": {\"rn-single-line-text\": \"fatal\"}}",
            "app/.reflow.json: \"severities.rn-single-line-text\" must be \"error\", \"warning\" or \"note\""
        ),
        ("{\"disabledRules\": [\"no-such-rule\"]}", "app/.reflow.json: \"disabledRules\" names unknown rule \"no-such-rule\""),
        ("{\"exclude\": \"build\"}", "app/.reflow.json: \"exclude\" must be an array of strings"),
        ("{\"maxFileSize\": 1.5}", "app/.reflow.json: \"maxFileSize\" must be a whole number of bytes, at least 1"),
        ("{\"fontHelpers\": {\"scales\": []}}", "app/.reflow.json: unknown key \"fontHelpers.scales\"; known keys: scaling, fixed"),
        ("[1]", "app/.reflow.json: the top level must be an object"),
        ("{\"chrome\": [\"\"]}", "app/.reflow.json: \"chrome\" must not hold an empty name"),
    ])
    func badConfigurationIsAOneLineErrorNamingTheFile(json: String, message: String) {
        #expect(throws: LintConfigurationError.self) {
            try LintConfiguration.decode(Data(json.utf8), file: "app/.reflow.json", knownRuleIDs: Set(LintRules.descriptions.map(\.id)))
        }
        do {
            _ = try LintConfiguration.decode(Data(json.utf8), file: "app/.reflow.json", knownRuleIDs: Set(LintRules.descriptions.map(\.id)))
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func invalidJSONNamesTheFile() {
        do {
            _ = try LintConfiguration.decode(Data("{\"include\": [".utf8), file: ".reflow.json")
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix(".reflow.json: not valid JSON"))
        }
    }

    @Test func suppressionsSilenceTheNextLineAndReportTheirOwnProblems() {
        let source = """
            // reflow:disable-next-line compose-single-line-text -- a price, at most 8 characters
            Text(price, maxLines = 1)
            /* reflow:disable-next-line compose-single-line-text */
            Text(price, maxLines = 1)
            // reflow:disable-next-line compose-fixed-height -- stale
            Text(total, maxLines = 1)
            """
        let violations = LintRunner().violations(in: LintFile(path: "Price.kt", text: source))
        #expect(
            violations.map { "\($0.line):\($0.column) \($0.ruleID)" }.sorted() == [
                "3:1 suppression-without-reason",
                "5:1 unused-suppression",
                "6:13 compose-single-line-text",
            ])
        #expect(
            violations.first { $0.ruleID == "unused-suppression" }?.message
                == "`compose-fixed-height` reports nothing on line 6, so this suppression silences nothing.")
    }

    @Test func stackedSuppressionsAndXMLAndJSXComments() {
        let xml = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <!-- reflow:disable-next-line android-single-line-text - toolbar-like title row -->
                <!-- reflow:disable-next-line android-fixed-text-height - fixed by design review 12 -->
                <TextView android:maxLines="1" android:layout_height="20dp"/>
            </LinearLayout>
            """
        #expect(LintRunner().violations(in: LintFile(path: "res/layout/a.xml", text: xml)).isEmpty)
        let jsx = """
            <View>
              {/* reflow:disable-next-line rn-single-line-text -- an order number */}
              <Text numberOfLines={1}>{order.number}</Text>
              <Text numberOfLines={1}>{order.address}</Text>
            </View>
            """
        #expect(LintRunner().violations(in: LintFile(path: "Order.jsx", text: jsx)).map(\.line) == [4])
    }

    @Test func directivesMentionedInProseOrDocumentationAreNotSuppressions() {
        let source = """
            /// Write `reflow:disable-next-line rule-id -- reason` above a line to silence it.
            // See the docs: reflow:disable-next-line compose-fixed-height -- not a directive here
            Text(total, maxLines = 1)
            """
        // Neither comment is a directive, so nothing is unused and the violation stands.
        #expect(
            LintRunner().violations(in: LintFile(path: "Docs.kt", text: source)).map { "\($0.line) \($0.ruleID)" }
                == ["3 compose-single-line-text"])
    }

    @Test func baselineIsKeyedByLineTextNotLineNumber() throws {
        let before = "Text(a, maxLines = 1)\nText(b, maxLines = 1)\n"
        let runner = LintRunner()
        let old = runner.lint(files: [LintFile(path: "A.kt", text: before)])
        let baseline = Baseline(violations: old.violations)
        #expect(
            baseline.entries == [
                Baseline.Entry(path: "A.kt", rule: "compose-single-line-text", line: "Text(a, maxLines = 1)"),
                Baseline.Entry(path: "A.kt", rule: "compose-single-line-text", line: "Text(b, maxLines = 1)"),
            ])
        let decoded = try JSONDecoder().decode(Baseline.self, from: baseline.encoded())
        #expect(decoded == baseline)
        #expect(String(decoding: baseline.encoded(), as: UTF8.self).hasSuffix("}\n"))
        // Lines moved down, one new violation, one identical copy of a known one.
        let after = "// header\n\nText(b, maxLines = 1)\nText(a, maxLines = 1)\nText(c, maxLines = 1)\nText(a, maxLines = 1)\n"
        let result = LintRunner(baseline: decoded).lint(files: [LintFile(path: "A.kt", text: after)])
        #expect(result.baselined == 2)
        #expect(result.violations.map(\.line) == [5, 6])
    }

    @Test func baselineErrorsNameTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-baseline-\(UUID().uuidString).json")
        try Data("{\"entries\": 3}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try Baseline.load(from: url.path)
            Issue.record("no error")
        } catch {
            #expect(error.description.hasPrefix(url.path + ": not a Reflow baseline"))
        }
    }

    @Test func globs() {
        #expect(Glob("**/Generated/**").matches("App/Generated/Assets.swift"))
        #expect(Glob("**/Generated/**").matches("Generated/Assets.swift"))
        #expect(Glob("*.g.dart").matches("lib/models/user.g.dart"))
        #expect(!Glob("*.g.dart").matches("lib/models/user.dart"))
        #expect(Glob("android/app/src/test").matches("android/app/src/test/Foo.kt"))
        #expect(!Glob("android/*/Foo.kt").matches("android/a/b/Foo.kt"))
        #expect(Glob("android/**/Foo.kt").matches("android/a/b/Foo.kt"))
        #expect(Glob("Legacy?").matches("Legacy2/View.xib"))
    }
}
