import DynamicType

/// How much height the text inside a composable needs at 200 %, read from the tokens: each `Text`'s
/// style (`MaterialTheme.typography.bodyLarge`, `fontSize = 14.sp`, `lineHeight = 20.sp`), its
/// `minLines`, and whether texts are stacked in a `Column` (their heights add) or sit side
/// by side (the tallest counts). Text in a lazy list or a scrolling column is not held by the box.
enum ComposeTextNeed {
    /// The dp a fixed-height modifier at `index` gives: `height(56.dp)`, `requiredHeight(…)`,
    /// `size(48.dp)`, `size(width = …, height = 48.dp)`, `size(200.dp, 48.dp)`, `heightIn(max = 40.dp)`.
    static func fixedHeight(ofModifierAt index: Int, in code: CodeIndex) -> Double? {
        guard let value = heightArgument(ofModifierAt: index, in: code) else { return nil }
        return dp(value.value, in: code)
    }

    /// The argument that gives a fixed-height modifier's height: `max` of `heightIn`, the second of two
    /// positional sizes (or the only one), else the unlabelled or `height` argument.
    private static func heightArgument(ofModifierAt index: Int, in code: CodeIndex) -> CallArgument? {
        let arguments = code.arguments(ofCallAt: index)
        switch code.tokens[index].text {
        case "heightIn": return arguments.first { $0.label == "max" }
        case "size", "requiredSize":
            let positional = arguments.filter { $0.label == nil }
            return arguments.first { $0.label == "height" } ?? (positional.count >= 2 ? positional[1] : positional.first)
        default: return arguments.first { $0.label == nil || $0.label == "height" }
        }
    }

    /// A height written as a sum of dp literals and named values (`AvatarSize.TimelineReadReceipt.dp + 8.dp`,
    /// `BarHeight`): the literals' total and the names, which the project's declarations give
    /// (``ComposeDeclarations``); nil when a term is anything else.
    static func heightTerms(ofModifierAt index: Int, in code: CodeIndex) -> (literal: Double, names: [String])? {
        guard let range = heightArgument(ofModifierAt: index, in: code)?.value, !range.isEmpty else { return nil }
        var literal = 0.0
        var names: [String] = []
        var start = range.lowerBound
        for cursor in range.lowerBound...range.upperBound where cursor == range.upperBound || code.tokens[cursor].isText("+") {
            let term = start..<cursor
            start = cursor + 1
            if let number = dp(term, in: code) {
                literal += number
                continue
            }
            // A chain of names (`AvatarSize.TimelineReadReceipt.dp`, `Dimensions.BarHeight`).
            guard !term.isEmpty, term.count <= 9,
                term.enumerated().allSatisfy({ offset, position in
                    offset % 2 == 0 ? code.tokens[position].kind == .identifier : code.tokens[position].isText(".")
                }), term.count % 2 == 1
            else { return nil }
            names.append(term.map { code.tokens[$0].text }.joined())
        }
        return names.isEmpty ? nil : (literal, names)
    }

    /// The number of `48.dp` (or `48f.dp`) when the range is one literal in dp.
    static func dp(_ range: Range<Int>, in code: CodeIndex) -> Double? {
        guard range.count == 3, range.upperBound <= code.tokens.count, code.tokens[range.lowerBound].kind == .number,
            code.tokens[range.lowerBound + 2].isText("dp")
        else {
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
            // A style of the project's own (`ElementTheme.typography.fontBodyXsRegular`): read from its declaration later.
            if let style = argument("style"), let last = code.tokens[style.value].last, last.kind == .identifier,
                last.text.first?.isLowercase == true
            {
                text.styleName = last.text
            }
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
    /// needs it most; nil when it holds no text outside a lazy list or a scrolling column. With the file's
    /// `composables`, text drawn by a composable of the file called inside counts, and so does what the file's
    /// calls pass for a content parameter the box shows (`content()`).
    static func need(ofContainerAt container: Int, in code: CodeIndex, composables: ComposeFileComposables? = nil) -> (
        height: Double, texts: [LargestScaleText]
    )? {
        candidates(ofContainerAt: container, in: code, composables: composables).max { $0.height < $1.height }
    }

    /// Each way the box's texts stack: a column's texts added up, a text alone; the box needs the tallest.
    static func candidates(ofContainerAt container: Int, in code: CodeIndex, composables: ComposeFileComposables? = nil) -> [(
        height: Double, texts: [LargestScaleText]
    )] {
        if ComposeText.textComposables.contains(code.tokens[container].text) { return [single(at: container, in: code)] }
        var ranges: [Range<Int>] = []
        if let arguments = code.argumentRange(ofCallAt: container) { ranges.append(arguments) }
        if let lambda = code.trailingLambdaRange(ofCallAt: container) { ranges.append(lambda) }
        return candidates(in: ranges, container: container, code: code, composables: composables, depth: 0)
    }

    private static func candidates(
        in ranges: [Range<Int>], container: Int?, code: CodeIndex, composables: ComposeFileComposables?, depth: Int
    ) -> [(height: Double, texts: [LargestScaleText])] {
        var stacks: [Int: [LargestScaleText]] = [:]
        var alone: [[LargestScaleText]] = []
        func place(_ texts: [LargestScaleText], at index: Int, within range: Range<Int>) {
            let chain = code.enclosingCalls(of: index).filter { range.contains($0) } + (container.map { [$0] } ?? [])
            if chain.contains(where: { isScrolling($0, in: code) }) { return }
            if let column = chain.first(where: { code.tokens[$0].text.hasSuffix("Column") }) {
                stacks[column, default: []] += texts
            } else {
                alone.append(texts)
            }
        }
        func tallest(_ found: [(height: Double, texts: [LargestScaleText])]) -> [LargestScaleText]? {
            found.max { $0.height < $1.height }?.texts
        }
        for range in ranges {
            for index in range where code.tokens[index].kind == .identifier && !code.isText(".", at: index - 1) {
                let name = code.tokens[index].text
                if ComposeText.textComposables.contains(name) {
                    if code.isText("(", at: index + 1) { place([text(at: index, in: code)], at: index, within: range) }
                    continue
                }
                guard let composables, depth < 3 else { continue }
                if let body = composables.bodies[name], code.isText("(", at: index + 1) || code.isText("{", at: index + 1),
                    !KotlinDeclarations.isDeclared(at: index, in: code), !body.contains(index)
                {
                    // A composable of the file: the text its own body draws.
                    let inner = candidates(in: [body], container: nil, code: code, composables: composables, depth: depth + 1)
                    if let texts = tallest(inner) { place(texts, at: index, within: range) }
                } else if code.isText("(", at: index + 1), code.isText(")", at: index + 2), !code.isText("{", at: index + 3),
                    let function = composables.enclosingComposable(of: index), composables.slots[function]?.contains(name) == true
                {
                    // A content parameter: the tallest of what the file's calls pass for it.
                    let passed = composables.passedContent(of: function, slot: name, in: code).flatMap {
                        candidates(in: [$0], container: nil, code: code, composables: composables, depth: depth + 1)
                    }
                    if let texts = tallest(passed) { place(texts, at: index, within: range) }
                }
            }
        }
        return (Array(stacks.values) + alone).map { texts in
            (texts.map { $0.androidHeight(LargestScaleText.composeLargest) }.reduce(0, +), texts)
        }
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
