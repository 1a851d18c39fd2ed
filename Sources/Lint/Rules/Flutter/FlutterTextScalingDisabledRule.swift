import Findings

/// Text scaling switched off or clamped below 200 % for body text.
public enum FlutterTextScalingDisabledRule: LintRule {
    public static let description = RuleDescription(
        id: "flutter-text-scaling-disabled",
        name: "Text scaling off or capped",
        summary:
            "`TextScaler.noScaling`, `MediaQuery.withNoTextScaling`, `TextScaler.linear(1)` or a clamp with `maxScaleFactor` under 2 on body text.",
        rationale: """
            These keep text at its design size, or stop it before 200 %, whatever the reader chose in Settings. Wrapped \
            around a whole screen or app they do it to every text inside.
            """,
        defaultSeverity: .error,
        language: .flutter,
        criterion: .resizeText,
        fix: "Remove the override; if one bar cannot grow, clamp only that bar (`maxScaleFactor: 2` or more for text people read).",
        precision: """
            Reads literal values only. Chrome is skipped: an override inside an app bar, navigation bar, tab bar, chip or \
            badge, or whose `child:` is one. An override in a `builder:` of `MaterialApp` applies to the whole app and is \
            reported like any other.
            """,
        examples: [
            RuleExample(
                """
                MaterialApp(
                  builder: (context, child) => MediaQuery.↓withNoTextScaling(child: child!),
                )
                """, explanation: "Scaling off for the whole app."),
            RuleExample(
                """
                Text(
                  product.description,
                  textScaler: ↓TextScaler.noScaling,
                )
                """),
            RuleExample(
                """
                MediaQuery(
                  data: MediaQuery.of(context).copyWith(
                    textScaler: MediaQuery.textScalerOf(context).↓clamp(maxScaleFactor: 1.3),
                  ),
                  child: const CheckoutForm(),
                )
                """, explanation: "Body text capped at 130 %."),
            RuleExample(
                """
                MediaQuery.withClampedTextScaling(maxScaleFactor: 1.3, child: const NavigationBar(destinations: []))
                MediaQuery.withClampedTextScaling(maxScaleFactor: 2.0, child: const CheckoutForm())
                AppBar(title: Text('Cart', textScaler: TextScaler.noScaling))
                """, explanation: "A clamped navigation bar, a clamp at 200 %, and an app bar title."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        var result: [RuleViolation] = []
        for index in code.tokens.indices where code.tokens[index].kind == .identifier {
            let name = code.tokens[index].text
            var message: String?
            switch name {
            case "noScaling" where code.isText(".", at: index - 1) && code.isText("TextScaler", at: index - 2):
                guard !FlutterText.isChrome(index, in: code, configuration: configuration) else { continue }
                result.append(
                    violation(
                        in: file, at: file.position(of: code.tokens[index - 2]),
                        "`TextScaler.noScaling` keeps this text at its design size whatever the reader chose.",
                        element: "TextScaler.noScaling"))
                continue
            case "withNoTextScaling" where code.isCall(at: index):
                message = "`MediaQuery.withNoTextScaling` turns text scaling off for everything inside it."
            case "linear" where code.isCall(at: index) && code.isText("TextScaler", at: index - 2):
                if let value = code.arguments(ofCallAt: index).first.flatMap({ FlutterText.number($0.value, in: code) }), value <= 1 {
                    message = "`TextScaler.linear(\(code.tokens[index + 2].text))` pins text at its design size."
                }
            case "clamp", "withClampedTextScaling":
                guard code.isCall(at: index), let cap = code.arguments(ofCallAt: index).first(where: { $0.label == "maxScaleFactor" }),
                    let value = FlutterText.number(cap.value, in: code), value < 2
                else { continue }
                message = "Text scaling is capped at \(Int((value * 100).rounded())) %, short of the 200 % people may need."
            default:
                continue
            }
            guard let message, !FlutterText.isChrome(index, in: code, configuration: configuration) else { continue }
            result.append(violation(in: file, at: file.position(of: code.tokens[index]), message, element: name))
        }
        return result
    }
}
