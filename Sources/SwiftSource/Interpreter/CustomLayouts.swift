internal import SwiftSyntax
internal import LayoutEngine
internal import Findings

/// A project's own `Layout` (`struct FlowLayout: Layout { sizeThatFits…; placeSubviews… }`) called
/// with content. Its code is not run; its shape is read from it:
/// - a layout whose code compares a length against a width (`x + size.width > maxWidth`) wraps its
///   subviews into rows: a flow, with the `alignment` and `spacing` it was made with;
/// - with one subview, a layout sizes and places that subview: its content is laid out as it is;
/// - any other is laid out as a vertical stack, counted and noted as not simulated.
enum CustomLayouts {
    enum Shape: Equatable { case flow, single, unknown }

    static func shape(of type: TypeDeclaration, subviews: Int) -> Shape {
        if wraps(Syntax(type.declaration)) { return .flow }
        return subviews <= 1 ? .single : .unknown
    }

    /// Whether the code compares something against a width: what a layout that starts a new row
    /// when the next subview does not fit does.
    static func wraps(_ code: Syntax) -> Bool {
        let finder = WidthComparisonFinder(viewMode: .sourceAccurate)
        finder.walk(code)
        return finder.found
    }

    private final class WidthComparisonFinder: SyntaxVisitor {
        var found = false
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            guard !found else { return .skipChildren }
            if let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, [">", ">=", "<", "<="].contains(symbol),
                [node.leftOperand, node.rightOperand].contains(where: { $0.trimmedText.lowercased().contains("width") })
            {
                found = true
            }
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // Before folding, `a + b > c` is a sequence: look for a comparison operator among its elements.
            guard !found else { return .skipChildren }
            let elements = Array(node.elements)
            for (index, element) in elements.enumerated() {
                guard let symbol = element.as(BinaryOperatorExprSyntax.self)?.operator.text, [">", ">=", "<", "<="].contains(symbol)
                else { continue }
                if elements[..<index].contains(where: mentionsWidth) || elements[(index + 1)...].contains(where: mentionsWidth) {
                    found = true
                }
            }
            return .visitChildren
        }
        private func mentionsWidth(_ element: ExprSyntax) -> Bool {
            element.trimmedText.lowercased().contains("width")
        }
    }
}

extension Interpreter {
    /// `FlowLayout(spacing: 4) { … }`: the content laid out in the shape the layout's code has.
    func customLayout(_ instance: Value.Instance, content closure: Value?, at location: FileLocation) -> [ViewNode] {
        let type = instance.type
        let content = views(of: closure)
        switch CustomLayouts.shape(of: type, subviews: content.count) {
        case .flow:
            context.interpretedCount += 1
            context.note("\(location): \(type.name) is a custom Layout whose code wraps its subviews into rows: laid out as a flow")
            let alignment = Alignments.alignment(instance.fields["alignment"]).map(\.horizontal) ?? .leading
            var node = LayoutEngine.Flow(alignment: alignment, spacing: instance.fields["spacing"]?.number) { content }
            node.traits.sourceLocation = location
            return [node]
        case .single:
            context.interpretedCount += 1
            return content
        case .unknown:
            context.gap(
                .customLayout, type.name,
                note:
                    "\(location): \(type.name) is a custom Layout whose placement is not simulated; its \(content.count) subviews are laid out as a vertical stack"
            )
            var node = VStack { content }
            node.traits.sourceLocation = location
            return [node.unread(.modifier, "\(type.name) (custom Layout)", at: location)]
        }
    }
}
