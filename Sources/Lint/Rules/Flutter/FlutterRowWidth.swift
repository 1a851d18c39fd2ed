import TextMeasurement

/// What a piece of shown text is: a literal, or a key of the project's translations
/// (``FlutterTranslations``), read when the whole project is known.
public enum FlutterTextPiece: Hashable, Sendable {
    /// Literal characters.
    case literal(String)
    /// A translation key as code reads it (`webSharePage.autoAccept`, `demoSharedYAxisAlphabeticalSortTitle`).
    case translation(String)
    /// A parameter of the widget the text is in, as `Widget.parameter`: whatever the project's calls of the
    /// widget pass for it by name (``FlutterRowWidth/textArguments(in:)``).
    case parameter(String)
    /// A text widget (in what a call passes: `title: Text(device.alias)`), whatever it shows.
    case textWidget
    /// A value known only at run time (`$ip`, `url`, `email.sender`), as the code names it. It counts as nothing
    /// for whether the row fits, and as a stand-in for whether it leaves such a value room (``FlutterRowWidth/standIn``).
    case runtime(String)
}

/// A text in a row: what it shows (one of several alternatives, each a sequence of pieces) and its size.
public struct FlutterRowText: Hashable, Sendable {
    /// What the text may show (a ternary gives two); none when unknown (a value known only at run time).
    public var alternatives: [[FlutterTextPiece]]
    /// Its font size before scaling.
    public var size: Double
    /// The factor it grows by at the largest size.
    public var factor: Double
}

/// How wide a Flutter widget is at the largest size, as an expression that the project pass evaluates once
/// translations are read: fixed widths, texts, a row's children side by side, a column's the widest.
public indirect enum FlutterWidth: Hashable, Sendable {
    case fixed(Double)
    case text(FlutterRowText)
    case sum([FlutterWidth])
    case widest([FlutterWidth])

    /// Its texts, for the message.
    var texts: [FlutterRowText] {
        switch self {
        case .fixed: []
        case .text(let text): [text]
        case .sum(let parts), .widest(let parts): parts.flatMap(\.texts)
        }
    }

    /// With each widget parameter a text shows replaced by what the project's calls pass for it
    /// (``FlutterRowWidth/textArguments(in:)``), one alternative per call; a parameter no call passes a known text
    /// for is a value known only at run time.
    mutating func expandParameters(_ arguments: [String: Set<[FlutterTextPiece]>]) {
        switch self {
        case .fixed: break
        case .text(var text):
            text.alternatives = text.alternatives.flatMap { pieces -> [[FlutterTextPiece]] in
                var expanded: [[FlutterTextPiece]] = [[]]
                for piece in pieces {
                    if case .parameter(let key) = piece {
                        let passed = (arguments[key] ?? []).sorted { "\($0)" < "\($1)" }
                        // A parameter no call passes a known text for (or a closure's, `(ip) => Text(ip)`) is a
                        // value known only at run time.
                        guard !passed.isEmpty else {
                            expanded = expanded.map { $0 + [.runtime(String(key.drop { $0 != "." }.dropFirst()))] }
                            continue
                        }
                        expanded = passed.flatMap { value in expanded.map { $0 + value } }
                    } else {
                        expanded = expanded.map { $0 + [piece] }
                    }
                }
                return expanded
            }
            self = .text(text)
        case .sum(var parts):
            for index in parts.indices { parts[index].expandParameters(arguments) }
            self = .sum(parts)
        case .widest(var parts):
            for index in parts.indices { parts[index].expandParameters(arguments) }
            self = .widest(parts)
        }
    }

    /// Its width with each text's strings resolved by `strings` (none: unknown, counted as nothing, so the estimate
    /// leans low) and measured by `measure`, a text taking its widest string.
    func width(_ strings: (FlutterRowText) -> [String], _ measure: (String, Double) -> Double) -> Double {
        switch self {
        case .fixed(let value): value
        case .text(let text): strings(text).map { measure($0, text.size * text.factor) }.max() ?? 0
        case .sum(let parts): parts.reduce(0) { $0 + $1.width(strings, measure) }
        case .widest(let parts): parts.map { $0.width(strings, measure) }.max() ?? 0
        }
    }

    /// Its width as ``width(_:_:)`` finds it, with each value known only at run time as wide as `standIn` gives
    /// for a font size.
    func width(_ strings: (FlutterRowText) -> [String], _ measure: (String, Double) -> Double, standIn: (Double) -> Double) -> Double {
        switch self {
        case .fixed(let value): value
        case .text(let text):
            zip(text.alternatives, strings(text)).map { pieces, string in
                let size = text.size * text.factor
                return measure(string, size) + Double(Self.runtimeValues(pieces)) * standIn(size)
            }.max() ?? 0
        case .sum(let parts): parts.reduce(0) { $0 + $1.width(strings, measure, standIn: standIn) }
        case .widest(let parts): parts.map { $0.width(strings, measure, standIn: standIn) }.max() ?? 0
        }
    }

    /// How many values known only at run time `pieces` show.
    static func runtimeValues(_ pieces: [FlutterTextPiece]) -> Int {
        pieces.filter { if case .runtime = $0 { true } else { false } }.count
    }
}

