internal import SwiftSyntax
internal import Lint

/// An `HStack` of text, a `Spacer` and more text, in a view that never switches layout at
/// accessibility sizes: the two texts squeeze each other into a column of fragments.
enum SwiftUIRowWithoutAccessibilityLayoutRule: SwiftRule {
    static let description = RuleDescription(
        id: "swiftui-row-without-accessibility-layout",
        name: "Row without an accessibility layout",
        summary: "An `HStack` of `Text` … `Spacer` … `Text` in a view with no `AnyLayout`, `ViewThatFits` or `isAccessibilitySize` switch.",
        rationale: """
            At accessibility sizes a label and its value side by side each get half a line: words break mid-word, the value \
            truncates, or the row grows into a tall column of fragments. Apple's guidance is to stack such rows vertically \
            when the text is large.
            """,
        defaultSeverity: .warning,
        language: .swift,
        criterion: .reflow,
        fix: """
            Switch the layout at accessibility sizes: `let layout = dynamicTypeSize.isAccessibilitySize ? \
            AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())`, or wrap the row in `ViewThatFits`.
            """,
        precision: """
            Looks at the `HStack`'s own lines: a text view (or a view naming one inside), then a `Spacer`, then another text \
            view; an `if` whose `else` shows no text gives the lines of its first branch, and a call of a `@ViewBuilder` \
            function or property of the same type gives the lines of its body (two calls deep), as SwiftUI places them. The switch is looked for anywhere in the enclosing type (or file): any use of `AnyLayout`, `ViewThatFits` \
            or `isAccessibilitySize` counts, whether or not it governs this row, and a row inside a branch chosen by the \
            text size (an app's own `isAccessibilityCategory()` too) is not reported. Text that is not drawn (an \
            accessibility label, an image's `label:`) does not count as a side of the row, and a row whose texts after the \
            `Spacer` all show formatted counts, dates or times (`format:` other than a currency, `style:`, `.formatted()`, \
            `String(Int(…))`, the interpolation of a `count`, of a property the file declares as an integer or of a function of the \
            file that formats with a date or duration formatter, `.monospacedDigit()` or a \
            design system's `monoSpacedDigit:` option) is a label and a short value, which wraps cleanly, unless the label is \
            held to one line (`.lineLimit(1)`): then it truncates.
            """,
        examples: [
            RuleExample(
                """
                HStack {
                    Text("Games played")
                    Spacer()
                    Text(gamesPlayed, format: .number)
                }
                HStack {
                    Text(elapsed)
                    Spacer()
                    Text(duration).monospacedDigit()
                }
                HStack {
                    Text(field.title)
                    Spacer()
                    Text(String(Int(field.value))).styleGuide(.body, monoSpacedDigit: true)
                }
                """,
                explanation: "A label and a number, a time and a time, a title and a whole number: short values the label wraps beside."),
            RuleExample(
                """
                struct OptionRow: View {
                    var body: some View {
                        ↓HStack {
                            Text(option.title)
                            Spacer()
                            Text(String(option.detail))
                        }
                    }
                }
                """, explanation: "A `String(…)` of a value that is not a number."),
            RuleExample(
                """
                struct SubcategoryRow: View {
                    @Environment(\\.sizeCategory) var sizeCategory
                    var body: some View {
                        if sizeCategory.isAccessibilityCategory() {
                            Text(title + ", " + count)
                        } else {
                            HStack { Text(title); Spacer(); Text(count) }
                        }
                    }
                }
                HStack {
                    Text(post.content)
                    Spacer()
                    Button(action: open) { Image(systemName: "chevron.right") }.accessibilityLabel(Text("Open"))
                }
                """, explanation: "The side-by-side row is the branch for smaller sizes; a spoken label is not a second text."),
            RuleExample(
                """
                struct TotalRow: View {
                    var body: some View {
                        ↓HStack {
                            Text("Total")
                            Spacer()
                            Text(total, format: .currency(code: "EUR"))
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct TotalRow: View {
                    @Environment(\\.dynamicTypeSize) private var size
                    var body: some View {
                        let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                        layout {
                            HStack { Text("Total"); Spacer(); Text(total) }
                        }
                    }
                }
                """, explanation: "The view switches layout at accessibility sizes."),
            RuleExample(
                """
                HStack {
                    Image(systemName: "star")
                    Spacer()
                    Text(rating)
                }
                """, explanation: "Only one side is text."),
            RuleExample(
                """
                struct Stats: View {
                    var gamesPlayed: Int
                    var body: some View {
                        HStack { Text("Games played"); Spacer(); Text("\\(gamesPlayed)") }
                        HStack { Text("Words found"); Spacer(); Text("\\(words.count)") }
                    }
                }
                """, explanation: "The value is an integer the file declares: its digits are short."),
            RuleExample(
                """
                struct CodeRow: View {
                    var body: some View {
                        ↓HStack {
                            if let code = item.code { codeRow(name: item.name, code: code) } else { EmptyView() }
                        }
                    }
                    @ViewBuilder
                    private func codeRow(name: String, code: String) -> some View {
                        Text(name).font(.headline).lineLimit(1)
                        Spacer()
                        Text(code).monospacedDigit()
                    }
                }
                """,
                explanation: """
                    The row's views come from a `@ViewBuilder` function of the type, and the name beside the short code \
                    is held to one line: it truncates instead of wrapping.
                    """),
            RuleExample(
                """
                struct CodeRow: View {
                    var body: some View {
                        HStack { codeRow }
                    }
                    @ViewBuilder
                    private var codeRow: some View {
                        Text(item.name).font(.headline)
                        Spacer()
                        Text(item.code).monospacedDigit()
                    }
                }
                """, explanation: "The same row with a name that wraps beside the code."),
            RuleExample(
                """
                struct Progress: View {
                    var body: some View {
                        HStack { Text("Elapsed"); Spacer(); Text("\\(formatted(duration))") }
                    }
                    private func formatted(_ seconds: Double) -> String {
                        let formatter = DateComponentsFormatter()
                        formatter.unitsStyle = .positional
                        return formatter.string(from: seconds) ?? "00:00"
                    }
                }
                """, explanation: "A function of the file formats a duration."),
        ])

