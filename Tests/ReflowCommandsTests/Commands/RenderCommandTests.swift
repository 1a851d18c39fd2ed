import Foundation
import Testing

@Suite struct RenderCommandTests {
    /// Width and height from a PNG's IHDR chunk (bytes 16-23), read by hand.
    private func pngSize(_ path: String) -> (Int, Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24,
            Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        else { return nil }
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (u32(16), u32(20))
    }

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("reflow-render-\(UUID().uuidString)-\(name)").path
    }

    @Test func rendersOneSizeAtTheAskedScale() throws {
        let path = temporaryPath("se.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = runReflow("render", "checkout-before", "--size", "AX5", "--device", "iphone-se", "--scale", "1", "-o", path)
        #expect(run.status == 0, "\(run)")
        let size = try #require(pngSize(path))
        // The iPhone SE is 375 pt wide; at 1x the picture is wider (bezel, margins) but not 2x.
        #expect(size.0 > 375 && size.0 < 750)
        #expect(run.output.hasPrefix("\(path): \(size.0) x \(size.1) px, checkout-before on iPhone SE, "))
    }

    @Test func rendersTheContactSheetWithTheFirstFailure() throws {
        let path = temporaryPath("sheet.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = runReflow("render", "checkout-before", "--sheet", "--scale", "1", "-o", path)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasSuffix("first fails at xSmall\n"))
        let (width, height) = try #require(pngSize(path))
        #expect(width > 12 * 150 && width > 3 * height, "12 columns side by side")
        let after = runReflow("render", "checkout-after", "--sheet", "--scale", "1", "-o", path)
        #expect(after.output.hasSuffix("no errors at any size\n"))
        let android = runReflow("render", "checkout-before", "--sheet", "--android", "--scale", "1", "-o", path)
        #expect(android.output.hasSuffix("first fails at xSmall, on Android at 85%\n"), "\(android)")
        let (_, twoRows) = try #require(pngSize(path))
        #expect(twoRows > height + 400, "a second row of Android columns")
        #expect(runReflow("render", "checkout-before", "--android", "-o", path).status == 2)
    }

    @Test func badInputIsAUsageError() {
        #expect(
            runReflow("render", "checkout-before").error
                == "reflow: error: missing --output: where should the PNG go? (see 'reflow render --help')\n")
        #expect(runReflow("render", "nope", "-o", "/tmp/x.png").status == 2)
        #expect(runReflow("render", "checkout-before", "--scale", "4", "-o", "/tmp/x.png").status == 2)
        #expect(runReflow("render", "checkout-before", "--device", "nokia", "-o", "/tmp/x.png").status == 2)
        let unwritable = runReflow("render", "checkout-before", "-o", "/nonexistent-dir/x.png")
        #expect(unwritable.status == 2)
        #expect(unwritable.error.hasPrefix("reflow: error: invalid value '/nonexistent-dir/x.png' for '--output'"))
    }
}
