import Foundation
import SwiftSource
import Testing

@Suite struct SwiftSourceFileTests {
    private func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("reflow-swiftsource-\(UUID().uuidString)-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private let settingsRow = """
        import SwiftUI

        struct SettingsRow: View {
            var title: String = "Notifications"
            @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24

            var body: some View {
                HStack(spacing: 12) {
                    Image(systemName: "bell")
                        .frame(width: iconSize, height: iconSize)
                    Text(title)
                        .font(.body)
                        .lineLimit(1)
                    Spacer()
                }
                .padding()
            }
        }

        #Preview {
            SettingsRow()
        }

        """

    @Test func parsesASwiftUIViewFromAFile() throws {
        let path = try temporaryFile("SettingsRow.swift", Array(settingsRow.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try SwiftSourceFile(contentsOf: path)
        #expect(file.path == path)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        #expect(!file.hasErrors)
        #expect(file.lineCount == 22)
        #expect(file.byteCount == settingsRow.utf8.count)
        #expect(file.sourceText == settingsRow)  // the tree is lossless
        #expect(
            file.typeDeclarations == [
                SwiftTypeDeclaration(kind: .struct, name: "SettingsRow", inheritedTypes: ["View"], line: 3, column: 1)
            ])
    }

    @Test func malformedSwiftGivesPositionedDiagnosticsNotACrash() {
        let source = """
            struct Broken: View {
                var body: some View {
                    VStack {
                        Text("Hello"
                        .padding(
                    }
            }

            """
        let file = SwiftSourceFile(source: "Broken.swift", path: "Broken.swift")
        #expect(!file.hasErrors)  // a bare identifier is valid Swift
        let broken = SwiftSourceFile(source: source, path: "Sources/Broken.swift")
        #expect(broken.hasErrors)
        #expect(!broken.diagnostics.isEmpty)
        for diagnostic in broken.diagnostics {
            #expect(diagnostic.path == "Sources/Broken.swift")
            #expect((1...8).contains(diagnostic.line), "\(diagnostic)")
            #expect(diagnostic.column >= 1, "\(diagnostic)")
            #expect(!diagnostic.message.isEmpty)
            #expect(diagnostic.description.hasPrefix("Sources/Broken.swift:\(diagnostic.line):\(diagnostic.column): "))
        }
        // The first complaint is where the unclosed call is, not at the end of the file.
        let first = broken.diagnostics[0]
        #expect(first.severity == .error)
        #expect((4...6).contains(first.line), "\(broken.diagnostics)")
        #expect(broken.sourceText == source)  // still lossless
        #expect(broken.typeDeclarations.map(\.name) == ["Broken"])
    }

    @Test func halfWrittenDeclarationsAndGarbageDoNotCrash() {
        for source in [
            "struct", "struct V: View { var body: some View {", "}}}}", "#Preview {", "@", "let x = \"unterminated",
            "\u{FEFF}struct BOM {}", "func f() { @ViewBuilder }", String(repeating: "{", count: 20),
        ] {
            let file = SwiftSourceFile(source: source, path: "Garbage.swift")
            #expect(file.sourceText == source)
        }
    }

    @Test func invalidUTF8IsAnErrorNamingTheFile() throws {
        // "let a = 1\nlet b = \"\xC3\x28\"" - 0xC3 0x28 is an invalid two-byte sequence on line 2.
        let bytes = Array("let a = 1\nlet b = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8)
        let path = try temporaryFile("Latin1.swift", bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(contentsOf: path) }
        #expect(error == .invalidUTF8(path: path, byteOffset: 19, line: 2))
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix("\(path):2: ") == true)
        #expect(error?.description.contains("invalid UTF-8") == true)
    }

    @Test func aBinaryFileIsAnErrorNamingTheFile() throws {
        // A PNG header and some bytes, saved under a .swift name.
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
        let path = try temporaryFile("Image.swift", bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(contentsOf: path) }
        #expect(error == .binary(path: path, byteOffset: 8))
        #expect(error?.description.contains(path) == true)
        #expect(error?.description.contains("binary") == true)
    }

    @Test func aHugeFileIsRejectedWithoutParsing() throws {
        let line = Array("let value = \"\(String(repeating: "x", count: 100))\"\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count <= SwiftSourceFile.maximumByteCount { bytes += line }
        let path = try temporaryFile("Generated.swift", bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(contentsOf: path) }
        #expect(error == .tooLarge(path: path, byteCount: bytes.count, limit: SwiftSourceFile.maximumByteCount))
        #expect(error?.description.contains(path) == true)
    }

    @Test func aMissingFileOrADirectoryIsAnErrorNamingIt() {
        let missing = "/nonexistent/Missing.swift"
        #expect(throws: SwiftSourceError.unreadable(path: missing, reason: "No such file or directory")) {
            try SwiftSourceFile(contentsOf: missing)
        }
        let directory = FileManager.default.temporaryDirectory.path
        let error = #expect(throws: SwiftSourceError.self) { try SwiftSourceFile(contentsOf: directory) }
        #expect(error?.path == directory)
    }

    @Test func deepNestingStopsAtTheParsersLimitWithADiagnostic() throws {
        // 2,000 nested parentheses, braces and closures: SwiftParser stops nesting at its limit (256 levels) with
        // "parsing has exceeded the maximum nesting level" and keeps the rest as unexpected text; no crash, lossless.
        // Parsed through parse(paths:), whose threads have a large stack: the parser needs about 10-20 KB of stack
        // per level, more than a 512 KB secondary thread has (measured: 50 nested parentheses overflow 512 KB).
        let depth = 2_000
        let sources = [
            "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n",
            "let y = " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\n",
            "let c = " + String(repeating: "{ x in ", count: depth) + "x" + String(repeating: " }", count: depth) + "\n",
        ]
        let paths = try sources.enumerated().map { try temporaryFile("Deep\($0.offset).swift", Array($0.element.utf8)) }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let results = SwiftSourceFile.parse(paths: paths)
        #expect(results.count == sources.count)
        for (index, result) in results.enumerated() {
            let file = try result.get()
            #expect(file.path == paths[index])
            #expect(file.hasErrors)
            #expect(
                file.diagnostics.contains { $0.message == "parsing has exceeded the maximum nesting level" },
                "\(file.diagnostics.prefix(3))")
            #expect(file.diagnostics.allSatisfy { $0.line == 1 })
            #expect(file.sourceText == sources[index])
        }
    }

    @Test func parsingManyFilesKeepsTheOrderAndReportsEachFailure() throws {
        let good = try temporaryFile("Good.swift", Array(settingsRow.utf8))
        let binary = try temporaryFile("Binary.swift", [0x00, 0x01, 0x02])
        defer { for path in [good, binary] { try? FileManager.default.removeItem(atPath: path) } }
        let missing = "/nonexistent/Missing.swift"
        let results = SwiftSourceFile.parse(paths: [good, binary, missing, good], concurrency: 2)
        #expect(results.count == 4)
        #expect(try results[0].get().typeDeclarations.map(\.name) == ["SettingsRow"])
        #expect(throws: SwiftSourceError.binary(path: binary, byteOffset: 0)) { try results[1].get() }
        #expect(throws: SwiftSourceError.self) { try results[2].get() }
        #expect(try results[3].get().path == good)
        #expect(SwiftSourceFile.parse(paths: []).isEmpty)
    }

    @Test func nestingWithinTheLimitParsesCleanly() throws {
        let depth = 200
        let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let path = try temporaryFile("Nested.swift", Array(source.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try #require(SwiftSourceFile.parse(paths: [path]).first).get()
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.prefix(3))")
    }
}

@Suite struct BracketNestingTests {
    @Test func deeplyNestedArraysAreRefusedBeforeParsingInsteadOfHanging() throws {
        let depth = 40
        let source = "let z = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth) + "\n"
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try SwiftSourceFile(bytes: Array(source.utf8), path: "Deep.swift")
            Issue.record("expected a refusal")
        } catch {
            #expect(error == .tooDeeplyNested(path: "Deep.swift", line: 1, depth: 17, limit: 16))
            #expect(
                error.description
                    == "Deep.swift:1: skipped: square brackets nest more than 16 deep (17 here), which the Swift parser cannot read in reasonable time"
            )
        }
        #expect(clock.now - start < .seconds(1))
    }

    @Test func ordinaryNestingParses() throws {
        let source = "let grid: [[Int]] = [[1, 2], [3, [4, [5]]]]\n"
        let file = try SwiftSourceFile(bytes: Array(source.utf8), path: "Grid.swift")
        #expect(!file.hasErrors)
    }
}
