import Foundation
import Testing
import TextMeasurement
@testable import Typesetting

/// Files that are not usable fonts give a `FontError` naming the file, never a crash, whether
/// loaded directly or through a measurement request.
@Suite struct BadFontTests {
    /// A fresh folder of bad font files for one test.
    struct Folder {
        let path: String

        init() throws {
            path = NSTemporaryDirectory() + "reflow-bad-fonts-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let file = path + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            return file
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    func expectError(_ path: String, faceIndex: Int = 0, _ check: (FontError) -> Bool = { _ in true }) {
        do {
            _ = try FontFace.load(path: path, index: faceIndex)
            Issue.record("\(path) loaded")
        } catch {
            #expect(error.description.contains(path), "\(error)")
            #expect(check(error), "\(error)")
        }
        // Through the measurer too: the request fails with the same kind of error.
        let request = Fonts.request("Hello", path: path, size: 17, faceIndex: faceIndex)
        #expect { try HarfBuzzTextMeasurer().measure(request) } throws: { error in
            (error as? FontError)?.description.contains(path) ?? false
        }
    }

    @Test func emptyFile() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = try folder.file("Empty.ttf", [])
        expectError(path) { if case .notAFont = $0 { true } else { false } }
    }

    @Test func randomBytes() throws {
        let folder = try Folder()
        defer { folder.remove() }
        var generator = SystemRandomNumberGenerator()
        for size in [1, 12, 100, 4096, 100_000] {
            let path = try folder.file("Random\(size).otf", (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
            expectError(path)
        }
    }

    @Test func randomBytesBehindAFontHeader() throws {
        // Looks like a font for the first bytes: an sfnt header claiming tables that are garbage.
        let folder = try Folder()
        defer { folder.remove() }
        var bytes: [UInt8] = [0x00, 0x01, 0x00, 0x00, 0x00, 0x04, 0x00, 0x40, 0x00, 0x02, 0x00, 0x00]
        for tag in ["cmap", "head", "hhea", "maxp"] {
            bytes += Array(tag.utf8) + [0, 0, 0, 0, 0, 0, 0, 76, 0, 0, 0xFF, 0xFF]
        }
        bytes += (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        expectError(try folder.file("Header.ttf", bytes))
    }

    @Test func truncatedOTF() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fonts.inter)).prefix(2048))
        let path = try folder.file("Inter-Truncated.otf", bytes)
        expectError(path) { if case .notAFont = $0 { true } else { false } }
    }

    @Test(arguments: [0.1, 0.5, 0.9])
    func truncatedTTFAndOTF(fraction: Double) throws {
        let folder = try Folder()
        defer { folder.remove() }
        for source in [Fonts.roboto, Fonts.inter] {
            let data = try Data(contentsOf: URL(fileURLWithPath: source))
            let kept = Array(data.prefix(Int(Double(data.count) * fraction)))
            let path = try folder.file("Cut-\(fraction)-" + (source as NSString).lastPathComponent, kept)
            expectError(path)
        }
    }

    @Test func truncatedCollection() throws {
        // The TTC header and face directories survive, the tables they point at do not.
        let folder = try Folder()
        defer { folder.remove() }
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: Fonts.cjk))
        defer { try? handle.close() }
        let path = try folder.file("NotoSansCJK-Cut.ttc", Array(try handle.read(upToCount: 65_536) ?? Data()))
        for index in [0, 2, 9] {
            expectError(path, faceIndex: index) { if case .notAFont = $0 { true } else { false } }
        }
    }

    @Test func directory() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let path = folder.path + "/Folder.ttf"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        expectError(path) { if case .unreadable(_, let reason) = $0 { reason.contains("directory") } else { false } }
    }

    @Test func missingPath() {
        let path = "/nonexistent/reflow/Missing-Bold.otf"
        expectError(path) { if case .unreadable(_, let reason) = $0 { reason == "No such file or directory" } else { false } }
    }

    @Test func collectionFaceIndexOutOfRange() throws {
        let count = try FontFace.faceCount(path: Fonts.cjk)
        #expect(count > 1)
        expectError(Fonts.cjk, faceIndex: count) { $0 == .noSuchFace(path: Fonts.cjk, index: count, faceCount: count) }
        expectError(Fonts.cjk, faceIndex: -1) { if case .noSuchFace = $0 { true } else { false } }
        expectError(Fonts.inter, faceIndex: 1) { $0 == .noSuchFace(path: Fonts.inter, index: 1, faceCount: 1) }
    }

    @Test func textFileWithAFontName() throws {
        let folder = try Folder()
        defer { folder.remove() }
        expectError(try folder.file("Brand-Bold.ttf", Array("<html>not a font</html>\n".utf8)))
    }

    @Test func unknownNameNamesTheDirectoriesSearched() {
        let catalog = FontCatalog(directories: ["/usr/share/fonts/opentype/inter"])
        #expect(throws: FontError.unknownFont(name: "Brand-Bold", searched: ["/usr/share/fonts/opentype/inter"])) {
            try catalog.face(named: "Brand-Bold")
        }
    }

    @Test func badFilesInAScannedTreeAreSkipped() throws {
        // A project folder with a broken font next to a good one: lookups by name still work.
        let folder = try Folder()
        defer { folder.remove() }
        _ = try folder.file("Broken-Regular.otf", [1, 2, 3])
        _ = try folder.file("Empty.ttf", [])
        let catalog = FontCatalog(directories: [folder.path], files: [Fonts.interSemiBold])
        #expect(try catalog.face(named: "Inter-SemiBold").path == Fonts.interSemiBold)
        #expect(throws: FontError.self) { try catalog.face(named: "Broken-Regular") }
        #expect(catalog.faces(fileNamePrefix: "Broken-").isEmpty)
    }
}
