/// What a Flutter file's own helpers give a fixed-height box: the text a builder method returns
/// (`_buildTitle(theme)` returning `Text(title, …)`), and the height of a `Rect` a function of the file builds
/// (`height: bounds.bottom - bounds.top` where `bounds = _contentBounds(…)` returns
/// `Rect.fromLTRB(left, top, right, top + contentHeight)`). Screens are split into such helpers as often as into
/// widgets, and a box is only as tight as what they say.
enum FlutterFileHelpers {
    /// The text calls of the file's builder methods, by method name: a method or function whose body returns one
    /// text widget (`=> Text(…)`, `{ return Text(…); }`). A name declared twice is left out (which one a call
    /// reaches is not read).
    static func returnedTexts(in code: CodeIndex, textCalls: [Int]) -> [String: Int] {
        var result: [String: Int] = [:]
        var ambiguous: Set<String> = []
        for text in textCalls {
            // `return Text(` or `=> Text(`, possibly after `const`.
            var before = text - 1
            if code.isText("const", at: before) { before -= 1 }
            guard code.isText("return", at: before) || code.isText("=>", at: before),
                let name = declaration(enclosing: before, in: code)
            else { continue }
            if result[name] != nil { ambiguous.insert(name) }
            result[name] = text
        }
        for name in ambiguous { result[name] = nil }
        return result
    }

    /// The name of the method or function whose body holds `index`: `Widget _buildTitle(TextTheme theme) {` or
    /// `=>` right after the parameters; nil when `index` is in a closure or anything else.
    static func declaration(enclosing index: Int, in code: CodeIndex) -> String? {
        var open: Int?
        if code.isText("=>", at: index) {
            open = index
        } else {
            // The nearest `{` before `index` whose partner closes after it.
            var cursor = index - 1
            while cursor >= 0 {
                if code.isText("{", at: cursor), code.partner[cursor] > index {
                    open = cursor
                    break
                }
                cursor -= 1
            }
        }
        guard let open, open >= 3, code.isText(")", at: open - 1) else { return nil }
        let parameters = code.partner[open - 1]
        // A declaration names its return type first (`Widget`, `Rect`, `Widget?`, `List<Widget>`): this leaves out
        // `if (…) {`, `else if (…) {` and closures.
        guard parameters >= 2, code.tokens[parameters - 1].kind == .identifier,
            let type = code[safe: parameters - 2]?.text,
            type.first?.isUppercase == true || type == "?" || type == ">"
        else { return nil }
        return code.tokens[parameters - 1].text
    }

    /// The height of `value` when it reads a `Rect` built by a function of the file: `r.bottom - r.top` or `r.height`
    /// where `final r = f(…)` and `f` returns `Rect.fromLTRB(l, t, r, t + h)` (its `h`) or `Rect.fromLTWH(l, t, w, h)`.
    static func rectHeight(_ value: Range<Int>, in code: CodeIndex, constants: [String: Double]) -> Double? {
        let words = code.tokens[value].map(\.text)
        let local: String
        if words.count == 7, words[1] == ".", words[2] == "bottom", words[3] == "-", words[4] == words[0], words[6] == "top" {
            local = words[0]
        } else if words.count == 3, words[1] == ".", words[2] == "height" {
            local = words[0]
        } else {
            return nil
        }
        // `final local = function(…);` before the value.
        guard
            let assignment = stride(from: value.lowerBound - 1, through: 1, by: -1).first(where: {
                code.isText("=", at: $0) && code.isText(local, at: $0 - 1)
            }), code.isCall(at: assignment + 1), let function = Optional(code.tokens[assignment + 1].text)
        else { return nil }
        // The function's `return Rect.fromLTRB(…)` or `Rect.fromLTWH(…)`.
        for index in code.calls(named: ["fromLTRB", "fromLTWH"]) where code.isText("Rect", at: index - 2) {
            guard code.isText("return", at: index - 3) || code.isText("=>", at: index - 3),
                declaration(enclosing: index - 3, in: code) == function
            else { continue }
            let arguments = code.arguments(ofCallAt: index)
            guard arguments.count == 4 else { return nil }
            if code.tokens[index].text == "fromLTWH" { return code.arithmeticValue(arguments[3].value, constants: constants) }
            // `t + h` where `t` is the second argument: `h`.
            let top = code.tokens[arguments[1].value].map(\.text)
            let bottom = arguments[3].value
            guard bottom.count > top.count + 1, code.tokens[bottom.prefix(top.count)].map(\.text) == top,
                code.isText("+", at: bottom.lowerBound + top.count)
            else { return nil }
            return code.arithmeticValue((bottom.lowerBound + top.count + 1)..<bottom.upperBound, constants: constants)
        }
        return nil
    }
}
