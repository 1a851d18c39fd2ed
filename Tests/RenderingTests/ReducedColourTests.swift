import Foundation
import Rendering
import Testing

/// The report's pictures as indexed PNGs: at most 256 colours, about half the bytes, every pixel
/// of the 256 most used colours (backgrounds, text, finding marks) exactly as drawn, and only
/// anti-aliased edge shades moved to the nearest kept colour.
@Suite struct ReducedColourTests {
    let image = RenderingFixtures.after.rendered.image

    private static func colours(_ bytes: [UInt8]) -> [UInt32] {
        stride(from: 0, to: bytes.count, by: 3).map { UInt32(bytes[$0]) << 16 | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2]) }
    }

    @Test func theMostUsedColoursAreKeptExactlyAndEdgesTakeTheNearest() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-reduced-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try image.writePNG(to: path, reducedColours: true)
        let decoded = try RenderedImage(contentsOfPNG: path)
        #expect(decoded.width == image.width && decoded.height == image.height)
        let original = Self.colours(image.rgbBytes), reduced = Self.colours(decoded.rgbBytes)
        var counts: [UInt32: Int] = [:]
        for colour in original { counts[colour, default: 0] += 1 }
        try #require(counts.count > 256, "the fixture has anti-aliased text, so more than 256 colours")
        let kept = Set(counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(256).map(\.key))
        #expect(zip(original, reduced).allSatisfy { !kept.contains($0) || $0 == $1 })
        #expect(Set(reduced).count <= 256 && Set(reduced).isSubset(of: kept))
        let changed = zip(original, reduced).filter { $0 != $1 }.count
        #expect(Double(changed) / Double(original.count) < 0.02, "\(changed) of \(original.count) pixels changed")
    }

    @Test func anIndexedPictureIsAboutHalfTheBytesAndTheSameOnEveryRun() throws {
        let indexed = try image.pngData(reducedColours: true), rgb = try image.pngData()
        #expect(indexed[25] == 3, "colour type 3: a palette")
        #expect(Double(indexed.count) < 0.7 * Double(rgb.count), "\(indexed.count) bytes against \(rgb.count)")
        #expect(try image.pngData(reducedColours: true) == indexed)
    }
}
