internal import LayoutEngine
internal import Findings

/// What each text is for, read from the code the way a reviewer reads it: a red text is an error
/// message, a large-title text a heading, a `.borderedProminent` button the primary action, an
/// amount with a currency a price, the two ends of a row a label and its value, the rest body.
/// Findings on must-read text (errors, prices, body, values) weigh more.
enum Roles {
    /// `role` on every text in `node` that has none yet; with `memo`, what an earlier change went
    /// through is not walked again.
    static func assign(_ role: NodeRole, to node: ViewNode, memo: ChangedSubtrees? = nil) -> ViewNode {
        node.changingEveryNode(
            { view in
                if case .text = view.kind, view.traits.role == nil { view.traits.role = role }
            }, remembering: memo.map { ($0, .roleForTextsWithout) })
    }

    /// `role` on every button in `node`.
    static func assign(_ role: NodeRole, toButtonsIn node: ViewNode, memo: ChangedSubtrees? = nil) -> ViewNode {
        node.changingEveryNode(
            { view in
                if case .button = view.kind { view.traits.role = role }
            }, remembering: memo.map { ($0, .buttonRole(role)) })
    }

    /// Every text in `node` marked as chrome that offers the Large Content Viewer.
    static func offerLargeContentViewer(in node: ViewNode, memo: ChangedSubtrees? = nil) -> ViewNode {
        node.changingEveryNode(
            { view in
                guard case .text = view.kind else { return }
                view.traits.showsLargeContentViewer = true
                if view.traits.role == nil { view.traits.role = .chrome }
            }, remembering: memo.map { ($0, .largeContentViewer) })
    }

    /// Roles for every text still without one, once the screen is built. A role set on a
    /// modifier around a text (the DSL's `Text(…).lineLimit(1).role(.heading)`) is the text's.
    static func infer(_ node: ViewNode, insideControl: Bool = false) -> ViewNode {
        var copy = node
        if node.kind.isModifier, node.traits.role != nil { return node }
        switch node.kind {
        case .button, .toggle, .segmentedPicker, .tabView, .textField:
            // Control labels keep no role of their own: findings about them are about the control.
            copy.children = node.children.map { infer($0, insideControl: true) }
            if case .tabView = node.kind { copy.children = [infer(node.children[0])] + node.children.dropFirst() }
            return copy
        case .text(let string):
            if copy.traits.role == nil, !insideControl { copy.traits.role = looksLikePrice(string) ? .price : .body }
            return copy
        case .stack(.horizontal, _, _):
            copy.children = labelAndValue(node.children).map { infer($0, insideControl: insideControl) }
            return copy
        default:
            copy.children = node.children.map { infer($0, insideControl: insideControl) }
            return copy
        }
    }

    /// In a row of text, spacer, text: the first text is a label and the last its value (or price).
    private static func labelAndValue(_ children: [ViewNode]) -> [ViewNode] {
        let texts = children.indices.filter { textString(children[$0]) != nil }
        guard texts.count == 2, children.contains(where: isSpacer), let first = texts.first, let last = texts.last,
            children[first..<last].contains(where: isSpacer)
        else { return children }
        var result = children
        result[first] = assign(.label, to: result[first])
        let value = textString(children[last]) ?? ""
        result[last] = assign(looksLikePrice(value) ? .price : .value, to: result[last])
        return result
    }

    private static func textString(_ node: ViewNode) -> String? {
        if case .text(let string) = node.kind { return string }
        guard node.kind.isModifier, let content = node.children.first else { return nil }
        return textString(content)
    }

    private static func isSpacer(_ node: ViewNode) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    /// An amount with a currency sign or code: `€199.00`, `$5`, `19,99 €`, `CHF 12`.
    static func looksLikePrice(_ string: String) -> Bool {
        let currencies: Set<Character> = ["€", "$", "£", "¥", "₹", "₽", "₩", "₺", "₪", "฿"]
        let hasDigit = string.contains(where: \.isNumber)
        guard hasDigit, string.count <= 24 else { return false }
        if string.contains(where: currencies.contains) { return true }
        let codes = ["USD", "EUR", "GBP", "CHF", "JPY", "SEK", "NOK", "DKK"]
        return codes.contains { string.includes($0) }
    }
}

/// Pickers: segmented ones stay segmented chrome; inline ones in a list or form list every option as a
/// row under their title; wheels (and inline pickers outside a list, which iOS draws as a wheel) are
/// UIKit's fixed-size drum; others (menu, navigation link, the default) become a row with the title and
/// the selected option, as a menu picker in a form shows. The innermost `pickerStyle` decides.
enum PickerRows {
    /// Marks a picker whose style is not decided yet.
    static let marker = "\u{1}picker:"
    /// Marks a picker styled as a row (menu, navigation link).
    static let rowMarker = "\u{1}picker-row:"
    /// Marks a picker styled inline.
    static let inlineMarker = "\u{1}picker-inline:"
    /// Marks a picker styled as a wheel.
    static let wheelMarker = "\u{1}picker-wheel:"
    /// The height UIKit gives a wheel picker (`UIPickerView`) unless a frame says otherwise.
    static let wheelHeight = 216.0

    /// The styles Reflow lays out differently.
    enum Style: Hashable {
        case segmented, inline, wheel, row

        /// `.segmented`, `.inline` (and `.radioGroup`), `.wheel`, anything else a row.
        init(_ name: String?) {
            switch name {
            case "segmented": self = .segmented
            case "inline", "radioGroup": self = .inline
            case "wheel": self = .wheel
            default: self = .row
            }
        }
    }

