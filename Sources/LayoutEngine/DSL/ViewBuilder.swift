/// Builds child lists from SwiftUI-like blocks: `VStack { Text("A"); Text("B") }`.
///
/// Swift's own `if`/`for` in a block are decided when the screen is built; conditions that
/// depend on the size category use `Conditional(_:)` and `AnyLayout(_:)`, decided per category.
@resultBuilder
public enum ViewBuilder {
    /// The views of a block, in order.
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    /// One view.
    public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
    /// Several views (`ForEach`).
    public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
    /// An `if` without else, decided when the screen is built.
    public static func buildOptional(_ nodes: [ViewNode]?) -> [ViewNode] { nodes ?? [] }
    /// The `if` branch.
    public static func buildEither(first nodes: [ViewNode]) -> [ViewNode] { nodes }
    /// The `else` branch.
    public static func buildEither(second nodes: [ViewNode]) -> [ViewNode] { nodes }
    /// A `for` loop's views.
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}

/// One view from a block: itself if the block made one, a VStack of them otherwise (what
/// SwiftUI does with several views where one is expected).
func single(_ nodes: [ViewNode]) -> ViewNode {
    nodes.count == 1 ? nodes[0] : ViewNode(.stack(.vertical, alignment: .horizontal(.center), spacing: nil), children: nodes)
}
