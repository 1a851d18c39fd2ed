import DynamicType

/// How much height the text inside a React Native element needs at the largest iOS size, read from the
/// file: each text's `lineHeight` (or its `fontSize`, 14 by default, times the system fonts' 1.2) times React
/// Native's AX5 multiplier, capped by its `maxFontSizeMultiplier`; children stacked in a column (the default)
/// add up and the tallest of a row counts; a scrolling container holds none; elements kept in a local and shown
/// by name (`{content}`) are followed. Used by `rn-fixed-height-text-container`.
enum ReactNativeTextNeed {
    /// React Native's text multiplier at the largest iOS size (AX5), the largest any phone applies to body text.
    static let largestMultiplier = ReactNativeFontScaling.multiplier(for: .accessibility5)
    /// React Native's `Text` size when its style sets none.
    static let defaultFontSize = 14.0
    /// A line of text without a `lineHeight`, per point of size: the system fonts' ascent and descent.
    static let naturalLineSpacing = 1.2

    /// Containers whose content scrolls: text inside them is not held by a height around them.
    static let scrolling = ["ScrollView", "FlatList", "SectionList", "FlashList"]

    /// The height the text inside the element at `index` takes at the largest size: one line of a text element
    /// (text nested in it is part of its line); for another element, its children's lines stacked (React
    /// Native lays children out in a column unless `flexDirection` says row, where the tallest counts). A child
    /// in the second arm of a ternary (`cond ? <A/> : <B/>`) is an alternative to the first, not added to it;
    /// a scrolling container holds none. Nil when no text that scales is inside.
    static func need(
        of index: Int, in tree: JSXTree, styles: ReactNativeStyles, code: CodeIndex, locals: [String: [Int]] = [:],
        inRow: Bool = false, visiting: Set<String> = []
    ) -> Need? {
        let element = tree.elements[index]
        if ReactNativeText.isText(element.name) {
            guard ReactNativeText.scales(index, in: tree, code: code) else { return nil }
            let (need, size) = line(of: index, in: tree, styles: styles, code: code)
            return Need(need: need, size: size, lines: 1)
        }
        if scrolling.contains(where: { element.name.hasSuffix($0) }) { return nil }
        // An icon (`<Icon name="star" size={24} />`, vector icons' glyph box) takes its size in a stack of text.
        if element.children.isEmpty, element.content.isEmpty, let icon = iconSize(of: element, code: code),
            !isPositioned(element, styles: styles, code: code)
        {
            return Need(need: icon, size: 0, lines: 0, icons: icon)
        }
        // A fragment (`<>…</>`) lays nothing out: its children sit in the parent's direction. The direction is read
        // only when it matters (a fragment below, or more than one child): most elements have one child.
        var rowMemo: Bool?
        func isRow() -> Bool {
            if let rowMemo { return rowMemo }
            let direction = element.attribute("style")?.value.flatMap { styles.properties(ofStyle: $0)["flexDirection"] }
            let row =
                element.name.isEmpty
                ? inRow
                : direction.map { code[safe: $0.labelIndex + 2].map { CodeIndex.unquoted($0.text).hasPrefix("row") } ?? false } ?? false
            rowMemo = row
            return row
        }
        // Children positioned absolutely (`StyleSheet.absoluteFill`, `position: 'absolute'`) lie over the others: the
        // tallest of them counts, not their sum.
        var layered: [Need] = []
        var found: [(child: Int, need: Need)] = []
        for child in element.children where !code.isText(":", at: tree.elements[child].start - 1) {
            if let need = need(
                of: child, in: tree, styles: styles, code: code, locals: locals,
                inRow: tree.elements[child].name.isEmpty ? isRow() : false, visiting: visiting)
            {
                found.append((child, need))
            }
        }
        // Layering matters only among siblings, and styles are read only then.
        var children = found.map(\.need)
        if found.count > 1 {
            children = []
            for (child, need) in found {
                if isPositioned(tree.elements[child], styles: styles, code: code) { layered.append(need) } else { children.append(need) }
            }
        }
        // Elements kept in a local and shown by name (`{content}`): the tallest of what the local is ever given.
        for position in element.content
        where code.tokens[position].kind == .identifier && code.isText("{", at: position - 1) && code.isText("}", at: position + 1) {
            let name = code.tokens[position].text
            guard let roots = locals[name], !visiting.contains(name) else { continue }
            let shown = roots.compactMap {
                need(
                    of: $0, in: tree, styles: styles, code: code, locals: locals,
                    inRow: tree.elements[$0].name.isEmpty ? isRow() : false, visiting: visiting.union([name]))
            }
            if let tallest = shown.max(by: { $0.need < $1.need }) { children.append(tallest) }
        }
        let flow: Need?
        if let tallest = children.max(by: { $0.need < $1.need }) {
            flow =
                children.count == 1 || isRow()
                ? tallest
                : Need(
                    need: children.reduce(0) { $0 + $1.need }, size: children.map(\.size).max() ?? tallest.size,
                    lines: children.reduce(0) { $0 + $1.lines }, icons: children.reduce(0) { $0 + $1.icons })
        } else {
            flow = nil
        }
        return ([flow].compactMap { $0 } + layered).max { $0.need < $1.need }
    }

