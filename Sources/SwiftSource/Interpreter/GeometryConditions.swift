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
}
