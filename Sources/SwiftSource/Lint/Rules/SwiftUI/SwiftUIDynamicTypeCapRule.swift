internal import SwiftSyntax
internal import Lint

/// `.dynamicTypeSize(...)` capping body content below the accessibility sizes.
enum SwiftUIDynamicTypeCapRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-dynamic-type-cap",
        name: "Dynamic Type capped on content",
        summary:
            "`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` or a fixed size on content stops its text short of the accessibility sizes.",
        rationale: """
            A cap makes every text inside ignore sizes above it. People who need accessibility sizes (up to three times \
            the default) get body text that stops growing at about 135 %, below the 200 % that WCAG asks for. Caps are \
            for chrome whose labels the Large Content Viewer shows instead.
            """,
        defaultSeverity: .error,
        language: .swift,
        criterion: .resizeText,
        fix: """
            Remove the cap from content and make the layout adapt instead (stack vertically, scroll). Cap only bars and \
            tab items, and give them `.accessibilityShowsLargeContentViewer()`.
            """,
        precision: """
            Reads literal sizes: a single size (which pins the text), `...upper`, `lower...upper` and `lower..<upper` with \
            an upper bound below `.accessibility1`. Caps at `.accessibility1` or above are not reported, though body text \
            there is still under 200 %. Not reported in chrome (tab items, toolbars, navigation titles, segmented \
            pickers), nor on a view that shows only images (an icon's size is not text; modifiers in a `#if` block after a \
            view modify that view). A cap given by a property or constant of the file is read from its initial value \
            (`var maxSize: DynamicTypeSize = .xxLarge`); one passed in from elsewhere is not read.
            """,
        examples: [
            RuleExample(
                """
                Image(systemName: "arrowshape.turn.up.left")
                    .dynamicTypeSize(.large)
                action.image(for: state)
                    #if targetEnvironment(macCatalyst)
                    .font(.scaledBody)
                    #else
                    .font(.body)
                    .dynamicTypeSize(.large)
                    #endif
                """,
                explanation:
                    "A cap on an icon alone, and on a view a method named for an image makes, in a `#if` block: no text stops growing."),
            RuleExample(
                """
                VStack {
                    Text(article.body)
                }
                .↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                """, explanation: "Body text stops at xxxLarge."),
            RuleExample(
                """
                Text(article.body).↓dynamicTypeSize(.large)
                Text(article.body).↓dynamicTypeSize(.xSmall ..< .accessibility1)
                """, explanation: "A size pinned at the default, and a range ending before the accessibility sizes."),
            RuleExample(
                """
                struct ScanCodeView: View {
                    var maxDynamicTypeSize: DynamicTypeSize = .xxLarge
                    var body: some View {
                        Text(instructions).↓dynamicTypeSize(...maxDynamicTypeSize)
                    }
                }
                """, explanation: "A cap held in a property with a default."),
            RuleExample(
                """
                Text(article.body).dynamicTypeSize(...DynamicTypeSize.accessibility3)
                Picker("Sort", selection: $sort) { Text("Name").tag(0) }
                    .pickerStyle(.segmented)
                    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                """, explanation: "A cap above 200 % and a segmented control."),
        ])

    /// `DynamicTypeSize` cases, smallest first.
    static let sizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
    static let firstAccessibilitySize = 7

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call in
            guard call.calledName == "dynamicTypeSize", call.memberBase != nil, call.arguments.count == 1,
                let argument = call.firstUnlabeledArgument, let (upper, inclusive) = upperBound(argument),
                let rank = sizes.firstIndex(of: upper),
                inclusive ? rank < firstAccessibilitySize : rank <= firstAccessibilitySize,
                !SwiftUIHeuristics.isChrome(call), !(call.memberBase.map { SwiftUIHeuristics.showsOnlyImages($0) } ?? false)
            else { return nil }
            return violation(
                at: call.nameNode, in: context,
                "Text here stops growing at `.\(upper)`, short of the accessibility sizes people may need.",
                element: "dynamicTypeSize(\(argument.trimmedText))", emphasis: TextEmphasis.of(call))
        }
    }

    /// The upper bound's case name and whether it is included: `.large` pins at large. A bound named by a
    /// property or constant of the file (`...maxDynamicTypeSize`) is read from its initial value.
    static func upperBound(_ expression: ExprSyntax) -> (String, Bool)? {
        let expression = resolved(expression)
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return upperBound(inner)
        }
        if let name = expression.memberName { return (name, true) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            switch prefix.operator.text {
            case "...": return resolved(prefix.expression).memberName.map { ($0, true) }
            case "..<": return resolved(prefix.expression).memberName.map { ($0, false) }
            default: return nil
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self) else { return nil }
            switch operation.operator.text {
            case "...": return resolved(elements[2]).memberName.map { ($0, true) }
            case "..<": return resolved(elements[2]).memberName.map { ($0, false) }
            default: return nil
            }
        }
        return nil
    }

    /// `expression`, or the initial value of the property or constant of the file it names (followed a few
    /// times: `...maxSize` where `let maxSize = defaultMax`).
    static func resolved(_ expression: ExprSyntax, followed: Int = 0) -> ExprSyntax {
        guard followed < 4, let name = propertyName(expression), let value = initialValue(of: name, near: expression) else {
            return expression
        }
        return resolved(value, followed: followed + 1)
    }

    /// `name` of a plain name or `self.name`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return nil }
        return member.declName.baseName.text
    }

    /// The initial value of the stored property or constant `name` declared in the file of `node`
    /// (`var maxDynamicTypeSize: DynamicTypeSize = .xxLarge`).
    static func initialValue(of name: String, near node: some SyntaxProtocol) -> ExprSyntax? {
        let finder = InitialValueFinder(name: name)
        finder.walk(node.root)
        return finder.value
    }
}

/// The initializer of the first variable of a given name in a file.
private final class InitialValueFinder: SyntaxVisitor {
    let name: String
    var value: ExprSyntax?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if value == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let initial = node.initializer?.value {
            value = initial
        }
        return value == nil ? .visitChildren : .skipChildren
    }
}