    /// The height text needs at the largest size, the size of its largest text, how many lines stack, and how
    /// much of the height is icons stacked with the text (a need without lines holds no text).
    struct Need: Hashable, Sendable {
        let need: Double
        let size: Double
        let lines: Int
        var icons: Double = 0
    }

    /// Whether the element's style takes it out of the layout (`position: 'absolute'`, `StyleSheet.absoluteFill`): it lies
    /// over its siblings instead of stacking with them.
    static func isPositioned(_ element: JSXTree.Element, styles: ReactNativeStyles, code: CodeIndex) -> Bool {
        guard let style = element.attribute("style")?.value else { return false }
        if style.contains(where: { code.tokens[$0].kind == .identifier && code.tokens[$0].text.hasPrefix("absoluteFill") }) { return true }
        guard let position = styles.properties(ofStyle: style)["position"] else { return false }
        return code[safe: position.labelIndex + 2].map { CodeIndex.unquoted($0.text) == "absolute" } ?? false
    }

    /// The size of an icon: a numeric `size` on an element of a capitalised name that is not text (`<Icon size={24} />`,
    /// `<CompassIcon size={24} />`), the square vector icon libraries draw their glyph in.
    static func iconSize(of element: JSXTree.Element, code: CodeIndex) -> Double? {
        guard element.name.first?.isUppercase == true, !ReactNativeText.isText(element.name),
            let attribute = element.attribute("size"), let size = ReactNativeText.number(attribute, in: code), size > 0, size <= 64
        else { return nil }
        return size
    }

    /// The keywords that declare a local.
    static let declarations: Set<String> = ["let", "const", "var"]

    /// The locals of the file assigned elements (`const content = (<>…</>)`, `content = <Row/>`): by name,
    /// the outermost element of each assignment.
    static func elementLocals(in tree: JSXTree, code: CodeIndex) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (index, element) in tree.elements.enumerated() where element.parent == nil {
            var before = element.start - 1
            while code.isText("(", at: before) { before -= 1 }
            guard code.isText("=", at: before), let name = code[safe: before - 1], name.kind == .identifier,
                !code.isText(".", at: before - 2)
            else { continue }
            result[name.text, default: []].append(index)
        }
        // A local that starts as another (`let content = chipContent;`) shows what that one holds too.
        guard !result.isEmpty else { return result }
        for index in code.tokens.indices
        where code.tokens[index].kind == .identifier && code.isText("=", at: index + 2) && declarations.contains(code.tokens[index].text) {
            guard let name = code[safe: index + 1], name.kind == .identifier, code.isText("=", at: index + 2),
                let other = code[safe: index + 3], other.kind == .identifier, let roots = result[other.text],
                code.isText(";", at: index + 4) || code[safe: index + 4]?.kind == .identifier
            else { continue }
            result[name.text, default: []] += roots
        }
        return result
    }

    /// The vertical padding a style sets in numbers (`paddingTop`/`paddingBottom`, else `paddingVertical`, else
    /// `padding`): React Native's height includes it, so the text has that much less.
    static func verticalPadding(_ properties: [String: ReactNativeStyles.Property]) -> Double {
        func side(_ name: String) -> Double {
            properties[name]?.value ?? properties["paddingVertical"]?.value ?? properties["padding"]?.value ?? 0
        }
        return max(0, side("paddingTop")) + max(0, side("paddingBottom"))
    }

    /// The height one line of the text element at `index` takes at the largest size, with its font size:
    /// its `lineHeight` (or its size times the natural spacing) times React Native's AX5 multiplier,
    /// capped by a numeric `maxFontSizeMultiplier`.
    static func line(of index: Int, in tree: JSXTree, styles: ReactNativeStyles, code: CodeIndex) -> (Double, Double) {
        let properties = tree.elements[index].attribute("style")?.value.map { styles.properties(ofStyle: $0) } ?? [:]
        let size = properties["fontSize"]?.value ?? defaultFontSize
        let line = properties["lineHeight"]?.value ?? size * naturalLineSpacing
        var multiplier = largestMultiplier
        if let cap = tree.elements[index].attribute("maxFontSizeMultiplier").flatMap({ ReactNativeText.number($0, in: code) }), cap >= 1 {
            multiplier = min(multiplier, cap)
        }
        return (line * multiplier, size)
    }
}
