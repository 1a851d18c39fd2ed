// Exercises result builders that are not SwiftUI: an HTML builder with `Text`/`VStack`-like names and a `body` that is not a View, and a SQL builder.
import Foundation

protocol HTMLNode {
    func render() -> String
}

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ nodes: HTMLNode...) -> [HTMLNode] { nodes }
    static func buildOptional(_ nodes: [HTMLNode]?) -> HTMLNode { Fragment(children: nodes ?? []) }
    static func buildEither(first nodes: [HTMLNode]) -> HTMLNode { Fragment(children: nodes) }
    static func buildEither(second nodes: [HTMLNode]) -> HTMLNode { Fragment(children: nodes) }
}

struct Fragment: HTMLNode {
    var children: [HTMLNode]
    func render() -> String { children.map { $0.render() }.joined() }
}

struct Text: HTMLNode {
    let content: String
    init(_ content: String) { self.content = content }
    func render() -> String { content }
}

struct VStack: HTMLNode {
    var children: [HTMLNode]
    init(@HTMLBuilder _ content: () -> [HTMLNode]) { children = content() }
    func render() -> String { "<div class=\"stack\">" + children.map { $0.render() }.joined() + "</div>" }
}

protocol Page {
    associatedtype Content: HTMLNode
    @HTMLBuilder var body: [HTMLNode] { get }
}

struct ReceiptPage: Page {
    typealias Content = Fragment
    var showsFooter = true

    var body: [HTMLNode] {
        VStack {
            Text("Order 4471")
            Text("Total: €228.89")
        }
        if showsFooter {
            Text("Thank you for shopping with us.")
        }
    }
}

@resultBuilder
enum SQLBuilder {
    static func buildBlock(_ clauses: String...) -> String { clauses.joined(separator: " ") }
}

struct Query {
    let sql: String
    init(@SQLBuilder _ build: () -> String) { sql = build() }
}

struct OpenOrders {
    var body: Query {
        Query {
            "SELECT id, total FROM orders"
            "WHERE status = 'open'"
            "ORDER BY created_at DESC"
        }
    }
}
