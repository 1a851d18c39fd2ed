internal import SwiftSyntax

extension SyntaxProtocol {
    /// The source text of a short expression, for naming unknown values; a long one (a chain of
    /// thousands of calls) is named by its last member only. Building the whole text for every
    /// link of a chain would make interpreting it quadratic in its length.
    var shortDescription: String {
        if totalLength.utf8Length <= 240 { return trimmedText }
        if let call = self.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return "….\(member.declName.baseName.text)(…)"
        }
        if let member = self.as(MemberAccessExprSyntax.self) { return "….\(member.declName.baseName.text)" }
        return "…"
    }
}
