import Lint
import Testing

/// The tokenizer skips comments and every string form, and matches brackets by depth.
@Suite struct TokenizerTests {
    private func texts(_ source: String, _ dialect: CodeDialect) -> [String] {
        Tokenizer(source, dialect: dialect).tokens.map(\.text)
    }

    @Test func kotlinCommentsNestAndStringsHoldTemplates() {
        let source = """
            /* outer /* inner maxLines = 1 */ still comment */
            val a = "x ${ if (b) "}" else "{" } y" // maxLines = 1
            val raw = \"\"\"Text("no", maxLines = 1) ${ "\\"" }\"\"\"
            val c = '"'
            """
        let tokenizer = Tokenizer(source, dialect: .kotlin)
        #expect(
            tokenizer.tokens.map(\.text) == [
                "val", "a", "=", "\"x ${ if (b) \"}\" else \"{\" } y\"", "val", "raw", "=",
                "\"\"\"Text(\"no\", maxLines = 1) ${ \"\\\"\" }\"\"\"", "val", "c", "=", "'\"'",
            ])
        #expect(tokenizer.comments.count == 2)
        #expect(!tokenizer.tokens.contains { $0.text == "maxLines" })
    }

    @Test func javaStringsHaveNoTemplatesAndCommentsDoNotNest() {
        let quote = "\""
        let source = "/* a /* b */ int x = 1;\nString s = " + quote + "${ not code }" + quote + "; char c = '" + quote + "';\n"
        #expect(
            texts(source, .java) == [
                "int", "x", "=", "1", ";", "String", "s", "=", quote + "${ not code }" + quote, ";",
                "char", "c", "=", "'" + quote + "'", ";",
            ])
        #expect(CodeDialect.forPath("src/main/java/App.java") == .java)
    }

    @Test func numbersKeepTheirSuffixesButNotMemberAccess() {
        #expect(
            texts("16.dp.toSp() + 1.5f - 1e-3 + 0x1F", .kotlin) == [
                "16", ".", "dp", ".", "toSp", "(", ")", "+", "1.5f", "-", "1e-3", "+", "0x1F",
            ])
    }

    @Test func javaScriptTemplatesRegexesAndJSX() {
        let source = """
            const s = `a ${ `nested ${x}` } b`; const r = /<Text numberOfLines={1}>/g;
            const v = <View style={{ height: 4 }}>
              <Text numberOfLines={1}>Don't {name} stop</Text>
              {/* comment */}
            </View>;
            const lt = a < b;
            """
        let tokenizer = Tokenizer(source, dialect: .javaScript(jsx: true))
        let tokens = tokenizer.tokens
        #expect(tokens[3].text == "`a ${ `nested ${x}` } b`")
        #expect(tokens.contains { $0.kind == .string && $0.text == "/<Text numberOfLines={1}>/g" })
        #expect(tokens.contains { $0.kind == .jsxText && $0.text == "Don't" })
        #expect(tokens.contains { $0.kind == .jsxText && $0.text == "stop" })
        #expect(tokens.filter { $0.kind == .jsxTagStart }.count == 2)
        #expect(tokens.filter { $0.kind == .jsxClosingTagStart }.count == 2)
        #expect(tokenizer.comments.map(\.text) == ["/* comment */"])
        // `a < b` stays a comparison.
        #expect(tokens.suffix(6).map(\.text) == ["const", "lt", "=", "a", "<", "b"] || tokens.suffix(7).map(\.text).contains("<"))
    }

    @Test func typeScriptWithoutJSXReadsAngleBracketsAsOperators() {
        let tokens = Tokenizer("const n = <number>value; const m = f<T>(x);", dialect: .javaScript(jsx: false)).tokens
        #expect(!tokens.contains { $0.kind == .jsxTagStart })
    }

    @Test func dartRawStringsAndInterpolation() {
        let source = """
            final a = r'C:\\path $notInterpolated';
            final b = 'Hi ${user.name}!' "more" '''multi
            line maxLines: 1''';
            """
        let texts = texts(source, .dart)
        #expect(
            texts == [
                "final", "a", "=", "r'C:\\path $notInterpolated'", ";", "final", "b", "=", "'Hi ${user.name}!'", "\"more\"",
                "'''multi\nline maxLines: 1'''", ";",
            ])
    }

    @Test func swiftRawStringsAndInterpolation() {
        let texts = texts(##"let a = #"quote " \(x)"# + "in \(f("x)")) done" /* a /* b */ c */"##, .swift)
        #expect(texts == ["let", "a", "=", ##"#"quote " \(x)"#"##, "+", ##""in \(f("x)")) done""##])
    }

    @Test func bracketsMatchByDepthAndCallsFindTheirArguments() {
        let code = CodeIndex(
            "Row(modifier = Modifier.height(48.dp), content = { Text(\"a, b\", maxLines = 1) }) { Text(x) }", dialect: .kotlin)
        let row = 0
        let arguments = code.arguments(ofCallAt: row)
        #expect(arguments.map(\.label) == ["modifier", "content"])
        let lambda = try! #require(code.trailingLambdaRange(ofCallAt: row))
        #expect(code.tokens[lambda].map(\.text) == ["Text", "(", "x", ")"])
        let inner = code.calls(named: ["Text"])
        #expect(inner.count == 2)
        #expect(code.enclosingCalls(of: inner[0]).map { code.tokens[$0].text } == ["Row"])
        #expect(code.arguments(ofCallAt: inner[0]).map(\.label) == [nil, "maxLines"])
    }

    @Test func unbalancedInputStillIndexes() {
        let code = CodeIndex("f(a, [b) } g(c", dialect: .kotlin)
        #expect(code.partner[1] == 6)
        #expect(code.partner[4] == -1)
        #expect(code.argumentRange(ofCallAt: 8) == 10..<11)
    }

    @Test func unterminatedStringsAndCommentsEndWithoutHanging() {
        for dialect in [CodeDialect.kotlin, .javaScript(jsx: true), .dart, .swift] {
            for source in [
                "val a = \"open\nText(x)", "/* never closed", "x = `open ${ nested", "<View><Text>", "'''", "r\"", "#\"", "${{{{",
            ] {
                let tokenizer = Tokenizer(source, dialect: dialect)
                #expect(tokenizer.tokens.allSatisfy { $0.start < $0.end || $0.kind == .jsxText }, "\(dialect) \(source)")
            }
        }
        // A line string ends at its line: the next line is code again.
        #expect(texts("val a = \"open\nText(x)", .kotlin).suffix(4) == ["Text", "(", "x", ")"])
    }

    @Test func deepNestingIsLexedWithoutExhaustingTheStack() {
        let deep = String(repeating: "\"${", count: 5000) + String(repeating: "}\"", count: 5000)
        let jsx = String(repeating: "<View>", count: 5000) + String(repeating: "</View>", count: 5000)
        #expect(!Tokenizer(deep, dialect: .kotlin).tokens.isEmpty)
        #expect(!Tokenizer("const a = " + jsx, dialect: .javaScript(jsx: true)).tokens.isEmpty)
    }
}
