import Findings

/// What was and was not simulated, grouped by reason, for reports to lead with: a user reads first
/// which screens Reflow could judge and what to fix or annotate for the others.
///
/// ```
/// 15 screens read from source: 10 simulated in full, 1 in part, 4 not simulated.
///   not simulated, nothing interpreted: With Items (FeedItemsView.swift:89), Empty (FeedItemsView.swift:106)
///   in part, opaque views: Settings (3, SettingsView.swift:12)
/// ```
///
/// Empty for a report with no screens read from source (the bundled examples, a lint run).
public struct CoverageOverview: Hashable, Sendable {
    /// One reason and the screens it holds back.
    public struct Group: Hashable, Sendable {
        /// `not simulated, nothing interpreted`, `in part, opaque views`.
        public var reason: String
        /// Each screen with its count of that gap (when there is one) and where it is declared.
        public var screens: [String]
    }

    /// How many screens were read from source.
    public var total: Int
    /// How many of them were simulated in full, in part, and not at all.
    public var simulated: Int, partial: Int, notSimulated: Int
    /// The reasons, not-simulated ones first, each in the order first met.
    public var groups: [Group]

    /// At most this many screens are named under one reason; the rest are counted.
    public static let namedPerReason = 8

    /// The overview of `input`'s screens that carry a coverage.
    public init(_ input: ReportInput) {
        let screens = input.screenNames.filter { input.coverage[$0] != nil }
        total = screens.count
        simulated = 0
        partial = 0
        notSimulated = 0
        var order: [String] = []
        var members: [String: [String]] = [:]
        func add(_ reason: String, _ entry: String) {
            if members[reason] == nil { order.append(reason) }
            members[reason, default: []].append(entry)
        }
        var partialEntries: [(String, String)] = []
        for name in screens {
            guard let coverage = input.coverage[name] else { continue }
            let place = coverage.location.map { Self.shortPlace($0) }
            switch coverage.status {
            case "not-simulated":
                notSimulated += 1
                add("not simulated, " + (coverage.reasons.first ?? "nothing interpreted"), name + (place.map { " (\($0))" } ?? ""))
            case "partial":
                partial += 1
                let gaps: [(String, Int)] = [
                    ("opaque views", coverage.opaqueViews), ("ignored modifiers", coverage.ignoredModifiers),
                    ("unread fonts", coverage.unreadFonts),
                ].filter { $0.1 > 0 }
                if gaps.isEmpty { partialEntries.append(("in part", name + (place.map { " (\($0))" } ?? ""))) }
                for (gap, count) in gaps {
                    partialEntries.append(("in part, " + gap, name + " (\(count)" + (place.map { ", \($0)" } ?? "") + ")"))
                }
            default:
                simulated += 1
            }
        }
        // Not simulated first: those screens have no findings at all.
        for (reason, entry) in partialEntries { add(reason, entry) }
        groups = order.map { Group(reason: $0, screens: members[$0] ?? []) }
    }

    /// Whether there is anything to say (some screen was read from source).
    public var isEmpty: Bool { total == 0 }

    /// "15 screens read from source: 10 simulated in full, 1 in part, 4 not simulated."
    public var headline: String {
        var parts = ["\(simulated) simulated in full"]
        if partial > 0 { parts.append("\(partial) in part") }
        if notSimulated > 0 { parts.append("\(notSimulated) not simulated") }
        return "\(Wording.counted(total, "screen")) read from source: \(parts.joined(separator: ", "))."
    }

    /// Each group as one line: its reason, then its screens (at most `namedPerReason`, then how many more).
    public var lines: [String] {
        groups.map { group in
            let named = group.screens.prefix(Self.namedPerReason).joined(separator: ", ")
            let more = group.screens.count - Self.namedPerReason
            return "\(group.reason): \(named)" + (more > 0 ? ", and \(more) more" : "")
        }
    }

    /// `FeedItemsView.swift:89`: the file's name without its folders, and the line.
    static func shortPlace(_ location: FileLocation) -> String {
        let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(name):\(location.line)"
    }
}
