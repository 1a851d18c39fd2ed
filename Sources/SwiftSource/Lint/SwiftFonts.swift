internal import SwiftSyntax

/// What font rules agree counts as scaled: the size is a `@ScaledMetric`, or the font is made
/// inside a call with a `relativeTo:` argument, `UIFontMetrics…scaledFont(for:)`, or a configured
/// scaling helper, or inside a function or property the configuration names as one.
enum SwiftFonts {
    static func isScaled(_ call: FunctionCallExprSyntax, size: ExprSyntax?, in context: SwiftSyntaxContext) -> Bool {
        if let name = size?.rootName, context.index.scaledMetrics.contains(name) { return true }
        let helpers = context.configuration.scalingFontHelpers
        for enclosing in call.enclosingCalls {
            if enclosing.argument("relativeTo") != nil || enclosing.calledName == "scaledFont" { return true }
            if let name = enclosing.calledName, helpers.contains(name) { return true }
        }
        return !helpers.isEmpty && call.enclosingDeclarationNames.contains { helpers.contains($0) }
    }
}
