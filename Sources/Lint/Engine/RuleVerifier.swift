/// Runs a rule description's examples and says, readably, where a rule reported something other
/// than what its examples mark. One verifier for every rule, whichever module it comes from: it
/// takes the description and a closure that runs the rule.
public enum RuleVerifier {
    /// Runs the rule on one file under a configuration; the verifier keeps only the violations
    /// that carry the description's id.
    public typealias Run = @Sendable (_ file: LintFile, _ configuration: LintConfiguration) -> [RuleViolation]

    /// One message per example that failed, empty when every example holds. A message names the
    /// rule and example, lists expected and reported positions, and reprints the source with `^`
    /// under each position that is expected but not reported (`expected`) or reported but not
    /// expected (`reported`).
    public static func failures(of description: RuleDescription, run: Run) -> [String] {
        var failures: [String] = []
        for (number, example) in description.examples.enumerated() {
            let fileName = example.fileName ?? description.language?.exampleFileName ?? "Example.kt"
            let file = LintFile(path: fileName, text: example.source)
            let violations = run(file, example.configuration ?? .default).filter { $0.ruleID == description.id }
            let expected = example.expectedPositions.sorted()
            let reported = violations.map(\.position).sorted()
            var problems: [String] = []
            if expected != reported {
                problems.append("expected \(list(expected)), reported \(list(reported))")
            }
            for violation in violations {
                if violation.message.isEmpty { problems.append("a violation at \(violation.position) has no message") }
                if violation.file != fileName { problems.append("a violation names file \(violation.file), not \(fileName)") }
            }
            guard !problems.isEmpty else { continue }
            let missing = expected.filter { !reported.contains($0) }
            let unexpected = reported.filter { !expected.contains($0) }
            failures.append(
                """
                \(description.id), example \(number + 1) (\(fileName)): \(problems.joined(separator: "; "))
                \(annotated(file, expected: missing, reported: unexpected))
                """)
        }
        return failures
    }

    private static func list(_ positions: [SourcePosition]) -> String {
        positions.isEmpty ? "nothing" : positions.map(\.description).joined(separator: ", ")
    }

    /// The source with line numbers, and after each line a caret line per marked position.
    static func annotated(_ file: LintFile, expected: [SourcePosition], reported: [SourcePosition]) -> String {
        var output: [String] = []
        let width = String(file.lineStarts.count).count
        for line in 1...max(1, file.lineStarts.count) {
            let text = file.lineText(line)
            let number = String(line)
            output.append(String(repeating: " ", count: width - number.count) + number + " | " + text)
            let marks =
                expected.filter { $0.line == line }.map { ($0.column, "expected") }
                + reported.filter { $0.line == line }.map { ($0.column, "reported") }
            for (column, label) in marks.sorted(by: { $0.0 < $1.0 }) {
                // Columns count UTF-8 bytes; the caret goes under the character that starts there.
                let prefix = String(decoding: Array(text.utf8).prefix(max(0, column - 1)), as: UTF8.self)
                output.append(String(repeating: " ", count: width) + " | " + String(repeating: " ", count: prefix.count) + "^ " + label)
            }
        }
        return output.joined(separator: "\n")
    }
}
