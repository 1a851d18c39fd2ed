internal import SwiftSyntax

extension TokenSyntax {
    /// The name a declaration introduces, without the backticks that let a keyword be a name:
    /// `` func `if`(…) `` is called as `.if(…)`, `` case `default` `` read as `.default`.
    var declaredName: String {
        let text = self.text
        guard text.hasPrefix("`"), text.hasSuffix("`"), text.count > 2 else { return text }
        return String(text.dropFirst().dropLast())
    }
}
