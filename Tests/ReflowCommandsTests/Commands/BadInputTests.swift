import Foundation
import Testing

/// The reproducers of the bad-input matrix, each run on the built executable through a shell, so
/// redirections (`>&-`, `> /dev/full`), links and signals are the real ones. Every case exits
/// 0, 1 or 2 as `Documentation/OutputFormats.md` says, with at most one line on standard error,
/// and leaves nothing behind.
@Suite(.serialized) struct BadInputTests {
    /// A scratch folder of its own, removed at the end.
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-bad-input-\(UUID().uuidString)")
        var path: String { url.path }
        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit {
            _ = try? Shell.run("chmod -R u+rwx '\(path)'")
            try? FileManager.default.removeItem(at: url)
        }
        /// Every entry in the folder, hidden ones too, sorted.
        func entries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
    }

    /// Runs a shell command line with `$REFLOW` set to the executable, from the package root.
    enum Shell {
        static let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        static func run(_ script: String) throws -> ReflowRun {
            guard let reflow = ExecutableTests.executableURL() else {
                Issue.record("Cannot find the reflow executable; build it with `swift build --build-tests` first.")
                throw ExecutableTests.ExecutableNotFound()
            }
            var environment = ProcessInfo.processInfo.environment
            environment["REFLOW"] = reflow.path
            return try runProcess(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment, directory: packageRoot)
        }
    }

    private func expectOneErrorLine(
        _ run: ReflowRun, status: Int32, containing text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
        #expect(
            run.error.hasPrefix("reflow: error: ") && run.error.filter { $0 == "\n" }.count == 1, "\(run.error)",
            sourceLocation: sourceLocation)
        #expect(run.error.contains(text), "\(run.error)", sourceLocation: sourceLocation)
    }

    // MARK: Standard output

    @Test func closedStandardOutputIsAnErrorEvenWithExitZero() throws {
        let run = try Shell.run(#""$REFLOW" lint Examples/Lint/Swift --exit-zero >&-"#)
        expectOneErrorLine(run, status: 2, containing: "standard output is closed")
    }

    @Test func aFullStandardOutputIsAnErrorNotACrash() throws {
        for command in ["lint Examples/Lint/Swift --exit-zero", "check Examples/Storefront --sizes large --exit-zero"] {
            let run = try Shell.run(#""$REFLOW" \#(command) > /dev/full"#)
            expectOneErrorLine(run, status: 2, containing: "cannot write to standard output (No space left on device)")
        }
    }

    // MARK: Output files

    @Test func outputDestinationsAreCheckedBeforeTheWorkAndNameTheirFlag() throws {
        let scratch = try Scratch()
        let missing = scratch.path + "/no/such/folder"
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" lint Examples/Lint -o '\#(missing)/out.txt'"#), status: 2, containing: "for '--output'")
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" lint Examples/Lint --tee '\#(missing)/out.txt'"#), status: 2, containing: "for '--tee'")
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" check Examples/Storefront --report '\#(missing)/report'"#), status: 2, containing: "for '--report'")
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" check Examples/Storefront --write-baseline '\#(missing)/b.json'"#), status: 2,
            containing: "for '--write-baseline'")
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" lint Examples/Lint -o '\#(scratch.path)'"#), status: 2, containing: "it is a directory")
        #expect(scratch.entries().isEmpty)
    }

    @Test func anOutputLinkIsFollowedAndKept() throws {
        let scratch = try Scratch()
        let run = try Shell.run(
            """
            ln -s target.txt '\(scratch.path)/link.txt' && "$REFLOW" lint Examples/Lint/Swift --exit-zero -o '\(scratch.path)/link.txt'
            """)
        #expect(run.status == 0, "\(run)")
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch.path + "/link.txt")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        let written = try String(contentsOfFile: scratch.path + "/target.txt", encoding: .utf8)
        #expect(written.contains("[swiftui-"))
        #expect(scratch.entries() == ["link.txt", "target.txt"])
    }

    @Test func aDeviceIsWrittenThroughNotReplaced() throws {
        // /dev/null accepts everything; were it replaced, it would stop being a character device.
        let run = try Shell.run(#""$REFLOW" lint Examples/Lint/Swift --exit-zero -o /dev/null"#)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" lint Examples/Lint/Swift -o /dev/full"#), status: 2,
            containing: "for '--output': cannot write there (No space left on device)")
        #expect((try FileManager.default.attributesOfItem(atPath: "/dev/full"))[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func anInterruptedReportLeavesNothingBehind() throws {
        let scratch = try Scratch()
        // Stopped as soon as the hidden staging folder appears (or after 60 s at the latest), with
        // SIGTERM: a background job of a script starts with SIGINT ignored, and keeps it so.
        let run = try Shell.run(
            """
            "$REFLOW" check Examples/Storefront --no-lint --report '\(scratch.path)/report' > /dev/null 2>&1 &
            child=$!
            for i in $(seq 600); do
              if ls -A '\(scratch.path)' | grep -q reflow-report; then break; fi
              sleep 0.1
            done
            ls -A '\(scratch.path)' | grep -c reflow-report
            kill -TERM $child
            for i in $(seq 100); do kill -0 $child 2>/dev/null || break; sleep 0.1; done
            kill -KILL $child 2>/dev/null
            wait $child
            echo "status $?"
            """)
        #expect(run.output.hasPrefix("1\n"), "the staging folder never appeared: \(run)")
        #expect(run.output.contains("status 143"), "\(run)")
        #expect(scratch.entries().isEmpty, "left behind: \(scratch.entries())")
    }

    // MARK: Inputs

    @Test func anEmptyFolderIsNothingToCheck() throws {
        let scratch = try Scratch()
        expectOneErrorLine(try Shell.run(#""$REFLOW" lint '\#(scratch.path)'"#), status: 2, containing: "nothing to lint under")
        expectOneErrorLine(try Shell.run(#""$REFLOW" check '\#(scratch.path)'"#), status: 2, containing: "no Swift files to check")
    }

    @Test func aLinkedProjectFolderIsFollowedByBothCommands() throws {
        let scratch = try Scratch()
        let direct = try Shell.run(#""$REFLOW" check Examples/Storefront --sizes large --no-lint --format json"#)
        let linked = try Shell.run(
            """
            ln -s '\(Shell.packageRoot.path)/Examples/Storefront' '\(scratch.path)/Storefront' && \
            "$REFLOW" check '\(scratch.path)/Storefront' --sizes large --no-lint --format json
            """)
        #expect(linked.status == direct.status && linked.error.isEmpty, "\(linked)")
        let screens = { (run: ReflowRun) in (run.jsonObject()?["screens"] as? [Any])?.count ?? 0 }
        #expect(screens(linked) == screens(direct) && screens(direct) > 0)
        let lint = try Shell.run(#""$REFLOW" lint '\#(scratch.path)/Storefront' --exit-zero"#)
        #expect(lint.status == 0 && lint.output.contains("Linted "), "\(lint)")
    }

    /// Permissions do not stop root, so the unreadable folder is tried as `nobody` when the tests
    /// run as root (as in CI); the folder walk's own test covers the logic wherever this cannot run.
    @Test func anUnreadableFolderIsNamedAndTheRunIsNotClean() throws {
        let scratch = try Scratch()
        var prefix = ""
        if geteuid() == 0 {
            // Without runuser, or with the build where nobody cannot reach it (a clone under
            // /root), this cannot be tried here; DirectoryWalkTests covers the same logic.
            let probe = try Shell.run(#"command -v runuser >/dev/null && runuser -u nobody -- "$REFLOW" --version"#)
            guard probe.status == 0 else {
                print("BadInputTests: running as root and the reflow binary cannot be run as nobody; unreadable folders not tried here")
                return
            }
            prefix = "runuser -u nobody -- "
        }
        // A view with nothing to report, so the exit code can only come from the unread folder.
        let clean = "import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        Text(\"Hello\")\n    }\n}\n"
        for folder in ["app/open", "app/locked"] {
            try FileManager.default.createDirectory(atPath: "\(scratch.path)/\(folder)", withIntermediateDirectories: true)
            try clean.write(toFile: "\(scratch.path)/\(folder)/Greeting.swift", atomically: false, encoding: .utf8)
        }
        let setUp = try Shell.run("chmod -R a+rX '\(scratch.path)' && chmod 000 '\(scratch.path)/app/locked'")
        #expect(setUp.status == 0, "\(setUp)")
        let app = scratch.path + "/app"
        for command in ["lint", "check"] {
            let partial = try Shell.run(#"cd /tmp && \#(prefix)"$REFLOW" \#(command) '\#(app)' --format json"#)
            #expect(partial.status == 1, "\(command): \(partial)")
            #expect(
                !partial.output.contains("\"severity\" : \"error\"") && !partial.output.contains("\"severity\": \"error\""),
                "\(command): \(partial.output)")
            #expect(
                partial.output.contains("locked: could not be read (Permission denied), so it was not checked"),
                "\(command): \(partial.output)")
            let nothing = try Shell.run(#"cd /tmp && \#(prefix)"$REFLOW" \#(command) '\#(app)/locked'"#)
            expectOneErrorLine(nothing, status: 2, containing: "locked could not be read (Permission denied)")
        }
    }

    /// A Swift file over lint's `maxFileSize` (1 MB unless configured) is generated code: check
    /// skips it too, with the same note, instead of simulating thousands of screens from it.
    @Test func aHugeSwiftFileIsSkippedByCheckAsByLint() throws {
        let scratch = try Scratch()
        let view = "import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        Text(\"Hello\")\n    }\n}\n"
        try view.write(toFile: scratch.path + "/Greeting.swift", atomically: false, encoding: .utf8)
        let filler = (0..<50_000).map { "let constant\($0) = \"\($0)\"" }.joined(separator: "\n")
        try filler.write(toFile: scratch.path + "/Generated.swift", atomically: false, encoding: .utf8)
        let run = try Shell.run(#""$REFLOW" check '\#(scratch.path)' --sizes large --no-lint"#)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("Generated.swift: skipped: "), "\(run.output)")
        #expect(run.output.contains("-byte limit for a Swift source file (maxFileSize)"))
        #expect(run.output.contains("Simulated 1 screen variant of 1 screen from 1 file;"), "\(run.output)")
    }

    /// Numbers no screen has (1e308, infinity, NaN) in frames, padding, offsets, fonts and
    /// spacing: a run that reports, draws and exits 1, never a trap converting them to integers.
    @Test func absurdNumbersAreLaidOutAndReportedNotCrashedOn() throws {
        let scratch = try Scratch()
        let modifiers = [
            ".frame(width: .infinity)", ".frame(height: 1e308)", ".frame(width: 1e308, height: 1e308)", ".padding(1e308)",
            ".padding(-1e308)", ".offset(x: .nan)", ".offset(y: .infinity)", ".font(.system(size: 1e308))",
            ".font(.system(size: .nan))", ".lineLimit(Int.max)", ".frame(maxHeight: -1e308)", ".lineSpacing(1e308)",
            ".frame(width: 0 / 0)",
        ]
        for (number, modifier) in modifiers.enumerated() {
            let view =
                "import SwiftUI\nstruct Absurd\(number): View {\n    var body: some View {\n"
                + "        VStack(spacing: 1e308) { Text(\"Hello world\")\(modifier); Text(\"Second\") }\n    }\n}\n"
            try view.write(toFile: "\(scratch.path)/Absurd\(number).swift", atomically: false, encoding: .utf8)
        }
        let run = try Shell.run(#""$REFLOW" check '\#(scratch.path)' --sizes large,AX5 --no-lint --report '\#(scratch.path)/report'"#)
        #expect(run.status == 1, "\(run)")
        #expect(run.output.contains("13 screens audited"), "\(run.output)")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/report/index.html"))
    }

    /// SwiftParser's recovery is quadratic on a long call chain where a declaration is expected:
    /// past the parse limit (10 s; 1 s here through REFLOW_PARSE_TIMEOUT) the file is skipped
    /// with a note by both commands, instead of holding the run for minutes.
    @Test func aFileTheParserCannotFinishIsSkipped() throws {
        let scratch = try Scratch()
        let slow = "public struct LiText(\"x\")\n" + String(repeating: "    .padding()\n", count: 6_000)
        try slow.write(toFile: scratch.path + "/Slow.swift", atomically: false, encoding: .utf8)
        let view = "import SwiftUI\n\nstruct Greeting: View {\n    var body: some View {\n        Text(\"Hello\")\n    }\n}\n"
        try view.write(toFile: scratch.path + "/Greeting.swift", atomically: false, encoding: .utf8)
        for command in ["lint '\(scratch.path)'", "check '\(scratch.path)' --sizes large --no-lint"] {
            let start = Date()
            let run = try Shell.run(#"REFLOW_PARSE_TIMEOUT=1 "$REFLOW" \#(command)"#)
            #expect(Date().timeIntervalSince(start) < 30, "\(command)")
            #expect(run.status == 0, "\(command): \(run)")
            #expect(run.output.contains("Slow.swift: "), "\(command): \(run.output)")
            #expect(run.output.contains("the Swift parser did not finish within 1 s"), "\(command): \(run.output)")
        }
    }

    @Test func anEmptySizeListIsAUsageError() throws {
        expectOneErrorLine(
            try Shell.run(#""$REFLOW" check Examples/Storefront --sizes ''"#), status: 2, containing: "expected all, a range")
    }

    @Test func exitCodesAreListedInHelp() throws {
        for command in ["lint", "check", "audit"] {
            let help = try Shell.run(#""$REFLOW" \#(command) --help"#).output
            #expect(help.contains("EXIT CODES:\n  0 "), "\(command)")
            #expect(help.contains("\n  1                       Findings at the failing severity, or part of the input"), "\(command)")
            #expect(help.contains("\n  2                       Usage or input error"), "\(command)")
        }
    }
}
