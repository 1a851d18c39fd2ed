import Audit
import DynamicType
import Findings
import Foundation
import LayoutEngine
import Lint
import ReflowCommandLine
import ReflowLocking
import SwiftSource
import Typesetting

/// `reflow check`'s work as a library: reads a SwiftUI code base, interprets every screen in every
/// variant and content profile, audits each at every configured size, and collapses findings that
/// share a cause (a check at one source line) into one.
public struct ProjectChecker: Sendable {
    /// Sizes, devices, orientations, directions, thresholds.
    public var configuration: AuditConfiguration
    /// The content profiles to simulate.
    public var profiles: [ContentProfile]
    /// Only the screens with these names, or every screen.
    public var screenNames: Set<String>?
    /// Threads for parsing, interpreting and auditing (default: every core).
    public var concurrency: Int?
    /// The folder where audits of unchanged screens are read back from and new ones kept, if any.
    public var cacheDirectory: String?
    /// Whether the devices were left to the project: an app its Xcode project builds for the iPad alone is
    /// checked on an iPad, with a note, instead of the configuration's devices.
    public var devicesFollowProject = false

    /// A checker with the defaults: 12 sizes on iPhone 16 portrait, as written and translated.
    public init(
        configuration: AuditConfiguration = AuditConfiguration(), profiles: [ContentProfile] = ContentProfile.defaults,
        screenNames: Set<String>? = nil, concurrency: Int? = nil, cacheDirectory: String? = nil
    ) {
        self.configuration = configuration
        self.profiles = profiles
        self.screenNames = screenNames
        self.concurrency = concurrency
        self.cacheDirectory = cacheDirectory
    }

    /// Checks the project under `paths`; `progress` hears each stage (for a terminal).
    public func check(paths: [String], progress: (@Sendable (String) -> Void)? = nil) throws -> ProjectCheckResult {
        let project = SwiftUIProject(paths: paths, concurrency: concurrency)
        progress?("parsed \(project.swiftFiles.count) Swift files (\(project.lineCount) lines)")
        return try check(project, progress: progress)
    }

    /// Checks an already read project.
    /// `advancing` hears each screen interpreted and each variant laid out (stage, done, total).
    public func check(
        _ project: SwiftUIProject, progress: (@Sendable (String) -> Void)? = nil,
        advancing: (@Sendable (String, Int, Int) -> Void)? = nil
    ) throws -> ProjectCheckResult {
        var interpreting: (@Sendable (Int, Int) -> Void)?
        if let advancing { interpreting = { done, total in advancing("interpreting screens:", done, total) } }
        let screens = project.screens(
            profiles: project.applicableProfiles(profiles).profiles, named: screenNames, concurrency: concurrency,
            advancing: interpreting)
        progress?("interpreted \(screens.count) screen variants")
        return try check(project, screens: screens, progress: progress, advancing: advancing)
    }

    /// Audits screens already interpreted from `project` (`project.screens(profiles:)`).
    public func check(
        _ project: SwiftUIProject, screens: [SimulatedScreen], progress: (@Sendable (String) -> Void)? = nil,
        advancing: (@Sendable (String, Int, Int) -> Void)? = nil
    ) throws -> ProjectCheckResult {
        var configuration = self.configuration
        let checksIPad = devicesFollowProject && project.buildsOnlyForIPad
        if checksIPad { configuration.devices = [.iPad11] }
        let catalog = FontCatalog(directories: FontDirectories.system, files: project.fontFiles)
        let runner = AuditRunner(measurer: HarfBuzzTextMeasurer(catalog: catalog), configuration: configuration)
        let cache = try cacheDirectory.map {
            try AuditCache(
                directory: $0, configuration: configuration, fontDirectories: FontDirectories.system, fontFiles: project.fontFiles)
        }
        let laidOut = Locked(0)
        let audited = LargeStackThreads.map(screens, concurrency: concurrency) { screen -> Result<AuditReport, LayoutFailure> in
            defer {
                if let advancing {
                    let done = laidOut.withLock { count in
                        count += 1; return count
                    }
                    advancing("laying out screen variants:", done, screens.count)
                }
            }
            // Keyed by the tree alone: a renamed preview finds its audit under its old name's entry.
            let key = cache.flatMap { cache in ScreenTree.hash(screen.root).map(cache.key(forTree:)) }
            if let key, let cached = cache?.report(for: key, screenName: screen.qualifiedName) { return .success(cached) }
            do {
                let report = try CrashReport.working(on: "\(screen.location) (laying out \(screen.qualifiedName))") {
                    try runner.audit(screen.root, screenName: screen.qualifiedName)
                }
                if let key { cache?.store(report, for: key) }
                return .success(report)
            } catch {
                return .failure(LayoutFailure(screen: screen.qualifiedName, message: "\(error)"))
            }
        }
        progress?("laid out \(screens.count) screen variants at \(configuration.categories.count) sizes")
        // A run of some screens keeps the others' entries; a run of all leaves only what it used.
        if screenNames == nil { cache?.removeUnused() }
        var notes = project.notes
        if checksIPad {
            notes.append(
                "The Xcode project builds the app for the iPad alone (TARGETED_DEVICE_FAMILY = 2): checked on \(Device.iPad11.name)")
        }
        if let note = project.applicableProfiles(profiles).note { notes.append(note) }
        var screenFindings: [[Finding]] = []
        var layoutFailures = 0
        let previewCode = project.previewCode
        for (screen, result) in zip(screens, audited) {
            switch result {
            case .success(let report):
                let findings = screen.coverage.status == .simulated ? report.findings : report.findings.map(Self.onPartialScreen)
                var placed = findings.map { Self.causedInPreviewCode($0, previewCode) }
                if let view = screen.shownOnlyByPreviews { placed = placed.map { Self.onViewShownOnlyByPreviews($0, view: view) } }
                if let surface = screen.systemSurface { placed = placed.map { Self.onSystemSurface($0, surface: surface) } }
                if configuration.categories.contains(.xSmall) { placed = placed.map(Self.atTheSmallestSize) }
                screenFindings.append(placed)
                for note in report.notes where !notes.contains(note) { notes.append(note) }
            case .failure(let failure):
                screenFindings.append([])
                layoutFailures += 1
                notes.append("\(screen.location): \(failure.screen) could not be laid out: \(failure.message)")
            }
        }
        return ProjectCheckResult(
            project: project, screens: screens, screenFindings: screenFindings,
            findings: FindingCollapse.collapse(screenFindings.flatMap { $0 }, names: Self.names(of: screens)), notes: notes,
            layoutFailures: layoutFailures, cacheStatistics: cache?.statistics, devices: configuration.devices)
    }

