internal import SwiftSyntax

/// Which numbers are integers, so that `/` divides as Swift does: `seconds / 60` is a whole number
/// of minutes when `seconds` is an `Int`, and `total / 3` a fraction when `total` is a `Double`.
///
/// The interpreter keeps every number as a `Double`; the type comes from the source: a declared
/// type (a parameter, a property, `let x: Int`), a conversion (`Int(…)`, `Double(…)`), `count`, a
/// literal (`2.5` is floating; `60` takes the other operand's type), and the operands of arithmetic.
extension Interpreter {
    enum NumberKind: Equatable {
        case integer, floating
        /// An integer literal, whose type is the other operand's.
        case literal
        case notKnown
    }

    static let integerTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floatingTypeNames: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval", "Float80", "Decimal"]

    /// The kind of number a declared type holds (`Int`, `Int?`, `CGFloat`); nil for any other type.
    static func numberKind(ofType type: String?) -> NumberKind? {
        guard let type else { return nil }
        var name = String(withoutOptionalMarks(type))
        if name.hasPrefix("Swift.") || name.hasPrefix("CoreGraphics.") || name.hasPrefix("Foundation.") {
            name = String(name.drop { $0 != "." }.dropFirst())
        }
        if integerTypeNames.contains(name) { return .integer }
        if floatingTypeNames.contains(name) { return .floating }
        return nil
    }

    /// `a / b` divides whole numbers when one operand is an integer and the other an integer or a literal.
    func dividesIntegers(_ expression: InfixOperatorExprSyntax, _ scope: Scope) -> Bool {
        let (left, right) = (numberKind(of: expression.leftOperand, scope), numberKind(of: expression.rightOperand, scope))
        return (left == .integer || right == .integer) && (left == .integer || left == .literal) && (right == .integer || right == .literal)
    }

    /// The operators whose result is a number of the operands' kind.
    private static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*"]
    /// Properties every collection has, which are `Int`.
    private static let integerCollectionProperties: Set<String> = ["count", "startIndex", "endIndex", "underestimatedCount"]

    /// The kind of number `expression` is, as far as its syntax and the declarations it names say.
    func numberKind(of expression: ExprSyntax, _ scope: Scope) -> NumberKind {
        // One switch on SwiftSyntax's enum of expressions, not a cast per kind: every `/` asks this of both operands.
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: return .literal
        case .floatLiteralExpr: return .floating
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first { return numberKind(of: only.expression, scope) }
        case .prefixOperatorExpr(let prefix): return numberKind(of: prefix.expression, scope)
        case .forceUnwrapExpr(let unwrapped): return numberKind(of: unwrapped.expression, scope)
        case .infixOperatorExpr(let infix):
            let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
            guard Self.arithmeticOperators.contains(symbol) else { return .notKnown }
            let kinds = [numberKind(of: infix.leftOperand, scope), numberKind(of: infix.rightOperand, scope)]
            if kinds.contains(.floating) { return .floating }
            if kinds.contains(.integer) { return kinds.contains(.notKnown) ? .notKnown : .integer }
            return kinds.allSatisfy { $0 == .literal } ? .literal : .notKnown
        case .functionCallExpr(let call):
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return Self.numberKind(ofType: name) ?? .notKnown
            }
        case .declReferenceExpr(let reference):
            let name = reference.baseName.text
            if scope.hasLocal(name) { return scope.integerLocals.contains(name) ? .integer : .notKnown }
            return scope.instance.flatMap { declaredKind(of: name, in: $0.type) } ?? .notKnown
        case .memberAccessExpr(let member):
            guard let base = member.base else { break }
            let name = member.declName.baseName.text
            // `Collection.count` and friends are `Int`.
            if Self.integerCollectionProperties.contains(name) { return .integer }
            let owner: TypeDeclaration?
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                owner = scope.instance?.type
            } else if let local = base.as(DeclReferenceExprSyntax.self)?.baseName.text, case .instance(let instance)? = scope[local] {
                owner = instance.type
            } else {
                owner = nil
            }
            return owner.flatMap { declaredKind(of: name, in: $0) } ?? .notKnown
        default: break
        }
        return .notKnown
    }

    /// The kind of number a type's stored or computed property is declared as.
    private func declaredKind(of name: String, in type: TypeDeclaration) -> NumberKind? {
        if let stored = index.storedProperty(name, of: type) {
            if let declared = stored.type { return Self.numberKind(ofType: declared) }
            // `let columns = 3`: the type its initial value gives.
            guard let initial = stored.defaultValue else { return nil }
            let kind = numberKind(of: initial, Scope())
            return kind == .literal ? .integer : kind
        }
        return Self.numberKind(ofType: index.computedProperty(name, of: type)?.type)
    }

    /// Whether a local declared as `let name: type = initializer` holds an integer.
    func isIntegerLocal(type: String?, initializer: ExprSyntax?, _ scope: Scope) -> Bool {
        if let type { return Self.numberKind(ofType: type) == .integer }
        guard let initializer else { return false }
        // `let minutes = 90` is an `Int`, as is a sum of integers.
        let kind = numberKind(of: initializer, scope)
        return kind == .integer || kind == .literal
    }
}