    static let switches: Set<String> = ["AnyLayout", "ViewThatFits", "isAccessibilitySize"]
    /// Conversions whose `String(…)` is a run of digits.
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Whether the text shows a formatted count, percentage, date or time: `Text(value, format:)`
    /// (not a currency, which grows with its digits and symbol), `Text(date, style:)`,
    /// `.formatted(…)`, or text set in `.monospacedDigit()`. Such a value is a few characters
    /// wide; the label beside it wraps, and the row does not break.
    static func showsDigits(_ item: CodeBlockItemSyntax, in context: SwiftSyntaxContext) -> Bool {
        guard let call = item.item.as(FunctionCallExprSyntax.self) else { return false }
        let root = call.chainRoot
        if let name = interpolatedName(root), declaresInteger(name, in: context) || formatsDateOrTime(name, in: context) { return true }
        guard root.calledName == "Text" else { return false }
        // A currency amount grows with its digits, symbol and separators; counts, percentages, dates and times stay short.
        if let format = root.argument("format") { return !format.trimmedText.contains("currency") }
        if root.argument("style") != nil { return true }
        if let argument = root.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self) {
            if argument.calledName == "formatted" { return true }
            // `String(Int(value))`, `String(count)` of an integer conversion: digits.
            if argument.calledName == "String", let converted = argument.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self),
                let name = converted.calledName, integerTypes.contains(name)
            {
                return true
            }
        }
        // `.monospacedDigit()`, or a design system's `monoSpacedDigit: true`: text set for digits.
        return item.tokens(viewMode: .sourceAccurate).contains { $0.text.lowercased() == "monospaceddigit" }
    }

    /// The name interpolated alone in `Text("\(store.gamesPlayed)")`: `gamesPlayed`.
    static func interpolatedName(_ root: FunctionCallExprSyntax) -> String? {
        if root.calledName == "Text", let call = root.firstUnlabeledArgument?.as(FunctionCallExprSyntax.self),
            call.memberBase == nil
        {
            return call.calledName
        }
        guard root.calledName == "Text", let literal = root.firstUnlabeledArgument?.as(StringLiteralExprSyntax.self) else { return nil }
        let segments = literal.segments.filter { segment in
            !(segment.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false)
        }
        guard segments.count == 1, let interpolation = segments.first?.as(ExpressionSegmentSyntax.self),
            interpolation.expressions.count == 1, let expression = interpolation.expressions.first?.expression
        else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), call.memberBase == nil { return call.calledName }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Formatters whose strings are dates, times and durations: a few characters, whatever the locale.
    static let dateFormatters: Set<String> = [
        "DateComponentsFormatter", "DateFormatter", "RelativeDateTimeFormatter", "DateIntervalFormatter",
    ]

    /// Whether a function of the file named `name` returns what a date or duration formatter makes
    /// (`formatSecondsToHMS(_:)` building a `DateComponentsFormatter`).
    static func formatsDateOrTime(_ name: String, in context: SwiftSyntaxContext) -> Bool {
        context.index.calls.contains { call in
            guard dateFormatters.contains(call.calledName ?? ""), call.memberBase == nil else { return false }
            var node = call.parent
            while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
            return node?.as(FunctionDeclSyntax.self)?.name.text == name
        }
    }

    /// Whether `name` is an integer: a collection's `count`, or declared by the file (`var gamesPlayed: Int`,
    /// `let total = 0`); its interpolation prints digits.
    static func declaresInteger(_ name: String, in context: SwiftSyntaxContext) -> Bool {
        // A collection's `count` is an `Int`.
        if name == "count" { return true }
        return context.index.variables.contains { variable in
            variable.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
                if let type = binding.typeAnnotation?.type.trimmedText { return integerTypes.contains(type) }
                return binding.initializer?.value.is(IntegerLiteralExprSyntax.self) ?? false
            }
        }
    }

    static func violations(in context: SwiftSyntaxContext) -> [RuleViolation] {
        context.index.calls.compactMap { call -> RuleViolation? in
            guard call.calledName == "HStack", call.memberBase == nil, let closure = call.trailingClosure else { return nil }
            var sawText = false, sawSpacer = false, trailingIsWords = false
            var leading: [CodeBlockItemSyntax] = [], trailing: [CodeBlockItemSyntax] = []
            for item in Self.children(closure.statements, in: call.enclosingTypeDeclaration, depth: 0) {
                let isSpacer = item.item.as(FunctionCallExprSyntax.self)?.chainRoot.calledName == "Spacer"
                if isSpacer {
                    sawSpacer = sawText
                } else if SwiftUIHeuristics.showsText(item) {
                    if sawSpacer {
                        trailing.append(item)
                        trailingIsWords = trailingIsWords || !Self.showsDigits(item, in: context)
                    } else {
                        leading.append(item)
                    }
                    sawText = true
                }
            }
            // A short value leaves its label room to wrap, unless the label is held to one line: then it truncates.
            let labelHeldToOneLine = leading.contains(where: Self.limitsToOneLine)
            guard !trailing.isEmpty, trailingIsWords || labelHeldToOneLine, !SwiftUIHeuristics.adaptsToTextSize(call) else { return nil }
            let scope = call.enclosingTypeDeclaration ?? Syntax(context.tree)
            guard !scope.mentions(switches) else { return nil }
            // Read only for rows that are reported: key text on both sides makes the row an error.
            let bothKey = leading.contains(where: TextEmphasis.holdsKeyText) && trailing.contains(where: TextEmphasis.holdsKeyText)
            let message =
                trailingIsWords
                ? "This row puts text on both sides of a `Spacer` and never stacks vertically at accessibility sizes."
                : "This row puts a value beside a label held to one line and never stacks vertically at accessibility sizes, so the label truncates."
            return violation(at: call.calledExpression, in: context, message, element: "HStack", emphasis: bothKey ? .key : nil)
        }
    }

    /// The views a stack's content places side by side, as SwiftUI flattens them: an `if` with no text in
    /// its `else` gives the views of its first branch, and a call of a `@ViewBuilder` function or property
    /// of the same type gives the views its body lists (a builder's several views are the stack's children,
    /// not one view). Followed two calls deep.
    static func children(_ statements: CodeBlockItemListSyntax, in type: Syntax?, depth: Int) -> [CodeBlockItemSyntax] {
        statements.flatMap { item -> [CodeBlockItemSyntax] in
            if let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self),
                !(branch.elseBody.map { SwiftUIHeuristics.showsText($0) } ?? false)
            {
                return children(branch.body.statements, in: type, depth: depth)
            }
            guard depth < 2, let type, let name = builderName(item), let body = viewBuilderBody(named: name, in: type) else {
                return [item]
            }
            return children(body, in: type, depth: depth + 1)
        }
    }

    /// The name of the function called (`totpCodeRow(…)`, `self.row(…)`) or property read (`header`) by a
    /// statement of a view builder, when it is one of the type's own.
    private static func builderName(_ item: CodeBlockItemSyntax) -> String? {
        if let call = item.item.as(FunctionCallExprSyntax.self) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                return member.declName.baseName.text
            }
            return nil
        }
        return item.item.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The statements of the `@ViewBuilder` function or computed property `name` declared in `type`.
    private static func viewBuilderBody(named name: String, in type: Syntax) -> CodeBlockItemListSyntax? {
        let members =
            type.as(StructDeclSyntax.self)?.memberBlock.members ?? type.as(ClassDeclSyntax.self)?.memberBlock.members
            ?? type.as(ExtensionDeclSyntax.self)?.memberBlock.members ?? type.as(EnumDeclSyntax.self)?.memberBlock.members
        for member in members ?? [] {
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name, isViewBuilder(function.attributes) {
                return function.body?.statements
            }
            if let variable = member.decl.as(VariableDeclSyntax.self), isViewBuilder(variable.attributes),
                let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                case .getter(let statements)? = binding.accessorBlock?.accessors
            {
                return statements
            }
        }
        return nil
    }

    private static func isViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ViewBuilder" }
    }

    /// Whether a side of the row is held to one line (`.lineLimit(1)` on its text).
    static func limitsToOneLine(_ item: CodeBlockItemSyntax) -> Bool {
        let finder = OneLineLimitFinder()
        finder.walk(item)
        return finder.found
    }
}

/// Finds a `.lineLimit(1)` modifier.
private final class OneLineLimitFinder: SyntaxVisitor {
    var found = false

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledName == "lineLimit", node.memberBase != nil, node.firstUnlabeledArgument?.numberLiteral == 1 { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
