/// Code that runs only on a large screen: the body of `if (isTablet) { … }`, or the first arm of
/// `isDesktop ? … : …` / `isDesktop && …`, where the condition names a tablet, a desktop or a desktop
/// operating system (`Platform.isMacOS`). People who need large text meet it on a phone, where such a
/// branch never runs, so a finding there is a note. A negated condition (`!isTablet`) is the phone's.
enum LargeScreenBranch {
    /// The words of a condition's names that say it holds only on a large screen.
    static let words: Set<String> = ["tablet", "desktop", "macos", "windows", "linux"]
    /// How far back a ternary's or `&&`'s condition is looked for at one bracket level.
    static let reach = 120

    /// Whether the token at `index` runs only on a large screen.
    static func holds(at index: Int, in code: CodeIndex) -> Bool {
        var inner = index
        var bracket = code.enclosingBracket[index]
        while true {
            if armOfCondition(from: inner, level: bracket, in: code) { return true }
            guard bracket >= 0 else { return false }
            if code.tokens[bracket].isText("{"), ifCondition(openedBefore: bracket, in: code).map({ says(in: $0, code) }) ?? false {
                return true
            }
            inner = bracket
            bracket = code.enclosingBracket[bracket]
        }
    }

    /// The tokens of the condition of the `if (…)` whose body opens at `brace`.
    static func ifCondition(openedBefore brace: Int, in code: CodeIndex) -> Range<Int>? {
        guard code.isText(")", at: brace - 1) else { return nil }
        let open = code.partner[brace - 1]
        guard open > 0, code.isText("if", at: open - 1) else { return nil }
        return (open + 1)..<(brace - 1)
    }

    /// Whether the token at `index` is in a private Dart widget class (`class _TopBar extends StatelessWidget`, or
    /// the `State` of one) that the file builds only in large-screen branches (`if (isDesktop) const _TopBar()`)
    /// or in other such widgets.
    static func inLargeScreenOnlyClass(at index: Int, in code: CodeIndex, depth: Int = 0) -> Bool {
        guard depth < 4, let (widget, body) = FlutterText.enclosingWidget(at: index, in: code), widget.hasPrefix("_") else { return false }
        let builds = code.tokens.indices.filter { at in
            code.tokens[at].kind == .identifier && code.tokens[at].text == widget && !body.contains(at)
                && (code.isText("(", at: at + 1) || code.isText(".", at: at + 1)) && !code.isText("class", at: at - 1)
                && !code.isText("<", at: at - 1)
        }
        // Built in a large-screen branch, or in another such widget (`_DesktopNav` building `_NavigationRailHeader`).
        return !builds.isEmpty
            && builds.allSatisfy { holds(at: $0, in: code) || inLargeScreenOnlyClass(at: $0, in: code, depth: depth + 1) }
    }

    /// Whether the token at `index` (seen at bracket level `level`) is in the first arm of a ternary
    /// or the right of an `&&` whose condition says large screen: back over the expression at the same
    /// level to the `?` or `&&`, stopping at an arm separator `:`, a `,`, a `;` or the level's opener.
    static func armOfCondition(from index: Int, level: Int, in code: CodeIndex) -> Bool {
        var cursor = index - 1
        let stop = max(level, index - reach)
        while cursor > stop {
            let token = code.tokens[cursor]
            // A collection `if (isDesktop) const _TopBar()` in Dart (its `else` arm is the phone's).
            if token.isText(")"), code.partner[cursor] > 0, code.isText("if", at: code.partner[cursor] - 1) {
                return says(in: (code.partner[cursor] + 1)..<cursor, code)
            }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text), code.partner[cursor] >= 0, code.partner[cursor] < cursor {
                cursor = code.partner[cursor] - 1
                continue
            }
            if token.isText(":") || token.isText(",") || token.isText(";") || token.isText("=") || token.isText("return")
                || token.isText("else")
            {
                return false
            }
            if token.isText("?") || token.isText("&&") {
                let start = code.chainStart(endingAt: cursor - 1)
                guard start <= cursor - 1, !code.isText("!", at: start - 1) else { return false }
                return says(in: start..<cursor, code)
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the condition in `range` names a large screen and is not negated (`isTablet`,
    /// `isDisplayDesktop(context)`, `Platform.isMacOS`; not `!isTablet`).
    static func says(in range: Range<Int>, _ code: CodeIndex) -> Bool {
        guard !range.isEmpty, range.count <= 12 else { return false }
        if range.contains(where: { code.tokens[$0].isText("!") || code.tokens[$0].isText("||") || code.tokens[$0].isText("==") }) {
            return false
        }
        return range.contains { position in
            code.tokens[position].kind == .identifier && BodyText.words(code.tokens[position].text).contains(where: words.contains)
        }
    }
}
