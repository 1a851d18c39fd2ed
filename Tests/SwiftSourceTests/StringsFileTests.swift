import Foundation
import LayoutEngine
import SwiftSource
import Testing

/// `.strings` files in every form Xcode accepts: quoted and unquoted keys with comments, an XML
/// property list, a binary property list, UTF-16; anything else is a problem named with its path.
@Suite struct StringsFileTests {
    private func catalog(_ files: [(String, Data)]) throws -> (StringCatalog, String) {
        let root = NSTemporaryDirectory() + "reflow-strings-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, data) in files {
            let path = "\(root)/de.lproj/\(name)"
            try data.write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        return (StringCatalog(paths: paths), root)
    }

    @Test func everyFormXcodeAcceptsIsRead() throws {
        let oldStyle = "/* Checkout */\n\"Total\" = \"Gesamtsumme\";\nPay = \"Bezahlen\"; // unquoted key\n"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>Delivery</key><string>Lieferung</string></dict></plist>
            """
        let binary = try PropertyListSerialization.data(fromPropertyList: ["Address": "Adresse"], format: .binary, options: 0)
        let utf16 = try #require("\"Orders\" = \"Bestellungen\";\n".data(using: .utf16))
        let (catalog, root) = try catalog([
            ("Old.strings", Data(oldStyle.utf8)), ("Xml.strings", Data(xml.utf8)),
            ("Binary.strings", binary), ("Wide.strings", utf16),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        for (key, german) in [
            ("Total", "Gesamtsumme"), ("Pay", "Bezahlen"), ("Delivery", "Lieferung"), ("Address", "Adresse"),
            ("Orders", "Bestellungen"),
        ] {
            #expect(catalog.longestTranslation(of: key) == german, "\(key)")
        }
    }

    @Test func aTableInNoLprojFolderIsTheOneEveryLanguageFallsBackTo() throws {
        // `Resources/Localizable.strings` with no `.lproj` folder: a bundle finds it whatever the language.
        // `String(localized:)` looks its key up where it is made, so a `String` passed on holds the text.
        let root = NSTemporaryDirectory() + "reflow-unlocalized-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/App/Resources", withIntermediateDirectories: true)
        try Data("\"explore_feed_add\" = \"Add\";\n".utf8).write(to: URL(fileURLWithPath: root + "/App/Resources/Localizable.strings"))
        let source = """
            import SwiftUI
            enum Strings { static let add = String(localized: "explore_feed_add") }
            struct RoundedButton: View {
                let title: String
                var body: some View { Text(title) }
            }
            #Preview { RoundedButton(title: Strings.add) }
            """
        try Data(source.utf8).write(to: URL(fileURLWithPath: root + "/App/Button.swift"))
        let project = SwiftUIProject(paths: [root])
        #expect(StringCatalog(paths: project.catalogFiles).sourceText(of: "explore_feed_add") == "Add")
        let screen = try #require(project.screens(profiles: [.asWritten]).first)
        #expect(NilCoalescingTests.textNodes(screen.root).map(\.kind) == [.text("Add")])
    }

    @Test func aPackageManifestIsNoPartOfTheApp() throws {
        // Its target names (`.testTarget(name: "FeatureIntegrationTests")`) are no content the long profile may pick.
        let root = NSTemporaryDirectory() + "reflow-manifest-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)
        for name in ["Package.swift", "Package@swift-5.9.swift", "Sources/App/Package.swift.orig", "Sources/App/Row.swift"] {
            try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: root + "/" + name))
        }
        #expect(ProjectFiles(paths: [root]).swiftFiles == [root + "/Sources/App/Row.swift"])
        // Named on its own, a manifest is read as asked.
        #expect(ProjectFiles(paths: [root + "/Package.swift"]).swiftFiles == [root + "/Package.swift"])
    }

    @Test func somethingElseIsAProblemNamingTheFile() throws {
        let (catalog, root) = try catalog([("Broken.strings", Data("this is = not ; a plist \"".utf8))])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(catalog.problems.count == 1)
        #expect(
            catalog.problems.first?.hasSuffix(
                "Broken.strings: not a .strings file (expected \"key\" = \"value\"; lines or a property list of strings)") == true)
    }
}
