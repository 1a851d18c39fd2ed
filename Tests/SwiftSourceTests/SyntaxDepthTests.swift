import Lint
import SwiftSource
import Testing

/// Code that nests deeper than Reflow can walk (a chain of postfix operators, which the parser does
/// not limit as it limits brackets) is refused with one line naming the file, never a crash: 400 KB
/// of `x!!!…` overflowed the stack in SwiftSyntax's own walks.
@Suite struct SyntaxDepthTests {
    static let bangs = "let a: Int? = 1\nlet b = a" + String(repeating: "!", count: 150_000) + "\n"

    @Test func aFileNestingDeeperThanTheLimitIsRefusedWithOneLine() {
        do {
            _ = try SwiftSourceFile(bytes: Array(Self.bangs.utf8), path: "Bang.swift")
            Issue.record("expected a refusal")
        } catch {
            #expect(error == .nestsTooDeep(path: "Bang.swift", line: 2, limit: 100_000))
            #expect(
                error.description
                    == "Bang.swift:2: skipped: the code nests more than 100000 levels deep (a chain of calls or `!` that long), deeper than Reflow can walk"
            )
        }
    }

    @Test func aProjectWithSuchAFileNotesItAndChecksTheRest() {
        let project = SwiftUIProject(sources: [
            (path: "Bang.swift", text: Self.bangs),
            (path: "Fine.swift", text: "import SwiftUI\nstruct Fine: View { var body: some View { Text(\"fine\") } }\n"),
        ])
        #expect(project.swiftFiles == ["Fine.swift"])
        #expect(project.notes.count == 1 && project.notes[0].hasPrefix("Bang.swift:2: skipped: the code nests more than 100000 levels"))
    }

    @Test func lintNotesTheFileInsteadOfWalkingIt() {
        let result = LintRunner(additionalLinters: [SwiftLinter()]).lint(files: [LintFile(path: "Bang.swift", text: Self.bangs)])
        #expect(result.violations.isEmpty)
        #expect(
            result.notes == [
                "Bang.swift: not linted: line 2: the code nests more than 100000 levels deep (a chain of calls or `!` that long), deeper than Reflow can walk"
            ])
    }

    @Test func aLongFileOfOrdinaryDepthIsRead() throws {
        // Over half the limit in bytes, so it is walked, but shallow.
        let lines = (0..<6_000).map { "let value\($0): Int? = \($0)" }.joined(separator: "\n") + "\n"
        let file = try SwiftSourceFile(bytes: Array(lines.utf8), path: "Long.swift")
        #expect(file.byteCount > 50_000)
        #expect(!file.hasErrors)
    }
}