/// Whether a `Row` whose children are laid out with unbounded width (none is `Expanded` or `Flexible`) runs past
/// the width it is given at the largest size: its children side by side (texts measured, fixed sizes added,
/// Material's controls at their sizes) against a phone's width less the paddings around it, or a popup menu's or
/// a dialog's, or a box's own width.
public struct FlutterRowWidth: Hashable, Sendable {
    /// The row's width at the largest size.
    public var need: FlutterWidth
    /// The width the row is given.
    public var available: Double
    /// Where that width comes from, for the message.
    public var availableSource: String

    /// The width of a phone Flutter's largest factor applies on: an iPhone 12 to 16 at 390 points (Android
    /// phones at 360 dp meet a smaller factor at 200 %).
    static let phoneWidth = 390.0
    /// Material's popup menu: at most five 56-point units wide, its items padded by 12 points a side (Material 3).
    static let popupMenuWidth = 280.0, popupMenuItemPadding = 24.0
    /// A dialog's inset (40 points a side) and an `AlertDialog`'s content padding (24 a side).
    static let dialogInset = 80.0, alertDialogPadding = 48.0

    /// Fixed widths of Material's controls beside text on a phone: a check box, radio or icon button takes its
    /// 48-point tap target, a switch its 52-point track.
    static let controlWidths: [String: Double] = ["Checkbox": 48, "Radio": 48, "IconButton": 48, "Switch": 52, "CupertinoSwitch": 51]
    /// Buttons whose label is a text: their horizontal padding (Material 3 gives 24 a side; 12 for a text button,
    /// the least, is taken).
    static let buttons: Set<String> = ["TextButton", "ElevatedButton", "FilledButton", "OutlinedButton"]

    /// The width a row in the file decides: the outermost `Row` that `row` lies in without anything bounding it
    /// between, and what it is given; nil when the rows scroll sideways or their width cannot be read.
    static func measure(row: Int, in code: CodeIndex, constants: [String: Double]) -> FlutterRowWidth? {
        var outermost = row
        var enclosing = code.enclosingCalls(of: row)
        var rest = enclosing[...]
        while let call = rest.first {
            let name = code.tokens[call].text
            if FlutterUnboundedWidth.passThrough.contains(name)
                || FlutterUnboundedWidth.passThroughWithoutWidth.contains(name)
                    && !code.arguments(ofCallAt: call).contains(where: { $0.label == "width" || $0.label == "constraints" })
            {
                rest = rest.dropFirst()
                continue
            }
            guard name == "Row", !FlutterUnboundedWidth.hasFlexibleChild(call, in: code) else { break }
            outermost = call
            rest = rest.dropFirst()
        }
        enclosing = code.enclosingCalls(of: outermost)
        var padding = 0.0
        var available = phoneWidth
        var source = "a \(Int(phoneWidth))-point-wide phone"
        for call in enclosing {
            let name = code.tokens[call].text
            let arguments = code.arguments(ofCallAt: call)
            if FlutterUnboundedWidth.horizontalScrolling.contains(name) && FlutterUnboundedWidth.scrollsSideways(call, in: code) {
                return nil
            }
            if name == "PopupMenuItem" || name == "CheckedPopupMenuItem" {
                let own = arguments.first { $0.label == "padding" }.flatMap { horizontalInsets($0.value, in: code, constants: constants) }
                padding += own ?? popupMenuItemPadding
                available = popupMenuWidth
                source = "a popup menu (at most \(Int(popupMenuWidth)) points wide)"
                break
            }
            if ["AlertDialog", "SimpleDialog"].contains(name) {
                padding += dialogInset + alertDialogPadding
                source = "a dialog on a \(Int(phoneWidth))-point-wide phone"
                break
            }
            if ["SizedBox", "Container", "ConstrainedBox"].contains(name),
                let width = arguments.first(where: { $0.label == "width" }).flatMap({ code.arithmeticValue($0.value, constants: constants) }
                )
            {
                available = width
                source = "a \(LargestScaleText.number(width))-point-wide box"
                break
            }
            for argument in arguments where argument.label == "padding" || argument.label == "margin" {
                padding += horizontalInsets(argument.value, in: code, constants: constants) ?? 0
            }
        }
        guard available - padding > 0 else { return nil }
        if padding > 0 { source += " less \(LargestScaleText.number(padding)) points of padding" }
        return FlutterRowWidth(
            need: width(ofWidgetAt: outermost, in: code, constants: constants), available: available - padding, availableSource: source)
    }

