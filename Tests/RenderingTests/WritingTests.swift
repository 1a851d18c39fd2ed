import Foundation
import LayoutEngine
import Rendering
import Testing

/// Saving pictures: a bad path gives an error that names it, and nothing is left half-written.
@Suite struct WritingTests {
    let image = RenderingFixtures.after.rendered.image

    @Test func aMissingDirectoryIsNamedInTheError() throws {
        let path = "/nonexistent-reflow-directory/checkout.png"
        let error = try #require(throws: RenderingError.self) { try image.writePNG(to: path) }
        #expect(error == .cannotWrite(path: path, reason: "the directory '/nonexistent-reflow-directory' does not exist"))
        #expect(error.description.contains("'\(path)'"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDirectoryIsNotOverwritten() throws {
        let directory = FileManager.default.temporaryDirectory.path
        let error = try #require(throws: RenderingError.self) { try image.writePNG(to: directory) }
        #expect(error.description.hasPrefix("cannot write the PNG to '\(directory)'"))
    }

    @Test func aWrittenPictureDecodesToTheSamePixels() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-writing-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path)
        let decoded = try RenderedImage(contentsOfPNG: path)
        #expect(decoded.width == image.width && decoded.height == image.height)
        #expect(decoded.rgbBytes == image.rgbBytes)
        // PNG signature, and no time chunk: the same picture gives the same bytes on every run.
        let bytes = try image.pngData()
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(!String(decoding: bytes, as: UTF8.self).contains("tIME"))
    }

    @Test func aMissingPNGIsAClearError() throws {
        let path = "/nonexistent-reflow-directory/in.png"
        let error = try #require(throws: RenderingError.self) { try RenderedImage(contentsOfPNG: path) }
        #expect(error.description.contains(path))
    }
}
