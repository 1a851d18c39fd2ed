/// The lexical rules a tokenizer follows: comment nesting, string forms and interpolation, JSX.
public enum CodeDialect: Hashable, Sendable {
    /// Kotlin: nested block comments, `"…${…}"`, raw `"""…"""`, character literals, backticked names.
    case kotlin
    /// Java: block comments that do not nest, `"…"` and `'…'` without interpolation, text blocks `"""…"""`.
    case java
    /// JavaScript or TypeScript: `'…'`, `"…"`, template literals with `${…}`, regular expressions,
    /// and JSX when `jsx` is true (`.js`, `.jsx`, `.tsx`; not `.ts`, where `<T>x` is a cast).
    case javaScript(jsx: Bool)
    /// Dart: nested block comments, `'…'`, `"…"`, `'''…'''`, raw `r'…'`, `${…}` interpolation.
    case dart
    /// Swift: nested block comments, `"…\(…)…"`, `"""…"""`, extended delimiters `#"…"#`.
    case swift

    /// The dialect for a file, by extension; nil for files that are not code.
    public static func forPath(_ path: String) -> CodeDialect? {
        let lower = path.lowercased()
        if lower.hasSuffix(".kt") || lower.hasSuffix(".kts") { return .kotlin }
        if lower.hasSuffix(".java") { return .java }
        if lower.hasSuffix(".dart") { return .dart }
        if lower.hasSuffix(".swift") { return .swift }
        if lower.hasSuffix(".ts") { return .javaScript(jsx: false) }
        for suffix in [".js", ".jsx", ".tsx", ".mjs", ".cjs"] where lower.hasSuffix(suffix) { return .javaScript(jsx: true) }
        return nil
    }

    var nestsBlockComments: Bool {
        if case .javaScript = self { return false }
        return self != .java
    }

    var isJavaScript: Bool {
        if case .javaScript = self { return true }
        return false
    }

    var allowsJSX: Bool {
        if case .javaScript(let jsx) = self { return jsx }
        return false
    }
}
