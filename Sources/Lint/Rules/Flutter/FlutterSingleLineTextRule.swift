import Findings

/// Body text held to one line: `maxLines: 1`, an ellipsis without `maxLines`, `softWrap: false`, a
/// `Row` child that is not flexible (measured with the project's translations), or a `FittedBox`.
public enum FlutterSingleLineTextRule: LintRule {
    public static let description = RuleDescription(
        id: "flutter-single-line-text",
        name: "Single-line text in Flutter",
        summary:
            "Body text held to one line: `maxLines: 1`, an ellipsis without `maxLines`, `softWrap: false`, a `Row` child that is not `Expanded`, or a `FittedBox`.",
        rationale: """
            At large sizes one line holds a few words; the rest is clipped or replaced by an ellipsis, and people who \
            enlarged the text cannot read it.
            """,
        defaultSeverity: .warning,
        language: .flutter,
        criterion: .resizeText,
        fix: """
            Remove `maxLines: 1` and let the text wrap; in a `Row`, wrap the text in `Expanded` or `Flexible` so it gets the \
            row's remaining width; drop a `FittedBox` around text; switch a `Row` to a `Column` when \
            `MediaQuery.textScalerOf(context).scale(1) > 1.5`.
            """,
        precision: """
            Body text is guessed: text inside an app bar, navigation bar or rail, tab bar, chip or badge is chrome, and a \
            literal of one word up to 15 characters fits, and so does a value named as a count, time, duration, size, year \
            or percentage (`file.size`, `formatDuration(…)`); these are skipped. `overflow: TextOverflow.ellipsis` with no \
            `maxLines` holds text to one line (Flutter's paragraph ellipsizes its first line), as does `softWrap: false`. \
            A `Row` lays out each child that is not `Expanded` or `Flexible` with unbounded width, and a `FittedBox` its \
            child, so text there never wraps: the row overflows its edge, and the box shrinks the text back. In a row with \
            a flexible child the text is its label and is not reported. Otherwise the row is measured at the largest size \
            (Flutter's AX5 factor, 53 / 17): its texts (literals, and translations read from the project's ARB files as \
            `l10n.yaml` names them or its slang JSON files as `slang.yaml` or `build.yaml` name them, slang's `@:` links \
            followed), the texts a widget's callers pass for a parameter it shows, icons, gaps, paddings and Material's \
            controls (a check box 48, a switch 52), against a 390-point phone less the paddings around the row, a popup \
            menu's 280 points less its item's padding, a dialog's inset width, or a box's own width. It is reported when \
            it is more than 5 % too wide in the development language, or in a quarter or more of the other languages (a \
            warning at most). A value known only at run time (`url`, `${email.sender}` in a literal, a parameter no call \
            passes a text for) counts as nothing there, then as 20 average characters, a name, an address or a URL as \
            people meet them (a value named as short, or a PIN, as nothing): a row that fits without such values but not \
            with them is a warning whose message says how many characters the row leaves them. Otherwise, or when its text \
            is something else known only at run time (a call's result), it is a note, unless the text is a literal of \
            more than 15 characters. Text is measured with HarfBuzz in Roboto by `reflow lint` (Latin, Greek and \
            Cyrillic), and estimated from typical character widths in other scripts or where no measurer is given; the \
            message says which. A fitted text of 44 or more \
            (display size, as large as body text at AX5 after shrinking) is not reported. A widget of the project that lays \
            a parameter out in a `FittedBox` (`FittedBox(child: title)`) is reported there when a call passes text for it, \
            and that text where it is passed. The walk up \
            from the text passes `Padding`, `Center`, `Align`, `Column`, gesture, semantics and decoration widgets and a \
            `Container` or `SizedBox` without a width; any other widget (your own, `Expanded`, a sized box) ends it \
            unreported, and a row inside a sideways scroll view is meant to run wide. A `DefaultTextStyle` with such a \
            limit is reported once, at the limit, when a body text below it sets none itself. Limits from variables are \
            not seen.
            """,
        examples: [
            RuleExample(
                """
                Text(
                  order.deliveryNote,
                  ↓maxLines: 1,
                  overflow: TextOverflow.ellipsis,
                )
                """, explanation: "Body text cut to one line."),
            RuleExample(
                """
                AppBar(title: Text(screenTitle, maxLines: 1))
                Text('Checkout', maxLines: 1)
                Text(order.deliveryNote, maxLines: 4)
                """, explanation: "An app bar title, a one-word literal, and a four-line limit."),
            RuleExample(
                """
                Text(device.alias, ↓overflow: TextOverflow.ellipsis)
                Text(shareUrl, ↓softWrap: false)
                Text(formatFileSize(file.size), overflow: TextOverflow.ellipsis)
                """, explanation: "An ellipsis without `maxLines` and no wrapping hold text to one line; a file size is short."),
            RuleExample(
                """
                DefaultTextStyle(
                  ↓softWrap: false,
                  overflow: TextOverflow.ellipsis,
                  style: descriptionStyle,
                  child: Column(children: [Text(destination.description), Text(destination.city)]),
                )
                DefaultTextStyle(maxLines: 1, style: style, child: Text(place.name, maxLines: 3))
                DefaultTextStyle(maxLines: 3, style: style, child: Text(place.description))
                """, explanation: "Texts that inherit the limit; one that sets its own, and a three-line limit."),
            RuleExample(
                """
                Row(children: [
                  const Icon(Icons.link),
                  Padding(padding: const EdgeInsets.all(4), child: ↓SelectableText(shareUrl)),
                ])
                Row(children: [const Icon(Icons.warning), ↓Text('Automatically accept files from this device')])
                FittedBox(child: ↓Text(device.alias))
                """,
                explanation:
                    "A row gives its non-flexible children unbounded width: the URL is known only at run time, and the row leaves it about 17 characters at AX5; a fitted box shrinks text back to fit."
            ),
            RuleExample(
                """
                PopupMenuItem(
                  value: SendMode.link,
                  child: Row(children: [const Icon(Icons.link), const SizedBox(width: 10), ↓Text('Share via link')]),
                )
                class DeviceTile extends StatelessWidget {
                  final Widget title;
                  const DeviceTile({required this.title});
                  Widget build(BuildContext context) => ↓FittedBox(child: title);
                }
                Widget tile(Device device) => DeviceTile(title: ↓Text(device.alias));
                """,
                explanation:
                    "At AX5 the label and its icon need about 290 points where a popup menu's item has 256; a widget fits the title its caller passes as text."
            ),
            RuleExample(
                """
                PopupMenuItem(value: ip, child: Row(children: [const Icon(Icons.sync), const SizedBox(width: 10), ↓Text(ip)]))
                Row(children: [Column(children: [↓SelectableText('${email.sender} - ${email.time}')]), ProfileAvatar(email.avatar)])
                """,
                explanation:
                    "An address in a popup menu's row is left about 10 characters at AX5, a sender's name beside an avatar about 17: values known only at run time run longer."
            ),
            RuleExample(
                """
                Row(children: [const Icon(Icons.person), Expanded(child: Text(user.displayName))])
                Row(children: [Text('Total'), const Spacer(), Text(order.itemCount.toString())])
                Row(children: [SizedBox(width: 120, child: Text(item.label))])
                SingleChildScrollView(scrollDirection: Axis.horizontal, child: Row(children: [Text(path.join(' / '))]))
                Row(children: [MyBadge(child: Text(user.displayName))])
                Row(children: [Text(t.total), Expanded(child: Text(order.formattedTotal))])
                FittedBox(child: Text(device.alias, style: const TextStyle(fontSize: 48)))
                """,
                explanation:
                    "Expanded text, a one-word label and a count, a sized box, a row that scrolls sideways, a widget of your own, a label beside a flexible value, and display-size text."
            ),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        // Read only when a fitted text needs its size.
        lazy var constants = FlutterTextNeed.constants(in: code)
        let texts = FlutterText.textCalls(in: code)
        return inheritedLimits(in: file, code: code, texts: texts, configuration: configuration)
            + (file.containsBytes("FittedBox") ? fittedParameters(in: file, code: code) : [])
            + texts.compactMap { index in
                guard !FlutterText.isChrome(index, in: code, configuration: configuration), !BodyText.showsShortLiteral(index, in: code),
                    !showsShortValue(index, in: code)
                else { return nil }
                let name = code.tokens[index].text == "rich" ? "Text.rich" : code.tokens[index].text
                if let (label, how) = oneLineLimit(ofTextAt: index, in: code) {
                    return violation(
                        in: file, at: file.position(of: code.tokens[label]),
                        "This \(name) is \(how) and truncates at large text sizes.", element: name)
                }
                let at = file.position(of: code.tokens[code.tokens[index].text == "rich" ? index - 2 : index])
                switch FlutterUnboundedWidth.holder(ofTextAt: index, in: code) {
                case .row(let row)?:
                    // Beside an Expanded or Flexible child the text is the row's label, and its value takes what is left.
                    guard !FlutterUnboundedWidth.hasFlexibleChild(row, in: code) else { return nil }
                    var found = violation(
                        in: file, at: at,
                        "This \(name) is in a Row without Expanded or Flexible, so Flutter lays it out on one line however "
                            + "long it is; at large text sizes it runs past the row's edge.", element: name)
                    // Whether it does depends on how long the text is: a long literal shows it; otherwise the row is
                    // measured once the project's translations are read, when its texts are known.
                    // A row passed to a widget that fits it in a FittedBox is shrunk instead (decided with the project).
                    if let parameter = FlutterUnboundedWidth.parameter(holdingTextAt: index, in: code) {
                        found.conditions.append(.ifFlutterParameterFitted(parameter, required: false))
                    }
                    guard !BodyText.showsLongLiteral(index, in: code) else { return found }
                    if let width = FlutterRowWidth.measure(row: row, in: code, constants: constants),
                        width.need.texts.contains(where: { !$0.alternatives.isEmpty })
                    {
                        found.conditions.append(.ifFlutterRowOverflows(width))
                        return found
                    }
                    let unknown = "Whether it does depends on its length, which is not known here, so this is a note."
                    guard found.conditions.isEmpty else {
                        found.conditions.append(.asNote(unknown))
                        return found
                    }
                    found.message += " " + unknown
                    found.severityCap = .note
                    return found
                case .fittedBox?:
                    // A display-size text shrunk to fit stays larger than body text at the largest size.
                    guard
                        FlutterTextNeed.text(at: index, in: code, constants: constants).text.size
                            < FlutterUnboundedWidth.displaySize
                    else { return nil }
                    return violation(
                        in: file, at: at,
                        "This \(name) is in a FittedBox, which lays it out on one line and shrinks it to fit, so it is "
                            + "drawn smaller than the reader's text size instead of wrapping.", element: name)
                case nil:
                    // Text passed to a widget of the project that lays the parameter out in a FittedBox.
                    guard let parameter = FlutterUnboundedWidth.parameter(holdingTextAt: index, in: code),
                        FlutterTextNeed.text(at: index, in: code, constants: constants).text.size < FlutterUnboundedWidth.displaySize
                    else { return nil }
                    var found = violation(
                        in: file, at: at, "This \(name) is passed to a widget that fits it in a FittedBox.", element: name)
                    found.conditions = [.ifFlutterParameterFitted(parameter, required: true)]
                    return found
                }
            }
    }

    /// `FittedBox(child: title)` in a widget whose `title` is a parameter: reported at the box when some call in the
    /// project passes text for it (`CustomListTile(title: Text(device.alias))`).
    static func fittedParameters(in file: LintFile, code: CodeIndex) -> [RuleViolation] {
        FlutterUnboundedWidth.fittedParameters(in: code).map { parameter, box in
            let name = parameter.drop { $0 != "." }.dropFirst()
            var found = violation(
                in: file, at: file.position(of: code.tokens[box]),
                "This FittedBox lays out the `\(name)` its callers pass on one line and shrinks it to fit; some pass text, which is "
                    + "then drawn smaller than the reader's text size instead of wrapping.", element: "FittedBox")
            found.conditions = [.ifFlutterParameterGetsText(parameter)]
            return found
        }
    }

    /// `DefaultTextStyle(maxLines: 1 | softWrap: false | overflow: TextOverflow.ellipsis, child: …)` (and its
    /// `merge`): every text below it that sets none of these itself inherits the limit. Reported once, at the
    /// limit, when one of them is body text.
    static func inheritedLimits(
        in file: LintFile, code: CodeIndex, texts: [Int], configuration: LintConfiguration
    ) -> [RuleViolation] {
        code.calls(named: ["DefaultTextStyle", "merge"]).compactMap { call in
            guard code.tokens[call].text == "DefaultTextStyle" || code.isText("DefaultTextStyle", at: call - 2),
                let (label, how) = oneLineLimit(ofTextAt: call, in: code), let range = code.argumentRange(ofCallAt: call)
            else { return nil }
            let held = texts.filter { text in
                range.contains(text)
                    && !code.arguments(ofCallAt: text).contains { ["maxLines", "softWrap", "overflow"].contains($0.label ?? "") }
                    && !FlutterText.isChrome(text, in: code, configuration: configuration) && !BodyText.showsShortLiteral(text, in: code)
                    && !showsShortValue(text, in: code)
            }
            guard !held.isEmpty else { return nil }
            let what = held.count == 1 ? "the text below it" : "the \(held.count) texts below it"
            return violation(
                in: file, at: file.position(of: code.tokens[label]),
                "This DefaultTextStyle is \(how), which \(what) inherit\(held.count == 1 ? "s" : ""), so they truncate at large text sizes.",
                element: "DefaultTextStyle")
        }
    }

    /// Where and how the text at `index` is held to one line: `maxLines: 1`; `overflow: TextOverflow.ellipsis`
    /// without `maxLines` (Flutter's paragraph then ellipsizes its first line); or `softWrap: false`.
    static func oneLineLimit(ofTextAt index: Int, in code: CodeIndex) -> (label: Int, how: String)? {
        let arguments = code.arguments(ofCallAt: index)
        if let limit = arguments.first(where: { $0.label == "maxLines" }) {
            guard let label = limit.labelIndex, FlutterText.number(limit.value, in: code) == 1 else { return nil }
            return (label, "limited to one line")
        }
        // `softWrap: false` is what keeps the text on one line; an ellipsis beside it only says how the line ends.
        if let wrap = arguments.first(where: { $0.label == "softWrap" }), let label = wrap.labelIndex,
            wrap.value.count == 1, code.tokens[wrap.value.lowerBound].isText("false")
        {
            return (label, "kept on one line by `softWrap: false`")
        }
        if let overflow = arguments.first(where: { $0.label == "overflow" }), let label = overflow.labelIndex,
            code.tokens[overflow.value].last?.text == "ellipsis"
        {
            return (label, "held to one line by `overflow: TextOverflow.ellipsis` without `maxLines`")
        }
        return nil
    }

    /// Whether the text shows a value named as a short one (`file.size`, `formatDuration(…)`), or a short number.
    static func showsShortValue(_ index: Int, in code: CodeIndex) -> Bool {
        let arguments = code.arguments(ofCallAt: index)
        guard let text = arguments.first(where: { $0.label == nil }) else { return false }
        let tokens = code.tokens[text.value]
        if tokens.count == 1, let only = tokens.first, only.kind == .string, BodyText.isShortNumeric(CodeIndex.unquoted(only.text)) {
            return true
        }
        return BodyText.namesShortValue(tokens.filter { $0.kind == .identifier }.map(\.text))
    }
}
