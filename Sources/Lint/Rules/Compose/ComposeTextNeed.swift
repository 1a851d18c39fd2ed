import DynamicType

/// How much height the text inside a composable needs at 200 %, read from the tokens: each `Text`'s
/// style (`MaterialTheme.typography.bodyLarge`, `fontSize = 14.sp`, `lineHeight = 20.sp`), its
/// `minLines`, and whether texts are stacked in a `Column` (their heights add) or sit side
/// by side (the tallest counts). Text in a lazy list or a scrolling column is not held by the box.
enum ComposeTextNeed {
    /// The dp a fixed-height modifier at `index` gives: `height(56.dp)`, `requiredHeight(…)`,
    /// `size(48.dp)`, `size(width = …, height = 48.dp)`, `size(200.dp, 48.dp)`, `heightIn(max = 40.dp)`.
    static func fixedHeight(ofModifierAt index: Int, in code: CodeIndex) -> Double? {
        let arguments = code.arguments(ofCallAt: index)
        let value: CallArgument?
        switch code.tokens[index].text {
        case "heightIn": value = arguments.first { $0.label == "max" }
        case "size", "requiredSize":
            let positional = arguments.filter { $0.label == nil }
            value = arguments.first { $0.label == "height" } ?? (positional.count >= 2 ? positional[1] : positional.first)
        default: value = arguments.first { $0.label == nil || $0.label == "height" }
        }
        guard let value else { return nil }
        return dp(value.value, in: code)
    }

    /// The number of `48.dp` (or `48f.dp`) when the range is one literal in dp.
    static func dp(_ range: Range<Int>, in code: CodeIndex) -> Double? {
        guard range.count == 3, code.tokens[range.lowerBound].kind == .number, code.tokens[range.lowerBound + 2].isText("dp") else {
            return nil
        }
        return number(code.tokens[range.lowerBound].text)
    }

    /// A Kotlin numeric literal's value (`14`, `14f`, `1.5F`, `2L`).
    static func number(_ text: String) -> Double? {
        Double(text.filter { $0 != "_" }.trimmingCharacters(in: ["f", "F", "L", "d", "D"]))
    }

    /// The text the `Text` call at `index` shows, at the least: its style's size and line height,
    /// and its lines. A `Text` inside a button or chip without a style takes `labelLarge`, as Material 3's
    /// buttons provide; elsewhere `bodyLarge`, Material 3's default text style.
    static func text(at index: Int, in code: CodeIndex) -> LargestScaleText {
        let arguments = code.arguments(ofCallAt: index)
        func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
        func sp(_ label: String) -> Double? {
            guard let value = argument(label)?.value, value.count == 3, code.tokens[value.lowerBound + 2].isText("sp") else { return nil }
            return number(code.tokens[value.lowerBound].text)
        }
        func count(_ label: String) -> Int? {
            guard let value = argument(label)?.value, value.count == 1 else { return nil }
            return number(code.tokens[value.lowerBound].text).map { Int($0) }
        }
        let lines = max(1, count("minLines") ?? 1)
        var text: LargestScaleText
        if let style = argument("style"),
            let role = LargestScaleText.materialRole(in: code.tokens[style.value].filter { $0.kind == .identifier }.map(\.text))
        {
            text = .material(role, lines: lines)
        } else {
            let inControl = code.enclosingCalls(of: index).contains { call in
                let name = code.tokens[call].text
                return name.hasSuffix("Button") || name.hasSuffix("Chip")
            }
            text = .material(inControl ? .labelLarge : .bodyLarge, lines: lines)
        }
        if let size = sp("fontSize") {
            text.size = size
            text.lineHeight = nil
            text.source = "\(LargestScaleText.number(size)) sp"
        }
        if let lineHeight = sp("lineHeight") { text.lineHeight = lineHeight }
        return text
    }

    /// The height in dp the texts inside the composable at `container` need at 200 %, with the text that
    /// needs it most; nil when it holds no text outside a lazy list or a scrolling column.
    static func need(ofContainerAt container: Int, in code: CodeIndex) -> (height: Double, texts: [LargestScaleText])? {
        var ranges: [Range<Int>] = []
        if ComposeText.textComposables.contains(code.tokens[container].text) { return single(at: container, in: code) }
        if let arguments = code.argumentRange(ofCallAt: container) { ranges.append(arguments) }
        if let lambda = code.trailingLambdaRange(ofCallAt: container) { ranges.append(lambda) }
        var stacks: [Int: [LargestScaleText]] = [:]
        var alone: [LargestScaleText] = []
        for range in ranges {
            for index in range
            where code.tokens[index].kind == .identifier && ComposeText.textComposables.contains(code.tokens[index].text)
                && code.isText("(", at: index + 1) && !code.isText(".", at: index - 1)
            {
                let between = code.enclosingCalls(of: index).prefix { $0 != container }
                if (between + [container]).contains(where: { isScrolling($0, in: code) }) { continue }
                let text = text(at: index, in: code)
                if let column = (between + [container]).first(where: { code.tokens[$0].text.hasSuffix("Column") }) {
                    stacks[column, default: []].append(text)
                } else {
                    alone.append(text)
                }
            }
        }
        let candidates =
            stacks.values.map { texts in (texts.map { $0.androidHeight(LargestScaleText.composeLargest) }.reduce(0, +), texts) }
            + alone.map { ($0.androidHeight(LargestScaleText.composeLargest), [$0]) }
        return candidates.max { $0.0 < $1.0 }
    }

    private static func single(at index: Int, in code: CodeIndex) -> (height: Double, texts: [LargestScaleText]) {
        let text = text(at: index, in: code)
        return (text.androidHeight(LargestScaleText.composeLargest), [text])
    }

    /// Whether the call at `index` scrolls what it holds: a lazy list or grid, or a composable given
    /// `verticalScroll(…)`.
    static func isScrolling(_ index: Int, in code: CodeIndex) -> Bool {
        let name = code.tokens[index].text
        if name.hasPrefix("Lazy") { return true }
        guard let arguments = code.argumentRange(ofCallAt: index) else { return false }
        return arguments.contains { code.tokens[$0].isText("verticalScroll") }
    }
}

extension LargestScaleText {
    /// A size for a message: `14 sp` rather than `14.0 sp`.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