    /// Every picker in `node` not styled yet given its style; with `memo`, what an earlier
    /// `pickerStyle` of the same style went through is not walked again.
    static func style(_ node: ViewNode, _ style: Style, memo: ChangedSubtrees? = nil) -> ViewNode {
        var copy = node
        if case .segmentedPicker = node.kind, let name = node.traits.name, name.hasPrefix(marker) {
            let title = name.dropFirst(marker.count)
            switch style {
            case .segmented: copy.traits.name = "Picker"
            case .inline: copy.traits.name = inlineMarker + title
            case .wheel: copy.traits.name = wheelMarker + title
            case .row: copy.traits.name = rowMarker + title
            }
            return copy
        }
        if let memo, memo.contains(node.children, .pickerStyle(style)) { return copy }
        copy.children = node.children.map { Self.style($0, style, memo: memo) }
        memo?.insert(copy.children, .pickerStyle(style))
        return copy
    }

    /// `picker`'s segment labels, each keeping where its option's text came from (its source line, and
    /// whether it stands in for data), so that findings on the rows it becomes say so.
    static func keepingOrigins(of options: [ViewNode], in picker: ViewNode) -> ViewNode {
        guard options.count == picker.children.count else { return picker }
        var copy = picker
        copy.children = zip(picker.children, options).map { label, option in
            label.changingEveryNode({ node in
                guard case .text = node.kind else { return }
                node.traits = option.traits
            })
        }
        return copy
    }

    /// A picker's title, written where the picker is.
    private static func titleText(_ title: String, at location: FileLocation?) -> ViewNode {
        location.map { Text(title).source($0) } ?? Text(title)
    }

    /// The text of a picker's option as a row shows it: its string, from where its option came.
    private static func optionText(_ label: ViewNode) -> ViewNode {
        guard let text = TextContent.textNodes(in: label).first else { return Text("") }
        var row = Text(TextContent.strings(in: text).first ?? "")
        row.traits = text.traits
        return row
    }

    /// Every picker not segmented, turned into its row, or its rows when inline in a list (`inList`).
    static func finish(_ node: ViewNode, inList: Bool = false) -> ViewNode {
        finished(node, inList: inList) ?? node
    }

    /// `node` with its pickers finished, or nil when it holds none to finish: a subtree without one is kept as
    /// it is, not copied.
    private static func finished(_ node: ViewNode, inList: Bool) -> ViewNode? {
        // The walk goes as deep as the tree, so its own frame stays small: building a picker is done apart.
        if case .segmentedPicker = node.kind, let name = node.traits.name, let finished = finishedPicker(node, name: name, inList: inList) {
            return finished
        }
        guard !node.children.isEmpty else { return nil }
        let childrenInList = inList || { if case .list = node.kind { true } else { false } }()
        var children: [ViewNode]?
        for index in node.children.indices {
            guard let child = finished(node.children[index], inList: childrenInList) else { continue }
            if children == nil { children = node.children }
            children?[index] = child
        }
        guard let children else { return nil }
        var copy = node
        copy.children = children
        return copy
    }

    /// A picker turned into what its style shows, or nil for a segmented control, which stays as it is.
    @inline(never)
    private static func finishedPicker(_ node: ViewNode, name: String, inList: Bool) -> ViewNode? {
        let location = node.traits.sourceLocation
        if inList, name.hasPrefix(inlineMarker) {
            let title = String(name.dropFirst(inlineMarker.count))
            var rows = VStack(alignment: .leading, spacing: 0) {
                if !title.isEmpty { titleText(title, at: location).padding(.vertical, 11) }
                node.children.map { label in
                    HStack {
                        optionText(label); Spacer()
                    }
                    .padding(.vertical, 11)
                }
            }
            rows.traits.sourceLocation = location
            rows.traits.name = "Picker \"\(title)\""
            return rows
        }
        // A wheel is UIKit's drum at a fixed size, its rows at a fixed font size: a box across the width.
        if let title = [wheelMarker, inlineMarker].first(where: name.hasPrefix).map({ String(name.dropFirst($0.count)) }) {
            var wheel = ViewNode(.opaque(name: "Picker wheel", size: Size(width: 100, height: wheelHeight)))
                .frame(minWidth: 0, maxWidth: .infinity)
            wheel.traits.sourceLocation = location
            wheel.traits.name = "Picker \"\(title)\""
            return wheel
        }
        guard case .segmentedPicker(_, let selected) = node.kind,
            let title = [marker, rowMarker].first(where: name.hasPrefix).map({ String(name.dropFirst($0.count)) })
        else { return nil }
        let labels = node.children
        var row = HStack {
            titleText(title, at: location); Spacer()
            labels.indices.contains(selected) ? optionText(labels[selected]) : labels.first.map(optionText) ?? Text("")
        }
        row.traits.sourceLocation = location
        row.traits.name = "Picker \"\(title)\""
        return row
    }
}

extension TextContent {
    /// Every text in `node` upper-cased (`textCase(.uppercase)`).
    static func uppercased(_ node: ViewNode, memo: ChangedSubtrees? = nil) -> ViewNode {
        node.changingEveryNode(
            { view in
                if case .text(let string) = view.kind { view.kind = .text(string.uppercased()) }
            }, remembering: memo.map { ($0, .uppercased) })
    }
}
