internal import SwiftSyntax
internal import Lint

/// A label, button or text view made in code that never sets `adjustsFontForContentSizeCategory`.
enum UIKitMissingAdjustsFontRule: SwiftRule {
    static let description = RuleDescription(
        id: "uikit-missing-adjusts-font",
        name: "Text view without automatic font adjustment",
        summary:
            "A `UILabel`, `UIButton`, `UITextView` or `UITextField` created in code with no `adjustsFontForContentSizeCategory = true` in its type.",
        rationale: """
            Without `adjustsFontForContentSizeCategory`, a text style font is resolved once, when it is set. People who \
            enlarge text while the app runs (from Control Center, often with the app open) see it unchanged until the \
            screen is rebuilt, and some screens never are.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .resizeText,
        fix:
            "Set `label.adjustsFontForContentSizeCategory = true` (for buttons on `titleLabel`) next to the font, which must be a text style or scaled with `UIFontMetrics`.",
        precision: """
            Per type: a view created as `UILabel()` (and the other classes) and stored in a property or local is matched \
            by name against `name.adjustsFontForContentSizeCategory = true` (or `name.titleLabel?…`) anywhere in the same \
            type; the names of an array that a `forEach` or `for` loop sets it on count too. Buttons made with \
            `configuration:` are skipped (the configuration scales). A view created inline (`addArrangedSubview(UILabel())`) \
            is reported. Setting it in a helper that takes the view as an argument is not seen: suppress with a reason. A view \
            of that name given `attributedText` in the type is not reported: the string's fonts decide its size.
            """,
        examples: [
            RuleExample(
                """
                struct Lyrics: UIViewRepresentable {
                    let text: NSAttributedString
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.isEditable = false
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        textView.attributedText = text
                    }
                }
                """, explanation: "Attributed text brings its own fonts; the flag would change nothing."),
            RuleExample(
                """
                final class CheckoutViewController: UIViewController {
                    private let totalLabel = ↓UILabel()
                    private let noteView = ↓UITextView()
                    override func viewDidLoad() {
                        totalLabel.font = .preferredFont(forTextStyle: .body)
                    }
                }
                """),
            RuleExample(
                """
                final class CheckoutViewController: UIViewController {
                    private let totalLabel = UILabel()
                    private let payButton = UIButton(type: .system)
                    private let titleLabel: UILabel = {
                        let label = UILabel()
                        label.adjustsFontForContentSizeCategory = true
                        return label
                    }()
                    override func viewDidLoad() {
                        totalLabel.adjustsFontForContentSizeCategory = true
                        payButton.titleLabel?.adjustsFontForContentSizeCategory = true
                    }
                }
                """, explanation: "Each view sets it, directly or inside its closure."),
            RuleExample(
                """
                final class RowView: UIView {
                    let nameLabel = UILabel()
                    let valueLabel = UILabel()
                    func setUp() {
                        [nameLabel, valueLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
                    }
                }
                """, explanation: "Set on every view of an array."),
        ])

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        var coveredByScope: [Syntax: Set<String>] = [:]
        return context.index.calls.compactMap { call in
            guard let name = call.calledName, UIKitViews.textClasses.contains(name), call.calledExpression.is(DeclReferenceExprSyntax.self),
                call.argument("configuration") == nil
            else { return nil }
            let scope = call.enclosingTypeDeclaration ?? Syntax(context.tree)
            let covered = coveredByScope[scope] ?? coveredNames(in: scope, context: context)
            coveredByScope[scope] = covered
            if let bound = UIKitViews.boundName(of: call),
                covered.contains(bound) || Self.showsAttributedText(bound, in: scope, context: context)
            {
                return nil
            }
            return violation(
                at: call.calledExpression, in: context,
                "This \(name) never sets `adjustsFontForContentSizeCategory = true`, so its text does not follow size changes.",
                element: name)
        }
    }

    /// Whether `name` (or a parameter of the same name) is given `attributedText` within `scope`:
    /// its fonts are the string's, which the flag does not change; a fixed size in them is
    /// `uikit-unscaled-font`'s finding where the string is made.
    static func showsAttributedText(_ name: String, in scope: Syntax, context: SwiftSyntaxContext) -> Bool {
        context.index.assignments.contains { assignment in
            guard let member = assignment.target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "attributedText",
                assignment.target.rootName == name
            else { return false }
            return UIKitViews.contains(scope, assignment.target)
        }
    }

    /// The names `adjustsFontForContentSizeCategory = true` is set on within `scope`.
    private static func coveredNames(in scope: Syntax, context: SwiftSyntaxContext) -> Set<String> {
        var names: Set<String> = []
        for assignment in context.index.assignments where UIKitViews.contains(scope, assignment.target) {
            guard let member = assignment.target.as(MemberAccessExprSyntax.self),
                member.declName.baseName.text == "adjustsFontForContentSizeCategory",
                assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                let root = assignment.target.rootName
            else { continue }
            names.insert(root)
            names.formUnion(loopedNames(around: assignment.target))
        }
        return names
    }

    /// The names in the array a `forEach` or `for` loop around `node` goes over (`[a, b].forEach { $0… }`).
    private static func loopedNames(around node: some SyntaxProtocol) -> [String] {
        var current = node.parent
        while let syntax = current {
            var array: ArrayExprSyntax?
            if let call = syntax.as(FunctionCallExprSyntax.self), call.calledName == "forEach" {
                array = call.memberBase?.as(ArrayExprSyntax.self)
            } else if let loop = syntax.as(ForStmtSyntax.self) {
                array = loop.sequence.as(ArrayExprSyntax.self)
            }
            if let array { return array.elements.compactMap { $0.expression.rootName } }
            current = syntax.parent
        }
        return []
    }
}