    /// The horizontal insets of an `EdgeInsets` value: `all(8)` 16, `symmetric(horizontal: 15)` 30,
    /// `only(left: 12, right: 8)` 20, `fromLTRB(4, 0, 4, 0)` 8; nil when it is not one of these.
    static func horizontalInsets(_ value: Range<Int>, in code: CodeIndex, constants: [String: Double]) -> Double? {
        guard
            let call = value.first(where: {
                code.isCall(at: $0) && ["all", "symmetric", "only", "fromLTRB"].contains(code.tokens[$0].text)
            })
        else { return nil }
        let arguments = code.arguments(ofCallAt: call)
        let number = { (argument: CallArgument) in code.arithmeticValue(argument.value, constants: constants) ?? 0 }
        switch code.tokens[call].text {
        case "all": return arguments.first.map { 2 * number($0) }
        case "symmetric": return arguments.first { $0.label == "horizontal" }.map { 2 * number($0) } ?? 0
        case "only":
            return arguments.filter { ["left", "right", "start", "end"].contains($0.label ?? "") }.reduce(0) { $0 + number($1) }
        default:
            guard arguments.count == 4 else { return nil }
            return number(arguments[0]) + number(arguments[2])
        }
    }

    /// The width of the widget whose call is named at `index`, at the largest size. What is not read counts as
    /// nothing.
    static func width(ofWidgetAt index: Int, in code: CodeIndex, constants: [String: Double], depth: Int = 0) -> FlutterWidth {
        guard depth < 12 else { return .fixed(0) }
        let name = code.tokens[index].text
        let arguments = code.arguments(ofCallAt: index)
        let child = { () -> FlutterWidth in
            guard let value = arguments.first(where: { $0.label == "child" })?.value,
                let call = Self.widgetCall(in: value, code: code)
            else { return .fixed(0) }
            return width(ofWidgetAt: call, in: code, constants: constants, depth: depth + 1)
        }
        let number = { (label: String) in
            arguments.first { $0.label == label }.flatMap { code.arithmeticValue($0.value, constants: constants) }
        }
        if FlutterText.textWidgets.contains(name) {
            let (style, factor) = FlutterTextNeed.text(at: index, in: code, constants: constants)
            return .text(FlutterRowText(alternatives: pieces(ofTextAt: index, in: code), size: style.size, factor: factor))
        }
        if let width = controlWidths[name] { return .fixed(width) }
        switch name {
        case "Row", "Column":
            let children = childLists(arguments.first { $0.label == "children" }?.value, in: code).map { list in
                list.map { width(ofWidgetAt: $0, in: code, constants: constants, depth: depth + 1) }
            }
            let each = children.map { name == "Row" ? FlutterWidth.sum($0) : .widest($0) }
            return each.count == 1 ? each[0] : .widest(each)
        case "Icon":
            return .fixed(number("size") ?? FlutterTextNeed.defaultIconSize)
        case "Padding":
            let inset = arguments.first { $0.label == "padding" }.flatMap { horizontalInsets($0.value, in: code, constants: constants) }
            return .sum([.fixed(inset ?? 0), child()])
        case "SizedBox", "Container", "AnimatedContainer":
            if let width = number("width") { return .fixed(width) }
            let inset = arguments.filter { $0.label == "padding" || $0.label == "margin" }
                .compactMap { horizontalInsets($0.value, in: code, constants: constants) }.reduce(0, +)
            return .sum([.fixed(inset), child()])
        case "icon" where index >= 2 && buttons.contains(code.tokens[index - 2].text):
            // `FilledButton.icon(icon: …, label: …)`: padding, an 18-point icon and 8 points between.
            let label = arguments.first { $0.label == "label" }.flatMap { widgetCall(in: $0.value, code: code) }
            return .sum([
                .fixed(24 + 18 + 8), label.map { width(ofWidgetAt: $0, in: code, constants: constants, depth: depth + 1) } ?? .fixed(0),
            ])
        default:
            if buttons.contains(name) { return .sum([.fixed(24), child()]) }
            if FlutterUnboundedWidth.passThrough.contains(name) { return child() }
            return .fixed(0)
        }
    }

