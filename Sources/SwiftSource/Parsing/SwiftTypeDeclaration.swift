internal import SwiftSyntax

/// A type declaration found in a file.
public struct SwiftTypeDeclaration: Sendable, Hashable {
    /// Which kind of declaration it is.
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    public let kind: Kind
    /// The declared name, or the extended type for an extension (as written, e.g. `Text` or `View`).
    public let name: String
    /// The inheritance clause as written (`View`, `Identifiable`, …).
    public let inheritedTypes: [String]
    /// Position of the declaration's keyword.
    public let line: Int
    public let column: Int

    public init(kind: Kind, name: String, inheritedTypes: [String], line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.inheritedTypes = inheritedTypes
        self.line = line
        self.column = column
    }
}

final class TypeDeclarationCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var declarations: [SwiftTypeDeclaration] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func add(
        _ kind: SwiftTypeDeclaration.Kind, name: String, inheritance: InheritanceClauseSyntax?,
        keyword: TokenSyntax
    ) {
        let location = keyword.startLocation(converter: converter)
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedText } ?? []
        declarations.append(
            SwiftTypeDeclaration(
                kind: kind, name: name, inheritedTypes: inherited,
                line: location.line, column: location.column))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.struct, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.structKeyword)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.class, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.classKeyword)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.enum, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.enumKeyword)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.actor, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.actorKeyword)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        add(.protocol, name: node.name.text, inheritance: node.inheritanceClause, keyword: node.protocolKeyword)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(
            .extension, name: node.extendedType.trimmedText, inheritance: node.inheritanceClause,
            keyword: node.extensionKeyword)
        return .visitChildren
    }
}
