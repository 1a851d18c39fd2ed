import Audit
import Findings
import Foundation
import LayoutEngine
import Lint
import ReflowCommandLine
import ReflowLocking

/// Audit results kept in a folder between runs (`reflow check --cache DIR`), each filed under a
/// hash of everything the audit reads: the screen's interpreted tree and name, the audit
/// configuration, the fonts and the build of Reflow. Editing a file changes the trees of the
/// screens it reaches, so only those are laid out again; the others are read back.
///
/// Parsing, indexing and interpreting still run every time: a SwiftSyntax tree cannot be kept,
/// and the interpreted tree is what decides whether a screen changed.
public final class AuditCache: Sendable {
    /// The folder the cache lives in.
    public let directory: String
    private let entries: String
    private let salt: StableHash
    private let state = Locked(Usage())

    private struct Usage {
        var reused = 0
        var audited = 0
        var unwritable = 0
        var keys: Set<String> = []
    }

    /// What a run did with the cache.
    public struct Statistics: Sendable, Equatable {
        /// Screen variants read back.
        public var reused: Int
        /// Screen variants laid out and audited (and stored).
        public var audited: Int
        /// Results that could not be stored.
        public var unwritable: Int
    }

    /// A cache in `directory` (created when missing) for audits with `configuration` and the
    /// fonts found in `fontDirectories` and `fontFiles`. Fails when the folder cannot be made or
    /// written.
    public init(directory: String, configuration: AuditConfiguration, fontDirectories: [String], fontFiles: [String]) throws {
        self.directory = directory
        entries = try Self.prepare(directory)
        var salt = StableHash()
        salt.combine("reflow-audit-cache 1")
        salt.combine(ReflowVersion.current)
        salt.combine(Self.buildIdentity())
        salt.combine(Self.describe(configuration))
        for line in Self.fontInventory(directories: fontDirectories, files: fontFiles) { salt.combine(line) }
        self.salt = salt
    }

    /// Makes the folder (and its entry folder) when missing and tags it as a cache; returns the
    /// entry folder. Fails with a one-line message when it cannot be made or written.
    @discardableResult
    public static func prepare(_ directory: String) throws -> String {
        let entries = (directory as NSString).appendingPathComponent("audits")
        do {
            try FileManager.default.createDirectory(atPath: entries, withIntermediateDirectories: true)
            let tag = (directory as NSString).appendingPathComponent("CACHEDIR.TAG")
            if !FileManager.default.fileExists(atPath: tag) {
                try Data(cacheDirectoryTag.utf8).write(to: URL(fileURLWithPath: tag), options: .atomic)
            }
        } catch {
            throw CommandFailure("--cache \(directory): cannot be created or written (\(DirectoryWalk.reason(error)))")
        }
        return entries
    }

    /// The key of a screen whose interpreted tree hashes to `tree` (`ScreenTree.hash`).
    func key(forTree tree: StableHash) -> String {
        var hash = salt
        hash.combine(tree.hex)
        return hash.hex
    }

    /// The report stored under `key`, if it is there and readable, for the screen `screenName`.
    func report(for key: String, screenName: String) -> AuditReport? {
        guard let data = FileManager.default.contents(atPath: path(of: key)),
            let stored = try? Self.decoder().decode(StoredReport.self, from: data)
        else { return nil }
        state.withLock { usage in
            usage.reused += 1
            usage.keys.insert(key)
        }
        return AuditReport(screenName: stored.screenName, findings: stored.findings, notes: stored.notes).renamed(screenName)
    }

    /// Stores `report` under `key`; a result that cannot be written is counted, not fatal.
    func store(_ report: AuditReport, for key: String) {
        let stored = StoredReport(screenName: report.screenName, findings: report.findings, notes: report.notes)
        // Written whole to a temporary file and renamed: a reader never sees half an entry.
        let written = (try? Self.encoder().encode(stored)).map { data in
            (try? data.write(to: URL(fileURLWithPath: path(of: key)), options: .atomic)) != nil
        }
        state.withLock { usage in
            usage.audited += 1
            usage.keys.insert(key)
            if written != true { usage.unwritable += 1 }
        }
    }

    /// How many screen variants this run read back and how many it audited.
    public var statistics: Statistics {
        state.withLock { Statistics(reused: $0.reused, audited: $0.audited, unwritable: $0.unwritable) }
    }

    /// Removes the entries this run did not use, so the folder holds one project's results and
    /// does not grow with every edit. Only the cache's own entry files are touched.
    public func removeUnused() {
        let used = state.withLock { $0.keys }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: entries) else { return }
        for name in names where Self.isEntryName(name) && !used.contains(String(name.dropLast(5))) {
            try? FileManager.default.removeItem(atPath: (entries as NSString).appendingPathComponent(name))
        }
    }

    // Frames and measurements hold infinities (`maxWidth: .infinity`), which JSON has no number for.
    private static let nonFinite = (positive: "+inf", negative: "-inf", nan: "nan")

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return encoder
    }

    private static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: nonFinite.positive, negativeInfinity: nonFinite.negative, nan: nonFinite.nan)
        return decoder
    }

    private func path(of key: String) -> String {
        (entries as NSString).appendingPathComponent(key + ".json")
    }

    private struct StoredReport: Codable {
        var screenName: String
        var findings: [Finding]
        var notes: [String]
    }

    /// `<32 hex digits>.json`.
    static func isEntryName(_ name: String) -> Bool {
        name.utf8.count == 37 && name.hasSuffix(".json")
            && name.utf8.prefix(32).allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// Every setting of `configuration` that changes an audit, in a fixed order.
    static func describe(_ configuration: AuditConfiguration) -> String {
        [
            configuration.sizeSettings.map(\.name).joined(separator: ","),
            configuration.devices.map { "\($0)" }.joined(separator: ","),
            configuration.orientations.map { "\($0)" }.joined(separator: ","),
            configuration.layoutDirections.map(\.rawValue).joined(separator: ","),
            configuration.disabledChecks.sorted().joined(separator: ","),
            configuration.severityOverrides.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
            "\(configuration.thresholds)",
        ].joined(separator: "\n")
    }

    /// Each font file's path, size and modification time: a font added, removed or replaced
    /// changes every key.
    static func fontInventory(directories: [String], files: [String]) -> [String] {
        var lines: [String] = []
        let manager = FileManager.default
        func add(_ path: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            lines.append("\(path) \(size) \(modified)")
        }
        for directory in directories {
            guard let walker = manager.enumerator(atPath: directory) else { continue }
            var found: [String] = []
            while let relative = walker.nextObject() as? String { found.append((directory as NSString).appendingPathComponent(relative)) }
            found.sorted().forEach(add)
        }
        files.sorted().forEach(add)
        return lines
    }

    /// The running executable's path, size and modification time: results from another build,
    /// whose checks may differ, are not reused even when the version number is the same.
    static func buildIdentity() -> String {
        guard let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return "unknown build"
        }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }

    /// The Cache Directory Tagging Specification's tag: backup tools skip the folder.
    static let cacheDirectoryTag = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by reflow check --cache.
        # For information about cache directory tags see https://bford.info/cachedir/

        """
}
