import Foundation
import Testing

/// `reflow check` end to end on the bundled Storefront app: the seed findings at the lines that
/// cause them, from the sizes where they start; the fixed screens stay clean.
@Suite struct CheckCommandTests {
    /// (check, file name, line, first size) of each finding on `screen`, in report order.
    private func findings(_ run: ReflowRun, screen: String) -> [String] {
        guard let findings = run.jsonObject()?["findings"] as? [[String: Any]] else { return [] }
        return findings.filter { ($0["screen"] as? String) == screen }.map { finding in
            let file = ((finding["file"] as? String) ?? "").split(separator: "/").last.map(String.init) ?? ""
            return
                "\(finding["id"] as? String ?? "") \(file):\(jsonNumber(finding["line"]).map { Int($0) } ?? 0) \(finding["firstSize"] as? String ?? "")"
        }
    }

    @Test func theSeedCheckoutBreaksAtTheLinesThatCauseItAndTheFixDoesNot() {
        let run = runReflow(
            "check", "Examples/Storefront", "--screen", "Checkout (before)", "--screen", "Checkout (after)",
            "--content", "as-written", "--format", "json")
        #expect(run.status == 1, "\(run)")
        #expect(
            findings(run, screen: "Checkout (before)") == [
                // Item names cut by `.lineLimit(1)` on line 25, and the widest price at AX5.
                "truncated-text CheckoutBeforeView.swift:25 accessibility1",
                "truncated-text CheckoutBeforeView.swift:27 accessibility5",
                // `.frame(height: 44)` on line 30 does not grow: from AX4 the p of "Express delivery"
                // reaches below its row, and at AX5 into the letters of the total's row (lines 34 and 37).
                // Line boxes taller than the rows from AX3 are not a finding: their empty top and bottom show nothing.
                "clipped-text CheckoutBeforeView.swift:30 accessibility4",
                "overlap CheckoutBeforeView.swift:34 accessibility5",
                "overlap CheckoutBeforeView.swift:37 accessibility5",
                // `.lineLimit(1)` on the address (line 47) and on the error (line 61, from the smallest size).
                "truncated-text CheckoutBeforeView.swift:47 medium",
                "truncated-text CheckoutBeforeView.swift:61 xSmall",
                "truncated-text CheckoutBeforeView.swift:64 accessibility2",
                "truncated-text CheckoutBeforeView.swift:67 accessibility2",
                // Pay, at the bottom of a screen that does not scroll.
                "unreachable-action CheckoutBeforeView.swift:72 accessibility4",
            ])
        #expect(findings(run, screen: "Checkout (after)").isEmpty)
    }

    @Test func fixedAccountRowsBreakAndGrowingOnesDoNot() throws {
        let fixed = runReflow(
            "check", "Examples/Storefront", "--screen", "Account (fixed rows)", "--screen", "Account",
            "--content", "as-written", "--format", "json")
        #expect(
            findings(fixed, screen: "Account (fixed rows)") == [
                "truncated-text AccountRowFixed.swift:15 accessibility1",
                // The g of "alex.morgan" reaches below the 44 pt row (line 19) from AX4.
                "clipped-text AccountRowFixed.swift:19 accessibility4",
            ])
        #expect(findings(fixed, screen: "Account").isEmpty)
    }

    @Test func translationsAndPseudoLocalizationFindWhatEnglishHides() {
        let run = runReflow("check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "translation", "--format", "json")
        let found = findings(run, screen: "Checkout (before)")
        // German "Gesamtsumme" for "Total" (from the string catalog) truncates from AX2.
        #expect(found.contains("truncated-text CheckoutBeforeView.swift:34 accessibility2"))
        #expect(run.output.contains("Bestellung bezahlen"))
    }

    @Test func twoRunsPrintTheSameBytes() {
        let first = runReflow("check", "Examples/Storefront", "--format", "sarif")
        let second = runReflow("check", "Examples/Storefront", "--format", "sarif")
        #expect(first.status == 1)
        #expect(first.output == second.output)
        #expect(first.output.contains("\"startLine\""))
    }

    @Test func badInputIsAOneLineErrorWithExitTwo() throws {
        let missing = runReflow("check", "/no/such/project")
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("reflow: error: invalid value '/no/such/project' for '<path>': no such file or directory"))
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = runReflow("check", empty.path)
        #expect(nothing.status == 2)
        #expect(nothing.error.contains("no Swift files to check"))
        let badSizes = runReflow("check", "Examples/Storefront", "--sizes", "AX5...large")
        #expect(badSizes.status == 2)
        #expect(badSizes.error.contains("runs backwards"))
        let unknownScreen = runReflow("check", "Examples/Storefront", "--screen", "Nope")
        #expect(unknownScreen.status == 2)
    }

    @Test func sizesCanBeNarrowed() {
        let run = runReflow(
            "check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written",
            "--sizes", "xSmall...large", "--format", "json")
        #expect(
            findings(run, screen: "Checkout (before)") == [
                "truncated-text CheckoutBeforeView.swift:47 medium",
                "truncated-text CheckoutBeforeView.swift:61 xSmall",
            ])
    }

    @Test func theLintRulesRunOverTheSameFilesUnlessTurnedOff() throws {
        let run = runReflow("check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--format", "json")
        let findings = try #require(run.jsonObject()?["findings"] as? [[String: Any]])
        let lint = findings.filter { $0["screen"] is NSNull }.map {
            "\($0["id"] as? String ?? "") \(jsonNumber($0["line"]).map { Int($0) } ?? 0)"
        }
        // The causes in source: the one-line error message and the fixed row heights, among others.
        #expect(lint.contains("swiftui-single-line-text 61"))
        #expect(lint.contains("swiftui-fixed-height-text 30"))
        #expect(!lint.contains { $0.contains("CheckoutAfter") })
        let quiet = runReflow(
            "check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--no-lint",
            "--format", "json")
        let simulatedOnly = try #require(quiet.jsonObject()?["findings"] as? [[String: Any]])
        #expect(simulatedOnly.allSatisfy { $0["screen"] is String })
    }

    @Test func aBaselineHidesSimulatedAndLintFindingsByLineTextNotLineNumber() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-check-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json")
        // The error message's truncation (simulated) and its `.lineLimit(1)` (lint), both at line 61.
        let entries = """
            {"version": 1, "entries": [
              {"path": "Examples/Storefront/Storefront/Checkout/CheckoutBeforeView.swift", "rule": "truncated-text", "line": ".lineLimit(1)"},
              {"path": "Examples/Storefront/Storefront/Checkout/CheckoutBeforeView.swift", "rule": "swiftui-single-line-text", "line": ".lineLimit(1)"}
            ]}
            """
        try Data(entries.utf8).write(to: baseline)
        func lines(_ run: ReflowRun) -> [String] {
            ((run.jsonObject()?["findings"] as? [[String: Any]]) ?? []).filter {
                ($0["file"] as? String)?.hasSuffix("CheckoutBeforeView.swift") == true
            }
            .map { "\($0["id"] as? String ?? "") \(jsonNumber($0["line"]).map { Int($0) } ?? 0)" }
        }
        let all = lines(
            runReflow("check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--format", "json"))
        let kept = lines(
            runReflow(
                "check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--format", "json",
                "--baseline", baseline.path))
        #expect(all.contains("truncated-text 61") && all.contains("swiftui-single-line-text 61"))
        // One entry covers one finding: the first `.lineLimit(1)` line of each rule (line 25, the item names, comes first).
        #expect(all.count - kept.count == 2)
        let bad = runReflow("check", "Examples/Storefront", "--baseline", directory.appendingPathComponent("missing.json").path)
        #expect(bad.status == 2)
        #expect(bad.error.contains("missing.json"))
    }

    @Test func orientationsAreCheckedAsAskedAndABadOneIsAUsageError() throws {
        let run = runReflow(
            "check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--no-lint",
            "--orientation", "portrait,landscape", "--format", "json")
        let devices = Set(((run.jsonObject()?["findings"] as? [[String: Any]]) ?? []).compactMap { $0["device"] as? String })
        #expect(devices == ["iPhone 16", "iPhone 16 landscape"])
        let bad = runReflow("check", "Examples/Storefront", "--orientation", "sideways")
        #expect(bad.status == 2)
        #expect(bad.error.contains("expected portrait or landscape, not 'sideways'"))
    }

    @Test func aWrittenBaselineHidesEveryCurrentFindingOnTheNextRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-check-write-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("baseline.json").path
        let first = runReflow(
            "check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--write-baseline", file)
        #expect(first.status == 1)
        #expect(first.output.contains("to the baseline \(file)"))
        let again = runReflow(
            "check", "Examples/Storefront", "--screen", "Checkout (before)", "--content", "as-written", "--baseline", file,
            "--format", "json")
        #expect(again.status == 0)
        #expect((again.jsonObject()?["findings"] as? [[String: Any]])?.isEmpty == true)
    }
}
