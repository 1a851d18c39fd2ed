internal import SwiftSyntax

/// How deep a syntax tree nests, measured without recursion, so that a file nesting deeper than
/// Reflow can walk is refused with a note instead of crashing.
///
/// SwiftSyntax's own walks (source locations, text, visitors) recurse once per level of the tree,
/// about 180 bytes of stack a level: a 400 KB file of `x!!!…`, or of `.a()` calls in one chain,
/// overflowed the 64 MB of a large-stack thread at about 380,000 levels. The parser limits how
/// deep brackets nest (256), but not postfix chains like these.
enum SyntaxDepth {
    /// The most levels a tree may nest: a quarter of where the walks overflowed.
    static let limit = 100_000

    /// Where `tree` first nests deeper than `limit` (the byte offset of the node), or nil. Outside
    /// brackets a level takes at least a byte of source (`!`), and the parser's 256 levels of
    /// brackets add a few thousand at most, so a file under half the limit in bytes is not walked.
    static func firstOffsetTooDeep(in tree: some SyntaxProtocol, byteCount: Int) -> Int? {
        guard byteCount > limit / 2 else { return nil }
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node.position.utf8Offset }
            for child in node.children(viewMode: .all) { pending.append((child, depth + 1)) }
        }
        return nil
    }
}
