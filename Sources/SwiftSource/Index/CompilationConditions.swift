internal import SwiftSyntax

/// Which `#if` clause an iPhone build of the app compiles: iOS, UIKit and SwiftUI available, a
/// debug build (previews are compiled), not Mac Catalyst, macOS, visionOS, tvOS or watchOS. A
/// condition Reflow cannot decide (a project's own flag, the simulator) counts as true, so the
/// first such clause is read, as Xcode's previews would show it in a debug build.
enum CompilationConditions {
    /// The clause an iPhone build compiles, or nil when none is (an `#if os(macOS)` with no `#else`).
    static func iPhoneClause(of ifConfig: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        ifConfig.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return holds(condition) ?? true
        }
    }

    /// Whether `condition` holds for an iPhone debug build; nil when it cannot be decided.
    static func holds(_ condition: ExprSyntax) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return holds(inner)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return holds(sequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let operation = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(holds(infix.leftOperand), operation.operator.text, holds(infix.rightOperand))
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "DEBUG" ? true : nil
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            let argument = call.arguments.first?.expression.trimmedText ?? ""
            switch name {
            case "os": return argument == "iOS" ? true : (otherSystems.contains(argument) ? false : nil)
            case "targetEnvironment": return argument == "macCatalyst" ? false : nil
            case "canImport": return available.contains(argument) ? true : (argument == "AppKit" || argument == "WatchKit" ? false : nil)
            case "swift", "compiler": return true
            default: return nil
            }
        }
        return nil
    }

    /// Operating systems that are not an iPhone's.
    static let otherSystems: Set<String> = ["macOS", "OSX", "visionOS", "xrOS", "tvOS", "watchOS", "Linux", "Windows", "Android"]
    /// Modules an iPhone app can import.
    static let available: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation", "WidgetKit", "ActivityKit"]

    /// `a || b && c` as the parser leaves it (unfolded): one operator throughout, else undecided.
    private static func holds(sequence elements: [ExprSyntax]) -> Bool? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return elements.first.flatMap(holds) }
        let operators = Set(
            stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text })
        guard operators.count == 1, let operation = operators.first else { return nil }
        var result = holds(elements[0])
        for index in stride(from: 2, to: elements.count, by: 2) { result = combine(result, operation, holds(elements[index])) }
        return result
    }

    private static func combine(_ left: Bool?, _ operation: String, _ right: Bool?) -> Bool? {
        switch operation {
        case "||":
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        case "&&":
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        default:
            return nil
        }
    }
}
