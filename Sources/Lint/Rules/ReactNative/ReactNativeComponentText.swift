/// What a component a React Native file declares draws, for a fixed height around it in another file
/// (``ProjectCondition/ifReactNativeComponentsTaller(_:)``): the height its own text needs at the largest size,
/// or, for a wrapper that shows no text of its own, the project components it renders; and the fixed height of
/// its outermost element, past which its content cannot grow.
public struct ReactNativeComponentText: Hashable, Sendable {
    /// The height its own text needs at the largest size (with icons stacked in it), nil when it shows none.
    public var need: Double?
    /// The size of its largest text.
    public var size: Double
    /// The project components it renders, read only when it shows no text of its own.
    public var renders: [String]
    /// The fixed `height` of its outermost element.
    public var height: Double?
    /// Declared more than once in the project with different contents: not used.
    public var ambiguous = false

    /// The components `file` declares, by name: each top-level declaration's outermost elements (`const Row = () =>
    /// (<View>…</View>)`, `function Row() { return <View>…</View>; }`), the tallest of them.
    static func declared(in file: LintFile) -> [String: ReactNativeComponentText] {
        let tree = file.jsxTree
        // A component says something only when it shows text or renders another component.
        guard
            tree.elements.contains(where: {
                ReactNativeText.isText($0.name) || $0.name.first?.isUppercase == true && !$0.name.contains(".")
            })
        else { return [:] }
        let code = file.codeIndex
        let styles = file.reactNativeStyles
        let imports = componentSources(in: code, imports: file.reactNativeImports)
        let locals = ReactNativeTextNeed.elementLocals(in: tree, code: code)
        // Elements kept in a local are part of what the component returns, followed by name; the others are its
        // alternatives (`if (loading) return <Spinner/>; return <Row/>`).
        let kept = Set(locals.values.flatMap { $0 })
        var alternatives: [String: [ReactNativeComponentText?]] = [:]
        for (index, element) in tree.elements.enumerated() where element.parent == nil && !kept.contains(index) {
            guard let name = ReactNativeComponents.declarationName(around: element.start, in: code) else { continue }
            let need =
                readableText(under: index, in: tree, styles: styles, code: code)
                ? ReactNativeTextNeed.need(of: index, in: tree, styles: styles, code: code, locals: locals).flatMap {
                    $0.lines > 0 ? $0 : nil
                }
                : nil
            let height = element.attribute("style")?.value.flatMap { styles.properties(ofStyle: $0)["height"]?.value }
            let renders = need == nil ? projectComponents(under: index, in: tree, imports: imports, includingSelf: true) : []
            alternatives[name, default: []].append(
                need == nil && renders.isEmpty
                    ? nil : ReactNativeComponentText(need: need?.need, size: need?.size ?? 0, renders: renders, height: height))
        }
        var result: [String: ReactNativeComponentText] = [:]
        // The least of the alternatives, leaning low: one that shows no text the file can read leaves the component unknown.
        for (name, found) in alternatives {
            let known = found.compactMap { $0 }
            guard known.count == found.count, let first = known.first else { continue }
            result[name] = known.allSatisfy({ $0.need != nil }) ? known.min { $0.need! < $1.need! } : known.count == 1 ? first : nil
        }
        return result
    }

    /// Whether the text under `index` (itself included) is known enough to count for its callers: some of it is body
    /// text (not chrome, a short literal or a short value such as a count or a duration), and none is sized by a value
    /// the file does not give (`fontSize: size` from a prop: an emoji or a glyph drawn at its caller's size; a design
    /// system's `<Text size="17pt">`).
    static func readableText(under index: Int, in tree: JSXTree, styles: ReactNativeStyles, code: CodeIndex) -> Bool {
        let texts = ([index] + tree.descendants(of: index)).filter { ReactNativeText.isText(tree.elements[$0].name) }
        guard texts.contains(where: { ReactNativeText.isBodyText($0, in: tree, code: code) }) else { return false }
        return !texts.contains { text in
            // A design system's text sized by a prop (`<Text size="17pt">`, a glyph font's `size={13}`).
            if tree.elements[text].attribute("size") != nil { return true }
            guard let style = tree.elements[text].attribute("style")?.value else { return false }
            let properties = styles.properties(ofStyle: style)
            return ["fontSize", "lineHeight"].contains { properties[$0] != nil && properties[$0]?.value == nil }
        }
    }