    /// The widget calls of a `children:` value: each list's elements (`[a, b]`, or both lists of
    /// `cond ? [a, b] : [b, a]`), leaving out elements shown only under a condition (`if (…) …`) or spread.
    static func childLists(_ value: Range<Int>?, in code: CodeIndex) -> [[Int]] {
        guard let value else { return [] }
        var lists: [[Int]] = []
        var cursor = value.lowerBound
        while cursor < value.upperBound {
            if code.isText("[", at: cursor), code.partner[cursor] > cursor {
                let close = code.partner[cursor]
                lists.append(
                    code.splitArguments((cursor + 1)..<close).compactMap { element in
                        guard let first = code[safe: element.value.lowerBound], !first.isText("if"), !first.isText("..."),
                            !first.isText("for")
                        else { return nil }
                        return widgetCall(in: element.value, code: code)
                    })
                cursor = close + 1
            } else {
                cursor += 1
            }
        }
        return lists
    }

    /// The call a widget expression starts with (`const SizedBox(width: 5)`, `FilledButton.icon(…)` at `icon`),
    /// when it is one: a name, possibly after `const` or `Name.`, followed by its arguments.
    static func widgetCall(in range: Range<Int>, code: CodeIndex) -> Int? {
        var cursor = range.lowerBound
        if code.isText("const", at: cursor) { cursor += 1 }
        guard cursor < range.upperBound, code.tokens[cursor].kind == .identifier, FlutterText.isTypeName(code.tokens[cursor].text)
        else { return nil }
        if code.isText(".", at: cursor + 1), code.isCall(at: cursor + 2) { return cursor + 2 }
        return code.isCall(at: cursor) ? cursor : nil
    }
}

extension FlutterRowWidth {
    /// What the text whose call is named at `index` shows: a literal (its interpolations of translations read
    /// as such, other values as known only at run time), a translation (slang's `t.a.b`, `context.t.a.b`; gen-l10n's
    /// `AppLocalizations.of(context)!.key`, `context.l10n.key`, or a local given `….of(context)`), a value known
    /// only at run time (`url`, `email.sender`), or either side of a conditional; no alternatives when it shows
    /// something else.
    static func pieces(ofTextAt index: Int, in code: CodeIndex) -> [[FlutterTextPiece]] {
        guard let content = code.arguments(ofCallAt: index).first(where: { $0.label == nil })?.value else { return [] }
        let localizations = localizationLocals(in: code)
        // `cond ? a : b` at the top level: each side.
        var sides: [Range<Int>] = []
        var depth = 0, question: Int?, colon: Int?
        for position in content {
            let token = code.tokens[position]
            if ["(", "[", "{"].contains(token.text) && token.kind == .punctuation { depth += 1 }
            if [")", "]", "}"].contains(token.text) && token.kind == .punctuation { depth -= 1 }
            if depth == 0 && token.isText("?") && question == nil { question = position }
            if depth == 0 && token.isText(":") && question != nil && colon == nil { colon = position }
        }
        if let question, let colon {
            sides = [(question + 1)..<colon, (colon + 1)..<content.upperBound]
        } else {
            sides = [content]
        }
        let widget = { FlutterText.enclosingWidget(at: index, in: code)?.name }
        let alternatives = sides.map { pieces(of: $0, in: code, localizations: localizations, widget: widget, runtime: true) }
        return alternatives.contains(where: \.isEmpty) ? [] : alternatives
    }

