/// Pseudo-localization: a string made about 35 % longer with accented letters, standing in for a
/// translation (German and Russian run 30–40 % longer than English) when a catalog has none.
public enum PseudoLocalization {
    /// How much longer the result is than the input.
    public static let expansion = 0.35

    private static let accents: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "y": "ý",
        "A": "Å", "E": "É", "I": "Î", "O": "Ö", "U": "Ü", "C": "Ç", "N": "Ñ", "Y": "Ý",
    ]

    /// `text` with accented vowels, grown by ``expansion`` with extra letters added to its words
    /// (not a trailing run, so line breaking sees longer words, as real translations have).
    public static func expand(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let accented = String(text.map { accents[$0] ?? $0 })
        let extra = Int((Double(text.count) * expansion).rounded(.up))
        var words = accented.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let letterWords = words.indices.filter { words[$0].contains(where: \.isLetter) }
        guard !letterWords.isEmpty else { return accented + String(repeating: "·", count: extra) }
        for step in 0..<extra {
            let index = letterWords[step % letterWords.count]
            words[index].append(step % 3 == 2 ? "ß" : "é")
        }
        return words.joined(separator: " ")
    }

    /// A format template's own words expanded, its specifiers (`%@`, `%lld`, `%1$@`, `%.2f`, `%%`) kept as
    /// they are: the template of an interpolation whose values were already shown under the profile.
    public static func expand(template: String) -> String {
        TextFormatting.pieces(of: template).map { piece in
            switch piece {
            case .text(let text): expand(text)
            case .percent: "%%"
            case .specifier(let raw, _, _): raw
            }
        }.joined()
    }
}
