import Audit
import DynamicType
import Findings
import Foundation
import LayoutEngine
import ReflowExamples
import Rendering
import Reporting
import Typesetting

/// `reflow report`: a self-contained HTML report of example screens in a directory: each screen
/// drawn at all 12 sizes with its findings marked, its contact sheet, and `index.html` with a
/// summary, a size slider per screen, the findings linked to the pictures and the fixes.
///
/// The directory is written whole or not at all: everything goes into a hidden sibling directory
/// that is renamed into place at the end. An existing non-empty directory is refused unless
/// `--force` is given, and even then only when it holds an earlier report.
///
/// Exit codes as `reflow audit`: 0 when no finding reaches `--fail-on` (or with `--exit-zero`),
/// 1 when some does, 2 for usage errors, including an output directory that cannot be used.
public struct ReportCommand: Command {
    static let screens = RepeatedPositional<String>("screen", help: "Example screens to report on (default: all; see --list).")
    static let output = Option<String?>("output", short: "o", valueName: "dir", help: "The directory to write index.html and the pictures to (required).",
                                        parse: { $0 })
    static let device = Option<String>("device", short: "d", valueName: "device", help: "The device (iPhone 16, iphone-se, …; add landscape).",
                                       default: "iPhone 16", defaultDescription: "iPhone 16", parse: { $0 })
    static let scale = Option<Double>("scale", valueName: "1|2", help: "Pixels per point of the pictures.", default: 2,
                                      defaultDescription: "2", parse: { text in
        guard let value = ArgumentParsers.decimal(text), [1, 2].contains(value) else { throw ArgumentProblem(description: "expected 1 or 2") }
        return value
    })
    static let force = Flag("force", help: "Replace the output directory if it holds an earlier report.")
    static let list = Flag("list", help: "List the example screens and exit.")

    /// How `reflow report` parses and describes itself.
    public static let configuration = CommandConfiguration(
        name: "report",
        abstract: "Write an HTML report: every screen at all 12 sizes, findings marked, with a size slider.",
        discussion: """
            Writes DIR/index.html (one self-contained page: no network, no web fonts), DIR/<screen>/sheet.png \
            (the contact sheet) and DIR/<screen>/<size>.png for xSmall … AX5, findings drawn. Open \
            index.html in a browser; it works from the file system. \
            Run `reflow report --output report` for every example screen.
            """,
        examples: [
            CommandExample("reflow report --list", explanation: "The example screens it can report on."),
            CommandExample("reflow report checkout-after --scale 1 --output /tmp/reflow-report --force",
                           explanation: "The fixed checkout at every size into /tmp/reflow-report (replacing an earlier report)."),
        ],
        arguments: [screens, output, device, scale, force, list, ReportOutputOptions.failOn, ReportOutputOptions.exitZero]
    )

    /// The title of the page.
    static let title = "Reflow example screens"

    let examples: [ExampleScreen]
    let outputPath: String?
    let device: Device
    let scale: Double
    let replaces: Bool
    let listOnly: Bool
    let failOn: Severity
    let exitZero: Bool

    /// Reads the screens, the output directory and the options; throws a usage error for unknown names.
    public init(parsing arguments: ParsedArguments) throws {
        let names = arguments[Self.screens]
        var examples: [ExampleScreen] = []
        for name in names {
            guard let example = ExampleScreens.named(name) else {
                throw UsageError(.invalidValue(name, argument: "<screen>", reason: "expected one of: \(ExampleScreens.all.map(\.name).joined(separator: ", "))"))
            }
            if !examples.contains(where: { $0.name == example.name }) { examples.append(example) }
        }
        self.examples = names.isEmpty ? ExampleScreens.all : examples
        listOnly = arguments[Self.list]
        outputPath = arguments[Self.output]
        if outputPath == nil && !listOnly { throw UsageError("missing --output: which directory should the report go to?") }
        if outputPath?.isEmpty == true { throw UsageError(.invalidValue("", argument: "--output", reason: "expected a directory")) }
        device = try DeviceArgument.parse(arguments[Self.device])
        scale = arguments[Self.scale]
        replaces = arguments[Self.force]
        failOn = arguments[ReportOutputOptions.failOn]
        exitZero = arguments[ReportOutputOptions.exitZero]
    }

