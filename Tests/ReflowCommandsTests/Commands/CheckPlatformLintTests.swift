import Foundation
import Testing

/// `reflow check` lints the files its screens come from: a file that only another platform's target
/// builds (here the Mac's, by Xcode's platform filters) is left out of the lint as of the simulation,
/// while `reflow lint` still reads every file it is given.
@Suite struct CheckPlatformLintTests {
    /// A synchronized folder whose `iOS/Row.swift` is built for iOS and `macOS/Row.swift` for the Mac
    /// alone; both hold text in a fixed 20 pt frame.
    private func project() throws -> String {
        let root = NSTemporaryDirectory() + "reflow-check-platforms-\(UUID().uuidString)"
        for folder in ["App/iOS", "App/macOS", "App.xcodeproj"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
        }
        let row = { (text: String) in
            "import SwiftUI\nstruct Row: View {\n    var body: some View { Text(\"\(text)\").frame(height: 20) }\n}\n"
        }
        try row("On the phone").write(toFile: "\(root)/App/iOS/Row.swift", atomically: true, encoding: .utf8)
        try row("On the Mac").write(toFile: "\(root)/App/macOS/Row.swift", atomically: true, encoding: .utf8)
        let pbxproj = """
            // !$*UTF8*$!
            {
                objects = {
                    AA01 = {
                        isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                        platformFiltersByRelativePath = { iOS/Row.swift = (ios, ); macOS/Row.swift = (macos, ); };
                    };
                    AA02 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (AA01, ); path = App; sourceTree = "<group>"; };
                };
            }
            """
        try pbxproj.write(toFile: "\(root)/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        return root
    }

    private func fixedHeightFiles(_ run: ReflowRun) -> [String] {
        let findings = run.jsonObject()?["findings"] as? [[String: Any]] ?? []
        return findings.filter { $0["id"] as? String == "swiftui-fixed-height-text" }.compactMap { finding in
            (finding["file"] as? String).map { $0.split(separator: "/").suffix(2).joined(separator: "/") }
        }
    }

    @Test func checkLintsOnlyTheFilesAnIPhoneBuildCompiles() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = runReflow("check", root, "--format", "json")
        #expect(fixedHeightFiles(check) == ["iOS/Row.swift"], "\(check.output)")
        let lint = runReflow("lint", root, "--format", "json")
        #expect(fixedHeightFiles(lint).sorted() == ["iOS/Row.swift", "macOS/Row.swift"], "\(lint.output)")
    }
}
