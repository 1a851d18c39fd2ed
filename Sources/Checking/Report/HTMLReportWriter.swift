import Audit
import DynamicType
import Findings
import Foundation
import LayoutEngine
import Lint
import ReflowCommandLine
import Rendering
import Reporting
import Typesetting

/// Writes the HTML report of some screens: every screen laid out at all 12 sizes on one device,
/// pictures with findings drawn, contact sheets, and one self-contained `index.html`. The report is
/// written beside the destination and moved into place, so a failure leaves nothing half-written.
public struct HTMLReportWriter: Sendable {
    /// A screen to report on.
    public struct Screen: Sendable {
        /// Its name on the page.
        public var name: String
        /// What it shows or where it is declared, in one line.
        public var summary: String
        /// Its view tree.
        public var root: ViewNode
        /// Its findings on this device, when an audit already has them (`reflow check`): not computed again.
        public var findings: [Finding]? = nil
        /// The screen this is a variant of, as the reported findings name it (itself when nil).
        public var group: String? = nil

        /// A screen with every field given.
        public init(name: String, summary: String, root: ViewNode, findings: [Finding]? = nil, group: String? = nil) {
            self.name = name
            self.summary = summary
            self.root = root
            self.findings = findings
            self.group = group
        }
    }

    /// What the page lists when a command already reported on the screens (`reflow check`): its
    /// findings, collapsed by cause, and its lint findings, so the page's counts are the command's;
    /// the checks and rules that describe them; the screens in its order; and their coverage. Nil: the page lists what the writer finds on its own.
    public struct Reported: Sendable {
        /// The findings the command reported.
        public var findings: [Finding]
        /// The checks and rules describing them.
        public var checks: [CheckDescription]
        /// The screens in the command's order.
        public var screens: [String]
        /// Each screen's coverage.
        public var coverage: [String: ScreenCoverage]

        /// What a command reported, with every field given.
        public init(findings: [Finding], checks: [CheckDescription], screens: [String], coverage: [String: ScreenCoverage]) {
            self.findings = findings
            self.checks = checks
            self.screens = screens
            self.coverage = coverage
        }
    }

    /// The screens, in page order.
    public var screens: [Screen]
    /// The page title.
    public var title: String
    /// The device every screen is drawn on.
    public var device: Device
    /// Pixels per point of the pictures.
    public var scale: Double
    /// Whether an earlier report at the destination may be replaced (`--force`).
    public var replaces: Bool
    /// Measures and shapes text.
    public var measurer: HarfBuzzTextMeasurer = HarfBuzzTextMeasurer()
    /// The sizes and checks audited.
    public var auditConfiguration: AuditConfiguration = AuditConfiguration()
    /// Remarks to print in the report besides the layout notes.
    public var notes: [String] = []
    /// Whether each size gets its picture, or only the sizes that tell the story (`storySizes`); the
    /// contact sheet shows every size either way.
    public var drawsEverySize = true
    /// Pixels per point of the contact sheets, when not `scale`: an overview of twelve screens side
    /// by side, whose detail the pictures of single sizes show.
    public var sheetScale: Double? = nil
    /// The command's own findings and screens, when it has them.
    public var reported: Reported? = nil
    /// The option that named the destination (`--output`, `--report`), for errors.
    public var argument: String = "--output"

    /// A writer of `screens` with every setting given; those left out take their defaults.
    public init(
        screens: [Screen], title: String, device: Device, scale: Double, replaces: Bool,
        measurer: HarfBuzzTextMeasurer = HarfBuzzTextMeasurer(), auditConfiguration: AuditConfiguration = AuditConfiguration(),
        notes: [String] = [], drawsEverySize: Bool = true, sheetScale: Double? = nil, reported: Reported? = nil,
        argument: String = "--output"
    ) {
        self.screens = screens
        self.title = title
        self.device = device
        self.scale = scale
        self.replaces = replaces
        self.measurer = measurer
        self.auditConfiguration = auditConfiguration
        self.notes = notes
        self.drawsEverySize = drawsEverySize
        self.sheetScale = sheetScale
        self.reported = reported
        self.argument = argument
    }

