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

    /// A context for files reported relative to `root` (or absolute), measuring with `measurer` when given.
    public init(root: String?, measurer: (any TextMeasuring)?) {
        self.root = root
        self.measurer = measurer
    }

    /// How widths are found, for a message.
    var howMeasured: String {
        measurer == nil ? "estimated from typical character widths" : "measured in Roboto"
    }

    /// The translations of the Flutter project the file at `path` (as reported) belongs to.
    func translations(forFile path: String) -> FlutterTranslations {
        let absolute = path.hasPrefix("/") || root == nil ? path : (root! as NSString).appendingPathComponent(path)
        guard let project = FlutterTranslations.projectRoot(of: absolute) else { return FlutterTranslations() }
        if let known = translations.withLock({ $0[project] }) { return known }
        let read = FlutterTranslations(projectRoot: project)
        translations.withLock { $0[project] = read }
        return read
    }

    /// The width of `text` on one line at `size` points.
    func width(of text: String, size: Double) -> Double {
        let key = WidthKey(text: text, size: size)
        if let known = widths.withLock({ $0[key] }) { return known }
        var width = Self.estimatedWidth(of: text, size: size)
        if let measurer,
            let measured = try? measurer.measure(TextMeasurementRequest(text: text, font: FontRequest(pointSize: size, platform: .android)))
        {
            width = measured.width
        }
        widths.withLock { $0[key] = width }
        return width
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
        let fromCallers = self.need.texts.contains { $0.alternatives.joined().contains { if case .parameter = $0 { true } else { false } } }
        let callers = fromCallers ? " (its text as the widget's callers pass it, the longest)" : ""
        func strings(_ language: String) -> (FlutterRowText) -> [String] {
            { text in
                text.alternatives.map { pieces in
                    pieces.map { piece in
                        switch piece {
                        case .literal(let literal): literal
                        case .translation(let key):
                            translations.string(key, in: language).map(FlutterTextContext.withoutPlaceholders) ?? ""
                        case .parameter, .textWidget: ""
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
        let others = usesTranslations ? translations.languages.filter { $0 != development } : []
        let wider = others.filter { need.width(strings($0), measure) > room }
        let named = wider.prefix(5).joined(separator: ", ") + (wider.count > 5 ? ", …" : "")
        let fits = "\(Int(width.rounded())) of \(Int(available.rounded())) points at the largest size"
        // A few long translations are the translators' to shorten; a quarter of them or more is the layout's.
        if !wider.isEmpty, wider.count * 4 >= others.count {
            kept.message +=
                " It fits in \(development) (\(fits)), but not in \(wider.count) of its \(others.count) other languages (\(named)); "
                + "text \(context.howMeasured)."
            kept.severity = min(kept.severity ?? .warning, .warning)
            return kept
        }
        if !wider.isEmpty {
            kept.message +=
                " Its text fits in \(development) (\(fits)) and in all but \(wider.count) of its \(others.count) other languages "
                + "(\(named)), so this is a note; text \(context.howMeasured)."
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
}
