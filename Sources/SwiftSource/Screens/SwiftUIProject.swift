internal import Foundation
internal import ReflowLocking
public import Lint
internal import LayoutEngine

/// A SwiftUI code base read for simulation: every Swift file parsed once (in parallel), indexed
/// across files with its string catalogs, and its screens (previews and views that need no
/// arguments) interpreted into layout trees.
///
/// ```swift
/// let project = SwiftUIProject(paths: ["Examples/Storefront"])
/// for screen in project.screens(profiles: ContentProfile.defaults) {
///     print(screen.qualifiedName, screen.coverage.summary)
/// }
/// ```
public final class SwiftUIProject: @unchecked Sendable {
    /// The Swift files read, in path order.
    public let swiftFiles: [String]
    /// The string catalogs read.
    public let catalogFiles: [String]
    /// Font files found in the tree (`.ttf`, `.otf`), for project fonts.
    public let fontFiles: [String]
    /// Files skipped or read with problems, one line each naming the file.
    public let notes: [String]
    /// Folders and files that exist but could not be read: the project was checked only in part.
    public let unreadable: [UnreadablePath]
    /// Total lines of Swift parsed.
    public let lineCount: Int
    /// Whether the project's Xcode projects build its iOS apps for the iPad alone (`TARGETED_DEVICE_FAMILY = 2`).
    public private(set) var buildsOnlyForIPad = false
    /// The Swift files under the paths that an Xcode project builds only for other platforms: left out.
    public private(set) var filesBuiltOnlyForOtherPlatforms: [String] = []
    let index: ProjectIndex

    /// Reads every Swift file and string catalog under `paths` (files or directories), parsing on
    /// `concurrency` threads (default: every core).
    /// Swift files over `maximumFileSize` bytes (generated code, most likely) are skipped with a note.
    public convenience init(paths: [String], concurrency: Int? = nil, maximumFileSize: Int = SwiftSourceFile.maximumByteCount) {
        let found = ProjectFiles(paths: paths)
        self.init(
            swiftFiles: found.swiftFiles, catalogFiles: found.catalogFiles, fontFiles: found.fontFiles,
            imageAssetFiles: found.imageAssetFiles, swiftGenConfigFiles: found.swiftGenConfigFiles,
            notes: found.notes + found.unreadable.map(\.description), unreadable: found.unreadable, concurrency: concurrency,
            maximumFileSize: maximumFileSize)
        buildsOnlyForIPad = found.buildsOnlyForIPad
        filesBuiltOnlyForOtherPlatforms = found.builtOnlyForOtherPlatforms
    }

    /// Reads exactly these files.
    public convenience init(
        swiftFiles: [String], catalogFiles: [String] = [], fontFiles: [String] = [], imageAssetFiles: [String] = [],
        swiftGenConfigFiles: [String] = [], notes: [String] = [], unreadable: [UnreadablePath] = [], concurrency: Int? = nil,
        maximumFileSize: Int = SwiftSourceFile.maximumByteCount
    ) {
        self.init(
            parsed: SwiftSourceFile.parse(paths: swiftFiles, concurrency: concurrency, maximumByteCount: maximumFileSize),
            catalogFiles: catalogFiles, fontFiles: fontFiles, imageAssetFiles: imageAssetFiles,
            swiftGenConfigFiles: swiftGenConfigFiles, notes: notes, unreadable: unreadable)
    }

