/// Where a line of Kotlin, Dart, JavaScript or an Android layout runs, when it is not an app screen
/// people meet: a preview (a Compose function annotated `@Preview` or with a multi-preview
/// annotation whose name says preview, or a file in a `preview` folder of preview helpers), a test (`src/test`, `src/androidTest`, a screenshot-test
/// source set, Flutter's `test/` and `integration_test/`, `__tests__`, `*.test.*`, `*.spec.*`,
/// `*Test.kt`), a story (`*.stories.*`, a `storybook` folder, Widgetbook use cases) or debug-only
/// code (a `src/debug` source set). Findings there are notes that say so, as in Swift. So are findings
/// in a branch that runs only on a tablet or desktop (``LargeScreenBranch``) or in Android resources for large
/// screens only (`layout-sw720dp`): large text is read on phones.
public enum ScaffoldingContext: Equatable, Sendable {
    case preview, test, story, debugOnly, largeScreenOnly

    /// The context of `path` alone, or nil when the path says nothing.
    public static func of(path: String) -> ScaffoldingContext? {
        let folders = path.split(separator: "/").dropLast().map { $0.lowercased() }
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        let testSourceSets = [
            "test", "androidtest", "testdebug", "testrelease", "screenshottest", "screenshottests", "integration_test",
            "__tests__", "__mocks__", "e2e", "testfixtures", "testing",
        ]
        if folders.contains(where: testSourceSets.contains) { return .test }
        if name.contains(".test.") || name.contains(".spec.") || name.hasSuffix("_test.dart")
            || name.hasSuffix("test.kt") || name.hasSuffix("tests.kt") || name.hasSuffix("test.java")
        {
            return .test
        }
        if name.contains(".stories.") || name.contains(".story.")
            || folders.contains(where: { $0.contains("storybook") || $0 == "widgetbook" })
        {
            return .story
        }
        if folders.contains("debug"), folders.contains("src") { return .debugOnly }
        if let resources = folders.last, isLargeScreenResourceFolder(resources) { return .largeScreenOnly }
        if folders.contains("preview") || folders.contains("previews") { return .preview }
        return nil
    }

    /// Whether an Android resource folder is used only on large screens: its qualifiers ask for a smallest
    /// width or a width of 600 dp or more (`layout-sw600dp`, `layout-w840dp-land`) or a `large` or `xlarge`
    /// screen (`layout-xlarge`).
    static func isLargeScreenResourceFolder(_ folder: String) -> Bool {
        let qualifiers = folder.split(separator: "-").map(String.init)
        guard qualifiers.count > 1, ["layout", "values", "menu", "drawable"].contains(qualifiers[0]) else { return false }
        return qualifiers.dropFirst().contains { qualifier in
            if qualifier == "large" || qualifier == "xlarge" { return true }
            for prefix in ["sw", "w"] where qualifier.hasPrefix(prefix) && qualifier.hasSuffix("dp") {
                if let width = Int(qualifier.dropFirst(prefix.count).dropLast(2)), width >= 600 { return true }
            }
            return false
        }
    }

    /// The context of the code at `index` in a Kotlin file: a preview when the function around it is
    /// annotated `@Preview` or with another annotation whose name says preview (`@ThemePreviews`,
    /// `@DevicePreviews`, `@PreviewsDayNight`, a project's own multi-preview annotations).
    static func ofKotlin(tokenAt index: Int, in code: CodeIndex) -> ScaffoldingContext? {
        var bracket = code.enclosingBracket[index]
        var function = functionKeyword(before: index, atBracket: bracket, in: code)
        while function == nil && bracket >= 0 {
            bracket = code.enclosingBracket[bracket]
            function = functionKeyword(before: index, atBracket: bracket, in: code)
        }
        while let keyword = function {
            if annotations(before: keyword, in: code).contains(where: { $0.contains("Preview") }) {
                return .preview
            }
            // A composable inside a preview function (a lambda's content) is still preview code.
            guard bracket >= 0 else { return nil }
            bracket = code.enclosingBracket[bracket]
            function = functionKeyword(before: keyword, atBracket: bracket, in: code)
            while function == nil && bracket >= 0 {
                bracket = code.enclosingBracket[bracket]
                function = functionKeyword(before: keyword, atBracket: bracket, in: code)
            }
        }
        return nil
    }

