internal import SwiftSyntax

/// Reading calls the way SwiftUI and UIKit code is written: a modifier is a call of a member of
/// the view it modifies (`Text("a").font(.body)`), a chain's root is the view it starts from, and
/// a call encloses a node only when the node is in its arguments or closures, not in the view it
/// modifies.
extension FunctionCallExprSyntax {
    /// The called name: `Text` in `Text("a")`, `font` in `x.font(.body)`, `system` in `.system(size: 9)`.
    var calledName: String? {
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let specialized = calledExpression.as(GenericSpecializationExprSyntax.self),
            let reference = specialized.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// The expression a member call is made on: `x` in `x.font(.body)`; nil for `Text("a")` and `.system(size: 9)`.
    var memberBase: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The token that names the call, where a modifier's violation is reported (`font` in `x.font(…)`).
    var nameNode: Syntax {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(calledExpression)
    }

    /// The argument labelled `label`.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The first argument without a label.
    var firstUnlabeledArgument: ExprSyntax? {
        arguments.first { $0.label == nil }?.expression
    }

    /// The view a modifier chain starts from: follows member bases down while they are calls
    /// (`Text("a")` for `Text("a").font(.body).lineLimit(1)`); `self` when the call has no call base.
    var chainRoot: FunctionCallExprSyntax {
        var call = self
        while let base = call.memberBase?.as(FunctionCallExprSyntax.self) { call = base }
        return call
    }

    /// The modifiers applied to this call, innermost first (`font`, `lineLimit` for `Text("a")`).
    var appliedModifiers: [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var node = Syntax(self)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == node,
            let call = member.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == Syntax(member)
        {
            result.append(call)
            node = Syntax(call)
        }
        return result
    }

    /// Every modifier of the chain this call belongs to, from its root up.
    var chainModifiers: [FunctionCallExprSyntax] { chainRoot.appliedModifiers }
}

extension SyntaxProtocol {
    /// The calls that hold this node in their arguments or closures, innermost first. A call that
    /// this node is the called expression of (a modifier applied to it) does not enclose it.
    var enclosingCalls: [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var child = Syntax(self)
        while let parent = child.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) != child {
                result.append(call)
            }
            child = parent
        }
        return result
    }

    /// The nearest type declaration (struct, class, enum, actor, extension) holding this node.
    var enclosingTypeDeclaration: Syntax? {
        var node = parent
        while let current = node {
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) || current.is(ExtensionDeclSyntax.self)
            {
                return current
            }
            node = current.parent
        }
        return nil
    }

    /// The names of the functions and properties whose bodies hold this node, innermost first
    /// (for the configuration's font-helper lists).
    var enclosingDeclarationNames: [String] {
        var names: [String] = []
        var node = parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { names.append(function.name.text) }
            if let variable = current.as(VariableDeclSyntax.self) {
                names += variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            }
            node = current.parent
        }
        return names
    }

    /// Whether any identifier token under this node is in `names`: a cheap look for views and
    /// types by name (`Text`, `ViewThatFits`) without resolving them.
    func mentions(_ names: Set<String>) -> Bool {
        tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier = token.tokenKind { return names.contains(token.text) }
            return false
        }
    }
}

extension ExprSyntax {
    /// The member name of an implicit or explicit member (`segmented` in `.segmented` or `PickerStyle.segmented`).
    var memberName: String? {
        self.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The value of an integer or floating-point literal, with an optional minus sign.
    var numberLiteral: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.filter { $0 != "_" }) }
        if let float = self.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.filter { $0 != "_" }) }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.numberLiteral.map { -$0 }
        }
        return nil
    }

    /// The leftmost name of a member chain, skipping `self.` (`label` in `self.label.titleLabel?.font`).
    var rootName: String? {
        var expression = self
        while true {
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
                expression = base
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            } else {
                return nil
            }
        }
    }
}
