internal import SwiftSyntax
internal import LayoutEngine

/// Where a screen starts: a preview's body, or a view type made with no arguments.
struct EntryPoint: @unchecked Sendable {
    enum Source {
        case preview(PreviewDeclaration)
        case view(TypeDeclaration)
    }

    let name: String
    let source: Source
    let location: LayoutEngine.SourceLocation

    /// Every preview, then every view that can be made with no arguments and has no preview of
    /// its own; names made unique in that order.
    static func all(in index: ProjectIndex) -> [EntryPoint] {
        var entries: [EntryPoint] = []
        var previewed: Set<String> = []
        for preview in index.previews {
            let shown = index.previewedViewName(preview.statements)
            let name = preview.title ?? shown ?? ProjectIndex.previewedTypeName(preview.statements) ?? "Preview"
            entries.append(EntryPoint(name: name, source: .preview(preview), location: preview.file.location(of: preview.position)))
            if let shown { previewed.insert(shown) }
        }
        for type in index.viewTypes where !previewed.contains(type.name) && !type.isApp && type.isConstructibleWithoutArguments
            && type.computedProperties["body"] != nil && !type.name.contains(".") {
            entries.append(EntryPoint(name: type.name, source: .view(type), location: type.file.location(of: type.declaration)))
        }
        var seen: [String: Int] = [:]
        return entries.map { entry in
            seen[entry.name, default: 0] += 1
            guard let count = seen[entry.name], count > 1 else { return entry }
            return EntryPoint(name: "\(entry.name) (\(count))", source: entry.source, location: entry.location)
        }
    }

    /// The screen's views in one run.
    func build(with interpreter: Interpreter) -> [ViewNode] {
        switch source {
        case .preview(let preview):
            interpreter.context.previewGroupMember = preview.groupOnly
            return interpreter.body(preview.statements, Scope(), preview.file, only: preview.only).views ?? []
        case .view(let type):
            return interpreter.inline(type, Interpreter.Arguments(values: []), at: location)
        }
    }
}
