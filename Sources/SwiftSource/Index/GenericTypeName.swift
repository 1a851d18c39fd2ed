/// A type as written with its generic arguments taken apart (`Three<Three<Cube>>` is `Three` of
/// `Three<Cube>`), and generic parameters replaced by the types they stand for.
struct GenericTypeName: Equatable, Sendable {
    /// The type's name without arguments (`Three`, `Models.Box`).
    let base: String
    /// The generic arguments as written, in order; empty for a type written without any.
    let arguments: [String]

    /// Reads `written`; nil for what is not a named type (`[Item]`, `(Int, Int)`, `some View`).
    init?(_ written: some StringProtocol) {
        let type = written.first == " " || written.last == " " ? written.trimmingCharacters(in: .whitespaces) : String(written)
        guard let first = type.first, first.isLetter || first == "_", !type.hasPrefix("some "), !type.hasPrefix("any ") else {
            return nil
        }
        guard let open = type.firstIndex(of: "<") else {
            guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            (base, arguments) = (type, [])
            return
        }
        guard type.hasSuffix(">") else { return nil }
        let inner = type[type.index(after: open)..<type.index(before: type.endIndex)]
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            guard depth >= 0 else { return nil }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        guard depth == 0, !parts.contains(where: \.isEmpty) else { return nil }
        (base, arguments) = (String(type[..<open]), parts)
    }

    /// `written` with each generic parameter named in `bindings` replaced by its type (`[Element]`
    /// with `Element` bound to `Cube` is `[Cube]`); names that only contain a parameter's name stay.
    static func substituting(_ bindings: [String: String], in written: String) -> String {
        guard !bindings.isEmpty else { return written }
        var result = ""
        var word = ""
        // A member of a parameter (`Element.ID`) is not the parameter: only whole names are replaced.
        var afterDot = false
        func flush() {
            result += afterDot ? word : bindings[word] ?? word
            word = ""
        }
        for character in written {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                afterDot = character == "."
                result.append(character)
            }
        }
        flush()
        return result
    }
}