    /// Writes the report to `outputPath` (named `given` in errors); returns what it reported and how many pictures.
    public func write(to outputPath: String, as given: String) throws -> (ReportInput, Int) {
        let destination = URL(fileURLWithPath: outputPath).standardizedFileURL
        try checkDestination(destination, as: given)
        let staging = try makeStagingDirectory(beside: destination, as: given)
        TemporaryPaths.shared.register(staging.path)
        defer { TemporaryPaths.shared.unregister(staging.path) }
        do {
            let result = try write(into: staging)
            try moveIntoPlace(staging, destination, as: given)
            return result
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    // MARK: Rendering

    /// Draws every screen into `directory` and writes the page; returns the findings and the number of pictures.
    public func write(into directory: URL) throws -> (ReportInput, Int) {
        var configuration = auditConfiguration
        configuration.devices = [device]
        configuration.orientations = [.portrait]
        configuration.layoutDirections = [.leftToRight]
        let runner = AuditRunner(measurer: measurer, configuration: configuration)
        // The page names each picture (screen, size, device, counts) beside it; a title drawn in
        // every picture again is a seventh of the report's bytes (text compresses worst).
        let renderer = ScreenRenderer(measurer: measurer, options: RenderOptions(scale: scale, showsTitle: false))
        let sheets = ContactSheet(measurer: measurer, scale: sheetScale ?? scale)
        // A picture marks a variant's own finding; the page lists the reported finding it was collapsed into.
        var reportedIDs: [String: String] = [:]
        for finding in reported?.findings ?? [] {
            reportedIDs[FindingCollapse.causeKey(finding, screen: finding.context?.screen ?? "")] = HTMLReport.findingID(finding)
        }
        let keys = reportedIDs
        // Screens are drawn on every core, each into its own folder; the page lists them in order.
        let drawn = LargeStackThreads.map(screens) { example -> Result<DrawnScreen, CommandFailure> in
            do {
                return .success(try draw(example, into: directory, runner: runner, renderer: renderer, sheets: sheets, reportedIDs: keys))
            } catch let failure as CommandFailure {
                return .failure(failure)
            } catch {
                return .failure(CommandFailure("cannot draw \(example.name): \(error)"))
            }
        }
        var findings: [Finding] = []
        var notes: [String] = self.notes
        var pictureSets: [HTMLReport.Screen] = []
        var pictureCount = 0
        for result in drawn {
            let screen = try result.get()
            findings += screen.findings
            for note in screen.notes where !notes.contains(note) { notes.append(note) }
            pictureSets.append(screen.pictures)
            pictureCount += screen.pictures.sizes.count + (screen.pictures.contactSheet == nil ? 0 : 1)
        }
        let input = ReportInput(
            findings: reported?.findings ?? findings, checks: reported?.checks ?? AuditChecks.all.map { $0.description },
            toolVersion: ReflowVersion.current,
            baseDirectory: FileManager.default.currentDirectoryPath, screens: reported?.screens ?? screens.map(\.name), notes: notes,
            coverage: reported?.coverage ?? [:])
        let page = HTMLReportPage.html(input, report: HTMLReport(title: title, scale: scale, screens: pictureSets))
        do {
            try Data(page.utf8).write(to: directory.appendingPathComponent(HTMLReportPage.fileName))
        } catch {
            throw CommandFailure("cannot write \(HTMLReportPage.fileName): \((error as NSError).localizedDescription)")
        }
        return (input, pictureCount)
    }

    /// One screen's pictures, findings and layout notes.
    private struct DrawnScreen: Sendable {
        var findings: [Finding]
        var notes: [String]
        var pictures: HTMLReport.Screen
    }

    /// Lays `example` out at every size, draws each size and the contact sheet into its folder.
    private func draw(
        _ example: Screen, into directory: URL, runner: AuditRunner, renderer: ScreenRenderer, sheets: ContactSheet,
        reportedIDs: [String: String]
    ) throws -> DrawnScreen {
        let folder = Self.folderName(example.name)
        try createDirectory(directory.appendingPathComponent(folder))
        let series = try runner.layoutSeries(of: example.root, screenName: example.name, device: device)
        let screenFindings = try example.findings ?? runner.findings(in: series)
        var notes: [String] = []
        for indexed in series.screens {
            for note in indexed.screen.notes where !notes.contains(note) { notes.append(note) }
        }
        var sizes: [HTMLReport.Size] = []
        let drawn =
            drawsEverySize
            ? Set(series.screens.map(\.category))
            : Self.storySizes(series.screens.map(\.category), findings: screenFindings)
        for indexed in series.screens where drawn.contains(indexed.category) {
            let category = indexed.category
            let picture = try renderer.render(indexed.screen, findings: screenFindings, screenName: example.name)
            let file = "\(folder)/\(Self.fileName(category)).png"
            try writePNG(picture.image, to: directory.appendingPathComponent(file))
            var regions: [String: [HTMLReport.Region]] = [:]
            for mark in picture.marks {
                let pixels = mark.regions.map(picture.pixelRect(for:)).map {
                    HTMLReport.Region(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height)
                }
                let id =
                    reported == nil
                    ? HTMLReport.findingID(mark.finding)
                    : reportedIDs[FindingCollapse.causeKey(mark.finding, screen: example.group ?? example.name)]
                if let id { regions[id, default: []] += pixels }
            }
            let shown = screenFindings.filter { $0.context?.sizes.contains(.category(category)) == true }
            sizes.append(
                HTMLReport.Size(
                    setting: .category(category), caption: Self.caption(category),
                    picture: HTMLReport.Picture(file: file, width: picture.image.width, height: picture.image.height),
                    errors: shown.filter { $0.severity == .error }.count,
                    warnings: shown.filter { $0.severity == .warning }.count, regions: regions))
        }
        // Drawing only the story, a variant leaves the overview of every size to the screen as written.
        var contactSheet: HTMLReport.Picture?
        if drawsEverySize || example.group == nil || example.group == example.name {
            let sheet = try sheets.render(series, findings: screenFindings)
            let sheetFile = "\(folder)/sheet.png"
            try writePNG(sheet.image, to: directory.appendingPathComponent(sheetFile))
            contactSheet = HTMLReport.Picture(file: sheetFile, width: sheet.image.width, height: sheet.image.height, scale: sheetScale)
        }
        let pictures = HTMLReport.Screen(
            name: example.name, group: example.group, summary: example.summary, device: device.name,
            contactSheet: contactSheet, sizes: sizes, checkedSizes: series.screens.map(\.setting))
        return DrawnScreen(findings: screenFindings, notes: notes, pictures: pictures)
    }

    /// The sizes whose pictures tell a screen's story: the default size, the largest, and each size
    /// where the findings shown differ from the next size towards the default (above it, the size
    /// before; below it, the size after): where a text starts to truncate or a clip ends. The sizes
    /// between look like their neighbours with larger or smaller text, as the contact sheet shows.
    public static func storySizes(_ categories: [ContentSizeCategory], findings: [Finding]) -> Set<ContentSizeCategory> {
        guard !categories.isEmpty else { return [] }
        let shown = categories.map { category in
            Set(findings.filter { $0.context?.sizes.contains(.category(category)) == true }.map(HTMLReport.findingID))
        }
        let middle = categories.firstIndex(of: .large) ?? 0
        var chosen: Set<ContentSizeCategory> = [categories[middle]]
        if let largest = categories.last { chosen.insert(largest) }
        for index in categories.indices where index != middle {
            let neighbour = index > middle ? index - 1 : index + 1
            if shown[index] != shown[neighbour] { chosen.insert(categories[index]) }
        }
        return chosen
    }

    /// `AX5 · Body 53 pt`: the size as the Settings slider names it, and Body's point size there.
    public static func caption(_ category: ContentSizeCategory) -> String {
        let body = TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: category) ?? 17
        return "\(category.shortName) · Body \(ReportNumber.format(body, maximumFractionDigits: 2) ?? "\(body)") pt"
    }

    /// A picture's file name without extension: the size's short name (`AX5`, `xSmall`, `Large`).
    public static func fileName(_ category: ContentSizeCategory) -> String {
        category.shortName
    }

    /// A screen's folder: its name with anything but ASCII letters, digits, `-` and `_` as `-`.
    public static func folderName(_ name: String) -> String {
        let folder = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return folder.isEmpty || folder.allSatisfy({ $0 == "-" }) ? "screen" : folder
    }

    /// The report's pictures are indexed PNGs (about half the bytes): a report of a large app stays a
    /// CI artifact people download. Only anti-aliased edges may change shade.
    private func writePNG(_ image: RenderedImage, to url: URL) throws {
        do {
            try image.writePNG(to: url.path, reducedColours: true)
        } catch {
            throw CommandFailure("cannot write \(url.lastPathComponent): \(error)")
        }
    }

    private func createDirectory(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        } catch {
            throw CommandFailure("cannot create \(url.lastPathComponent): \((error as NSError).localizedDescription)")
        }
    }

