import ReflowCommandLine
/// The source of a new rule's file, per language: a description whose examples already hold, and
/// a matcher of a placeholder name (`fixedTextSize`) to replace with what the rule looks for.
enum RuleTemplate {
    /// The placeholder the skeleton's matcher and examples use.
    static let placeholder = "fixedTextSize"

    /// The whole file.
    static func source(id: String, typeName: String, language: ScaffoldLanguage) -> String {
        let (triggering, passing) = examples(language, isUIKit: id.hasPrefix("uikit-"))
        let access = language == .swift ? "" : "public "
        let header = language == .swift ? "internal import SwiftSyntax\nimport Findings\nimport Lint\n" : "import Findings\n"
        let conformance = language == .swift ? "SwiftRule" : "LintRule"
        return #"""
            \#(header)
            /// TODO: one line saying what `\#(id)` finds.
            \#(access)enum \#(typeName): \#(conformance) {
                /// TODO: what the rule looks for; the skeleton reports this placeholder so its examples hold from the start.
                static let names: Set<String> = ["\#(placeholder)"]

                \#(access)static let description = RuleDescription(
                    id: "\#(id)",
                    name: "TODO: a short title",
                    summary: "TODO: one line, what the rule finds.",
                    rationale: """
                        TODO: why it matters to people who enlarge text: what they lose, at which sizes.
                        """,
                    defaultSeverity: .warning,
                    language: .\#(language.ruleLanguage.rawValue),
                    criterion: .resizeText,
                    fix: "TODO: what to change, with the code to write.",
                    precision: "TODO: what the rule cannot see (its known misses and false alarms).",
                    examples: [
                        RuleExample("""
            \#(indent(triggering, by: 16))
                            """, explanation: "TODO: why this triggers; `↓` marks where the rule must report."),
                        RuleExample("""
            \#(indent(passing, by: 16))
                            """, explanation: "TODO: why this does not."),
                    ])

            \#(matcher(language))
            }

            """#
    }

    /// One triggering example (with its `↓`) and one passing example.
    static func examples(_ language: ScaffoldLanguage, isUIKit: Bool = false) -> (String, String) {
        switch language {
        case .swift where isUIKit:
            ("label.font = ↓\(placeholder)(17)", "label.font = .preferredFont(forTextStyle: .body)")
        case .swift:
            ("Text(title).font(.system(size: ↓\(placeholder)(17)))", "Text(title).font(.body)")
        case .ib:
            (
                """
                <label text="Total" id="a1">
                    ↓<\(placeholder) key="fontDescription"/>
                </label>
                """,
                """
                <label text="Total" adjustsFontForContentSizeCategory="YES" id="a1">
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
                """
            )
        case .android:
            (
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:text="@string/total"
                    ↓android:\(placeholder)="true"/>
                """,
                """
                <TextView xmlns:android="http://schemas.android.com/apk/res/android"
                    android:text="@string/total"
                    android:textAppearance="?attr/textAppearanceBodyLarge"/>
                """
            )
        case .kotlin:
            ("Text(title, fontSize = ↓\(placeholder)(14))", "Text(title, style = MaterialTheme.typography.bodyLarge)")
        case .reactNative:
            ("<Text style={{ fontSize: ↓\(placeholder)(14) }}>{title}</Text>", "<Text style={styles.body}>{title}</Text>")
        case .flutter:
            ("Text(title, style: TextStyle(fontSize: ↓\(placeholder)(14)))", "Text(title, style: Theme.of(context).textTheme.bodyLarge)")
        }
    }

    /// The `violations` function: reports every use of `names`.
    static func matcher(_ language: ScaffoldLanguage) -> String {
        switch language {
        case .swift:
            return #"""
                    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
                        context.index.calls.compactMap { call in
                            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) else { return nil }
                            return violation(at: call, in: context, "TODO: what is wrong here, in one sentence (`\(name)`).", element: name)
                        }
                    }
                """#
        case .ib:
            return #"""
                    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
                        let document = file.xmlDocument
                        return document.elements.filter { names.contains($0.name) }.map { element in
                            violation(in: file, at: element.position, "TODO: what is wrong here, in one sentence (`<\(element.name)>`).",
                                      element: "<\(element.name)>")
                        }
                    }
                """#
        case .android:
            return #"""
                    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
                        let document = file.xmlDocument
                        return document.elements.flatMap { element in
                            names.map { "android:" + $0 }.filter { element.attributes[$0] != nil }.map { attribute in
                                violation(in: file, at: AndroidXMLPositions.attribute(attribute, of: element, in: file) ?? element.position,
                                          "TODO: what is wrong here, in one sentence (`\(attribute)`).", element: "<\(element.name)>")
                            }
                        }
                    }
                """#
        case .kotlin, .reactNative, .flutter:
            return #"""
                    public static func violations(in file: LintFile, configuration: LintConfiguration) -> [RuleViolation] {
                        file.codeIndex.tokens.compactMap { token in
                            guard token.kind == .identifier, names.contains(token.text) else { return nil }
                            return violation(in: file, at: file.position(of: token), "TODO: what is wrong here, in one sentence (`\(token.text)`).",
                                             element: token.text)
                        }
                    }
                """#
        }
    }

    /// `text` with every line indented by `spaces`.
    private static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}
