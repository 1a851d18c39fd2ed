internal import SwiftSyntax

/// What font rules agree counts as scaled: the size is a `@ScaledMetric`, or the font is made
/// inside a call with a `relativeTo:` argument, `UIFontMetrics…scaledFont(for:)`, or a configured
/// scaling helper, or inside a function or property the configuration names as one; or the size
/// is a parameter of the function making the font, and every call of that function in the file
/// passes a scaled size.
enum SwiftFonts {
    static func isScaled(_ call: FunctionCallExprSyntax, size: ExprSyntax?, in context: SwiftSyntaxContext) -> Bool {
        if let name = size?.rootName, context.index.scaledMetrics.contains(name) { return true }
        let helpers = context.configuration.scalingFontHelpers
        for enclosing in call.enclosingCalls {
            if enclosing.argument("relativeTo") != nil || enclosing.calledName == "scaledFont" { return true }
            if let name = enclosing.calledName, helpers.contains(name) { return true }
        }
        if !helpers.isEmpty && call.enclosingDeclarationNames.contains(where: { helpers.contains($0) }) { return true }
        return size.map { isScaledByEveryCaller($0, in: context) } ?? false
    }

    /// Whether `size` names a parameter of the function around it that every call of that function in the
    /// file passes scaled (`UIFontMetrics…scaledValue(for:)`, a `@ScaledMetric`, or a call of a function of
    /// the file that scales). Such a function is a design system's plumbing, and its callers decide the size.
    static func isScaledByEveryCaller(_ size: ExprSyntax, in context: SwiftSyntaxContext) -> Bool {
        guard let (function, position) = enclosingParameter(size) else { return false }
        let label = Array(function.signature.parameterClause.parameters)[position].firstName.text
        let callers = context.index.calls.filter { $0.calledName == function.name.text }
        guard !callers.isEmpty else { return false }
        return callers.allSatisfy { caller in
            let argument = label == "_" ? caller.arguments.dropFirst(position).first?.expression : caller.argument(label)
            return argument.map { passesScaledSize($0, in: context) } ?? false
        }
    }

    /// The function around `size` and the position of its parameter that `size` names, when it names one.
    static func enclosingParameter(_ size: ExprSyntax) -> (FunctionDeclSyntax, Int)? {
        guard let name = size.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = size.parent
        while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
        guard let function = node?.as(FunctionDeclSyntax.self),
            let position = Array(function.signature.parameterClause.parameters).firstIndex(where: {
                ($0.secondName ?? $0.firstName).text == name
            })
        else { return nil }
        return (function, position)
    }

    /// Whether `expression` is a scaled size: it scales with `UIFontMetrics` or a `@ScaledMetric` itself, or
    /// calls a function of the file whose body does.
    private static func passesScaledSize(_ expression: ExprSyntax, in context: SwiftSyntaxContext) -> Bool {
        if scales(expression.description) { return true }
        if let name = expression.rootName, context.index.scaledMetrics.contains(name) { return true }
        guard let called = expression.as(FunctionCallExprSyntax.self)?.calledName else { return false }
        let finder = FunctionBodyFinder(name: called)
        finder.walk(expression.root)
        return finder.bodies.contains { scales($0) }
    }

    private static func scales(_ source: String) -> Bool {
        source.contains("scaledValue(for") || source.contains("scaledFont(for")
    }
}

/// The bodies of the functions of a file with a given name.
private final class FunctionBodyFinder: SyntaxVisitor {
    let name: String
    var bodies: [String] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, let body = node.body { bodies.append(body.description) }
        return .visitChildren
    }
}