    // MARK: The output directory

    /// Throws a usage error naming `argument` unless `path` can become a report, before any work starts.
    public static func checkDestination(_ path: String, replaces: Bool, argument: String) throws {
        let writer = HTMLReportWriter(screens: [], title: "", device: .iPhone16, scale: 1, replaces: replaces, argument: argument)
        try writer.checkDestination(URL(fileURLWithPath: path).standardizedFileURL, as: path)
    }

    /// Throws a usage error unless `destination` can become the report: its parent is a writable
    /// directory, and it does not exist, is empty, or (with `--force`) holds an earlier Reflow report.
    public func checkDestination(_ destination: URL, as given: String) throws {
        let files = FileManager.default
        let parent = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: parent.path, isDirectory: &isDirectory) else {
            throw UsageError(.invalidValue(given, argument: argument, reason: "the directory '\(parent.path)' does not exist"))
        }
        guard isDirectory.boolValue else {
            throw UsageError(.invalidValue(given, argument: argument, reason: "'\(parent.path)' is not a directory"))
        }
        guard access(parent.path, W_OK) == 0 else {
            throw UsageError(
                .invalidValue(given, argument: argument, reason: "cannot write in '\(parent.path)' (\(String(cString: strerror(errno))))"))
        }
        guard destination.path != "/" else {
            throw UsageError(.invalidValue(given, argument: argument, reason: "the root directory cannot be replaced"))
        }
        guard files.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw UsageError(.invalidValue(given, argument: argument, reason: "it is a file, not a directory"))
        }
        let contents: [String]
        do {
            contents = try files.contentsOfDirectory(atPath: destination.path)
        } catch {
            throw UsageError(
                .invalidValue(given, argument: argument, reason: "cannot read the directory (\((error as NSError).localizedDescription))"))
        }
        guard !contents.isEmpty else { return }
        guard replaces else {
            throw UsageError(
                .invalidValue(given, argument: argument, reason: "the directory is not empty; add --force to replace an earlier report"))
        }
        guard Self.isEarlierReport(destination) else {
            throw UsageError(
                .invalidValue(
                    given, argument: argument,
                    reason: "the directory is not empty and holds no earlier report (no index.html made by Reflow); not replacing it"))
        }
    }

    /// Whether `directory` holds an `index.html` written by `reflow report`, which `--force` may replace.
    public static func isEarlierReport(_ directory: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: directory.appendingPathComponent(HTMLReportPage.fileName)) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 2048)) ?? Data(), as: UTF8.self)
        return head.contains("<meta name=\"generator\" content=\"Reflow ")
    }

    /// A new hidden directory beside `destination`, on the same file system so it can be renamed into place.
    public func makeStagingDirectory(beside destination: URL, as given: String) throws -> URL {
        let staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).reflow-report-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw UsageError(
                .invalidValue(
                    given, argument: argument,
                    reason: "cannot write beside it (\((error as NSError).localizedDescription))"))
        }
        return staging
    }

    /// Renames `staging` to `destination`; an earlier report or empty directory there is moved
    /// aside first and removed after. When another run puts a report there in between (two runs
    /// into the same directory), it tries again, up to three times.
    public func moveIntoPlace(_ staging: URL, _ destination: URL, as given: String) throws {
        let files = FileManager.default
        var lastError: Error?
        for _ in 0..<3 {
            var aside: URL?
            if files.fileExists(atPath: destination.path) {
                // Checked again: only an empty directory, or with --force an earlier report, is replaced.
                let isEmpty = (try? files.contentsOfDirectory(atPath: destination.path))?.isEmpty ?? false
                guard isEmpty || (replaces && Self.isEarlierReport(destination)) else {
                    throw CommandFailure("'\(given)' changed while the report was written; it was left as it is")
                }
                let old = destination.deletingLastPathComponent()
                    .appendingPathComponent(".\(destination.lastPathComponent).reflow-replaced-\(UUID().uuidString)")
                do {
                    try files.moveItem(at: destination, to: old)
                    TemporaryPaths.shared.register(old.path)
                    aside = old
                } catch {
                    lastError = error
                    if files.fileExists(atPath: destination.path) { break }
                }
            }
            do {
                try files.moveItem(at: staging, to: destination)
                if let aside {
                    try? files.removeItem(at: aside)
                    TemporaryPaths.shared.unregister(aside.path)
                }
                return
            } catch {
                lastError = error
                if let aside, (try? files.moveItem(at: aside, to: destination)) == nil { try? files.removeItem(at: aside) }
                guard replaces || !files.fileExists(atPath: destination.path) else { break }
            }
        }
        throw CommandFailure("cannot move the report into '\(given)': \((lastError as NSError?)?.localizedDescription ?? "unknown error")")
    }
}
