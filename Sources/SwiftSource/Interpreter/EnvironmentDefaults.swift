internal import SwiftSyntax

/// A project's own environment values: one no view sets is its key's `defaultValue`, as SwiftUI
/// gives it (`extension EnvironmentValues { var adaptiveSize: AdaptiveSize { get {
/// self[AdaptiveSizeKey.self] } … } }`), or the initial value an `@Entry` declares.
extension Interpreter {
    func environmentDefault(_ keyPath: String) -> Value? {
        guard let values = index.types["EnvironmentValues"] else { return nil }
        if let entry = values.storedProperty(named: keyPath), let initial = entry.defaultValue {
            return resolved(evaluate(initial, Scope(), entry.file), as: entry.type)
        }
        guard let computed = values.computedProperties[keyPath], let getter = computed.getter,
            let keyName = Self.environmentKeyName(in: Syntax(getter)),
            let key = projectType(named: keyName, in: computed.file), let defaultValue = key.staticProperties["defaultValue"]
        else { return nil }
        return resolved(
            read(defaultValue, .statics(of: key), minimumSharedEvaluations: Self.environmentDefaultMinimumEvaluations), as: computed.type)
    }

    /// `Key` in the getter's `self[Key.self]`.
    private static func environmentKeyName(in syntax: Syntax) -> String? {
        if let subscriptCall = syntax.as(SubscriptCallExprSyntax.self),
            subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let argument = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            argument.declName.baseName.tokenKind == .keyword(.self),
            let key = argument.base?.as(DeclReferenceExprSyntax.self)
        {
            return key.baseName.text
        }
        for child in syntax.children(viewMode: .sourceAccurate) {
            if let found = environmentKeyName(in: child) { return found }
        }
        return nil
    }
}
