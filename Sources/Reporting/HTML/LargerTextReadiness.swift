import DynamicType
import Findings

/// Whether screens keep working when people turn on Larger Text, from the error findings alone.
///
/// A screen is *ready* when no error finding holds at any size up to and including
/// `accessibility3` (AX3), the first size at which Body text reaches 200 % of its default size
/// (40 pt against 17 pt at Large; AX2 is 33 pt, 194 %), the enlargement WCAG 1.4.4 Resize Text
/// asks for. It works *at every size* when no error holds up to `accessibility5` either.
/// Warnings and notes do not count. A set of screens is ready when every screen is. A screen read
/// from source that Reflow could not simulate is not judged either way, and the sentence says so.
public struct LargerTextReadiness: Hashable, Sendable {
    /// The largest size a ready screen must work at (`accessibility3`).
    public static let threshold = SizeSetting.category(.accessibility3)

    /// The definition above, in one paragraph for people.
    public static let definition = """
        A screen is ready for Larger Text when no error finding holds at any size up to and including \
        AX3 (accessibility3), the first size at which Body text reaches 200 % of its default \
        (40 pt against 17 pt at Large; AX2 is 33 pt, 194 %), the enlargement WCAG 1.4.4 Resize Text asks for. \
        It works at every size when no error holds up to AX5 (Body 53 pt) either. Warnings and notes do not count.
        """

    /// One screen's verdict.
    public struct Screen: Hashable, Sendable {
        /// The screen's name.
        public var name: String
        /// The smallest size at which an error finding holds, or nil when none does.
        public var firstError: SizeSetting?
        /// Whether it was simulated at all: a screen that was not has no verdict.
        public var isSimulated: Bool

        /// A verdict for `name`, which first breaks at `firstError`.
        public init(name: String, firstError: SizeSetting?, isSimulated: Bool = true) {
            self.name = name
            self.firstError = firstError
            self.isSimulated = isSimulated
        }

        /// Whether no error holds at or below `LargerTextReadiness.threshold`.
        public var isReady: Bool {
            guard let firstError else { return true }
            return firstError > LargerTextReadiness.threshold
        }

        /// Whether no error holds at any size.
        public var worksAtEverySize: Bool { firstError == nil }

        /// The largest size below the first error (`AX2`), nil when it breaks at the smallest size
        /// or works at every size.
        public var worksUpTo: SizeSetting? {
            guard let category = firstError?.category, let index = ContentSizeCategory.allCases.firstIndex(of: category),
                index > ContentSizeCategory.allCases.startIndex
            else { return nil }
            return .category(ContentSizeCategory.allCases[ContentSizeCategory.allCases.index(before: index)])
        }

        /// `works at every size`, `ready: works up to AX3, breaks at AX4`, `breaks at xSmall, below 200 %`.
        public var verdict: String {
            guard isSimulated else { return "not judged: not simulated" }
            guard let firstError else { return "works at every size" }
            let breaks = "breaks at \(LargerTextReadiness.shortName(firstError))"
            if isReady { return "ready: works up to \(LargerTextReadiness.shortName(worksUpTo ?? firstError)), \(breaks)" }
            return "\(breaks), below 200 %"
        }
    }

    /// Every screen's verdict, in the input's order.
    public let screens: [Screen]

    /// The verdicts of `input`'s screens (`input.screenNames`), from its error findings.
    public init(input: ReportInput) {
        screens = input.screenNames.map { name in
            let first = input.findings.filter { $0.context?.screen == name && $0.severity == .error }
                .compactMap { finding in finding.context.map { ($0.sizes + [$0.firstSize]).min() ?? $0.firstSize } }
                .min()
            return Screen(name: name, firstError: first, isSimulated: input.status(of: name) != "not-simulated")
        }
    }

    /// Whether every screen is ready (true for no screens).
    public var isReady: Bool { screens.allSatisfy(\.isReady) }

    /// One line for the summary:
    /// `Ready for Larger Text: all 2 screens work up to AX3 (200 %) and beyond; 1 of 2 works at every size, up to AX5.`
    /// or `Not ready for Larger Text: 2 of 4 screens break at or below AX3 (200 %): checkout-before at xSmall, account-fixed at AX1.`
    public var sentence: String {
        guard !screens.isEmpty else { return "No screens were checked." }
        let judged = screens.filter(\.isSimulated)
        let unjudged = screens.count - judged.count
        guard !judged.isEmpty else {
            return screens.count == 1
                ? "Not judged: the screen could not be simulated." : "Not judged: none of the \(screens.count) screens could be simulated."
        }
        guard unjudged > 0 else { return Self.sentence(judged, isReady: isReady) }
        let sentence = Self.sentence(judged, isReady: isReady, simulated: true)
        return sentence + " \(unjudged) of \(screens.count) screens could not be simulated and are not judged."
    }

    /// The sentence about `screens`, all of them simulated; `simulated` says so in the count.
    private static func sentence(_ screens: [Screen], isReady: Bool, simulated: Bool = false) -> String {
        let total = screens.count
        let everySize = screens.filter(\.worksAtEverySize).count
        let noun = simulated ? "simulated screen" : "screen"
        if isReady {
            if everySize == total {
                return total == 1
                    ? "Ready for Larger Text: the \(noun) works at every size, up to AX5."
                    : "Ready for Larger Text: all \(total) \(noun)s work at every size, up to AX5."
            }
            let breaking = screens.filter { !$0.worksAtEverySize }.map { "\($0.name) at \($0.firstError.map(Self.shortName) ?? "")" }
            let subject = total == 1 ? "the \(noun) works" : "all \(total) \(noun)s work"
            return "Ready for Larger Text: \(subject) up to AX3 (200 %); \(everySize) of \(total) at every size "
                + "(\(breaking.joined(separator: ", ")) above AX3)."
        }
        let broken = screens.filter { !$0.isReady }
        let list = broken.map { "\($0.name) at \($0.firstError.map(Self.shortName) ?? "")" }.joined(separator: ", ")
        let count = broken.count == 1 && total == 1 ? "the \(noun) breaks" : "\(broken.count) of \(Wording.counted(total, noun)) break"
        return "Not ready for Larger Text: \(count) at or below AX3 (200 %): \(list)."
    }

    /// The short name people see on the Settings slider (`AX3`, `Large`), or an Android scale's percentage.
    public static func shortName(_ size: SizeSetting) -> String {
        size.category?.shortName ?? size.name
    }
}
