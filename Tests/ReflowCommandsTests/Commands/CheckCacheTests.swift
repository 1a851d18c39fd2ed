import Foundation
import Testing

/// `reflow check --cache DIR`: unchanged screens are read back, edited ones audited again, and
/// the findings are the same as without the cache.
@Suite struct CheckCacheTests {
    /// A copy of the Storefront example to edit, and a cache folder beside it.
    private final class Scratch {
        let root: URL
        var project: String { root.appendingPathComponent("Storefront").path }
        var cache: String { root.appendingPathComponent("cache").path }
        var entries: String { root.appendingPathComponent("cache/audits").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-cache-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "Examples/Storefront", toPath: project)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func replace(_ old: String, with new: String, in file: String) throws {
            let path = project + "/Storefront/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }

        var entryNames: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: entries)) ?? []).sorted() }
    }

    private func check(_ scratch: Scratch, cached: Bool = true, _ extra: String...) -> ReflowRun {
        runReflow(["check", scratch.project, "--no-lint", "--format", "json"] + (cached ? ["--cache", scratch.cache] : []) + extra)
    }

    /// (reused, total) from the line the run writes to standard error.
    private func reuse(_ run: ReflowRun) -> (reused: Int, total: Int)? {
        guard let line = run.error.split(separator: "\n").first(where: { $0.hasPrefix("reflow: cache ") }),
            let range = line.range(of: ": reused ")
        else { return nil }
        let words = line[range.upperBound...].split(separator: " ")
        guard words.count >= 3, let reused = Int(words[0]), let total = Int(words[2]) else { return nil }
        return (reused, total)
    }

    @Test func aSecondRunReusesEveryScreenAndReportsTheSame() throws {
        let scratch = try Scratch()
        let plain = check(scratch, cached: false)
        let first = check(scratch)
        let second = check(scratch)
        #expect(plain.status == 1 && first.status == 1 && second.status == 1)
        #expect(first.output == plain.output && second.output == plain.output)
        let (reused, total) = try #require(reuse(first))
        #expect(reused == 0 && total > 10)
        #expect(reuse(second)! == (total, total))
        // One entry per screen variant, and the folder says it is a cache.
        #expect(scratch.entryNames.count == total)
        let tag = try String(contentsOfFile: scratch.cache + "/CACHEDIR.TAG", encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
    }

    @Test func anEditAuditsAgainOnlyTheScreensItReaches() throws {
        let scratch = try Scratch()
        let before = check(scratch)
        let (_, total) = try #require(reuse(before))
        // The orders screen, as written and translated, is the only one that shows this line.
        try scratch.replace("Text(\"Updated just now\")", with: "Text(\"Updated a moment ago\")", in: "Orders/OrdersView.swift")
        let after = check(scratch)
        #expect(reuse(after)! == (total - 2, total))
        #expect(after.output == check(scratch, cached: false).output)
        // The two entries of the old sentence are gone; the folder holds one entry per variant.
        #expect(scratch.entryNames.count == total)
    }

    @Test func otherSettingsGetTheirOwnEntries() throws {
        let scratch = try Scratch()
        _ = check(scratch)
        let larger = check(scratch, "--sizes", "large…AX5")
        #expect(reuse(larger)?.reused == 0)
        #expect(larger.output == check(scratch, cached: false, "--sizes", "large…AX5").output)
    }

    @Test func unusedEntriesAreRemovedAndOtherFilesKept() throws {
        let scratch = try Scratch()
        _ = check(scratch)
        let stale = scratch.entries + "/" + String(repeating: "0", count: 32) + ".json"
        let foreign = scratch.entries + "/README.txt"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: stale))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: foreign))
        _ = check(scratch)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: foreign))
        // A run of one screen keeps the others' entries.
        let count = scratch.entryNames.count
        _ = check(scratch, "--screen", "Orders")
        #expect(scratch.entryNames.count == count)
    }

    @Test func aDamagedEntryIsAuditedAgainNotTrusted() throws {
        let scratch = try Scratch()
        let first = check(scratch)
        for name in scratch.entryNames where name.hasSuffix(".json") {
            try Data("{\"screenName\": 1".utf8).write(to: URL(fileURLWithPath: scratch.entries + "/" + name))
        }
        let again = check(scratch)
        #expect(reuse(again)?.reused == 0)
        #expect(again.output == first.output)
    }

    @Test func aCacheFolderThatCannotBeMadeIsAnErrorBeforeAnyWork() throws {
        let scratch = try Scratch()
        let file = scratch.root.appendingPathComponent("a-file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let run = runReflow("check", scratch.project, "--no-lint", "--cache", file)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("reflow: error: --cache \(file): cannot be created or written ("), "\(run.error)")
        #expect(run.error.split(separator: "\n").count == 1)
        #expect(runReflow("check", scratch.project, "--cache", "").status == 2)
    }
}
