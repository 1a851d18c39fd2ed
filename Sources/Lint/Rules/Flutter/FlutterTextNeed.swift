import DynamicType

/// How much height the text inside a Flutter box needs at the largest size, read from the tokens: each
/// text's style (`Theme.of(context).textTheme.titleMedium`, `TextStyle(fontSize: 14, height: 1.4)`,
/// `bodyMedium` by default, as `MaterialApp` provides), scaled by the largest factor a phone applies
/// (iOS at AX5: 53 / 17, linear in Flutter, above Android's 200 % curve), texts in a `Column` added up
/// and the tallest of those side by side, an icon in such a column adding its size. Text in a scrolling widget is
/// not held by the box.
enum FlutterTextNeed {
    /// Flutter's factor at AX5 on iOS: every size times body's 53 / 17.
    static let largestFactor = FlutterSystemTextScaler.iOSTextScaleFactor(for: .accessibility5)
    /// Widgets that scroll what they hold.
    static let scrolling: Set<String> = [
        "ListView", "SingleChildScrollView", "CustomScrollView", "GridView", "PageView",
        "ListWheelScrollView", "NestedScrollView", "Scrollbar",
    ]

    /// The file's numeric constants, in order, each from a number or arithmetic on the ones before:
    /// `const double rowHeight = 48;`, `static const kBarHeight = 56.0;`, `final _h = kBarHeight - 8;`.
    static func constants(in code: CodeIndex) -> [String: Double] {
        var result: [String: Double] = [:]
        for index in code.tokens.indices where code.tokens[index].isText("=") {
            guard index >= 2, code.tokens[index - 1].kind == .identifier,
                ["const", "final", "double", "int", "num"].contains(code.tokens[index - 2].text),
                let end = (index + 1..<min(code.tokens.count, index + 24)).first(where: { code.isText(";", at: $0) }),
                let value = code.arithmeticValue((index + 1)..<end, constants: result)
            else { continue }
            result[code.tokens[index - 1].text] = value
        }
        return result
    }

    /// The text the call at `index` shows: its style's size and line height and the factor it grows by.
    static func text(at index: Int, in code: CodeIndex, constants: [String: Double]) -> (text: LargestScaleText, factor: Double) {
        let arguments = code.arguments(ofCallAt: index)
        var text = LargestScaleText.material(.bodyMedium)
        if let style = arguments.first(where: { $0.label == "style" }) {
            let words = code.tokens[style.value].filter { $0.kind == .identifier }.map(\.text)
            if let role = LargestScaleText.materialRole(in: words) { text = .material(role) }
            // `TextStyle(fontSize: 14, height: 1.4)`, `….copyWith(fontSize: 20)`.
            var size: Double?, height: Double?
            for call in style.value where code.isCall(at: call) {
                for argument in code.arguments(ofCallAt: call) {
                    let number = code.arithmeticValue(argument.value, constants: constants)
                    if argument.label == "fontSize", let number { size = number }
                    if argument.label == "height", let number { height = number }
                }
            }
            if let size {
                text = LargestScaleText(source: "\(LargestScaleText.number(size))-point", size: size, lineHeight: nil)
            }
            if let height { text.lineHeight = text.size * height }
        }
        var factor = largestFactor
        if let scaler = arguments.first(where: { $0.label == "textScaler" || $0.label == "textScaleFactor" }) {
            factor = scaleFactor(scaler.value, in: code, constants: constants)
        }
        return (text, factor)
    }

    /// Whether the call at `index` scrolls its content up and down: a horizontal list still holds its
    /// text at the box's height.
    static func scrollsVertically(_ index: Int, in code: CodeIndex) -> Bool {
        guard scrolling.contains(code.tokens[index].text) else { return false }
        let direction = code.arguments(ofCallAt: index).first { $0.label == "scrollDirection" }
        return direction.map { range in !code.tokens[range.value].contains { $0.text == "horizontal" } } ?? true
    }

    /// The largest factor a `textScaler:` or `textScaleFactor:` value lets text grow by:
    /// `TextScaler.noScaling` 1, `TextScaler.linear(1.2)` 1.2, `….clamp(maxScaleFactor: 1.5)` 1.5, a
    /// number itself; the system's largest otherwise.
    static func scaleFactor(_ value: Range<Int>, in code: CodeIndex, constants: [String: Double]) -> Double {
        if code.tokens[value].contains(where: { $0.text == "noScaling" }) { return 1 }
        if let number = code.arithmeticValue(value, constants: constants) { return number }
        for call in value where code.isCall(at: call) {
            let arguments = code.arguments(ofCallAt: call)
            if code.tokens[call].text == "linear", let first = arguments.first,
                let number = code.arithmeticValue(first.value, constants: constants)
            {
                return number
            }
            if let cap = arguments.first(where: { $0.label == "maxScaleFactor" }),
                let number = code.arithmeticValue(cap.value, constants: constants)
            {
                return min(number, largestFactor)
            }
        }
        return largestFactor
    }

    /// The height the texts in `range` need at the largest size, with the texts that need it, taking
    /// texts in one `Column` together; nil when no text is held (all scroll, or none). `textCalls` are the
    /// file's (``FlutterText/textCalls(in:)``), found once for all its boxes.
    static func need(
        in range: Range<Int>, box: Int, textCalls: [Int], iconCalls: [Int] = [], helpers: [String: Int] = [:], code: CodeIndex,
        constants: [String: Double]
    ) -> (height: Double, texts: [LargestScaleText])? {
        var stacks: [Int: (Double, [LargestScaleText])] = [:]
        var alone: [(Double, [LargestScaleText])] = []
        // A call of the file's builder method stands where its returned text would (`_buildTitle(theme)` in a column).
        let placed =
            textCalls.filter { range.contains($0) }.map { ($0, $0) }
            + (helpers.isEmpty
                ? []
                : range.compactMap { index in
                    guard code.tokens[index].kind == .identifier, let text = helpers[code.tokens[index].text], code.isCall(at: index),
                        !code.isText(".", at: index - 1) || code.isText("this", at: index - 2)
                    else { return nil }
                    return (index, text)
                })
        for (site, index) in placed {
            let between = code.enclosingCalls(of: site).prefix { $0 != box }
            if between.contains(where: { scrollsVertically($0, in: code) }) { continue }
            let (text, factor) = text(at: index, in: code, constants: constants)
            let height = text.linearHeight(factor: factor)
            if let column = between.first(where: { code.tokens[$0].text == "Column" }) {
                stacks[column, default: (0, [])].0 += height
                stacks[column, default: (0, [])].1.append(text)
            } else {
                alone.append((height, [text]))
            }
        }
        // An icon stacked with text in the same `Column` takes its size there too (Flutter's `Icon` is 24 unless given one).
        for index in iconCalls where range.contains(index) {
            let between = code.enclosingCalls(of: index).prefix { $0 != box }
            guard let column = between.first(where: { code.tokens[$0].text == "Column" }), stacks[column] != nil,
                !between.contains(where: { scrollsVertically($0, in: code) })
            else { continue }
            let size = code.arguments(ofCallAt: index).first { $0.label == "size" }
            stacks[column]?.0 += size.flatMap { code.arithmeticValue($0.value, constants: constants) } ?? defaultIconSize
        }
        return (Array(stacks.values) + alone).max { $0.0 < $1.0 }.map { (height: $0.0, texts: $0.1) }
    }

    /// Flutter's `Icon` size when neither it nor an `IconTheme` gives one.
    static let defaultIconSize = 24.0
}
