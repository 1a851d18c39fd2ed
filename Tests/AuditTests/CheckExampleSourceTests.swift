import Audit
import Foundation
import Testing

/// Each check example's documented source is the very code that builds its screen.
///
/// Swift cannot print an expression, and `Audit` cannot read the DSL back (the interpreter lives in
/// `SwiftSource`, beside it, and reads SwiftUI rather than the DSL), so a check's file writes each
/// example as a string and again as code. This test reads the file and requires the two to be
/// the same text, so the documentation shows exactly the screen the verifier runs.
@Suite struct CheckExampleSourceTests {
    @Test("Documented source is the code", arguments: AuditChecks.all.map { String(describing: $0) })
    func documentedSourceIsTheCode(typeName: String) throws {
        let check = try #require(AuditChecks.all.first { String(describing: $0) == typeName })
        let url = PackageFiles.checksDirectory.appendingPathComponent(typeName + ".swift")
        let written = WrittenExample.all(in: try String(contentsOf: url, encoding: .utf8))
        #expect(
            written.count == check.examples.count,
            "\(typeName).swift writes \(written.count) examples, the check has \(check.examples.count)")
        for (number, (example, found)) in zip(check.examples, written).enumerated() {
            #expect(
                found.string == example.example.source, "example \(number + 1): the string read from the file is not the example's source")
            #expect(found.code == found.string, "example \(number + 1) of \(typeName): the code differs from its documented source")
        }
    }

    @Test func readsAnExampleWhoseStringOpensOnTheNextLine() {
        let file = """
                .triggering(
                    \"\"\"
                    Text("Email")
                    \"\"\",
                    Text("Email"),
                    expect: [],
            """
        let found = WrittenExample.all(in: file)
        #expect(found.count == 1)
        #expect(found.first?.string == "Text(\"Email\")" && found.first?.code == "Text(\"Email\")")
    }

    @Test func readsTheStringAndTheCodeOfAnExample() {
        let file = """
                .passing(\"\"\"
                    VStack {
                        Text("Email")
                    }
                    \"\"\",
                    VStack {
                        Text("Email")
                    },
                    because: "it fits."),
            """
        let found = WrittenExample.all(in: file)
        #expect(found.count == 1)
        #expect(found.first?.string == "VStack {\n    Text(\"Email\")\n}")
        #expect(found.first?.code == "VStack {\n    Text(\"Email\")\n}")
    }
}

/// One example as a check's file writes it: the documented string, and the code after it with
/// the argument's trailing comma removed.
private struct WrittenExample {
    var string: String
    var code: String

    /// Every `.triggering("""` and `.passing("""` example in `file`, in order.
    static func all(in file: String) -> [WrittenExample] {
        let lines = file.components(separatedBy: "\n")
        var result: [WrittenExample] = []
        var index = 0
        while index < lines.count {
            let opening = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            // The string opens on the call's line (`.passing(\"\"\"`) or, as swift-format writes it, on the next.
            if opening == ".triggering(" || opening == ".passing(",
                index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) == "\"\"\""
            {
                index += 1
            } else if opening != ".triggering(\"\"\"" && opening != ".passing(\"\"\"" {
                continue
            }
            var stringLines: [String] = []
            while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("\"\"\"") {
                stringLines.append(lines[index])
                index += 1
            }
            guard index < lines.count else { break }
            // A multi-line string drops the closing delimiter's indentation; the code is written at the same depth.
            let indentation = lines[index].prefix { $0 == " " }.count
            index += 1
            var codeLines: [String] = []
            while index < lines.count,
                !["expect:", "because:"].contains(where: lines[index].trimmingCharacters(in: .whitespaces).hasPrefix)
            {
                codeLines.append(lines[index])
                index += 1
            }
            var code = dedented(codeLines, by: indentation)
            if code.hasSuffix(",") { code.removeLast() }
            result.append(WrittenExample(string: dedented(stringLines, by: indentation), code: code))
        }
        return result
    }

    private static func dedented(_ lines: [String], by indentation: Int) -> String {
        lines.map { $0.prefix(indentation).allSatisfy { $0 == " " } ? String($0.dropFirst(indentation)) : $0 }.joined(separator: "\n")
    }
}
