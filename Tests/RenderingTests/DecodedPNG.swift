import CCairo
import Foundation
import Rendering

/// A PNG file decoded by cairo (`cairo_image_surface_create_from_png`), read pixel by pixel
/// here rather than through `RenderedImage`, so tests check the file as any PNG reader sees it.
final class DecodedPNG {
    let width: Int
    let height: Int
    /// Red, green, blue per pixel, row by row.
    let rgb: [UInt8]

    init(path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw DecodingError(path: path, status: String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        let data = cairo_image_surface_get_data(surface)!
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                // Our pictures are opaque: cairo decodes them as RGB24 (or ARGB32 with full alpha).
                precondition(format == CAIRO_FORMAT_RGB24 || word >> 24 == 0xFF, "unexpected transparency in \(path)")
                rgb += [UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF)]
            }
        }
        self.rgb = rgb
    }

    /// Decodes the PNG of `image`, written to a fresh temporary file by `writePNG(to:)`.
    convenience init(_ image: RenderedImage, name: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reflow-rendering-\(name)-\(UUID().uuidString).png").path
        try image.writePNG(to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try self.init(path: path)
    }

    /// The pixel at (`x`, `y`), or nil outside the picture.
    func pixel(_ x: Int, _ y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 3
        return Pixel(red: rgb[offset], green: rgb[offset + 1], blue: rgb[offset + 2])
    }

    /// Whether some pixel within `radius` of (`x`, `y`) satisfies `test`.
    func anyPixel(near x: Int, _ y: Int, radius: Int, _ test: (Pixel) -> Bool) -> Bool {
        for dy in -radius...radius {
            for dx in -radius...radius {
                if let pixel = pixel(x + dx, y + dy), test(pixel) { return true }
            }
        }
        return false
    }

    /// Whether some pixel of the picture satisfies `test`.
    func anyPixel(_ test: (Pixel) -> Bool) -> Bool {
        stride(from: 0, to: rgb.count, by: 3).contains { test(Pixel(red: rgb[$0], green: rgb[$0 + 1], blue: rgb[$0 + 2])) }
    }

    struct DecodingError: Error {
        let path: String
        let status: String
    }
}
