import BenchmarkSupport

/// Translated UI text. Each language has the same kinds of strings as the English corpus
/// (buttons, titles, error messages, notifications with counts, prices) so that its share of the
/// corpus looks like a localized app, not a word list.
struct LanguagePack: Sendable {
    let buttons: [String]
    let titles: [String]
    let failures: [String]
    let reasons: [String]
    let actions: [String]
    /// Separator between sentences (a space, or nothing for Chinese and Japanese).
    let sentenceSeparator: String
    /// A notification or status line with a number in it.
    let notification: @Sendable (inout SplitMix64) -> String
    /// A price line.
    let price: @Sendable (inout SplitMix64) -> String

    func string(_ g: inout SplitMix64) -> String {
        switch g.below(10) {
        case 0, 1: return g.pick(buttons)
        case 2: return g.pick(titles) + (g.chance(50) ? " (\(g.int(in: 1...99)))" : "")
        case 3, 4, 5:
            var parts = [g.pick(failures), g.pick(reasons)]
            if g.chance(70) { parts.append(g.pick(actions)) }
            return parts.joined(separator: sentenceSeparator)
        case 6, 7: return notification(&g)
        default: return price(&g)
        }
    }
}

enum Translations {
    static func german(_ g: inout SplitMix64) -> String { germanPack.string(&g) }
    static func russian(_ g: inout SplitMix64) -> String { russianPack.string(&g) }
    static func arabic(_ g: inout SplitMix64) -> String { arabicPack.string(&g) }
    static func thai(_ g: inout SplitMix64) -> String { thaiPack.string(&g) }

    /// Japanese, Simplified Chinese or Korean, with its language tag.
    static func cjk(_ g: inout SplitMix64) -> (String, String) {
        switch g.below(3) {
        case 0: return (japanesePack.string(&g), "ja")
        case 1: return (chinesePack.string(&g), "zh")
        default: return (koreanPack.string(&g), "ko")
        }
    }
}