    /// A finding on a screen that was not fully simulated: it says so, and is at most a warning.
    static func onPartialScreen(_ finding: Finding) -> Finding {
        var finding = finding
        var evidence = finding.evidence ?? .known
        evidence.onPartialScreen = true
        finding.evidence = evidence
        finding.severity = min(finding.severity, evidence.severityCap)
        return finding
    }

    /// A finding whose cause is written in a preview's own code (filler text, a frame the preview
    /// sets): the app does not ship that code, so it is a note that says so.
    static func causedInPreviewCode(_ finding: Finding, _ previewCode: [PreviewCode]) -> Finding {
        // What it is reported at (filler text a preview writes) or what causes it (a frame only a preview sets).
        let places = [finding.sourceLocation, finding.causeLocation].compactMap { $0 }
        guard let code = previewCode.first(where: { code in places.contains { $0.file == code.file && code.lines.contains($0.line) } })
        else { return finding }
        var finding = finding
        finding.severity = .note
        finding.message += " Its cause is in the preview's own code (\(code.description)), which the app does not ship."
        return finding
    }

    /// A finding in a view the app's own code never shows (only its previews and tests do): it
    /// breaks nowhere a person sees yet, so it says so and is at most a warning.
    static func onViewShownOnlyByPreviews(_ finding: Finding, view: String) -> Finding {
        var finding = finding
        finding.severity = min(finding.severity, .warning)
        finding.message += " Only previews and tests show \(view) in an iPhone build; no code of the app does."
        return finding
    }

    /// A finding in a widget or a Live Activity: WidgetKit draws them in its own process and decides
    /// how far their text grows, which Reflow does not simulate; so it is at most a warning, and says why.
    static func onSystemSurface(_ finding: Finding, surface: String) -> Finding {
        var finding = finding
        finding.severity = min(finding.severity, .warning)
        finding.message += " In \(surface): how far WidgetKit lets its text grow is not simulated."
        return finding
    }

    /// An error that already holds at xSmall, the smallest text size, is not caused by large text:
    /// either every reader sees it, which its makers would have seen too, or SwiftUI lays the view
    /// out differently from Reflow. It is at most a warning, and says so.
    static func atTheSmallestSize(_ finding: Finding) -> Finding {
        guard finding.severity == .error, finding.context?.firstSize == .category(.xSmall) else { return finding }
        var finding = finding
        finding.severity = .warning
        finding.message +=
            " It holds already at xSmall, the smallest text size, so large text does not cause it: check on a device whether every reader sees it."
        return finding
    }

    /// Each screen variant's name in findings, with its screen and how it differs.
    static func names(of screens: [SimulatedScreen]) -> [String: FindingCollapse.ScreenName] {
        var names: [String: FindingCollapse.ScreenName] = [:]
        for screen in screens {
            var details: [String] = []
            if let variant = screen.variant { details.append(variant) }
            if screen.profile != .asWritten { details.append("\(screen.profile.rawValue) content") }
            names[screen.qualifiedName] = FindingCollapse.ScreenName(
                base: screen.name, variant: details.isEmpty ? nil : details.joined(separator: ", "))
        }
        return names
    }

    struct LayoutFailure: Error {
        var screen: String
        var message: String
    }
}

/// What `reflow check` found: the screens simulated, each one's findings, and the findings
/// collapsed by cause for reports.
public struct ProjectCheckResult: Sendable {
    /// The project read.
    public let project: SwiftUIProject
    /// Every screen variant simulated, in order.
    public let screens: [SimulatedScreen]
    /// Each screen's own findings (same order as `screens`), for pictures.
    public let screenFindings: [[Finding]]
    /// Findings with one cause collapsed into one, naming every screen where it shows.
    public let findings: [Finding]
    /// Files skipped, syntax errors, layout notes.
    public let notes: [String]
    /// How many screen variants could not be laid out (each is a note).
    public var layoutFailures: Int = 0
    /// What the run read back from and added to the cache, when one was given.
    public var cacheStatistics: AuditCache.Statistics?
    /// The devices the screens were laid out on (an iPad for an app built for the iPad alone, unless devices were given).
    public var devices: [Device] = [.iPhone16]

    /// Whether part of the project went unchecked: a file or folder could not be read, or a
    /// screen could not be laid out. Such a run is not clean, whatever it found.
    public var isIncomplete: Bool {
        layoutFailures > 0 || !project.unreadable.isEmpty
    }

    /// The share of views and modifiers interpreted over all screens.
    public var coverage: Coverage {
        screens.reduce(Coverage(interpreted: 0, uninterpreted: 0, notes: [])) { $0.adding($1.coverage) }
    }
}