    /// Renders the pictures, writes the page, moves the directory into place and says what it wrote.
    public func run(context: CommandContext) throws -> ExitCode {
        if listOnly {
            let rows = ExampleScreens.all.map { [$0.name, $0.summary] }
            context.standardOutput.write(TextTable(header: ["screen", "what it shows"], rows: rows).rendered())
            return .success
        }
        guard let outputPath else { throw UsageError("missing --output: which directory should the report go to?") }
        let destination = URL(fileURLWithPath: outputPath).standardizedFileURL
        try checkDestination(destination, as: outputPath)
        let staging = try makeStagingDirectory(beside: destination, as: outputPath)
        let input: ReportInput
        let pictureCount: Int
        do {
            (input, pictureCount) = try write(into: staging)
            try moveIntoPlace(staging, destination, as: outputPath)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        let readiness = LargerTextReadiness(input: input)
        var summary = "\(outputPath.hasSuffix("/") ? outputPath : outputPath + "/")\(HTMLReportPage.fileName): "
            + "\(examples.count) screen\(examples.count == 1 ? "" : "s") on \(device.name), \(pictureCount) pictures\n"
        for screen in readiness.screens {
            let findings = input.findings.filter { $0.screen == screen.name }
            let errors = findings.filter { $0.severity == .error }.count, warnings = findings.filter { $0.severity == .warning }.count
            summary += "  \(screen.name): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"); \(screen.verdict)\n"
        }
        summary += readiness.sentence + "\n"
        context.standardOutput.write(summary)
        return ReportOutputOptions.exitCode(for: input, failOn: failOn, exitZero: exitZero)
    }

    // MARK: Rendering

