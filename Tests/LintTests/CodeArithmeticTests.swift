import Lint
import Testing

/// Heights and sizes written as arithmetic on numbers and a file's constants are read with the usual
/// precedence, and anything else is unknown rather than guessed.
@Suite struct CodeArithmeticTests {
    private func value(_ source: String, _ constants: [String: Double] = [:]) -> Double? {
        let code = CodeIndex(source, dialect: .dart)
        return code.arithmeticValue(0..<code.tokens.count, constants: constants)
    }

    @Test func numbersConstantsAndPrecedence() {
        #expect(value("48") == 48)
        #expect(value("kBarHeight + 8", ["kBarHeight": 56]) == 64)
        #expect(value("8 + 2 * 24.0") == 56)
        #expect(value("(8 + 2) * 4") == 40)
        #expect(value("kRow / 2 - 4", ["kRow": 48]) == 20)
        #expect(value("-1 + 3") == 2)
        #expect(value("1_000") == 1000)
    }

    @Test func anythingElseIsUnknown() {
        #expect(value("double.infinity") == nil)
        #expect(value("unknownName + 8") == nil)
        #expect(value("48.h") == nil)
        #expect(value("size(context)") == nil)
        #expect(value("8 +") == nil)
        #expect(value("(8 + 2") == nil)
        #expect(value("4 / 0") == nil)
        #expect(value("") == nil)
    }

    @Test func deepNestingEndsTheReadingInsteadOfTheStack() {
        #expect(value(String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)) == nil)
        #expect(value(String(repeating: "-", count: 10_000) + "1") == nil)
        #expect(value(String(repeating: "(", count: 20) + "1" + String(repeating: ")", count: 20)) == 1)
    }
}