    /// A project from files already parsed (`SwiftSourceFile.parse(paths:)`), for tools that time
    /// parsing and indexing apart; files that could not be read become notes.
    public init(
        parsed results: [Result<SwiftSourceFile, SwiftSourceError>], catalogFiles: [String] = [], fontFiles: [String] = [],
        imageAssetFiles: [String] = [], swiftGenConfigFiles: [String] = [], notes: [String] = [],
        unreadable: [UnreadablePath] = [], buildsOnlyForIPad: Bool = false
    ) {
        self.buildsOnlyForIPad = buildsOnlyForIPad
        var notes = notes
        var unreadable = unreadable
        var parsed: [SwiftSourceFile] = []
        for result in results {
            switch result {
            case .success(let file):
                if let error = file.diagnostics.first(where: { $0.severity == .error }) {
                    notes.append(
                        "\(error.path):\(error.line):\(error.column): Swift syntax error (\(error.message)); views in this file are simulated as far as they parse"
                    )
                }
                parsed.append(file)
            case .failure(let error):
                notes.append(error.description)
                if case .unreadable(let path, let reason) = error { unreadable.append(UnreadablePath(path: path, reason: reason)) }
            }
        }
        let catalog = StringCatalog(paths: catalogFiles)
        notes += catalog.problems
        self.swiftFiles = parsed.map(\.path)
        self.catalogFiles = catalogFiles
        self.fontFiles = fontFiles
        self.notes = notes
        self.unreadable = unreadable
        self.lineCount = parsed.reduce(0) { $0 + $1.lineCount }
        let files = parsed
        let images = ImageAssets(contentsFiles: imageAssetFiles)
        let swiftGen = SwiftGenStrings(configFiles: swiftGenConfigFiles, catalog: catalog)
        let bundledFonts = Set(
            fontFiles.map { path in
                let name = path.split(separator: "/").last.map(String.init) ?? path
                return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
            })
        self.index = LargeStackThreads.run {
            ProjectIndex(files: files, catalog: catalog, images: images, swiftGen: swiftGen, bundledFonts: bundledFonts)
        }
    }

    /// A project from source text, for tests and tools: `sources` maps file names to Swift code.
    /// Each text is checked as a file would be (size, bracket nesting, the parse deadline); one
    /// that is refused becomes a note.
    public convenience init(sources: [(path: String, text: String)], catalog: StringCatalog = StringCatalog()) {
        self.init(sources: sources, catalog: catalog, swiftGenConfiguration: nil)
    }

    /// A project from source text with a SwiftGen configuration's text (`swiftgen.yml`) for its string accessors.
    public convenience init(sources: [(path: String, text: String)], catalog: StringCatalog, swiftGenConfiguration: String?) {
        var files: [SwiftSourceFile] = []
        var refused: [String] = []
        for source in sources {
            do {
                files.append(try SwiftSourceFile(bytes: Array(source.text.utf8), path: source.path))
            } catch {
                refused.append(error.description)
            }
        }
        var swiftGen = SwiftGenStrings()
        if let swiftGenConfiguration { swiftGen.add(configuration: swiftGenConfiguration, catalog: catalog) }
        self.init(parsed: files, catalog: catalog, swiftGen: swiftGen, refused: refused)
    }

    private init(parsed: [SwiftSourceFile], catalog: StringCatalog, swiftGen: SwiftGenStrings, refused: [String]) {
        swiftFiles = parsed.map(\.path)
        catalogFiles = []
        fontFiles = []
        unreadable = []
        notes =
            refused
            + parsed.compactMap { file in
                file.diagnostics.first { $0.severity == .error }.map {
                    "\($0.path):\($0.line):\($0.column): Swift syntax error (\($0.message))"
                }
            }
        lineCount = parsed.reduce(0) { $0 + $1.lineCount }
        index = LargeStackThreads.run { ProjectIndex(files: parsed, catalog: catalog, swiftGen: swiftGen) }
    }

    /// The names of the screens found (previews, then views that need no arguments).
    public var screenNames: [String] { entryPoints().map(\.name) }

    /// Where the previews' own code is (`#Preview { … }`, `PreviewProvider` types), which the app does not ship.
    public var previewCode: [PreviewCode] { LargeStackThreads.run { [index] in index.previewCode() } }

    /// Every entry point. Finding them walks the syntax trees (where the app places each view), which
    /// recurse once per link of a modifier chain: on a large stack, as indexing is, not the caller's.
    private func entryPoints() -> [EntryPoint] {
        LargeStackThreads.run { [index] in EntryPoint.all(in: index) }
    }

