import BenchmarkSupport
import Foundation

/// A large iOS project written to disk for the lint benchmark: SwiftUI screens and UIKit view
/// controllers (about 150 to 300 lines each) and storyboards and xibs, with the usual mix of correct
/// code (text styles, `UIFontMetrics`-wrapped fonts, `adjustsFontForContentSizeCategory`) and the
/// large-text bugs the rules report (fixed sizes, one-line limits, fixed heights), so the rules do real work.
///
/// Deterministic: everything comes from one seed through SplitMix64, so the same arguments write
/// byte-identical files on every machine.
enum GeneratedLintTree {
    /// What was written, as absolute paths.
    struct Written {
        var swift: [String] = []
        var interfaceBuilder: [String] = []
    }

    /// Writes `files` Swift files and one storyboard or xib per four of them under `directory/GeneratedLintApp`.
    static func write(to directory: URL, files: Int, seed: UInt64) throws -> Written {
        var random = SplitMix64(seed: seed)
        let root = directory.appendingPathComponent("GeneratedLintApp", isDirectory: true)
        var written = Written()
        for number in 0..<files {
            let feature = features[number % features.count]
            let name = "\(feature)\(number)"
            let isUIKit = random.below(3) == 0
            let contents = isUIKit ? SwiftFileWriter.viewController(name, random: &random) : SwiftFileWriter.screen(name, random: &random)
            let url = root.appendingPathComponent("\(feature)/\(name)\(isUIKit ? "ViewController" : "Screen").swift")
            try write(contents, to: url)
            written.swift.append(url.path)
            if number % 4 == 3 {
                let isStoryboard = random.below(2) == 0
                let ib =
                    isStoryboard
                    ? InterfaceBuilderWriter.storyboard(name, random: &random) : InterfaceBuilderWriter.xib(name, random: &random)
                let ibURL = root.appendingPathComponent("\(feature)/\(name).\(isStoryboard ? "storyboard" : "xib")")
                try write(ib, to: ibURL)
                written.interfaceBuilder.append(ibURL.path)
            }
        }
        return written
    }

    static let features = ["Checkout", "Account", "Orders", "Search", "Settings", "Onboarding", "Catalog", "Messages"]

    private static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
