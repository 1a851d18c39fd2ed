/// Heights React Native animates with Reanimated: a shared value (`useSharedValue`) read in an animated
/// style (`height: height.value`) is a fixed height when the code only ever animates it to one size besides 0
/// (shown and hidden), as a banner that slides in does.
extension ReactNativeStyles {
    /// The one value other than 0 each shared value of the file is given: `useSharedValue(…)`'s argument and
    /// each `NAME.value = …`, through `withTiming(…)`, `withSpring(…)` and both arms of a ternary
    /// (`visible ? BAR_HEIGHT : 0`). A shared value given two different sizes has none.
    static func animatedTargets(in code: CodeIndex) -> [String: Range<Int>] {
        var values: [String: [Range<Int>]] = [:]
        var shared = Set<String>()
        for index in code.tokens.indices where code.tokens[index].kind == .identifier {
            let token = code.tokens[index]
            if token.text == "useSharedValue", code.isText("=", at: index - 1), let name = code[safe: index - 2],
                let arguments = code.arguments(ofCallAt: index).first
            {
                shared.insert(name.text)
                values[name.text, default: []] += alternatives(arguments.value, in: code)
            } else if code.isText(".", at: index + 1), code.isText("value", at: index + 2), code.isText("=", at: index + 3) {
                let start = index + 4
                var end = start
                while end < code.tokens.count, !code.tokens[end].isText(";"), code.enclosingBracket[end] == code.enclosingBracket[index] {
                    end = code.partner[end] > end ? code.partner[end] + 1 : end + 1
                }
                values[token.text, default: []] += alternatives(start..<end, in: code)
            }
        }
        var result: [String: Range<Int>] = [:]
        for name in shared {
            let sizes = (values[name] ?? []).filter { range in !(range.count == 1 && Double(code.tokens[range.lowerBound].text) == 0) }
            let distinct = Set(sizes.map { code.tokens[$0].map(\.text) })
            if distinct.count == 1, let only = sizes.first, only.count == 1 { result[name] = only }
        }
        return result
    }

    /// The values an animation expression may end at: the first argument of `withTiming`/`withSpring`, both
    /// arms of a ternary, or the expression itself.
    static func alternatives(_ range: Range<Int>, in code: CodeIndex) -> [Range<Int>] {
        guard !range.isEmpty else { return [] }
        let first = range.lowerBound
        if ["withTiming", "withSpring"].contains(code.tokens[first].text), let argument = code.arguments(ofCallAt: first).first {
            return alternatives(argument.value, in: code)
        }
        let level = code.enclosingBracket[first]
        if let question = range.first(where: { code.tokens[$0].isText("?") && code.enclosingBracket[$0] == level }),
            let colon = range.first(where: { $0 > question && code.tokens[$0].isText(":") && code.enclosingBracket[$0] == level })
        {
            return alternatives((question + 1)..<colon, in: code) + alternatives((colon + 1)..<range.upperBound, in: code)
        }
        return [range]
    }
}
