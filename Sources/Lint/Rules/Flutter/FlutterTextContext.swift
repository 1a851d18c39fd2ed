import Foundation
import ReflowLocking
import TextMeasurement

/// What the project pass needs to judge a Flutter row's width: where the linted files are, the projects'
/// translations (read once per project, only when a row needs them), and how to measure text: a real measurer
/// when the caller gives one (Checking gives HarfBuzz with Roboto), else an estimate from character widths.
public final class FlutterTextContext: Sendable {
    /// The folder reported paths are relative to, if they are.
    let root: String?
    /// The measurer, if any.
    let measurer: (any TextMeasuring)?
    private let translations = Locked<[String: FlutterTranslations]>([:])
    private let widths = Locked<[WidthKey: Double]>([:])

    private struct WidthKey: Hashable {
        var text: String
        var size: Double
    }

    /// The translation keys the run's rows read: only their strings are read from the translation files.
    let keys: Set<String>?

    /// A context for files reported relative to `root` (or absolute), measuring with `measurer` when given, reading
    /// the strings of `keys` (all when nil).
    public init(root: String?, measurer: (any TextMeasuring)?, keys: Set<String>? = nil) {
        self.root = root
        self.measurer = measurer
        self.keys = keys
    }

    /// The translation keys `violations` read in their Flutter rows, directly or through the widget parameters
    /// they show (what `arguments` passes for those).
    public static func translationKeys(in violations: [RuleViolation], arguments: [String: Set<[FlutterTextPiece]>]) -> Set<String> {
        var keys: Set<String> = []
        var parameters: Set<String> = []
        func add(_ pieces: [FlutterTextPiece]) {
            for piece in pieces {
                switch piece {
                case .translation(let key): keys.insert(key)
                case .parameter(let parameter): parameters.insert(parameter)
                case .literal, .textWidget, .runtime: break
                }
            }
        }
        for violation in violations {
            for case .ifFlutterRowOverflows(let row) in violation.conditions {
                row.need.texts.forEach { $0.alternatives.forEach(add) }
            }
        }
        for parameter in parameters { arguments[parameter]?.forEach(add) }
        return keys
    }

    /// How widths are found, for a message.
    var howMeasured: String {
        measurer == nil ? "estimated from typical character widths" : "measured in Roboto, other scripts estimated"
    }

    /// The translations of the Flutter project the file at `path` (as reported) belongs to.
    func translations(forFile path: String) -> FlutterTranslations {
        let absolute = path.hasPrefix("/") || root == nil ? path : (root! as NSString).appendingPathComponent(path)
        guard let project = FlutterTranslations.projectRoot(of: absolute) else { return FlutterTranslations() }
        if let known = translations.withLock({ $0[project] }) { return known }
        let read = FlutterTranslations(projectRoot: project, keys: keys)
        translations.withLock { $0[project] = read }
        return read
    }

    /// The width of `text` on one line at `size` points.
    func width(of text: String, size: Double) -> Double {
        let key = WidthKey(text: text, size: size)
        if let known = widths.withLock({ $0[key] }) { return known }
        var width = Self.estimatedWidth(of: text, size: size)
        // Roboto covers Latin, Greek and Cyrillic; other scripts would be measured in fallback fonts found one by one,
        // which costs more than the estimate is off by.
        if let measurer, Self.isInRoboto(text),
            let measured = try? measurer.measure(TextMeasurementRequest(text: text, font: FontRequest(pointSize: size, platform: .android)))
        {
            width = measured.width
        }
        widths.withLock { $0[key] = width }
        return width
    }

    /// Whether every character of `text` is Latin, Greek, Cyrillic or common punctuation, which Roboto draws.
    static func isInRoboto(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x0530 || (0x1E00..<0x2070).contains($0.value) || (0x20A0..<0x20C0).contains($0.value) }
    }

    /// A width estimated from the kinds of characters, in ems of a sans-serif text face such as Roboto or SF:
    /// narrow letters and punctuation, wide letters, capitals, digits, ideographs and the rest.
    static func estimatedWidth(of text: String, size: Double) -> Double {
        var ems = 0.0
        for character in text {
            switch character {
            case "i", "j", "l", ".", ",", ":", ";", "'", "|", "!", "I": ems += 0.25
            case "f", "r", "t", " ", "(", ")", "-", "/": ems += 0.32
            case "m", "w", "M", "W": ems += 0.85
            case "0"..."9": ems += 0.56
            default:
                if character.isUppercase {
                    ems += 0.64
                } else if character.unicodeScalars.first.map({ $0.value >= 0x2E80 }) == true {
                    ems += 1
                } else {
                    ems += 0.52
                }
            }
        }
        return ems * size
    }

    /// A translation's text as it shows with its placeholders left out (`{n} apps`, ICU plurals), which
    /// leans low.
    static func withoutPlaceholders(_ text: String) -> String {
        var result = ""
        var depth = 0
        for character in text {
            if character == "{" {
                depth += 1
            } else if character == "}" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                result.append(character)
            }
        }
        return result
    }
}

extension FlutterRowWidth {
    /// How much wider than its room a row must be to be reported: 5 %, about how much the widths of Roboto, SF Pro
    /// and the estimate differ.
    static let tolerance = 1.05

