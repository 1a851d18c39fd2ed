import Checking
import Foundation
import ReflowExamples
import Rendering
import Testing
import Typesetting

/// `reflow report`, run in process into temporary directories.
@Suite struct ReportCommandTests {
    static let sizes = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// A new empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-report-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A PNG's width and height from its IHDR chunk, or nil when the bytes are not a PNG.
    static func pngSize(_ url: URL) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count > 33 else { return nil }
        let bytes = [UInt8](data.prefix(33))
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    /// The names in `directory` that start with a dot: staging directories left behind.
    static func leftovers(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    }

    @Test func writesEveryPictureAndAPageThatShowsThem() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let report = parent.appendingPathComponent("report")
        let run = runReflow("report", "checkout-before", "--scale", "1", "--output", report.path)
        // The broken checkout has error findings: exit 1, as `reflow audit` does.
        #expect(run.status == 1, "\(run)")
        #expect(run.error == "")
        #expect(run.outputLines.first == "\(report.path)/index.html: 1 screen on iPhone 16, 13 pictures")
        #expect(run.output.contains("  checkout-before: 8 errors, 4 warnings; breaks at xSmall, below 200 %"))
        #expect(run.outputLines.last?.hasPrefix("Not ready for Larger Text") == true)

        let files = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("checkout-before").path).sorted()
        #expect(files == (Self.sizes.map { "\($0).png" } + ["sheet.png"]).sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: report.path).sorted() == ["checkout-before", "index.html"])
        #expect(try Self.leftovers(in: parent).isEmpty)

        let page = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        for name in Self.sizes + ["sheet"] {
            let file = "checkout-before/\(name).png"
            let size = try #require(Self.pngSize(report.appendingPathComponent(file)), "\(file) is not a PNG")
            #expect(size.width > 300 && size.height > 600, "\(file): \(size)")
            // At scale 1 the page gives each picture its pixel size.
            if name == "sheet" {
                #expect(page.contains("src=\"\(file)\" width=\"\(size.width)\" height=\"\(size.height)\""), "\(file)")
            } else {
                let entry = try #require(page.range(of: "\"src\": \"\(file)\""), "\(file) is not in the page's data")
                let following = page[entry.upperBound...].prefix(160)
                #expect(following.contains("\"width\": \(size.width),") && following.contains("\"height\": \(size.height),"), "\(file)")
                #expect(page.contains("href=\"\(file)\""), "no link to \(file)")
            }
        }
        #expect(page.contains("<input type=\"range\" id=\"screen-checkout-before-size\""))
        #expect(page.contains("max=\"11\""))
        // The first failing size, xSmall, is where the slider starts.
        #expect(page.contains("value=\"0\" aria-valuetext=\"xSmall · Body 14 pt: "))
        #expect(page.contains("<img id=\"screen-checkout-before-picture\" src=\"checkout-before/xSmall.png\""))
        #expect(page.contains("<meta name=\"generator\" content=\"Reflow "))
        #expect(page.contains("class=\"show-finding\""))
        #expect(!page.contains("srcset="))
        #expect(!page.contains("http://"))
    }

    /// The page names each picture beside it (screen, size, device, counts), so the pictures carry
    /// no title of their own: the same drawing as `reflow render`'s without its title lines.
    @Test func picturesLeaveTheirTitleToThePage() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let report = parent.appendingPathComponent("report")
        #expect(runReflow("report", "checkout-before", "--scale", "1", "--output", report.path).status == 1)
        let size = try #require(Self.pngSize(report.appendingPathComponent("checkout-before/AX5.png")))
        let pictures = AuditedPictures(measurer: HarfBuzzTextMeasurer())
        let untitled = try pictures.screen(
            CheckoutExample.before(), name: "checkout-before", at: .accessibility5, options: RenderOptions(scale: 1, showsTitle: false))
        let titled = try pictures.screen(
            CheckoutExample.before(), name: "checkout-before", at: .accessibility5, options: RenderOptions(scale: 1))
        #expect(size.width == untitled.image.width && size.height == untitled.image.height)
        #expect(titled.image.height > untitled.image.height + 40)
    }

    @Test func refusesAnExistingDirectoryUnlessForcedAndOnlyReplacesAReport() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let report = parent.appendingPathComponent("report")
        // An empty directory is fine.
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: false)
        #expect(runReflow("report", "checkout-after", "--scale", "1", "-o", report.path).status == 0)
        let first = try Data(contentsOf: report.appendingPathComponent("index.html"))

        // Not empty: refused, nothing touched.
        let marker = report.appendingPathComponent("marker.txt")
        try Data("keep".utf8).write(to: marker)
        let refused = runReflow("report", "checkout-after", "--scale", "1", "-o", report.path)
        #expect(refused.status == 2)
        #expect(refused.error.contains("the directory is not empty; add --force to replace an earlier report"), "\(refused)")
        #expect(FileManager.default.fileExists(atPath: marker.path))

        // --force replaces an earlier report whole; the same input writes the same page.
        let forced = runReflow("report", "checkout-after", "--scale", "1", "-o", report.path, "--force")
        #expect(forced.status == 0, "\(forced)")
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        #expect(try Data(contentsOf: report.appendingPathComponent("index.html")) == first)
        #expect(try Self.leftovers(in: parent).isEmpty)

        // --force never replaces a directory that holds something else.
        let other = parent.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: other.appendingPathComponent("index.html"))
        let guarded = runReflow("report", "checkout-after", "--scale", "1", "-o", other.path, "--force")
        #expect(guarded.status == 2)
        #expect(guarded.error.contains("holds no earlier report"), "\(guarded)")
        #expect(try String(contentsOf: other.appendingPathComponent("index.html"), encoding: .utf8) == "mine")
        #expect(try Self.leftovers(in: parent).isEmpty)
    }

    @Test func badDirectoriesAndArgumentsExitTwo() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let file = parent.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        let cases: [([String], String)] = [
            (["report", "checkout-after", "-o", file.path], "it is a file, not a directory"),
            (["report", "checkout-after", "-o", parent.appendingPathComponent("missing/report").path], "does not exist"),
            (["report", "checkout-after", "-o", file.appendingPathComponent("report").path], "is not a directory"),
            (["report", "checkout-after"], "missing --output"),
            (["report", "nope", "-o", parent.appendingPathComponent("r").path], "invalid value 'nope' for '<screen>'"),
            (["report", "checkout-after", "--scale", "3", "-o", parent.appendingPathComponent("r").path], "expected 1 or 2"),
            (["report", "checkout-after", "--device", "Nokia", "-o", parent.appendingPathComponent("r").path], "invalid value 'Nokia'"),
            (["report", "checkout-after", "--fail-on", "fatal", "-o", parent.appendingPathComponent("r").path], "--fail-on"),
        ]
        for (arguments, message) in cases {
            let run = runReflow(arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            #expect(run.error.contains(message), "\(arguments): \(run.error)")
            #expect(run.output.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["file.txt"])
    }

    @Test func exitCodesFollowFailOnAndExitZero() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let before = runReflow("report", "checkout-before", "--scale", "1", "--exit-zero", "-o", parent.appendingPathComponent("a").path)
        #expect(before.status == 0, "\(before)")
        let after = runReflow(
            "report", "checkout-after", "--scale", "1", "--fail-on", "note", "-o", parent.appendingPathComponent("b").path)
        #expect(after.status == 0, "\(after)")
        #expect(after.output.contains("Ready for Larger Text: the screen works at every size, up to AX5."))
        let list = runReflow("report", "--list")
        #expect(list.status == 0 && list.output.contains("checkout-before"))
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        let parent = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let first = parent.appendingPathComponent("first"), second = parent.appendingPathComponent("second")
        #expect(runReflow("report", "account-fixed", "--scale", "1", "-o", first.path).status == 1)
        #expect(runReflow("report", "account-fixed", "--scale", "1", "-o", second.path).status == 1)
        for file in ["index.html", "account-fixed/sheet.png", "account-fixed/AX5.png"] {
            #expect(
                try Data(contentsOf: first.appendingPathComponent(file)) == Data(contentsOf: second.appendingPathComponent(file)), "\(file)"
            )
        }
    }
}