    /// The pieces one expression shows: a string literal or one translation, and with `runtime` a member chain
    /// (`email.sender`, `pin!`) and interpolated values as known only at run time (unless named as short values: a
    /// count, a time, a size); empty when it is something else.
    static func pieces(
        of range: Range<Int>, in code: CodeIndex, localizations: Set<String>, widget: () -> String? = { nil },
        runtime: Bool = false
    ) -> [FlutterTextPiece] {
        // `label` or `widget.label` in a widget of the project: what its callers pass.
        if let last = range.last, code.tokens[last].kind == .identifier,
            range.count == 1
                || range.count == 3 && code.isText("widget", at: range.lowerBound) && code.isText(".", at: range.lowerBound + 1),
            let widget = widget()
        {
            return [.parameter(widget + "." + code.tokens[last].text)]
        }
        if range.count == 1, code.tokens[range.lowerBound].kind == .string {
            return interpolatedPieces(
                CodeIndex.unquoted(code.tokens[range.lowerBound].text), localizations: localizations, runtime: runtime)
        }
        let words = code.tokens[range].map(\.text)
        if let key = translationKey(words, localizations: localizations) { return [.translation(key)] }
        guard runtime else { return [] }
        return runtimeValue(words).map { [.runtime($0)] } ?? []
    }

    /// Last words of names of values that are short by what they are, besides ``BodyText/shortValueWords``: a PIN or
    /// a one-time code (four to eight digits). Only values are read so (`pin`), not labels about them
    /// (`t.requirePin`), which is why the shared list does not hold them.
    static let shortCodeWords: Set<String> = ["pin", "otp"]

    /// The name of a value known only at run time that `words` (a member chain's tokens) read: `url`,
    /// `email.sender`, `device.alias!`; nil for anything else (a call, an operator) or a value named as short
    /// (``BodyText/namesShortValue(_:)``: `file.size`, `email.time`; a PIN), which a row leaves room for.
    static func runtimeValue(_ words: [String]) -> String? {
        let names = words.filter { ![".", "?.", "!"].contains($0) }
        guard !names.isEmpty,
            words.allSatisfy({ [".", "?.", "!"].contains($0) || $0.first.map { $0.isLetter || $0 == "_" } == true }),
            names.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
            !BodyText.namesShortValue([names.joined(separator: ".")]), names.last != "length",
            !shortCodeWords.contains(BodyText.words(names.last ?? "").last ?? "")
        else { return nil }
        return words.joined()
    }

    /// The translation key a member chain reads, given as its tokens' texts (`t . a . b`, `context . l10n . key`,
    /// `AppLocalizations . of ( context ) ! . key`); a call's arguments at the end are left out (`t.apps(n: 3)`).
    static func translationKey(_ words: [String], localizations: Set<String>) -> String? {
        var words = words
        if let open = words.firstIndex(of: "("), open > 0, words.last == ")", !words[..<open].contains("of") {
            words = Array(words[..<open])
        }
        var start: Int?
        if let of = words.firstIndex(of: "of"), of >= 2, words[of - 1] == ".", words.count > of + 4,
            words[of + 1] == "(", let close = words[(of + 1)...].firstIndex(of: ")")
        {
            let name = words[of - 2]
            guard name.hasSuffix("Localizations") || name == "S" || name == "Translations" || name == "L10n" else { return nil }
            start = close + 1
        } else if words.first == "t" || words.first.map(localizations.contains) == true {
            start = 1
        } else if words.count > 2, words[0] == "context", words[1] == ".", ["t", "l10n"].contains(words[2]) {
            start = 3
        }
        guard var cursor = start else { return nil }
        while cursor < words.count, ["!", "?"].contains(words[cursor]) { cursor += 1 }
        let rest = Array(words[cursor...])
        guard rest.count >= 2, rest.count % 2 == 0 else { return nil }
        var names: [String] = []
        for pair in stride(from: 0, to: rest.count, by: 2) {
            guard [".", "?."].contains(rest[pair]), let first = rest[pair + 1].first, first.isLetter || first == "_" else { return nil }
            names.append(rest[pair + 1])
        }
        return names.joined(separator: ".")
    }

    /// Flutter's own types that most calls name: what they are passed is not a project widget's parameter, so their
    /// arguments are not read for ``textArguments(in:)``.
    static let frameworkTypes: Set<String> = FlutterText.textWidgets.union(FlutterUnboundedWidth.passThrough)
        .union(FlutterUnboundedWidth.passThroughWithoutWidth).union([
            "Row", "Icon", "Expanded", "Flexible", "Spacer", "Stack", "Positioned", "Scaffold", "ListTile", "Card",
            "EdgeInsets", "EdgeInsetsDirectional", "TextStyle", "BorderRadius", "Color", "Duration", "BoxDecoration", "Border",
            "BorderSide", "Radius", "Offset", "Size", "IconButton", "ListView", "SingleChildScrollView", "Wrap", "Image",
            "AssetImage", "ValueKey", "Key", "RoundedRectangleBorder", "BoxConstraints", "ConstrainedBox", "FittedBox",
            "SafeArea", "Builder", "LayoutBuilder", "AnimatedBuilder", "Transform", "ClipRect", "ClipOval", "CircleAvatar",
            "Divider", "FocusNode", "TextEditingController", "Uri", "DateTime",
        ])