    /// The row as the project decides it: kept as found when it is wider than it is given in the development
    /// language, kept as a warning at most when it is only in other languages, and a note otherwise, with the
    /// numbers in the message.
    func resolve(
        _ violation: RuleViolation, context: FlutterTextContext?, arguments: [String: Set<[FlutterTextPiece]>] = [:]
    ) -> RuleViolation {
        var kept = violation
        // A widget's parameter shows what its callers pass: each call's text is an alternative.
        var need = need
        need.expandParameters(arguments)
        let context = context ?? FlutterTextContext(root: nil, measurer: nil)
        let translations = context.translations(forFile: violation.file)
        let usesTranslations = need.texts.contains {
            $0.alternatives.joined().contains { if case .translation = $0 { true } else { false } }
        }
        let fromCallers = self.need.texts.contains {
            $0.alternatives.joined().contains { if case .parameter(let key) = $0 { arguments[key]?.isEmpty == false } else { false } }
        }
        let callers = fromCallers ? " (its text as the widget's callers pass it, the longest)" : ""
        func strings(_ language: String) -> (FlutterRowText) -> [String] {
            { text in
                text.alternatives.map { pieces in
                    pieces.map { piece in
                        switch piece {
                        case .literal(let literal): literal
                        case .translation(let key):
                            translations.string(key, in: language).map(FlutterTextContext.withoutPlaceholders) ?? ""
                        case .parameter, .textWidget, .runtime: ""
                        }
                    }.joined()
                }
            }
        }
        let measure = { (text: String, size: Double) in context.width(of: text, size: size) }
        let development = translations.developmentLanguage
        let width = need.width(strings(development), measure)
        let numbers = { (width: Double) in
            "at the largest size (Flutter's AX5 factor, 53 / 17), the row needs about \(Int(width.rounded())) points\(callers) (text "
                + "\(context.howMeasured)) where \(availableSource) leaves \(Int(available.rounded()))"
        }
        // Leaning low: a row is wider than its room only by more than one system font's widths differ from another's.
        let room = available * Self.tolerance
        if width > room {
            kept.message +=
                " \(usesTranslations ? "In its development language (\(development)), at" : "At")\(numbers(width).dropFirst(2))."
            return kept
        }
        // A value known only at run time counts as nothing above; standing in a realistic length for it, the row
        // may not fit: then it overflows for the values people meet, and the message gives the threshold.
        if let runtime = runtimeOverflow(need, strings: strings(development), measure: measure, room: room) {
            kept.message +=
                " Its known text fits: \(numbers(width)) without its values known only at run time, which leaves \(runtime.names) "
                + "about \(runtime.characters) characters; such a value (a name, an address, a URL) often runs longer."
            kept.severity = min(kept.severity ?? .warning, .warning)
            kept.severityCap = min(kept.severityCap ?? .warning, .warning)
            return kept
        }
        // A few long translations are the translators' to shorten; a quarter of them or more is the layout's. Languages
        // are measured until that is settled either way.
        let others = usesTranslations ? translations.languages.filter { $0 != development } : []
        let quarter = (others.count + 3) / 4
        var wider: [String] = []
        for (checked, language) in others.enumerated() {
            if need.width(strings(language), measure) > room { wider.append(language) }
            if wider.count >= quarter || wider.count + others.count - checked - 1 < quarter { break }
        }
        let fits = "\(Int(width.rounded())) of \(Int(available.rounded())) points at the largest size"
        if !wider.isEmpty, wider.count >= quarter {
            kept.message +=
                " It fits in \(development) (\(fits)), but not in a quarter or more of its \(others.count) other languages "
                + "(\(wider.prefix(5).joined(separator: ", "))\(wider.count > 5 ? ", …" : "")); text \(context.howMeasured)."
            kept.severity = min(kept.severity ?? .warning, .warning)
            return kept
        }
        if !wider.isEmpty {
            kept.message +=
                " Its text fits in \(development) (\(fits)) and in three quarters or more of its \(others.count) other languages, "
                + "so this is a note; text \(context.howMeasured)."
        } else if need.texts.contains(where: \.alternatives.isEmpty) {
            kept.message +=
                " Whether it does depends on the length of text known only at run time; \(numbers(width)) without it, so this is a note."
        } else {
            kept.message += " Its text fits: \(numbers(width)), so this is a note."
        }
        kept.severity = .note
        kept.severityCap = .note
        return kept
    }

    /// How many characters a value known only at run time stands in for: a name, an address or a URL as people
    /// meet them runs to 20 and more (`Alexandra Fitzgerald`, `http://192.168.1.24:53317`). Values named as short (a
    /// count, a time, a size, a PIN) are not stood in (``BodyText/namesShortValue(_:)``).
    static let standInCharacters = 20

    /// When the row overflows with each value known only at run time as long as ``standInCharacters`` average
    /// characters: the values' names and the characters the row leaves each of them (nil when it fits, or shows no
    /// such value).
    func runtimeOverflow(
        _ need: FlutterWidth, strings: (FlutterRowText) -> [String], measure: (String, Double) -> Double, room: Double
    ) -> (names: String, characters: Int)? {
        let runtimeTexts = need.texts.filter { text in
            text.alternatives.joined().contains { if case .runtime = $0 { true } else { false } }
        }
        guard !runtimeTexts.isEmpty else { return nil }
        // The width of an average character at a size: the alphabet's, measured as the row's text is.
        func average(_ size: Double) -> Double { measure("abcdefghijklmnopqrstuvwxyz", size) / 26 }
        let withStandIns = need.width(strings, measure) { Double(Self.standInCharacters) * average($0) }
        guard withStandIns > room else { return nil }
        let leftover = max(0, room - need.width(strings, measure))
        let names = Set(
            runtimeTexts.flatMap { $0.alternatives.joined() }.compactMap { piece -> String? in
                if case .runtime(let name) = piece { "`\(name)`" } else { nil }
            }
        ).sorted()
        // The fewest characters the room left gives one of them, each text's values sharing it.
        let characters =
            runtimeTexts.map { text in
                leftover / average(text.size * text.factor) / Double(max(1, text.alternatives.map(FlutterWidth.runtimeValues).max() ?? 1))
            }.min() ?? 0
        return (names.joined(separator: ", "), Int(characters.rounded(.down)))
    }
}
