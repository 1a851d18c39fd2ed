internal import SwiftSyntax
internal import Findings

/// A `GeometryReader`'s proxy: its size is the layout's, which the interpreter does not know. A
/// branch on it (`if proxy.size.height > proxy.size.width`) is not a variant of the screen: both
/// sides cannot be shown on one phone, and checking the one the phone never takes (a landscape
/// layout in portrait) reports what nobody sees. The first branch is checked, and a note says so.
extension Interpreter {
    /// The value a `GeometryReader` gives its content closure.
    static let geometryProxy = "GeometryReader's proxy"

    /// Whether `syntax` reads a geometry proxy bound in `scope`; if so, notes that its first branch is checked.
    func readsGeometry(_ syntax: some SyntaxProtocol, _ scope: Scope, at location: FileLocation) -> Bool {
        let reads = syntax.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, case .unknown(Self.geometryProxy, _)? = scope[name] else { return false }
            return true
        }
        if reads {
            context.note("\(location): a branch on a GeometryReader's size is not simulated; its first branch is checked")
        }
        return reads
    }

    /// Whether the conditions hold once a size the view measures on screen is known (`if width <= 0
    /// { measuring } else { the bar }` with `@State var width = CGFloat.zero` set from a preference):
    /// the branch its first value takes lasts one frame, so the other one is what people see. Nil
    /// when the conditions read no measured state, or are not known even with its first value.
    func steadyBranch(of conditions: ConditionElementListSyntax, _ scope: Scope, _ file: IndexedFile, at location: FileLocation) -> Bool? {
        guard let instance = scope.instance else { return nil }
        let measured = conditions.tokens(viewMode: .sourceAccurate).compactMap { token -> StoredProperty? in
            guard case .identifier(let name) = token.tokenKind, !scope.hasLocal(name), instance.type.isMeasured(name) else { return nil }
            return index.storedProperties(of: instance.type).first { $0.name == name && $0.defaultValue != nil }
        }
        guard !measured.isEmpty else { return nil }
        var firstFrame = scope
        for property in measured {
            guard let initial = property.defaultValue else { return nil }
            firstFrame.instance?.fields[property.name] = evaluate(initial, Scope(instance: instance), property.file)
        }
        guard case .known(let onFirstFrame) = evaluateConditions(conditions, into: &firstFrame, file) else { return nil }
        let names = Set(measured.map(\.name)).sorted().joined(separator: ", ")
        context.note(
            "\(location): the branch taken while \(names) has its first value lasts one frame; the branch after it is measured is checked")
        return !onFirstFrame
    }
}
