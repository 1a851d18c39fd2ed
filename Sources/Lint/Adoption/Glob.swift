/// A path pattern as `.reflow.json` excludes are written: `*` matches within one path component,
/// `?` one character, `**` any number of components. A pattern without `/` matches any single
/// component (`Generated`, `*.g.dart`); one with `/` matches from the root. A match on a
/// directory covers everything under it.
public struct Glob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String

    /// A glob for `pattern`.
    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
    }

    /// Whether `path` (relative to the root, `/`-separated) or a directory above it matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        if !pattern.contains("/") {
            return components.contains { Self.match(Array(pattern.utf8)[...], Array($0.utf8)[...]) }
        }
        let patternBytes = Array(pattern.utf8)[...]
        for end in 1...max(1, components.count)
        where Self.match(patternBytes, Array(components.prefix(end).joined(separator: "/").utf8)[...]) {
            return true
        }
        return false
    }

    /// Glob matching with memo-free backtracking; `**` may cross `/`, `*` and `?` may not.
    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var starP = -1, starT = -1, starCrossesSlash = false
        while t < text.endIndex {
            if p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") {
                let double = p + 1 < pattern.endIndex && pattern[p + 1] == UInt8(ascii: "*")
                p += double ? 2 : 1
                // `**/` also matches no directory at all.
                if double && p < pattern.endIndex && pattern[p] == UInt8(ascii: "/") { p += 1 }
                starP = p
                starT = t
                starCrossesSlash = double
            } else if p < pattern.endIndex
                && (pattern[p] == text[t] && pattern[p] != UInt8(ascii: "*")
                    || pattern[p] == UInt8(ascii: "?") && text[t] != UInt8(ascii: "/"))
            {
                p += 1
                t += 1
            } else if starP >= 0 && (starCrossesSlash || text[starT] != UInt8(ascii: "/")) {
                starT += 1
                t = starT
                p = starP
            } else {
                return false
            }
        }
        while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}
