import Findings

/// The deprecated `textScaleFactor`, a single linear factor.
public enum FlutterTextScaleFactorRule: LintRule {
    static let names: Set<String> = ["textScaleFactor", "textScaleFactorOf"]

    public static let description = RuleDescription(
        id: "flutter-text-scale-factor",
        name: "textScaleFactor",
        summary: "`textScaleFactor` (read, passed or computed with) instead of `TextScaler`.",
        rationale: """
            `textScaleFactor` is one number applied to every size. Android 14 scales text on a nonlinear curve (at 200 % \
            small text doubles, large text grows far less), which one factor cannot express, so text sized or compared with \
            it is wrong on every Android device with a large setting. Flutter deprecated it for `TextScaler` in 3.12.
            """,
        defaultSeverity: .warning,
        language: .flutter,
        criterion: .resizeText,
        fix: "Use `MediaQuery.textScalerOf(context)` and `textScaler.scale(fontSize)`, and pass `textScaler:` instead of `textScaleFactor:`.",
        precision: "Reports every `textScaleFactor` and `textScaleFactorOf` in code (not in comments or strings), including a field of your own of that name.",
        examples: [
            RuleExample("""
                final scale = MediaQuery.of(context).↓textScaleFactor;
                final size = 14 * scale;
                """, explanation: "A linear factor read to size text."),
            RuleExample("""
                Text('Delivery in 3 days', ↓textScaleFactor: 1.0)
                """, explanation: "Passing a factor (here pinning it at 1)."),
            RuleExample("""
                final scaler = MediaQuery.textScalerOf(context);
                final size = scaler.scale(14); // not textScaleFactor
                """, explanation: "`TextScaler` follows the platform's curve."),
        ])

    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
        let code = file.codeIndex
        return code.tokens.indices.compactMap { index in
            let token = code.tokens[index]
            guard token.kind == .identifier, names.contains(token.text) else { return nil }
            return violation(in: file, at: file.position(of: token),
                             "`\(token.text)` applies one linear factor; Android scales text on a nonlinear curve. Use `TextScaler`.",
                             element: token.text)
        }
    }
}
