import Findings

/// `SizedBox(height:)` or `Container(height:)` around text, or a picker's fixed `itemExtent:` for its rows.
public enum FlutterFixedHeightTextRule: LintRule {
    /// The widgets that fix a height, with the argument that fixes it: a box's own `height`, and the
    /// `itemExtent` a wheel picker gives every row.
    static let heightArguments: [String: String] = [
        "SizedBox": "height", "Container": "height", "CupertinoPicker": "itemExtent", "ListWheelScrollView": "itemExtent",
        "Positioned": "height",
    ]
    static let boxes = Set(heightArguments.keys)

    public static let description = RuleDescription(
        id: "flutter-fixed-height-text",
        name: "Fixed height around text",
        summary: """
            A `SizedBox`, `Container` or `Positioned` whose numeric `height:`, or a wheel picker whose `itemExtent:`, is less \
            than the text inside needs at the largest size.
            """,
        rationale: """
            The box keeps its height while the text inside grows with the reader's setting: lines are clipped, or overflow \
            with Flutter's yellow-and-black stripe in debug builds and silently in release.
            """,
        defaultSeverity: .error,
        language: .flutter,
        criterion: .resizeText,
        fix: "Give a minimum instead: `ConstrainedBox(constraints: BoxConstraints(minHeight: 48), child: …)`, or drop the height.",
        precision: """
            Reads `height:` (a picker's `itemExtent:`) given as a number, one of the file's numeric constants, or arithmetic on them (not \
            `double.infinity`), and the `Text`, `RichText`, `SelectableText` and `Text.rich` in the box's arguments. Each \
            text needs its line height (its style's Material 3 role, `bodyMedium` by default, or `fontSize` and `height` \
            from a `TextStyle` or `copyWith`) times Flutter's factor at the largest size, iOS AX5's 53 / 17 (3.12), unless \
            its `textScaler` caps it; texts in one `Column` add up, with the icons stacked among them (`Icon`'s `size`, 24 \
            by default). The box is reported only when even the tallest need is \
            more than its height, so padding is not counted. Text in a vertically scrolling widget is not held. A box in a \
            widget of the project whose content is a parameter (`child: Row(children: children)` in `class _Menu`) holds \
            what its callers pass: it is reported when some call in the project passes text for it and the box is lower \
            than one line of `bodyMedium` at AX5 (62). A `Positioned`'s `height:` counts too, also when it reads a `Rect` that a \
            function of the file builds (`bounds.bottom - bounds.top` or `bounds.height`, where `bounds` is that function's \
            `Rect.fromLTRB(l, t, r, t + h)` or `Rect.fromLTWH(l, t, w, h)`), and a call of a method or function of the file \
            that returns one text widget (`_buildTitle(theme)`) stands for that text. Text drawn by your own widgets \
            elsewhere, heights from variables or other files, and `BoxConstraints` heights are not seen.
            """,
        examples: [
            RuleExample(
                """
                SizedBox(
                  ↓height: 48,
                  child: Row(children: [Text(item.title), const Spacer(), Text(item.price)]),
                )
                """, explanation: "One line of `bodyMedium` (20 high) needs 62 at AX5: more than 48."),
            RuleExample(
                """
                const double kTileHeight = 72;
                Container(↓height: kTileHeight, child: Column(children: [Text(item.title), Text(item.subtitle)]))
                """, explanation: "Two stacked lines need 125: more than the constant's 72."),
            RuleExample(
                """
                SizedBox(↓height: 40, child: ListView(scrollDirection: Axis.horizontal, children: [Text(tag.name)]))
                """, explanation: "A horizontal list does not give its text more height."),
            RuleExample(
                """
                CupertinoPicker(
                  ↓itemExtent: 32.0,
                  onSelectedItemChanged: select,
                  children: [for (final day in days) Center(child: Text(day.name))],
                )
                """, explanation: "A wheel picker gives every row its `itemExtent`: a 20-high line needs 62."),
            RuleExample(
                """
                SizedBox(↓height: 65, child: ElevatedButton(onPressed: send, child: Column(children: [Icon(icon), Text(label)])))
                """, explanation: "An icon (24) stacked over a line that needs 62: 86, more than 65."),
            RuleExample(
                """
                class _Menu extends StatelessWidget {
                  const _Menu({required this.children});
                  final List<Widget> children;
                  Widget build(BuildContext context) =>
                      Container(↓height: 44, child: Padding(padding: const EdgeInsets.all(8), child: Row(children: children)));
                }
                Widget date(BuildContext context) => _Menu(children: [Text(l10n.date), Text(formatted)]);
                """, explanation: "The row holds the texts callers pass; one line of `bodyMedium` needs 62 at AX5."),
            RuleExample(
                """
                class _Menu extends StatelessWidget {
                  const _Menu({required this.child});
                  final Widget child;
                  Widget build(BuildContext context) => Container(height: 64, child: child);
                }
                """, explanation: "A line of body text fits 64."),
            RuleExample(
                """
                const contentHeight = 80.0;
                Rect _contentBounds(Offset center) => Rect.fromLTRB(16, center.dy + 40, 316, center.dy + 40 + contentHeight);
                class Content extends StatelessWidget {
                  Widget build(BuildContext context) {
                    final bounds = _contentBounds(center);
                    return Positioned(
                      top: bounds.top,
                      ↓height: bounds.bottom - bounds.top,
                      child: Column(children: [_buildTitle(theme), const SizedBox(height: 12), _buildDescription(theme)]),
                    );
                  }
                  Widget _buildTitle(TextTheme theme) => Text(title, maxLines: 1, style: theme.titleLarge);
                  Widget _buildDescription(TextTheme theme) {
                    return Text(description, maxLines: 2, style: theme.titleMedium);
                  }
                }
                """,
                explanation:
                    "The slot is the 80 the file's function gives its `Rect`; the texts its builder methods return need 87 and 75 at AX5."
            ),
            RuleExample(
                """
                Rect _badgeBounds(Offset at) => Rect.fromLTWH(at.dx, at.dy, 320, 240);
                Widget badge(Offset at) {
                  final bounds = _badgeBounds(at);
                  return Positioned(height: bounds.height, child: _label());
                }
                Widget _label() => Text(name);
                """, explanation: "A slot of 240 from the file's `Rect` holds the builder's line."),
            RuleExample(
                """
                const SizedBox(height: 16)
                SizedBox(height: 48, child: Icon(Icons.star))
                ConstrainedBox(constraints: const BoxConstraints(minHeight: 48), child: Text(item.title))
                SizedBox(height: double.infinity, child: Text(item.title))
                SizedBox(height: 240, child: Column(children: [Text(item.title), Text(item.subtitle)]))
                SizedBox(height: 48, child: Text(code, textScaler: TextScaler.noScaling))
                SizedBox(height: 120, child: ListView(children: [Text(terms)]))
                """,
                explanation:
                    "A spacer, an icon, a minimum, a box that fills, a box with room, text that never scales, and a list that scrolls."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        let constants = FlutterTextNeed.constants(in: code)
        let textCalls = FlutterText.textCalls(in: code)
        let iconCalls = code.calls(named: ["Icon"])
        // Read only when a box is found: the texts the file's builder methods return.
        lazy var helpers = FlutterFileHelpers.returnedTexts(in: code, textCalls: textCalls)
        return code.calls(named: boxes).compactMap { index in
            let heightLabel = heightArguments[code.tokens[index].text] ?? "height"
            guard code.isCall(at: index), let height = code.arguments(ofCallAt: index).first(where: { $0.label == heightLabel }),
                let label = height.labelIndex,
                let value = code.arithmeticValue(height.value, constants: constants)
                    ?? FlutterFileHelpers.rectHeight(height.value, in: code, constants: constants),
                let arguments = code.argumentRange(ofCallAt: index)
            else { return nil }
            guard
                let (need, texts) = FlutterTextNeed.need(
                    in: arguments, box: index, textCalls: textCalls, iconCalls: iconCalls, helpers: helpers, code: code,
                    constants: constants)
            else {
                return passedContent(ofBoxAt: index, height: value, label: label, in: file, code: code)
            }
            guard need > value else { return nil }
            let written = code.tokens[height.value].map(\.text).joined(separator: " ")
            let shown = written == LargestScaleText.number(value) ? written : "\(written) (\(LargestScaleText.number(value)))"
            let what = LargestScaleText.need(of: texts, String(Int(need.rounded())))
            return violation(
                in: file, at: file.position(of: code.tokens[label]),
                "This \(code.tokens[index].text) holds text at a height of \(shown), but \(what) at the largest text size "
                    + "(iOS AX5), so it is clipped.",
                element: code.tokens[index].text)
        }
    }

    /// A box in a widget of the project whose content is what callers pass (`child: Row(children: children)` in
    /// `class _Menu`): held when some call passes text for it (decided with the project), which needs at least one
    /// line of `bodyMedium`.
    static func passedContent(ofBoxAt index: Int, height: Double, label: Int, in file: LintFile, code: CodeIndex) -> RuleViolation? {
        guard let widget = FlutterText.enclosingWidget(at: index, in: code)?.name else { return nil }
        let line = LargestScaleText.material(.bodyMedium)
        let need = line.linearHeight(factor: FlutterTextNeed.largestFactor)
        guard need > height else { return nil }
        // The box's content, through pass-through widgets and rows, down to a parameter: `children: children`.
        var range = code.argumentRange(ofCallAt: index)
        var parameter: String?
        for _ in 0..<6 {
            guard let current = range,
                let content = code.splitArguments(current).first(where: { $0.label == "child" || $0.label == "children" })?.value
            else { break }
            if let last = content.last, code.tokens[last].kind == .identifier,
                content.count == 1 || content.count == 3 && code.isText("widget", at: content.lowerBound)
            {
                parameter = widget + "." + code.tokens[last].text
                break
            }
            guard let call = FlutterRowWidth.widgetCall(in: content, code: code),
                FlutterUnboundedWidth.passThrough.contains(code.tokens[call].text) || code.tokens[call].text == "Row"
            else { break }
            range = code.argumentRange(ofCallAt: call)
        }
        guard let parameter else { return nil }
        let name = parameter.drop { $0 != "." }.dropFirst()
        var found = violation(
            in: file, at: file.position(of: code.tokens[label]),
            "This \(code.tokens[index].text) holds what its callers pass as `\(name)` at a height of \(LargestScaleText.number(height)); "
                + "some pass text, and one line of \(line.source) needs \(Int(need.rounded())) at the largest text size (iOS AX5), so it is clipped.",
            element: code.tokens[index].text)
        found.conditions = [.ifFlutterParameterGetsText(parameter)]
        return found
    }
}
