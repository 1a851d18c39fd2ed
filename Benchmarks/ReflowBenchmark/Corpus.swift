import BenchmarkSupport

/// A deterministic corpus of realistic UI strings: labels, buttons, prices, error messages,
/// notifications, settings text, emails, names, German and Russian translations, and some
/// Arabic, CJK and Thai. The same seed and count always give the same strings in the same order.
struct Corpus {
    /// What kind of UI text a string is, with its share of the corpus in percent.
    enum Kind: String, CaseIterable {
        case label, title, price, error, notification, setting, email, name
        case german, russian, arabic, cjk, thai

        var percent: Int {
            switch self {
            case .label: 14
            case .title: 6
            case .price: 10
            case .error: 10
            case .notification: 9
            case .setting: 6
            case .email: 5
            case .name: 5
            case .german: 11
            case .russian: 9
            case .arabic: 5
            case .cjk: 6
            case .thai: 4
            }
        }
    }

    /// One string and the language it is shaped and broken in (BCP 47, empty for the default).
    struct Entry {
        let text: String
        let language: String
        let kind: Kind
    }

    let entries: [Entry]
    let seed: UInt64

    /// `count` distinct strings drawn with `seed`, of all kinds or only of `kinds`.
    init(count: Int, seed: UInt64, kinds: [Kind] = Kind.allCases) {
        self.seed = seed
        var generator = SplitMix64(seed: seed)
        var seen = Set<String>()
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        let total = kinds.reduce(0) { $0 + $1.percent }
        while entries.count < count {
            var roll = generator.below(total)
            var kind = kinds[0]
            for candidate in kinds {
                if roll < candidate.percent { kind = candidate; break }
                roll -= candidate.percent
            }
            // Retry a few times on a duplicate; the numeric slots make collisions rare.
            for _ in 0..<8 {
                let entry = Self.make(kind, &generator)
                if seen.insert(entry.text).inserted {
                    entries.append(entry)
                    break
                }
            }
        }
        self.entries = entries
    }

    private static func make(_ kind: Kind, _ g: inout SplitMix64) -> Entry {
        let (text, language): (String, String)
        switch kind {
        case .label: (text, language) = (English.label(&g), "")
        case .title: (text, language) = (English.title(&g), "")
        case .price: (text, language) = (English.price(&g), "")
        case .error: (text, language) = (English.error(&g), "")
        case .notification: (text, language) = (English.notification(&g), "")
        case .setting: (text, language) = (English.setting(&g), "")
        case .email: (text, language) = (People.emailOrHandle(&g), "")
        case .name: (text, language) = (People.nameLine(&g), "")
        case .german: (text, language) = (Translations.german(&g), "de")
        case .russian: (text, language) = (Translations.russian(&g), "ru")
        case .arabic: (text, language) = (Translations.arabic(&g), "ar")
        case .cjk: (text, language) = Translations.cjk(&g)
        case .thai: (text, language) = (Translations.thai(&g), "th")
        }
        return Entry(text: text, language: language, kind: kind)
    }

    /// Strings per kind, in `Kind` order.
    var countsByKind: [(Kind, Int)] {
        Kind.allCases.map { kind in (kind, entries.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }) }
    }

    /// The mean length in UTF-16 code units.
    var meanUTF16Length: Double {
        entries.isEmpty ? 0 : Double(entries.reduce(0) { $0 + $1.text.utf16.count }) / Double(entries.count)
    }

    /// The longest string's length in UTF-16 code units.
    var maximumUTF16Length: Int {
        entries.map { $0.text.utf16.count }.max() ?? 0
    }
}

/// Number formatting for prices and counts, written out so that no locale data is involved.
enum Numbers {
    /// `value` with `separator` between groups of three digits ("1,299").
    static func grouped(_ value: Int, separator: String) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += separator }
            result.append(digit)
        }
        return result
    }

    /// A price of `cents` as "1,299.00" (English) or "1.299,00" (German) style.
    static func amount(_ cents: Int, group: String, decimal: String, showCents: Bool = true) -> String {
        let whole = grouped(cents / 100, separator: group)
        guard showCents else { return whole }
        let fraction = cents % 100
        return whole + decimal + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// A plausible price in cents, mostly ending in .99, .00 or .49.
    static func cents(_ g: inout SplitMix64) -> Int {
        let magnitude = g.pick([9, 49, 99, 299, 999, 2_999, 9_999, 49_999])
        let whole = g.int(in: 0...magnitude)
        return whole * 100 + g.pick([99, 0, 49, 95, 90, 0, 99])
    }
}
