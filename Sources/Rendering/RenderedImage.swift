import CCairo
import CPNGShim
import Foundation

/// A finished picture: an opaque cairo image surface, saved as PNG by libpng.
///
/// Immutable once drawn (the drawing code holds the only other reference until it returns),
/// hence `@unchecked Sendable`; the surface is released in `deinit`.
public final class RenderedImage: @unchecked Sendable {
    let surface: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// The largest side cairo's image surfaces take.
    static let maximumSide = 32767

    /// An opaque picture of `width` x `height` pixels (black until drawn on).
    init(width: Int, height: Int) throws(RenderingError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw .tooLarge(width: width, height: height)
        }
        // RGB24: opaque pixels, so the PNG has no alpha channel that viewers could composite differently.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        try Self.check(surface, "create a \(width) x \(height) picture")
        self.surface = surface
        self.width = width
        self.height = height
    }

    /// The picture in the PNG file at `path`, decoded by cairo (for tests and tools that compare pixels).
    public init(contentsOfPNG path: String) throws(RenderingError) {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: "read the PNG '\(path)'", status: String(cString: cairo_status_to_string(status)))
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The pixel at column `x`, row `y` (0 at the top left), or nil outside the picture.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return withPixels { read in read(x, y) }
    }

    /// Every pixel, row by row, three bytes each (red, green, blue): what determinism tests compare.
    public var rgbBytes: [UInt8] {
        withPixels { read in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width * height * 3)
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = read(x, y)
                    bytes += [pixel.red, pixel.green, pixel.blue]
                }
            }
            return bytes
        }
    }

    /// Calls `body` with a reader of pixels inside the picture.
    private func withPixels<T>(_ body: ((Int, Int) -> Pixel) -> T) -> T {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let premultiplied = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        return body { x, y in
            // cairo keeps a pixel as one native-endian 32-bit word: alpha (or unused), red, green, blue.
            let word = UnsafeRawPointer(data.advanced(by: y * stride + x * 4)).load(as: UInt32.self)
            var red = (word >> 16) & 0xFF, green = (word >> 8) & 0xFF, blue = word & 0xFF
            if premultiplied {
                // Undo premultiplication so a half-transparent red still reads as red.
                let alpha = word >> 24
                guard alpha > 0 else { return Pixel(red: 0, green: 0, blue: 0) }
                red = red * 255 / alpha
                green = green * 255 / alpha
                blue = blue * 255 / alpha
            }
            return Pixel(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
        }
    }

    /// The zlib level pictures are written at: the default's size, at a fraction of the time of
    /// cairo's writer, which tries every PNG filter on every row.
    static let pngCompressionLevel: Int32 = 6

    /// The picture as PNG bytes (8-bit RGB, no timestamps or other metadata), encoded by libpng;
    /// with `reducedColours`, an indexed PNG of at most 256 colours (`ReducedPalette`), about half
    /// the size, where only anti-aliased edges may change shade.
    public func pngData(reducedColours: Bool = false) throws(RenderingError) -> [UInt8] {
        if reducedColours { return try indexedPNGData() }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw .cairo(operation: "encode the PNG", status: "the picture has no pixels")
        }
        let premultiplied: Int32 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 ? 1 : 0
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = reflow_png_encode(
            data, Int32(width), Int32(height), cairo_image_surface_get_stride(surface), premultiplied,
            Self.pngCompressionLevel, &bytes, &length, &message, message.count)
        return try Self.encoded(status: status, bytes: bytes, length: length, message: message)
    }

    /// The bytes libpng returned (freed here), or the error its message gives.
    private static func encoded(status: Int32, bytes: UnsafeMutablePointer<UInt8>?, length: Int, message: [CChar])
        throws(RenderingError) -> [UInt8]
    {
        guard status == 0, let bytes else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw .cairo(operation: "encode the PNG", status: reason.isEmpty ? "libpng failed" : reason)
        }
        defer { reflow_png_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    private func indexedPNGData() throws(RenderingError) -> [UInt8] {
        let palette = withPixels { read in
            ReducedPalette(width: width, height: height) { x, y in
                let pixel = read(x, y)
                return UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
            }
        }
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = reflow_png_encode_indexed(
            palette.indices, Int32(width), Int32(height), palette.colours, Int32(palette.colours.count / 3),
            Self.pngCompressionLevel, &bytes, &length, &message, message.count)
        return try Self.encoded(status: status, bytes: bytes, length: length, message: message)
    }

    /// Writes the picture as a PNG file at `path` (see `pngData(reducedColours:)`), replacing it whole
    /// or not at all (the bytes go to a temporary file that is renamed), so a failed write leaves
    /// nothing half-written.
    public func writePNG(to path: String, reducedColours: Bool = false) throws(RenderingError) {
        let bytes = try pngData(reducedColours: reducedColours)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw .cannotWrite(path: path, reason: "the directory '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else { throw .cannotWrite(path: path, reason: "'\(directory)' is not a directory") }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .cannotWrite(path: path, reason: "it is a directory")
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            let reason =
                FileManager.default.isWritableFile(atPath: directory)
                ? "\(error.localizedDescription)"
                : "the directory '\(directory)' is not writable"
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Throws when cairo put `surface` in an error state.
    static func check(_ surface: OpaquePointer, _ operation: String) throws(RenderingError) {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
