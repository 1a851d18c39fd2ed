internal import SwiftSyntax

/// Lines of a file that hold a preview's own code: a `#Preview { … }`, or a type conforming to
/// `PreviewProvider`. The app does not ship them, so a finding caused there is about the preview.
public struct PreviewCode: Sendable, Hashable {
    /// The file.
    public var file: String
    /// The first and last line of the preview's declaration.
    public var lines: ClosedRange<Int>

    /// The preview code on `lines` of `file`.
    public init(file: String, lines: ClosedRange<Int>) {
        self.file = file
        self.lines = lines
    }

    /// `Dialog.swift:40-63`: the file's name and the lines (`Cell.swift:18` for one).
    public var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return lines.count == 1 ? "\(name):\(lines.lowerBound)" : "\(name):\(lines.lowerBound)-\(lines.upperBound)"
    }
}

extension ProjectIndex {
    /// Every preview's declaration, by file, in source order.
    func previewCode() -> [PreviewCode] {
        var result: [PreviewCode] = []
        for file in files {
            let finder = PreviewDeclarationFinder()
            finder.walk(file.tree)
            for node in finder.found {
                let start = file.location(of: node).line
                let end = file.converter.location(for: node.endPositionBeforeTrailingTrivia).line
                result.append(PreviewCode(file: file.path, lines: start...max(start, end)))
            }
        }
        return result
    }
}

/// `#Preview` expansions and `PreviewProvider` types, outermost only.
private final class PreviewDeclarationFinder: SyntaxVisitor {
    var found: [Syntax] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard PreviewSyntax.isPreviewMacro(node.macroName) else { return .visitChildren }
        found.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard PreviewSyntax.isPreviewMacro(node.macroName) else { return .visitChildren }
        found.append(Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard PreviewSyntax.inheritsPreviewProvider(node.inheritanceClause) else { return .visitChildren }
        found.append(Syntax(node))
        return .skipChildren
    }
}
