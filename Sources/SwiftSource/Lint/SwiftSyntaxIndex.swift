internal import SwiftSyntax

/// The nodes Swift rules look at, collected in one walk of the tree so that each rule reads lists
/// rather than walking the whole tree again.
struct SwiftSyntaxIndex {
    /// Every call, in source order.
    var calls: [FunctionCallExprSyntax] = []
    /// Every `target = value` assignment, in source order.
    var assignments: [Assignment] = []
    /// Every stored or computed property and local, in source order.
    var variables: [VariableDeclSyntax] = []
    /// Names of properties declared `@ScaledMetric` anywhere in the file.
    var scaledMetrics: Set<String> = []

    /// One `target = value`, however the parser grouped it (the tree is not operator-folded).
    struct Assignment {
        let target: ExprSyntax
        let value: ExprSyntax
    }

    /// The one walk.
    final class Collector: SyntaxVisitor {
        var index = SwiftSyntaxIndex()

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            index.calls.append(node)
            return .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // An unfolded `a = b` is the sequence [a, =, b]; longer sequences (`a = b + c`) keep the first element as target.
            let elements = Array(node.elements)
            if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
                let value: ExprSyntax = elements.count == 3 ? elements[2] : ExprSyntax(node)
                index.assignments.append(Assignment(target: elements[0], value: value))
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if node.operator.is(AssignmentExprSyntax.self) {
                index.assignments.append(Assignment(target: node.leftOperand, value: node.rightOperand))
            }
            return .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            index.variables.append(node)
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "ScaledMetric" }) {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { index.scaledMetrics.insert(name) }
                }
            }
            return .visitChildren
        }
    }
}
