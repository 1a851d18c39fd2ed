/// What `reflow-calibrate` measured on one app: the numbers a user needs before trusting
/// `reflow check` on it. Encoded as JSON between the child process and the table.
struct AppMeasurement: Codable {
    /// The folder's name.
    var app: String
    var path: String
    /// The checked-out commit, when the folder is a git work tree.
    var commit: String?
    /// `measured`, or what stopped the measurement (`crashed: signal 11`, `timed out after 1800 s`).
    var outcome: String
    var swiftFiles = 0
    var lines = 0
    /// Files skipped or read with problems, syntax errors, layout failures.
    var notes = 0
    var screens = ScreenCounts()
    /// Why screens are not (fully) simulated: each reason and how many screens it costs, most first.
    var reasons: [ReasonCount] = []
    /// What Reflow could not interpret, by name, and how many screens meet it, most first.
    var gaps: [ReasonCount] = []
    var views = ViewCounts()
    var texts = TextCounts()
    var findings = FindingCounts()
    var cpuSeconds = PhaseSeconds()
    var wallSeconds = 0.0
    var peakMegabytes = 0.0

    struct ScreenCounts: Codable {
        /// Entry points: previews and views that need no arguments.
        var found = 0
        /// Screens in every variant and content profile, as audited.
        var variants = 0
        var simulated = 0
        var partial = 0
        var notSimulated = 0
    }

    struct ReasonCount: Codable {
        var reason: String
        var screens: Int
    }

    /// Over each screen's own run (as written, the branches its preview takes), once per screen.
    struct ViewCounts: Codable {
        var interpreted = 0
        var opaqueViews = 0
        var ignoredModifiers = 0
        var unreadFonts = 0
        var fontsRead = 0
    }

    /// Texts on each screen's own run (as written), by where their content came from.
    struct TextCounts: Codable {
        var source = 0
        var standIn = 0
        /// Stand-ins for values the source does not give: data the app gets while running.
        var runtimeData = 0
        /// Stand-ins for the app's own placeholder text under `.redacted(reason: .placeholder)`.
        var redactedPlaceholder = 0
        /// Stand-ins for values the source gives in a form Reflow does not read.
        var unread = 0

        /// Texts whose content the source gives and Reflow read (a redacted placeholder's words are
        /// the source's), against those plus the ones it did not read: Reflow's own share.
        var readShare: (read: Int, readable: Int) {
            (source + redactedPlaceholder, source + redactedPlaceholder + unread)
        }

        static func += (total: inout TextCounts, more: TextCounts) {
            total.source += more.source
            total.standIn += more.standIn
            total.runtimeData += more.runtimeData
            total.redactedPlaceholder += more.redactedPlaceholder
            total.unread += more.unread
        }
    }

    struct FindingCounts: Codable {
        var total = 0
        var errors = 0
        var warnings = 0
        var notes = 0
        /// Errors whose first size is Large (the default) or smaller: there before Dynamic Type matters.
        var errorsAtOrBelowLarge = 0
        /// Findings whose texts include a stand-in, and how many of them are errors (there should be none).
        var onStandIn = 0
        var errorsOnStandIn = 0
        /// Findings whose geometry depends on something not read (opaque view, ignored modifier, unread font).
        var withDependencies = 0
        var byCheck: [CheckCount] = []
    }

    struct CheckCount: Codable {
        var id: String
        var errors = 0
        var warnings = 0
        var notes = 0
    }

    /// The file whose indexing, and the screen whose interpretation (every variant and profile), took
    /// the most CPU time of one thread (issue 16: none over 1 s).
    var slowestFileIndexing: Slowest?
    /// Check ÷ parse-only of every run, in the order run, when the app was measured more than once
    /// (`--runs`); the other numbers are the median run's.
    var runRatios: [Double]?
    var slowestScreenInterpretation: Slowest?

    /// A name and its CPU seconds.
    struct Slowest: Codable {
        var name: String
        var seconds: Double
    }

    /// CPU seconds (every thread) of each phase, and parse-only of the same files as the baseline.
    struct PhaseSeconds: Codable {
        var parse = 0.0
        var index = 0.0
        var interpret = 0.0
        var layoutAndAudit = 0.0
        var report = 0.0

        /// Everything `reflow check` does, parsing included.
        var check: Double { parse + index + interpret + layoutAndAudit + report }

        /// Check ÷ parse-only, or nil with no parse time.
        var ratio: Double? { parse > 0 ? check / parse : nil }
    }
}
