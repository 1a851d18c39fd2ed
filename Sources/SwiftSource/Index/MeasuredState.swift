internal import SwiftSyntax

/// State a view measures while it is on screen: a `@State` its own code sets from a geometry reading
/// (inside a `GeometryReader`, an `onGeometryChange` or `onPreferenceChange` action) or hands, as a
/// binding, to one of its methods that reads geometry (`.background(heightReader($totalHeight))`).
/// Its initial value (`CGFloat.zero`) lasts one frame; what the screen shows is the measured one.
extension TypeDeclaration {
    /// Whether the type's code measures `property` at run time.
    func isMeasured(_ property: String) -> Bool {
        measuredStateCache.withLock { cache in
            if cache == nil { cache = collectMeasuredState() }
            return cache?.contains(property) ?? false
        }
    }

    private func collectMeasuredState() -> Set<String> {
        let functions = methods.keys.sorted().flatMap { methods[$0] ?? [] } + initializers
        let readsGeometry = Set(functions.filter { $0.body.map(MeasurementFinder.readsGeometry) ?? false }.map(\.name))
        let bodies =
            computedProperties.values.sorted(by: { $0.name < $1.name }).compactMap(\.getter).map(Syntax.init)
            + functions.compactMap(\.body).map(Syntax.init)
        var measured: Set<String> = []
        for body in bodies {
            let finder = MeasurementFinder(measuringMethods: readsGeometry)
            finder.walk(body)
            measured.formUnion(finder.measured)
        }
        return measured
    }
}

/// Finds the properties a body sets from geometry or hands to a method that does.
private final class MeasurementFinder: SyntaxVisitor {
    static let geometryCalls: Set<String> = ["GeometryReader", "onGeometryChange", "onPreferenceChange"]

    private(set) var measured: Set<String> = []
    private let measuringMethods: Set<String>
    private var geometryDepth = 0

    init(measuringMethods: Set<String>) {
        self.measuringMethods = measuringMethods
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `body` makes a `GeometryReader` or reads a geometry change.
    static func readsGeometry(_ body: CodeBlockItemListSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { geometryCalls.contains($0.text) }
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = Self.calledName(node) else { return .visitChildren }
        if Self.geometryCalls.contains(name) { geometryDepth += 1 }
        if measuringMethods.contains(name) {
            for argument in node.arguments {
                guard let reference = argument.expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$"),
                    reference.baseName.text.count > 1
                else { continue }
                measured.insert(String(reference.baseName.text.dropFirst()))
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if let name = Self.calledName(node), Self.geometryCalls.contains(name) { geometryDepth -= 1 }
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard geometryDepth > 0 else { return .visitChildren }
        let elements = Array(node.elements)
        if let index = elements.firstIndex(where: { $0.is(AssignmentExprSyntax.self) }), index > 0,
            let name = Self.property(elements[index - 1])
        {
            measured.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if geometryDepth > 0, node.operator.is(AssignmentExprSyntax.self), let name = Self.property(node.leftOperand) {
            measured.insert(name)
        }
        return .visitChildren
    }

    /// `height` or `self.height`.
    private static func property(_ target: ExprSyntax) -> String? {
        if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return member.declName.baseName.text
    }
}