    /// How many runs of calls (a placeholder, a model and the arguments it was made from, a computed static)
    /// the screens interpreted so far kept to serve again, one per call, content profile and branches taken.
    public var keptCallCount: Int { index.sharedCalls.withLock { $0.values.reduce(0) { $0 + $1.count } } }

    /// How many readings of stored statics the screens interpreted so far kept for every run, one per static
    /// and content profile (for a static that met branches the code does not decide, its first reading).
    public var keptStaticCount: Int {
        index.sharedStatics.withLock(\.count) + index.sharedVariedStatics.withLock(\.count)
    }

    /// How many times the screens interpreted so far walked a piece of code to learn which locals it assigns
    /// or whether it jumps out: once per piece of code and question, however often a loop passes it.
    public var codeWalkCount: Int { index.codeWalks.withLock { $0 } }

    /// How many views the screens interpreted so far kept to serve other screens, one per view, data and
    /// content profile.
    public var keptViewCount: Int { index.sharedViews.count }

    /// The string catalog's languages.
    public var languages: [String] { index.catalog.languages }

    /// The languages the project ships besides its source language (`de`, `ru`), from its catalogs.
    public var translatedLanguages: [String] {
        languages.filter { $0 != index.catalog.sourceLanguage && $0 != "Base" }
    }

    /// `profiles` as this project can use them: translation content only when the project ships
    /// a translation; a project in one language is stressed with long content in that language
    /// instead. The note says so, or is nil when nothing changed.
    public func applicableProfiles(_ profiles: [ContentProfile]) -> (profiles: [ContentProfile], note: String?) {
        guard profiles.contains(.translation), translatedLanguages.isEmpty else { return (profiles, nil) }
        var applicable: [ContentProfile] = []
        for profile in profiles {
            let used = profile == .translation ? ContentProfile.long : profile
            if !applicable.contains(used) { applicable.append(used) }
        }
        let catalogs = catalogFiles.isEmpty ? "it has no string catalog" : "its string catalogs have only \(index.catalog.sourceLanguage)"
        return (
            applicable,
            "The project ships no translation (\(catalogs)): "
                + "translation content is not simulated; text from data is stressed with long content in that language instead."
        )
    }

    /// Every screen in every variant, under each of `profiles`, interpreted on `concurrency`
    /// threads; in entry-point order, then profile, then variant.
    public func screens(
        profiles: [ContentProfile] = ContentProfile.defaults, named names: Set<String>? = nil,
        concurrency: Int? = nil
    ) -> [SimulatedScreen] {
        screens(profiles: profiles, named: names, concurrency: concurrency, advancing: nil)
    }

    /// The file whose indexing took the most CPU time, and how much.
    public var slowestIndexedFile: SlowestWork? { index.slowestFile }

    /// The screens, as above; `advancing` hears each entry point interpreted (done, total), from any
    /// thread, and `timed` the CPU seconds each entry point's interpretation took, every variant and profile.
    public func screens(
        profiles: [ContentProfile], named names: Set<String>?, concurrency: Int?,
        advancing: (@Sendable (_ done: Int, _ total: Int) -> Void)?, timed: (@Sendable (SlowestWork) -> Void)? = nil
    ) -> [SimulatedScreen] {
        let entries = entryPoints().filter { names?.contains($0.name) ?? true }
        let simulator = ScreenSimulator(index: index)
        let interpreted = Locked(0)
        return LargeStackThreads.map(entries, concurrency: concurrency) { entry in
            let start = ThreadClock.seconds()
            defer {
                timed?(SlowestWork(name: "\(entry.name) (\(entry.location))", seconds: ThreadClock.seconds() - start))
                if let advancing {
                    advancing(
                        interpreted.withLock { count in
                            count += 1; return count
                        }, entries.count)
                }
            }
            return CrashReport.working(on: "\(entry.location) (interpreting \(entry.name))") {
                simulator.screens(of: entry, profiles: profiles)
            }
        }.flatMap { $0 }
    }
}