    /// The nearest `fun` before `index` whose tokens sit directly in the bracket `bracket` (-1: the file).
    private static func functionKeyword(before index: Int, atBracket bracket: Int, in code: CodeIndex) -> Int? {
        var cursor = index - 1
        let stop = max(bracket, -1)
        while cursor > stop {
            if code.enclosingBracket[cursor] == bracket, code.tokens[cursor].kind == .identifier, code.tokens[cursor].text == "fun" {
                return cursor
            }
            cursor -= 1
        }
        return nil
    }

    /// The annotation names (`Preview`, `Composable`) written before the declaration keyword at
    /// `keyword`, over modifiers (`private`, `internal`) and annotation arguments.
    private static func annotations(before keyword: Int, in code: CodeIndex) -> [String] {
        var names: [String] = []
        var cursor = keyword - 1
        while cursor >= 0 {
            let token = code.tokens[cursor]
            if token.kind == .comment { cursor -= 1; continue }
            if token.isText(")"), code.partner[cursor] >= 0 {
                cursor = code.partner[cursor] - 1
                continue
            }
            if token.kind == .identifier {
                if cursor > 0, code.tokens[cursor - 1].isText("@") {
                    names.append(token.text)
                    cursor -= 2
                    continue
                }
                // A qualified annotation (`@androidx.compose.ui.tooling.preview.Preview`) or a modifier.
                if cursor > 0, code.tokens[cursor - 1].isText(".") { cursor -= 2; continue }
                if modifiers.contains(token.text) { cursor -= 1; continue }
            }
            break
        }
        return names
    }

    private static let modifiers: Set<String> = [
        "private", "internal", "public", "protected", "override", "open", "inline", "suspend",
        "expect", "actual", "tailrec", "operator", "infix", "external",
    ]

    /// Why a finding here is a note, as a sentence that ends its message.
    public var reason: String {
        switch self {
        case .preview: "Reported as a note: this is preview code, which the app does not ship."
        case .test: "Reported as a note: this is test code, which the app does not ship."
        case .story: "Reported as a note: this is a story or a component catalogue, not an app screen."
        case .debugOnly: "Reported as a note: this code is built only into debug builds."
        case .largeScreenOnly: "Reported as a note: this code runs only on a tablet or desktop, not on a phone."
        }
    }
}

extension ScaffoldingContext {
    /// `violations` of a file of `language` with those in scaffolding capped at a note, saying why.
    static func applied(to violations: [RuleViolation], in file: LintFile, language: RuleLanguage) -> [RuleViolation] {
        guard !violations.isEmpty, language != .swift, language != .interfaceBuilder else { return violations }
        let fromPath = of(path: file.path)
        return violations.map { violation in
            var context = fromPath
            if context == nil, language == .kotlin, let index = tokenIndex(at: violation, in: file) {
                context = ofKotlin(tokenAt: index, in: file.codeIndex)
            }
            if context == nil, [.kotlin, .flutter, .reactNative].contains(language), let index = tokenIndex(at: violation, in: file),
                LargeScreenBranch.holds(at: index, in: file.codeIndex)
                    || language == .flutter && LargeScreenBranch.inLargeScreenOnlyClass(at: index, in: file.codeIndex)
            {
                context = .largeScreenOnly
            }
            guard let context else { return violation }
            var capped = violation
            capped.severityCap = .note
            capped.message += " " + context.reason
            return capped
        }
    }

    /// The index of the first token at or after where `violation` is reported.
    private static func tokenIndex(at violation: RuleViolation, in file: LintFile) -> Int? {
        guard violation.line >= 1, violation.line <= file.lineStarts.count else { return nil }
        let offset = file.lineStarts[violation.line - 1] + violation.column - 1
        let tokens = file.codeIndex.tokens
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }
}
