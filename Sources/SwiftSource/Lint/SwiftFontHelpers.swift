internal import SwiftSyntax
internal import Lint

/// A project's own font helpers, found across files: a function or `ViewModifier` that builds a
/// fixed font from a size its callers give (`relativeFont(_ size:)` making `.system(size: size)`)
/// makes every call of it a fixed font at the size that call chooses. Each file says which of its
/// functions build or forward such a size (``ProjectFacts``); the calls are reported where they are,
/// once the runner knows the helpers of the whole project.
enum SwiftFontHelpers {
    /// SwiftUI's own modifiers that take a value: never a project's font helper, so their calls are not
    /// looked at (a project extension with one of these names is shadowed by the built-in one).
    static let builtInModifiers: Set<String> = [
        "padding", "frame", "offset", "opacity", "lineLimit", "minimumScaleFactor", "tracking", "kerning", "lineSpacing",
        "cornerRadius", "rotationEffect", "scaleEffect", "blur", "shadow", "zIndex", "tag", "id", "foregroundColor",
        "foregroundStyle", "background", "overlay", "border", "font", "fontWeight", "fontDesign", "tint", "accentColor",
        "aspectRatio", "clipShape", "mask", "position", "layoutPriority", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityIdentifier", "navigationTitle", "onTapGesture", "onAppear", "onChange",
        "animation", "transition", "disabled", "hidden", "contentShape", "fill", "stroke", "strokeBorder", "multilineTextAlignment",
        "baselineOffset", "textCase", "italic", "bold", "underline", "strikethrough", "dynamicTypeSize", "environment",
        "modifier", "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "listRowInsets", "safeAreaInset", "ignoresSafeArea",
    ]

    /// The function, or the type of the initializer, whose body holds `node`, with its parameters'
    /// local names; nil outside any.
    static func enclosingCallable(of node: some SyntaxProtocol) -> (name: String, parameters: [String])? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return (function.name.text, function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) {
                guard let type = SwiftComponentUses.containerName(of: initializer) else { return nil }
                return (type, initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            }
            if ancestor.is(StructDeclSyntax.self) || ancestor.is(ClassDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self)
                || ancestor.is(ExtensionDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self)
            {
                return nil
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The name `expression` passes on: a name alone (`size`), or a name converted (`CGFloat(size)`).
    static func passedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let conversion = expression.as(FunctionCallExprSyntax.self), conversion.arguments.count == 1,
            let type = conversion.calledName, type.first?.isUppercase == true,
            let reference = conversion.firstUnlabeledArgument?.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// What the file tells the project about font helpers: the functions and types that build a fixed
    /// font from a size parameter (the fonts `swiftui-fixed-font-size` reports there), and the calls
    /// each function makes with one of its parameters.
    static func facts(in context: SwiftSyntaxContext) -> ProjectFacts {
        var facts = ProjectFacts()
        for call in context.index.calls where !call.arguments.isEmpty {
            guard let name = call.calledName,
                call.arguments.contains(where: { passedName($0.expression) != nil }),
                let callable = enclosingCallable(of: call)
            else { continue }
            if let size = SwiftUIFixedFontSizeRule.fixedSize(of: call, in: context) {
                if let passed = passedName(size), callable.parameters.contains(passed) {
                    let line = context.position(of: call).line
                    facts.fixedFontBuilders[callable.name] = min(
                        facts.fixedFontBuilders[callable.name] ?? "~", "\(context.file.path):\(line)")
                }
            } else if call.arguments.contains(where: { passedName($0.expression).map(callable.parameters.contains) ?? false }) {
                facts.forwarding[callable.name, default: []].insert(name)
            }
        }
        return facts
    }

    /// The calls that may be of a project font helper, each a violation that holds only if the project
    /// declares the called name as a helper building a fixed font from its callers' size: a modifier on
    /// a view (`Text(word).relativeFont(18)`), a modifier type (`.modifier(ScaledFont(18))`) or a font
    /// function (`.font(lyricFont(size: 18))`), given a size that is not scaled and not the parameter
    /// of a helper forwarding it.
    static func callSites(in context: SwiftSyntaxContext, rule: SwiftUIFixedFontSizeRule.Type) -> [RuleViolation] {
        context.index.calls.compactMap { call -> RuleViolation? in
            guard let name = call.calledName, !call.arguments.isEmpty, !builtInModifiers.contains(name),
                name != "system", name != "custom", !context.configuration.fixedFontHelpers.contains(name),
                let size = call.argument("size") ?? call.firstUnlabeledArgument,
                !size.is(StringLiteralExprSyntax.self), !size.is(ClosureExprSyntax.self)
            else { return nil }
            let written: String
            var emphasis: TextEmphasis?
            let holder = call.enclosingCalls.first
            if call.memberBase != nil, name.first?.isLowercase == true, call.chainRoot.calledName != "Image" {
                written = "`.\(name)(…)`"
                emphasis = TextEmphasis.of(call)
            } else if let holder, holder.memberBase != nil, holder.firstUnlabeledArgument.map(Syntax.init) == Syntax(call) {
                guard holder.calledName == "modifier" || holder.calledName == "font" else { return nil }
                written = holder.calledName == "font" ? "`\(name)(…)`" : "`\(name)`"
                emphasis = TextEmphasis.of(holder)
            } else {
                return nil
            }
            if let root = size.rootName, context.index.scaledMetrics.contains(root) { return nil }
            if size.description.contains("scaledValue(for") { return nil }
            if let passed = passedName(size), let callable = enclosingCallable(of: call), callable.parameters.contains(passed) {
                return nil
            }
            var violation = rule.violation(
                at: call.nameNode, in: context,
                "\(written) builds a fixed font from the size given here (`\(size.trimmedText)`), which does not follow the reader's text size.",
                element: name,
                fix:
                    "Give the helper a scaled size: a `@ScaledMetric` property, or a font the helper makes with `relativeTo:` or `UIFontMetrics`.",
                emphasis: emphasis)
            violation.conditions = [.ifFixedFontHelper(name: name)]
            return violation
        }
    }
}
