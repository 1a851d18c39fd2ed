/// What a Kotlin file declares that a Compose box in another file may name: sizes in dp (an enum's entries,
/// `enum class AvatarSize(val dp: Dp) { TimelineReadReceipt(16.dp) }` as `AvatarSize.TimelineReadReceipt.dp`, and
/// `val BarHeight = 40.dp` at the top level or in an object) and text styles (`val fontBodyXsRegular = TextStyle(fontSize =
/// 11.sp, lineHeight = 15.sp)`).
public enum ComposeDeclarations {
    /// A text style's size and line height in sp.
    public struct Style: Hashable, Sendable {
        public var size: Double
        public var lineHeight: Double?
    }

    /// The sizes in dp `code` declares, by the name other files use.
    static func dpValues(in code: CodeIndex) -> [String: Double] {
        var result: [String: Double] = [:]
        for index in code.tokens.indices where code.tokens[index].kind == .identifier {
            let token = code.tokens[index]
            if token.isText("enum"), code.isText("class", at: index + 1), let name = code[safe: index + 2], name.kind == .identifier,
                code.isText("(", at: index + 3)
            {
                enumEntries(named: name.text, parameters: index + 3, in: code, into: &result)
            } else if token.isText("val"), let name = code[safe: index + 1], name.kind == .identifier {
                // `val NAME = 40.dp` or `val NAME: Dp = 40.dp`, at the top level or in an object.
                var value = index + 2
                if code.isText(":", at: value), code.isText("Dp", at: value + 1) { value += 2 }
                guard code.isText("=", at: value), let number = ComposeTextNeed.dp((value + 1)..<(value + 4), in: code),
                    !code.isText(".", at: value + 4)
                else { continue }
                let bracket = code.enclosingBracket[index]
                if bracket == -1 {
                    result[name.text] = number
                } else if code.isText("{", at: bracket), let owner = code[safe: bracket - 1], owner.kind == .identifier,
                    code.isText("object", at: bracket - 2)
                {
                    result["\(owner.text).\(name.text)"] = number
                }
            }
        }
        return result
    }

    /// An enum's entries given a dp for a `Dp` property of its constructor.
    private static func enumEntries(named name: String, parameters open: Int, in code: CodeIndex, into result: inout [String: Double]) {
        let close = code.partner[open]
        guard close > open else { return }
        let parameters = code.splitArguments((open + 1)..<close)
        // Each `val p: Dp` parameter, by position.
        let properties: [(position: Int, name: String)] = parameters.enumerated().compactMap { position, parameter in
            let range = parameter.value
            guard let colon = range.first(where: { code.tokens[$0].isText(":") }), code.isText("Dp", at: colon + 1),
                code[safe: colon - 1]?.kind == .identifier, range.contains(where: { code.tokens[$0].isText("val") })
            else { return nil }
            return (position, code.tokens[colon - 1].text)
        }
        guard !properties.isEmpty else { return }
        var body = close + 1
        while body < code.tokens.count, body < close + 8, !code.isText("{", at: body) { body += 1 }
        guard code.isText("{", at: body), code.partner[body] > body else { return }
        for index in (body + 1)..<code.partner[body] where code.enclosingBracket[index] == body {
            guard code.tokens[index].kind == .identifier, code.isText("(", at: index + 1),
                index == body + 1 || code.isText(",", at: index - 1)
            else { continue }
            let arguments = code.arguments(ofCallAt: index)
            for property in properties where property.position < arguments.count {
                let argument = arguments.first { $0.label == property.name } ?? arguments[property.position]
                if let number = ComposeTextNeed.dp(argument.value, in: code) {
                    result["\(name).\(code.tokens[index].text).\(property.name)"] = number
                }
            }
        }
    }

    /// The text styles `code` declares as `val NAME = TextStyle(…)` with a size in sp, by name.
    static func textStyles(in code: CodeIndex) -> [String: Style] {
        var result: [String: Style] = [:]
        for index in code.tokens.indices
        where code.tokens[index].kind == .identifier && code.tokens[index].isText("TextStyle") && code.isText("(", at: index + 1) {
            guard code.isText("=", at: index - 1), let name = code[safe: index - 2], name.kind == .identifier,
                code.isText("val", at: index - 3)
            else { continue }
            let arguments = code.arguments(ofCallAt: index)
            func sp(_ label: String) -> Double? {
                guard let value = arguments.first(where: { $0.label == label })?.value, value.count == 3,
                    code.tokens[value.lowerBound + 2].isText("sp"), code.isText(".", at: value.lowerBound + 1)
                else { return nil }
                return ComposeTextNeed.number(code.tokens[value.lowerBound].text)
            }
            guard let size = sp("fontSize") else { continue }
            result[name.text] = Style(size: size, lineHeight: sp("lineHeight"))
        }
        return result
    }
}

/// A fixed height on a Compose box that waits for the project's declarations: the sizes it names, and the project's
/// own text styles its texts use (``ProjectCondition/ifComposeBoxTooLow(_:)``).
public struct ComposeBox: Hashable, Sendable {
    /// The dp written as literals, and the named sizes added to them.
    var literal: Double
    var names: [String]
    /// Each way the box's texts stack; the box needs the tallest.
    var candidates: [[LargestScaleText]]
    /// The modifier (`height`) and the composable it holds (`Row`).
    var modifier: String
    var container: String

    /// The violation when the texts, with the project's styles, need more than the height, with the numbers.
    func resolve(_ violation: RuleViolation, dp: [String: Double], styles: [String: ComposeDeclarations.Style]) -> RuleViolation? {
        var height = literal
        for name in names {
            guard let value = dp[name] else { return nil }
            height += value
        }
        let resolved = candidates.map { texts in
            texts.map { text -> LargestScaleText in
                guard let name = text.styleName, let style = styles[name] else { return text }
                var read = text
                read.size = style.size
                read.lineHeight = style.lineHeight
                read.source = name
                return read
            }
        }
        guard
            let (need, texts) = resolved.map({ texts in
                (texts.map { $0.androidHeight(LargestScaleText.composeLargest) }.reduce(0, +), texts)
            }).max(by: { $0.0 < $1.0 }), need > height
        else { return nil }
        var kept = violation
        let written =
            names.isEmpty ? "" : " (\(names.map { "`\($0)` is \(LargestScaleText.number(dp[$0] ?? 0)) dp" }.joined(separator: ", ")))"
        kept.message =
            "`\(modifier)(…)` holds this \(container) at \(LargestScaleText.number(height)) dp\(written), but "
            + "\(LargestScaleText.need(of: texts, LargestScaleText.dp(need))) at 200 % font scale, so it is clipped."
        return kept
    }
}
