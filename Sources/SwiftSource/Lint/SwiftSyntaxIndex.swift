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
    /// Names of properties declared `@ScaledMetric` anywhere in the file, and of computed properties
    /// whose getters read one (`var size: CGFloat { min(raw, 20) }`): they scale with it.
    var scaledMetrics: Set<String> = []

    /// Adds the computed properties whose getters read a scaled metric, also through one another.
    mutating func addPropertiesComputedFromScaledMetrics() {
        guard !scaledMetrics.isEmpty else { return }
        let computed: [(name: String, reads: Set<String>)] = variables.flatMap { variable in
            variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let getter = binding.accessorBlock
                else { return nil }
                return (name, Set(getter.tokens(viewMode: .sourceAccurate).map(\.text)))
            }
        }
        var grew = true
        while grew {
            grew = false
            for property in computed where !scaledMetrics.contains(property.name) && !property.reads.isDisjoint(with: scaledMetrics) {
                scaledMetrics.insert(property.name)
                grew = true
            }
        }
    }

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
