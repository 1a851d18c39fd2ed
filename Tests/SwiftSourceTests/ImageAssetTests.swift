import Foundation
import LayoutEngine
import SwiftSource
import Testing

/// `Image("name")` is as large as the project's asset: PNG pixels over their scale, a PDF's or an
/// SVG's page in points. The sizes here are written into the files by the test.
@Suite struct ImageAssetTests {
    /// A PNG header of `width` x `height` pixels (signature and IHDR, enough to be read).
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    static func project() throws -> String {
        let root = NSTemporaryDirectory() + "reflow-assets-\(UUID().uuidString)"
        let assets = root + "/App/Assets.xcassets"
        let manager = FileManager.default
        for name in ["error illustration", "logo", "photo", "favicon", "mark"] {
            try manager.createDirectory(atPath: "\(assets)/\(name).imageset", withIntermediateDirectories: true)
        }
        // A bitmap at 2x and 3x: 600 x 400 pixels at 2x is 300 x 200 pt.
        try
            #"{"images":[{"idiom":"universal","scale":"1x"},{"filename":"e@2x.png","idiom":"universal","scale":"2x"},{"filename":"e@3x.png","idiom":"universal","scale":"3x"}]}"#
            .write(toFile: "\(assets)/error illustration.imageset/Contents.json", atomically: true, encoding: .utf8)
        try png(width: 600, height: 400).write(to: URL(fileURLWithPath: "\(assets)/error illustration.imageset/e@2x.png"))
        try png(width: 900, height: 600).write(to: URL(fileURLWithPath: "\(assets)/error illustration.imageset/e@3x.png"))
        // A single-scale vector: its page is 120 x 48 pt.
        try #"{"images":[{"filename":"logo.pdf","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#
            .write(toFile: "\(assets)/logo.imageset/Contents.json", atomically: true, encoding: .utf8)
        try "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 120 48] >> endobj\n"
            .write(toFile: "\(assets)/logo.imageset/logo.pdf", atomically: true, encoding: .utf8)
        // SVGs: one sized by its root's width and height (24 x 16 pt), one by its view box alone (32 x 32).
        try #"{"images":[{"filename":"favicon.svg","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#
            .write(toFile: "\(assets)/favicon.imageset/Contents.json", atomically: true, encoding: .utf8)
        try
            #"<?xml version="1.0"?>\#n<svg xmlns="http://www.w3.org/2000/svg" width="24px" height="16" viewBox="0 0 48 32"><path d="M0 0h48v32z"/></svg>"#
            .write(toFile: "\(assets)/favicon.imageset/favicon.svg", atomically: true, encoding: .utf8)
        try #"{"images":[{"filename":"mark.svg","idiom":"universal"}]}"#
            .write(toFile: "\(assets)/mark.imageset/Contents.json", atomically: true, encoding: .utf8)
        try #"<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><circle r="16" cx="16" cy="16"/></svg>"#
            .write(toFile: "\(assets)/mark.imageset/mark.svg", atomically: true, encoding: .utf8)
        // A format Reflow does not read.
        try #"{"images":[{"filename":"photo.heic","idiom":"universal"}]}"#
            .write(toFile: "\(assets)/photo.imageset/Contents.json", atomically: true, encoding: .utf8)
        try Data([0, 1, 2]).write(to: URL(fileURLWithPath: "\(assets)/photo.imageset/photo.heic"))
        try """
        import SwiftUI
        struct ErrorPage: View {
            var body: some View {
                VStack {
                    Image("error illustration")
                    Image("logo")
                    Image("photo")
                    Image("missing")
                    Image("favicon")
                    Image("mark")
                }
            }
        }
        """.write(toFile: root + "/App/ErrorPage.swift", atomically: true, encoding: .utf8)
        return root
    }

    @Test func imagesAreAsLargeAsTheirAssets() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ProjectFiles(paths: [root]).imageAssetFiles.count == 5)
        let screen = try #require(SwiftUIProject(paths: [root]).screens(profiles: [.asWritten]).first)
        let sizes = screen.root.children.compactMap { node -> String? in
            guard case .image(let content) = node.kind else { return nil }
            return "\(content)"
        }
        #expect(sizes.count == 6)
        #expect(sizes[4].contains("24") && sizes[4].contains("16"), "\(sizes[4])")
        #expect(sizes[5].contains("32"), "\(sizes[5])")
        #expect(sizes[0].contains("300") && sizes[0].contains("200"), "\(sizes[0])")
        #expect(sizes[1].contains("120") && sizes[1].contains("48"), "\(sizes[1])")
        #expect(sizes[2].contains("40") && sizes[3].contains("40"), "\(sizes)")
        #expect(
            screen.coverage.notes.contains {
                $0.hasSuffix(
                    "the size of the image asset \"photo\" could not be read (only PNG, JPEG, PDF and SVG are); it is simulated as 40 × 40 pt"
                )
            })
        #expect(!screen.coverage.notes.contains { $0.contains("\"missing\"") })
    }
}