    /// The outermost elements under `index` (itself too with `includingSelf`) that are the project's own components: a capitalised
    /// name, not text, not imported from React Native or a module of its own family, not a member (`Animated.View`),
    /// not inside a scrolling container or another such component. Sorted names.
    static func projectComponents(under index: Int, in tree: JSXTree, imports: [String: String], includingSelf: Bool = false) -> [String] {
        var names = Set<String>()
        var pending = includingSelf ? [index] : tree.elements[index].children
        while let next = pending.popLast() {
            let element = tree.elements[next]
            if ReactNativeTextNeed.scrolling.contains(where: { element.name.hasSuffix($0) }) || ReactNativeText.isText(element.name) {
                continue
            }
            if isProjectComponent(element.name, imports: imports) {
                names.insert(element.name)
                continue
            }
            pending += element.children
        }
        return names.sorted()
    }

    /// Whether `name` may be one of the project's components: capitalised, not a member, not text, imported from a
    /// module other than React Native's (`View`, `Pressable`) or React's, or declared in the file (`imports` then holds
    /// it as declared by ``declaredComponents(in:)``).
    static func isProjectComponent(_ name: String, imports: [String: String]) -> Bool {
        guard name.first?.isUppercase == true, !name.contains("."), !ReactNativeText.isText(name), let module = imports[name] else {
            return false
        }
        return !ReactNativeComponents.isReactNative(module) && module != "react"
    }

    /// The file's imports with the capitalised names it declares at its top level (`const ActionBox = …`, `function
    /// Row(…)`), as from the module `.`: the components a box in the file may hold.
    static func componentSources(in code: CodeIndex, imports: [String: String]) -> [String: String] {
        var result = imports
        for index in code.tokens.indices where code.enclosingBracket[index] == -1 && code.tokens[index].kind == .identifier {
            let keyword = code.tokens[index].text
            guard keyword == "const" || keyword == "function" || keyword == "class" || keyword == "let" else { continue }
            guard let name = code[safe: index + 1], name.kind == .identifier, name.text.first?.isUppercase == true,
                result[name.text] == nil
            else { continue }
            result[name.text] = "."
        }
        return result
    }

    /// Another file's components added to `components`; a name declared in both with different contents is ambiguous.
    static func merge(_ other: [String: ReactNativeComponentText], into components: inout [String: ReactNativeComponentText]) {
        components.merge(other) { one, other in
            guard one != other else { return one }
            var both = one
            both.ambiguous = true
            return both
        }
    }

    /// What the component `name` needs at the largest size through the project's declarations: its own text's
    /// need, capped by its own fixed height, else the tallest of the components it renders; with the chain of
    /// components that draw the text (`[FavoriteBox, OptionBox]`). Nil when unknown or ambiguous.
    static func resolvedNeed(of name: String, in components: [String: ReactNativeComponentText], depth: Int = 0) -> (
        need: Double, size: Double, chain: [String]
    )? {
        guard depth < 8, let component = components[name], !component.ambiguous else { return nil }
        var found: (need: Double, size: Double, chain: [String])?
        if let need = component.need {
            found = (need, component.size, [name])
        } else {
            for rendered in component.renders where rendered != name {
                guard let inner = resolvedNeed(of: rendered, in: components, depth: depth + 1) else { continue }
                if inner.need > (found?.need ?? 0) { found = (inner.need, inner.size, [name] + inner.chain) }
            }
        }
        guard var result = found else { return nil }
        if let height = component.height { result.need = min(result.need, height) }
        return result
    }
}

/// A fixed-height box whose text is drawn by the project's components, waiting for what they need
/// (``ProjectCondition/ifReactNativeComponentsTaller(_:)``).
public struct ReactNativeComponentBox: Hashable, Sendable {
    /// The box's height as written, and its value.
    public var written: String
    public var height: Double
    /// The box's vertical padding, inside its height.
    public var padding: Double
    /// What the box's own text needs, 0 when it shows none.
    public var ownNeed: Double
    /// The box's element (`<View>`).
    public var element: String
    /// The project components it holds.
    public var components: [String]

    /// The violation when one of the components needs more than the box leaves it, with the numbers; nil otherwise.
    func resolve(_ violation: RuleViolation, components declared: [String: ReactNativeComponentText]) -> RuleViolation? {
        let found = components.compactMap { ReactNativeComponentText.resolvedNeed(of: $0, in: declared) }
        guard let tallest = found.max(by: { $0.need < $1.need }), max(tallest.need, ownNeed) + padding > height else { return nil }
        var kept = violation
        let total = max(tallest.need, ownNeed) + padding
        let chain = tallest.chain.map { "<\($0)>" }.joined(separator: " through ")
        let padded = padding > 0 ? " with the box's \(LargestScaleText.number(padding)) pt of vertical padding" : ""
        kept.message =
            "A fixed height of \(written) on this \(element) is less than the text drawn by \(chain) needs\(padded) at the "
            + "largest iOS text size (\(Int(total.rounded())) pt, its largest text \(LargestScaleText.number(tallest.size)) pt), "
            + "so the text is clipped."
        return kept
    }
}
