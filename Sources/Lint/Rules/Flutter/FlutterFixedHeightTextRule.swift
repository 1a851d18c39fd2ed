import Findings

/// `SizedBox(height:)` or `Container(height:)` around text.
public enum FlutterFixedHeightTextRule: LintRule {
    static let boxes: Set<String> = ["SizedBox", "Container"]

    public static let description = RuleDescription(
        id: "flutter-fixed-height-text",
        name: "Fixed height around text",
        summary: "A `SizedBox` or `Container` with a numeric `height:` whose child contains `Text`.",
        rationale: """
            The box keeps its height while the text inside grows with the reader's setting: lines are clipped, or overflow \
            with Flutter's yellow-and-black stripe in debug builds and silently in release.
            """,
        defaultSeverity: .error,
        language: .flutter,
        criterion: .resizeText,
        fix: "Give a minimum instead: `ConstrainedBox(constraints: BoxConstraints(minHeight: 48), child: …)`, or drop the height.",
        precision: """
            Reads `height:` given as a number or arithmetic on numbers (not `double.infinity`) and looks for `Text`, \
            `RichText`, `SelectableText` or `Text.rich` anywhere in the box's arguments. Text drawn by your own widgets, \
            heights from variables, and `BoxConstraints` heights are not seen.
            """,
        examples: [
            RuleExample("""
                SizedBox(
                  ↓height: 48,
                  child: Row(children: [Text(item.title), const Spacer(), Text(item.price)]),
                )
                """, explanation: "A row of text held at 48."),
            RuleExample("""
                Container(↓height: 32, padding: const EdgeInsets.all(8), child: const Text('Free shipping on all orders'))
                """),
            RuleExample("""
                const SizedBox(height: 16)
                SizedBox(height: 48, child: Icon(Icons.star))
                ConstrainedBox(constraints: const BoxConstraints(minHeight: 48), child: Text(item.title))
                SizedBox(height: double.infinity, child: Text(item.title))
                """, explanation: "A spacer, an icon, a minimum height, and a box that fills."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        return code.calls(named: boxes).compactMap { index in
            guard code.isCall(at: index), let height = code.arguments(ofCallAt: index).first(where: { $0.label == "height" }),
                  let label = height.labelIndex, !height.value.isEmpty,
                  height.value.allSatisfy({ code.tokens[$0].kind == .number || ["*", "+", "-", "/", "(", ")"].contains(code.tokens[$0].text) }),
                  height.value.contains(where: { code.tokens[$0].kind == .number }),
                  let arguments = code.argumentRange(ofCallAt: index),
                  !FlutterText.textCalls(in: code).filter({ arguments.contains($0) }).isEmpty else { return nil }
            let value = code.tokens[height.value].map(\.text).joined(separator: " ")
            return violation(in: file, at: file.position(of: code.tokens[label]),
                             "This \(code.tokens[index].text) holds text at a height of \(value), which clips it when the text grows.",
                             element: code.tokens[index].text)
        }
    }
}