    /// Draws every screen into `directory` and writes the page; returns the findings and the number of pictures.
    func write(into directory: URL) throws -> (ReportInput, Int) {
        let measurer = HarfBuzzTextMeasurer()
        let runner = AuditRunner(measurer: measurer)
        let renderer = ScreenRenderer(measurer: measurer, options: RenderOptions(scale: scale))
        let sheets = ContactSheet(measurer: measurer, scale: scale)
        var findings: [Finding] = []
        var notes: [String] = []
        var screens: [HTMLReport.Screen] = []
        var pictureCount = 0
        for example in examples {
            let folder = Self.folderName(example.name)
            try createDirectory(directory.appendingPathComponent(folder))
            let series = try runner.layoutSeries(of: example.root, screenName: example.name, device: device)
            let screenFindings = try runner.findings(in: series)
            findings += screenFindings
            for indexed in series.screens {
                for note in indexed.screen.notes where !notes.contains(note) { notes.append(note) }
            }
            var sizes: [HTMLReport.Size] = []
            for indexed in series.screens {
                let category = indexed.category
                let picture = try renderer.render(indexed.screen, findings: screenFindings, screenName: example.name)
                let file = "\(folder)/\(Self.fileName(category)).png"
                try writePNG(picture.image, to: directory.appendingPathComponent(file))
                var regions: [String: [HTMLReport.Region]] = [:]
                for mark in picture.marks {
                    let pixels = mark.regions.map(picture.pixelRect(for:)).map { HTMLReport.Region(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
                    regions[HTMLReport.findingID(mark.finding), default: []] += pixels
                }
                let shown = screenFindings.filter { $0.categories.contains(category.swiftUIName) }
                sizes.append(HTMLReport.Size(category: category.swiftUIName, caption: Self.caption(category),
                                             picture: HTMLReport.Picture(file: file, width: picture.image.width, height: picture.image.height),
                                             errors: shown.filter { $0.severity == .error }.count,
                                             warnings: shown.filter { $0.severity == .warning }.count, regions: regions))
            }
            let sheet = try sheets.render(series, findings: screenFindings)
            let sheetFile = "\(folder)/sheet.png"
            try writePNG(sheet.image, to: directory.appendingPathComponent(sheetFile))
            pictureCount += sizes.count + 1
            screens.append(HTMLReport.Screen(name: example.name, summary: example.summary, device: device.name,
                                             contactSheet: HTMLReport.Picture(file: sheetFile, width: sheet.image.width, height: sheet.image.height),
                                             sizes: sizes))
        }
        let input = ReportInput(findings: findings, checks: AuditChecks.all.map { $0.description }, toolVersion: ReflowVersion.current,
                                baseDirectory: FileManager.default.currentDirectoryPath, screens: examples.map(\.name), notes: notes)
        let page = HTMLReportPage.html(input, report: HTMLReport(title: Self.title, scale: scale, screens: screens))
        do {
            try Data(page.utf8).write(to: directory.appendingPathComponent(HTMLReportPage.fileName))
        } catch {
            throw CommandFailure("cannot write \(HTMLReportPage.fileName): \((error as NSError).localizedDescription)")
        }
        return (input, pictureCount)
    }

    /// `AX5 · Body 53 pt`: the size as the Settings slider names it, and Body's point size there.
    static func caption(_ category: ContentSizeCategory) -> String {
        let body = TypeRamp<TextStyle>.iOS.pointSize(of: .body, at: category) ?? 17
        return "\(category.shortName) · Body \(formatNumber(body, maximumFractionDigits: 2)) pt"
    }

    /// A picture's file name without extension: the size's short name (`AX5`, `xSmall`, `Large`).
    static func fileName(_ category: ContentSizeCategory) -> String {
        category.shortName
    }

    /// A screen's folder: its name with anything but ASCII letters, digits, `-` and `_` as `-`.
    static func folderName(_ name: String) -> String {
        let folder = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return folder.isEmpty || folder.allSatisfy({ $0 == "-" }) ? "screen" : folder
    }

    private func writePNG(_ image: RenderedImage, to url: URL) throws {
        do {
            try image.writePNG(to: url.path)
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

    /// Throws a usage error unless `destination` can become the report: its parent is a directory,
    /// and it does not exist, is empty, or (with `--force`) holds an earlier Reflow report.
    func checkDestination(_ destination: URL, as given: String) throws {
        let files = FileManager.default
        let parent = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: parent.path, isDirectory: &isDirectory) else {
            throw UsageError(.invalidValue(given, argument: "--output", reason: "the directory '\(parent.path)' does not exist"))
        }
        guard isDirectory.boolValue else {
            throw UsageError(.invalidValue(given, argument: "--output", reason: "'\(parent.path)' is not a directory"))
        }
        guard destination.path != "/" else {
            throw UsageError(.invalidValue(given, argument: "--output", reason: "the root directory cannot be replaced"))
        }
        guard files.fileExists(atPath: destination.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw UsageError(.invalidValue(given, argument: "--output", reason: "it is a file, not a directory"))
        }
        let contents: [String]
        do {
            contents = try files.contentsOfDirectory(atPath: destination.path)
        } catch {
            throw UsageError(.invalidValue(given, argument: "--output", reason: "cannot read the directory (\((error as NSError).localizedDescription))"))
        }
        guard !contents.isEmpty else { return }
        guard replaces else {
            throw UsageError(.invalidValue(given, argument: "--output", reason: "the directory is not empty; add --force to replace an earlier report"))
        }
        guard Self.isEarlierReport(destination) else {
            throw UsageError(.invalidValue(given, argument: "--output",
                                           reason: "the directory is not empty and holds no earlier report (no index.html made by Reflow); not replacing it"))
        }
    }

    /// Whether `directory` holds an `index.html` written by `reflow report`, which `--force` may replace.
    static func isEarlierReport(_ directory: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: directory.appendingPathComponent(HTMLReportPage.fileName)) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 2048)) ?? Data(), as: UTF8.self)
        return head.contains("<meta name=\"generator\" content=\"Reflow ")
    }

    /// A new hidden directory beside `destination`, on the same file system so it can be renamed into place.
    func makeStagingDirectory(beside destination: URL, as given: String) throws -> URL {
        let staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).reflow-report-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw UsageError(.invalidValue(given, argument: "--output",
                                           reason: "cannot write beside it (\((error as NSError).localizedDescription))"))
        }
        return staging
    }

    /// Renames `staging` to `destination`; an earlier report or empty directory there is moved
    /// aside first and removed after. When another run puts a report there in between (two runs
    /// into the same directory), it tries again, up to three times.
    func moveIntoPlace(_ staging: URL, _ destination: URL, as given: String) throws {
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
                    aside = old
                } catch {
                    lastError = error
                    if files.fileExists(atPath: destination.path) { break }
                }
            }
            do {
                try files.moveItem(at: staging, to: destination)
                if let aside { try? files.removeItem(at: aside) }
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
