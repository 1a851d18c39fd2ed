public import Findings

/// How much of a screen Reflow simulated: views and modifiers interpreted against those it could
/// not (opaque boxes, ignored modifiers, unread fonts), texts from the source against stand-ins,
/// and a line for each gap.
public struct Coverage: Sendable, Hashable {
    /// Views and modifiers turned into their layout nodes.
    public var interpreted: Int
    /// Views simulated as opaque boxes and modifiers left out (the sum of the gaps' counts).
    public var uninterpreted: Int
    /// What was not interpreted and where, one line each.
    public var notes: [String]
    /// Each kind of gap and how often it was met.
    public var gapCounts: [CoverageGap.Kind: Int]
    /// What was not interpreted, by kind and name, once each, in the order met.
    public var gaps: [CoverageGap]
    /// Texts on the screen whose content the source gives (literal, catalog, evaluated value).
    public var sourceTexts: Int
    /// Texts on the screen filled with a stand-in because the source does not give their value.
    public var standInTexts: Int
    /// The stand-in texts by why each is one (not read, runtime data, a redacted placeholder).
    public var standInOrigins: [StandInOrigin: Int]
    /// `.font(…)` modifiers read.
    public var fontsRead: Int

    /// The share of views and modifiers below which a screen counts as partly simulated.
    public static let partialThreshold = 0.9

    /// A coverage from its counts and notes.
    public init(
        interpreted: Int, uninterpreted: Int, notes: [String], gapCounts: [CoverageGap.Kind: Int] = [:], gaps: [CoverageGap] = [],
        sourceTexts: Int = 0, standInTexts: Int = 0, standInOrigins: [StandInOrigin: Int] = [:], fontsRead: Int = 0
    ) {
        self.interpreted = interpreted
        self.uninterpreted = uninterpreted
        self.notes = notes
        self.gapCounts = gapCounts
        self.gaps = gaps
        self.sourceTexts = sourceTexts
        self.standInTexts = standInTexts
        self.standInOrigins = standInOrigins
        self.fontsRead = fontsRead
    }

    /// The share interpreted, from 0 to 1 (0 when nothing was).
    public var share: Double {
        let total = interpreted + uninterpreted
        return total == 0 ? 0 : Double(interpreted) / Double(total)
    }

    /// How many stand-in texts are stand-ins for `origin`'s reason.
    public func standInTexts(_ origin: StandInOrigin) -> Int { standInOrigins[origin] ?? 0 }

    /// How often gaps of `kind` were met.
    public func count(_ kind: CoverageGap.Kind) -> Int { gapCounts[kind] ?? 0 }

    /// Simulated, partly simulated, or not simulated at all.
    public var status: CoverageStatus {
        if interpreted == 0 || sourceTexts + standInTexts == 0 { return .notSimulated }
        return share < Self.partialThreshold ? .partial : .simulated
    }

    /// Why the screen is not fully simulated, in a few words: "no text to lay out", "3 opaque views".
    public var reasons: [String] {
        var reasons: [String] = []
        if interpreted == 0 {
            reasons.append("nothing interpreted")
        } else if sourceTexts + standInTexts == 0 {
            reasons.append("no text to lay out")
        }
        for kind in CoverageGap.Kind.allCases where count(kind) > 0 {
            reasons.append("\(count(kind)) \(count(kind) == 1 ? kind.singular : kind.plural)")
        }
        return reasons
    }

    /// "96 % (48 of 50 views and modifiers)", or "not simulated (no text to lay out)".
    public var summary: String {
        if status == .notSimulated { return "not simulated (\(reasons.first ?? "nothing interpreted"))" }
        return "\(Int((share * 100).rounded(.down))) % (\(interpreted) of \(interpreted + uninterpreted) views and modifiers)"
    }

    /// "simulated 96 % (48 of 50 views and modifiers)", or "not simulated (no text to lay out)":
    /// the summary with the verb it needs, for a screen's line.
    public var statusSummary: String {
        status == .notSimulated ? summary : "simulated \(summary)"
    }

    /// This coverage and `other` added up, the gaps and notes of both once each.
    public func adding(_ other: Coverage) -> Coverage {
        var notes = self.notes, gaps = self.gaps
        var seenNotes = Set(notes), seenGaps = Set(gaps)
        for note in other.notes where seenNotes.insert(note).inserted { notes.append(note) }
        for gap in other.gaps where seenGaps.insert(gap).inserted { gaps.append(gap) }
        return Coverage(
            interpreted: interpreted + other.interpreted, uninterpreted: uninterpreted + other.uninterpreted, notes: notes,
            gapCounts: gapCounts.merging(other.gapCounts, uniquingKeysWith: +), gaps: gaps,
            sourceTexts: sourceTexts + other.sourceTexts, standInTexts: standInTexts + other.standInTexts,
            standInOrigins: standInOrigins.merging(other.standInOrigins, uniquingKeysWith: +), fontsRead: fontsRead + other.fontsRead)
    }
}

/// Whether a screen was simulated in full, in part, or not at all.
public enum CoverageStatus: String, Sendable, Hashable, CaseIterable {
    /// At least 90 % of its views and modifiers were interpreted and it shows text.
    case simulated
    /// Less than 90 % was interpreted: findings rest on guesses about the rest.
    case partial
    /// Nothing was interpreted, or nothing on it is text.
    case notSimulated = "not-simulated"
}

/// One thing Reflow met on a screen and could not simulate.
public struct CoverageGap: Sendable, Hashable {
    /// What kind of thing it is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A view simulated as a fixed box (from a package, generated, or unreadable).
        case opaqueView = "opaque-view"
        /// A modifier left out.
        case ignoredModifier = "ignored-modifier"
        /// A `.font(…)` Reflow could not read; the text keeps the font around it.
        case unreadFont = "unread-font"
        /// The screen has more views than a screen may; the rest is left out.
        case viewBudget = "view-budget"
        /// A project's own `Layout` whose placement Reflow does not read; its subviews are stacked.
        case customLayout = "custom-layout"

        var singular: String {
            switch self {
            case .opaqueView: "opaque view"
            case .ignoredModifier: "ignored modifier"
            case .unreadFont: "unread font"
            case .viewBudget: "view budget spent"
            case .customLayout: "custom layout"
            }
        }

        var plural: String { self == .viewBudget ? singular : singular + "s" }
    }

    /// What kind of gap.
    public var kind: Kind
    /// What it was: the view's type, the modifier's name, the font expression.
    public var subject: String

    /// A gap of `kind` about `subject`.
    public init(kind: Kind, subject: String) {
        self.kind = kind
        self.subject = subject
    }
}
