import DynamicType
import Findings
import LayoutEngine
import TextMeasurement

/// Audits a screen: lays it out at every configured size, per device, orientation and
/// direction, runs every check over each series of layouts, and merges what the checks saw at
/// each size into findings that name the first size and every size at which they hold.
///
/// iOS categories and Android font scales (`AuditConfiguration.androidFontScales`) are separate
/// series: a finding's `context.sizes` are categories (`accessibility3`) or scales (`180%`), never both.
///
/// ```swift
/// let runner = AuditRunner(measurer: HarfBuzzTextMeasurer())
/// let report = try runner.audit(CheckoutExample.before())
/// for finding in report.findings { print(finding.checkID, finding.context?.firstSize.name ?? "", finding.message) }
/// ```
public struct AuditRunner: Sendable {
    /// How text is measured (HarfBuzz in real use), injected so the audit never sees fonts.
    public let measurer: any TextMeasuring
    /// Sizes, devices, directions, thresholds and severities.
    public var configuration: AuditConfiguration
    /// The checks run, `AuditChecks.all` unless given.
    public var checks: [any Check.Type]

    /// A runner measuring text with `measurer`.
    public init(
        measurer: any TextMeasuring, configuration: AuditConfiguration = AuditConfiguration(),
        checks: [any Check.Type] = AuditChecks.all
    ) {
        self.measurer = measurer
        self.configuration = configuration
        self.checks = checks
    }

    /// Audits `root` on every configured device, orientation and direction. The screen is called
    /// `screenName`, else the root's `named(_:)`, else "Screen".
    public func audit(_ root: ViewNode, screenName: String? = nil) throws -> AuditReport {
        let name = screenName ?? root.traits.name ?? "Screen"
        var findings: [Finding] = []
        var notes: [String] = []
        let androidSettings = configuration.androidFontScales.sorted().map(SizeSetting.androidFontScale)
        for device in configuration.devices {
            for orientation in configuration.orientations {
                for direction in configuration.layoutDirections {
                    let turned = orientation.apply(to: device)
                    var allSeries = [try layoutSeries(of: root, screenName: name, device: turned, layoutDirection: direction)]
                    if !androidSettings.isEmpty {
                        allSeries.append(
                            try layoutSeries(
                                of: root, screenName: name, device: turned, layoutDirection: direction,
                                settings: androidSettings))
                    }
                    for series in allSeries {
                        for screen in series.screens {
                            for note in screen.screen.notes where !notes.contains(note) { notes.append(note) }
                        }
                        findings += try self.findings(in: series)
                    }
                }
            }
        }
        return AuditReport(screenName: name, findings: findings, notes: notes)
    }

    /// `root` laid out at every configured iOS category on `device` in `layoutDirection`.
    public func layoutSeries(
        of root: ViewNode, screenName: String, device: Device = .iPhone16,
        layoutDirection: LayoutDirection = .leftToRight
    ) throws -> LayoutSeries {
        try layoutSeries(
            of: root, screenName: screenName, device: device, layoutDirection: layoutDirection,
            settings: configuration.categories.map(SizeSetting.category))
    }

    /// `root` laid out at `settings` on `device` in `layoutDirection`: all iOS categories or all
    /// Android scales (`configuration.androidFontScales.map(SizeSetting.androidFontScale)`), not both.
    public func layoutSeries(
        of root: ViewNode, screenName: String, device: Device = .iPhone16,
        layoutDirection: LayoutDirection = .leftToRight, settings: [SizeSetting]
    ) throws -> LayoutSeries {
        precondition(Set(settings.map(\.isAndroid)).count <= 1, "a series is iOS categories or Android scales, not both")
        let layout = ScreenLayout(measurer: measurer)
        // Numbered once for the series; arrangements that no size changes are computed once.
        let prepared = try layout.prepare(root)
        let screens = try settings.map { setting in
            IndexedScreen(
                try layout.layout(
                    prepared, device: device, environment: LayoutEnvironment(size: setting, layoutDirection: layoutDirection)),
                setting: setting)
        }
        let remembers = root.remembersSizes
        let walk: LayoutSeries.Walk = { categories in
            // Without a view that keeps its largest size, a relayout carries no state, and a walk
            // ends with exactly the fresh layout at its last size (`LiveScreen`): reuse that one.
            if !remembers, let last = categories.last,
                let fresh = screens.first(where: { $0.setting == .category(last) })
            {
                return fresh.screen
            }
            // One live screen on its own channel, walked through the sizes as a user would: what
            // it shows at the end is what a relayout that kept state from a larger size would leave.
            let channel = TextSizeChannel(category: categories.first ?? .default)
            let live = try LiveScreen(
                root, layout: layout, device: device, environment: LayoutEnvironment(layoutDirection: layoutDirection),
                channel: channel)
            defer { live.detach() }
            for category in categories.dropFirst() {
                channel.update(to: category)
                if let error = live.lastError { throw error }
            }
            return live.screen
        }
        return LayoutSeries(
            screenName: screenName, root: root, device: device, layoutDirection: layoutDirection, screens: screens, walk: walk)
    }

    /// The findings of every check on `series`, merged over its sizes.
    public func findings(in series: LayoutSeries) throws -> [Finding] {
        var observations: [Observation] = []
        var descriptions: [String: CheckDescription] = [:]
        for check in checks {
            let description = AuditChecks.description(of: check)
            let ids = description.allIDs
            guard !ids.allSatisfy(configuration.disabledChecks.contains) else { continue }
            for id in ids { descriptions[id] = description.description(of: id) }
            let observed = try check.observations(in: series, configuration: configuration)
            observations += series.isAndroid ? observed.filter(\.setting.isAndroid) : observed
        }
        return FindingMerger(descriptions: descriptions, configuration: configuration)
            .findings(from: Self.withoutSymptoms(observations), series: series)
    }

    /// The observations less those that repeat another's cause: a text cut short at a size where
    /// the screen, which does not scroll, also cuts it off has one problem (the screen), fixed
    /// by one change (a scroll view), and is reported once, as `clipped-text`.
    static func withoutSymptoms(_ observations: [Observation]) -> [Observation] {
        let place = { (observation: Observation) in "\(observation.element.path)\u{1}\(observation.setting.name)" }
        let cutByScreen = Set(
            observations.filter { $0.checkID == ClippedTextCheck.id && $0.measurements.contains { $0.key == "screenEdge" } }.map(place))
        guard !cutByScreen.isEmpty else { return observations }
        let truncations: Set<String> = [TruncatedTextCheck.id, TruncatedTextCheck.withoutEllipsisID]
        return observations.filter { !truncations.contains($0.checkID) || !cutByScreen.contains(place($0)) }
    }
}