    /// The texts the file's calls of widgets pass by name (a literal or a translation), by `Widget.parameter`:
    /// `LabeledCheckbox(label: t.settingsTab.advancedSettings)` gives `LabeledCheckbox.label` that translation.
    static func textArguments(in code: CodeIndex) -> [String: Set<[FlutterTextPiece]>] {
        var result: [String: Set<[FlutterTextPiece]>] = [:]
        var locals: Set<String>?
        for index in code.tokens.indices where code.tokens[index].kind == .identifier && code.isCall(at: index) {
            let name = code.tokens[index].text
            guard FlutterText.isTypeName(name), !frameworkTypes.contains(name), !code.isText("class", at: index - 1) else { continue }
            for argument in code.arguments(ofCallAt: index) {
                guard let label = argument.label, let first = code[safe: argument.value.lowerBound] else { continue }
                if argument.value.contains(where: { FlutterText.textWidgets.contains(code.tokens[$0].text) && code.isCall(at: $0) }) {
                    result[name + "." + label, default: []].insert([.textWidget])
                }
                // Only a literal or a short member chain can be a text: `'Pad zero'`, `t.dialogs.padZero`.
                guard first.kind == .string || first.kind == .identifier && argument.value.count > 2 && argument.value.count < 24
                else { continue }
                if locals == nil { locals = localizationLocals(in: code) }
                let pieces = pieces(of: argument.value, in: code, localizations: locals ?? [])
                if !pieces.isEmpty { result[name + "." + label, default: []].insert(pieces) }
            }
        }
        return result
    }

    /// Locals the file gives a translations object (`final localizations = GalleryLocalizations.of(context)!;`,
    /// `final l10n = context.l10n;`).
    static func localizationLocals(in code: CodeIndex) -> Set<String> {
        var result: Set<String> = []
        for index in code.tokens.indices where code.tokens[index].isText("=") && index >= 1 && index + 3 < code.tokens.count {
            guard code.tokens[index - 1].kind == .identifier else { continue }
            let value = code.tokens[(index + 1)..<min(code.tokens.count, index + 8)].map(\.text)
            if let of = value.firstIndex(of: "of"), of >= 2, value[of - 1] == ".",
                value[of - 2].hasSuffix("Localizations") || value[of - 2] == "S" || value[of - 2] == "L10n"
            {
                result.insert(code.tokens[index - 1].text)
            } else if value.count >= 3, value[0] == "context", value[1] == ".", value[2] == "l10n" {
                result.insert(code.tokens[index - 1].text)
            }
        }
        return result
    }

    /// A string literal's pieces: its characters, with `${t.a.b}` read as a translation and other
    /// interpolations left out, or with `runtime` read as values known only at run time when they are member
    /// chains (``runtimeValue(_:)``).
    static func interpolatedPieces(_ text: String, localizations: Set<String>, runtime: Bool = false) -> [FlutterTextPiece] {
        var pieces: [FlutterTextPiece] = []
        var literal = ""
        var characters = Array(text)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "$" else {
                literal.append(character)
                continue
            }
            if characters.first == "{", let close = characters.firstIndex(of: "}") {
                let expression = String(characters[(characters.startIndex + 1)..<close])
                characters = characters[(close + 1)...]
                let words = splitMemberChain(expression)
                if let key = translationKey(words, localizations: localizations) {
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(.translation(key))
                } else if runtime, let value = runtimeValue(words) {
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(.runtime(value))
                }
            } else {
                // `$name`: a value known only at run time.
                var name = ""
                while let next = characters.first, next.isLetter || next.isNumber || next == "_" {
                    name.append(next)
                    characters = characters.dropFirst()
                }
                if runtime, let value = runtimeValue([name]) {
                    if !literal.isEmpty { pieces.append(.literal(literal)) }
                    literal = ""
                    pieces.append(.runtime(value))
                }
            }
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// A member chain's text as tokens: names, `.`, `?.`, `!`, `(`, `)`.
    static func splitMemberChain(_ expression: String) -> [String] {
        var words: [String] = []
        var current = ""
        var characters = Array(expression)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if character == "?" && characters.first == "." {
                characters = characters.dropFirst()
                words.append("?.")
            } else if !character.isWhitespace {
                words.append(String(character))
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
