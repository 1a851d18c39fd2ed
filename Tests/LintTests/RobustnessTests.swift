import Foundation
import Lint
import Testing

/// Bad input gives a note naming the file, never a crash or a hang.
@Suite struct RobustnessTests {
    private func temporaryProject(_ files: [String: Data]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-lint-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root.path
    }

    @Test func binaryInvalidUTF8AndHugeFilesAreNotedByName() throws {
        var huge = Data("Text(a, maxLines = 1)\n".utf8)
        huge.append(Data(repeating: UInt8(ascii: " "), count: 2_000_000))
        let root = try temporaryProject([
            "a/Binary.kt": Data([0x54, 0x65, 0x00, 0x01, 0x02]),
            "a/Latin1.dart": Data([0x54, 0x65, 0x78, 0x74, 0x28, 0xE9, 0x29]),
            "a/Huge.kt": huge,
            "a/Fine.kt": Data("Text(order.note, maxLines = 1)\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = LintRunner().lint(root: root)
        #expect(
            result.notes == [
                "a/Binary.kt: not linted: binary file",
                "a/Huge.kt: skipped, 2000022 bytes is over the 1048576-byte limit (maxFileSize)",
                "a/Latin1.dart: not linted: not valid UTF-8",
            ])
        #expect(result.violations.map(\.file) == ["a/Fine.kt"])
        #expect(result.filesLinted == 1)
    }

    @Test func includePathsThatDoNotExistAreNoted() throws {
        let root = try temporaryProject(["x.kt": Data()])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = LintRunner(configuration: LintConfiguration(includePaths: ["app", "x.kt"])).lint(root: root)
        #expect(result.notes == ["app: include path does not exist"])
        #expect(result.filesLinted == 1)
    }

    @Test(arguments: [
        ("Broken.storyboard", "<document><label text=\"a\"></document>"),
        ("Empty.xib", ""),
        ("res/layout/bad.xml", "<LinearLayout xmlns:android=\"http://schemas.android.com/apk/res/android\"><TextView"),
    ])
    func malformedXMLIsANote(name: String, text: String) {
        let result = LintRunner().lint(files: [LintFile(path: name, text: text)])
        #expect(result.violations.isEmpty)
        #expect(result.notes.count == 1 && result.notes[0].hasPrefix("\(name): not linted: "), "\(result.notes)")
    }

    @Test func externalEntitiesAreNeverResolved() {
        let text =
            "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/hostname\">]><document><label text=\"&e;\" numberOfLines=\"0\"/></document>"
        let file = LintFile(path: "Doctype.xib", text: text)
        let hostname =
            (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "\u{0}"
        #expect(file.xmlDocument.elements.allSatisfy { !($0.attributes["text"] ?? "").contains(hostname) || hostname.isEmpty })
        #expect(LintRunner().lint(files: [file]).violations.isEmpty)
    }

    @Test func unterminatedCodeStillLints() {
        let files = [
            LintFile(path: "A.kt", text: "Text(order.note, maxLines = 1)\nval s = \"never closed\n/* open comment"),
            LintFile(path: "B.tsx", text: "<View><Text numberOfLines={1}>{note}</Text>\nconst s = `open ${"),
            LintFile(path: "c.dart", text: "Text(note, maxLines: 1);\nfinal s = '''open"),
        ]
        let result = LintRunner().lint(files: files)
        #expect(
            result.violations.map { "\($0.file):\($0.line) \($0.ruleID)" } == [
                "A.kt:1 compose-single-line-text", "B.tsx:1 rn-single-line-text", "c.dart:1 flutter-single-line-text",
            ])
    }

    @Test func largeGeneratedLookingInputFinishesAndStaysLinear() {
        let line = "Row(modifier = Modifier.height(24.dp)) { Text(item.title, maxLines = 1) }\n"
        let source = String(repeating: line, count: 5000)
        let result = LintRunner().lint(files: [LintFile(path: "Big.kt", text: source)])
        #expect(result.violations.count == 10_000)
        let nested = String(repeating: "f(", count: 20_000) + String(repeating: ")", count: 20_000)
        #expect(LintRunner().lint(files: [LintFile(path: "Deep.kt", text: nested)]).violations.isEmpty)
    }

    @Test func swiftFilesWaitForASwiftLinter() {
        let result = LintRunner().lint(files: [LintFile(path: "A.swift", text: "Text(\"a\").lineLimit(1)")])
        #expect(result.notes == ["1 Swift file not linted: no Swift rules are loaded"])
    }

    @Test func anInjectedLinterHandlesItsLanguageAndSharesSuppressions() {
        struct FixedFontLinter: SourceLinter {
            static let rule = RuleDescription(
                id: "swift-fixed-font", name: "Fixed font", summary: "s", rationale: "r", defaultSeverity: .error,
                language: .swift, criterion: .resizeText, fix: "f", precision: "p",
                examples: [RuleExample("Text(\"a\").↓font(.system(size: 12))")])
            var language: RuleLanguage { .swift }
            var descriptions: [RuleDescription] { [Self.rule] }
            func enabling(_ configuration: LintConfiguration) -> any SourceLinter { self }
            func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
                file.codeIndex.calls(named: ["font"]).map { index in
                    RuleViolation(
                        ruleID: "swift-fixed-font", file: file.path, position: file.position(of: file.codeIndex.tokens[index]),
                        message: "Fixed size.")
                }
            }
        }
        let source =
            "Text(\"a\").font(.system(size: 12))\n// reflow:disable-next-line swift-fixed-font -- a logo\nText(\"b\").font(.system(size: 40))\n"
        let runner = LintRunner(additionalLinters: [FixedFontLinter()])
        #expect(runner.violations(in: LintFile(path: "V.swift", text: source)).map(\.line) == [1])
        #expect(RuleVerifier.failures(of: FixedFontLinter.rule, run: { FixedFontLinter().violations(in: $0, configuration: $1) }).isEmpty)
        #expect(runner.descriptions.contains { $0.id == "swift-fixed-font" })
    }
}
