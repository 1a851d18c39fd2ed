import Foundation
import Testing

/// The built `reflow` executable, run as a separate process.
@Suite struct ExecutableTests {
    /// Thrown after recording an issue, so a missing binary fails the test rather than skipping it.
    struct ExecutableNotFound: Error {}

    /// The `reflow` binary next to the test bundle, else in `<package root>/.build/debug`.
    static func executableURL() -> URL? {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bundle = Bundle.main.bundleURL
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            bundle.appendingPathComponent("reflow"),
            bundle.deletingLastPathComponent().appendingPathComponent("reflow"),
            testBinary.deletingLastPathComponent().appendingPathComponent("reflow"),
            packageRoot.appendingPathComponent(".build/debug/reflow"),
        ]
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: url.path)
        }
    }

    private func runExecutable(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> ReflowRun {
        guard let url = Self.executableURL() else {
            Issue.record(
                """
                Cannot find the reflow executable next to the test bundle (\(Bundle.main.bundleURL.path)) \
                or in .build/debug; build it with `swift build --build-tests` first.
                """, sourceLocation: sourceLocation)
            throw ExecutableNotFound()
        }
        return try runProcess(url, arguments)
    }

    @Test func versionPrintsTheVersion() throws {
        #expect(try runExecutable("--version") == ReflowRun(status: 0, output: "0.1.0\n", error: ""))
    }

    @Test func oneCellAsCSV() throws {
        let cell = Spec.cell("ios", category: "ax5", style: "body")
        let tracking = Spec.tracking("ios", font: "sf_pro")[cell.size]!
        #expect(
            try runExecutable("ramp", "-s", "body", "-c", "AX5", "-f", "csv")
                == ReflowRun(
                    status: 0,
                    output:
                        "style,category,size,leading,weight,tracking\nbody,accessibility5,\(Int(cell.size)),\(Int(cell.leading)),\(cell.weight),\(tracking)\n",
                    error: ""
                ))
    }

    @Test func unknownOptionExitsTwoWithOneLine() throws {
        let run = try runExecutable("ramp", "--bogus")
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.error == "reflow: error: unknown option '--bogus' for 'reflow ramp' (see 'reflow ramp --help')\n")
    }

    @Test func processMatchesInProcess() throws {
        let arguments = ["scale", "34", "--react-native", "AX5", "--format", "json"]
        let run = try runExecutable("scale", "34", "--react-native", "AX5", "--format", "json")
        #expect(run == runReflow(arguments))
    }
}
