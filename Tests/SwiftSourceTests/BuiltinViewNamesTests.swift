import Foundation
import Testing

/// `BuiltinViews.viewNames`, which turns other names away before `make`'s switch, lists exactly the
/// names that switch has cases for: a name missing from it would stop a SwiftUI view from being made.
@Suite struct BuiltinViewNamesTests {
    private static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SwiftSource/Interpreter/BuiltinViews.swift")

    /// The string literals of `text`, in order.
    private static func literals(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theNamesTurnedAwayAreExactlyThoseMakeHasNoCaseFor() throws {
        let text = try String(contentsOf: Self.source, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // The set's literal.
        let setStart = try #require(lines.firstIndex { $0.contains("static let viewNames: Set<String> = [") })
        let setEnd = try #require(lines[setStart...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "]" })
        let listed = lines[(setStart + 1)..<setEnd].flatMap { Self.literals(in: $0) }
        // The case labels of the switch in `make`, up to its `default:`, each label's names before any `where`.
        let make = try #require(lines.firstIndex { $0.contains("static func make(_ name: String") })
        let switchStart = try #require(lines[make...].firstIndex { $0.contains("switch name {") })
        let switchEnd = try #require(lines[switchStart...].firstIndex { $0 == "        default:" })
        var cased: [String] = []
        var inLabel = false
        for line in lines[switchStart..<switchEnd] {
            if line.hasPrefix("        case ") { inLabel = true }
            guard inLabel, !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") else { continue }
            let label = line.components(separatedBy: " where ")[0]
            cased += Self.literals(in: Substring(label))
            if line.hasSuffix(":") { inLabel = false }
        }
        #expect(cased.count > 60, "the switch's cases were not found")
        #expect(Set(listed) == Set(cased))
        #expect(Set(listed).count == listed.count, "a name is listed twice")
    }
}
