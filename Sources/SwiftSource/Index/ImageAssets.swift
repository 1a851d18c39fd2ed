internal import Foundation
internal import LayoutEngine

/// The point sizes of a project's image assets (`Assets.xcassets/<name>.imageset`), read from
/// the files themselves: `Image("name")` is as large as its picture, not a guess.
///
/// The 1x file gives points directly, a 2x or 3x file is divided by its scale, and a single-scale
/// vector (PDF, SVG) gives its page size in points. PNG, JPEG, PDF and SVG are read; an asset whose
/// size cannot be read is left out, and the interpreter says it guessed.
public struct ImageAssets: Sendable {
    /// Each asset's size in points, by name.
    private(set) var sizes: [String: Size] = [:]
    /// Assets that exist but whose size could not be read, by name.
    private(set) var unreadable: Set<String> = []

    /// No assets.
    public init() {}

    /// The assets whose `Contents.json` files are at `contentsFiles` (inside `….imageset` folders).
    public init(contentsFiles: [String]) {
        for path in contentsFiles {
            let folder = (path as NSString).deletingLastPathComponent
            let name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
            guard !name.isEmpty else { continue }
            if let size = Self.size(contents: path, folder: folder) {
                sizes[name] = size
            } else {
                unreadable.insert(name)
            }
        }
    }

    /// The asset's size from the best file it lists: 1x, then 2x, then 3x, iPhone or universal.
    static func size(contents path: String, folder: String) -> Size? {
        guard let data = FileManager.default.contents(atPath: path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        else { return nil }
        let candidates = images.compactMap { image -> (scale: Double, file: String)? in
            guard let file = image["filename"] as? String else { return nil }
            let idiom = image["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { return nil }
            let scale = Double((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
            return (scale, file)
        }.sorted { $0.scale < $1.scale }
        for candidate in candidates {
            let file = (folder as NSString).appendingPathComponent(candidate.file)
            guard let pixels = pixelSize(of: file) else { continue }
            // A vector's page is in points already; a bitmap's pixels are points times its scale.
            let scale = ["pdf", "svg"].contains((file as NSString).pathExtension.lowercased()) ? 1 : candidate.scale
            return Size(width: pixels.width / scale, height: pixels.height / scale)
        }
        return nil
    }

    /// The picture's size in pixels (PNG, JPEG) or its page's size in points (PDF, SVG).
    static func pixelSize(of path: String) -> Size? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 65_536)) ?? Data())
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return png(head)
        case "jpg", "jpeg": return jpeg(head)
        case "pdf": return pdf(head)
        case "svg": return svg(head)
        default: return nil
        }
    }

    /// Width and height from a PNG's IHDR chunk.
    static func png(_ bytes: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return width > 0 && height > 0 ? Size(width: Double(width), height: Double(height)) : nil
    }

    /// Width and height from a JPEG's first start-of-frame segment.
    static func jpeg(_ bytes: [UInt8]) -> Size? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return width > 0 && height > 0 ? Size(width: Double(width), height: Double(height)) : nil
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// An SVG's size in points: its root element's `width` and `height` (in user units, `px` or `pt`), else
    /// the width and height of its `viewBox`, as Xcode sizes a vector asset.
    static func svg(_ bytes: [UInt8]) -> Size? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let found = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") ?? tag.range(of: "\t\(name)=\""),
                let close = tag[found.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return String(tag[found.upperBound..<close]).trimmingCharacters(in: .whitespaces)
        }
        func length(_ value: String?) -> Double? {
            guard var value else { return nil }
            for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(unit.count) }
            guard let number = Double(value), number > 0, number.isFinite else { return nil }
            return number
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) { return Size(width: width, height: height) }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0, box[2].isFinite, box[3].isFinite else { return nil }
        return Size(width: box[2], height: box[3])
    }

    /// The first `/MediaBox [x0 y0 x1 y1]` of a PDF, in points.
    static func pdf(_ bytes: [UInt8]) -> Size? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "[" }
        let numbers = rest.prefix { $0 != "]" }.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
        return width > 0 && height > 0 && width.isFinite && height.isFinite ? Size(width: width, height: height) : nil
    }
}
