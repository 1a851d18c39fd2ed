import Foundation
import SwiftSource
import Testing

/// String catalogs (`.xcstrings`) whose strings vary by plural, by device or through substitutions.
@Suite struct StringCatalogVariationTests {
    static let catalogJSON = """
        {
          "sourceLanguage": "en",
          "strings": {
            "unread-posts-%lld": {
              "localizations": {
                "en": { "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%lld new post" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%lld new posts" } } } } },
                "de": { "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%lld neuer Beitrag" } },
                  "other": { "stringUnit": { "state": "translated", "value": "%lld neue Beiträge" } } } } }
              }
            },
            "Tap to continue": {
              "localizations": {
                "en": { "variations": { "device": {
                  "mac": { "stringUnit": { "state": "translated", "value": "Click to continue" } },
                  "iphone": { "stringUnit": { "state": "translated", "value": "Tap to continue" } },
                  "other": { "stringUnit": { "state": "translated", "value": "Continue" } } } } }
              }
            },
            "%lld items in %lld folders": {
              "localizations": {
                "en": {
                  "stringUnit": { "state": "translated", "value": "%#@items@ in %#@folders@" },
                  "substitutions": {
                    "items": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                      "one": { "stringUnit": { "state": "translated", "value": "%arg item" } },
                      "other": { "stringUnit": { "state": "translated", "value": "%arg items" } } } } },
                    "folders": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                      "one": { "stringUnit": { "state": "translated", "value": "%arg folder" } },
                      "other": { "stringUnit": { "state": "translated", "value": "%arg folders" } } } } }
                  }
                }
              }
            }
          }
        }
        """

    @Test func pluralDeviceAndSubstitutedFormsAreRead() throws {
        let path = NSTemporaryDirectory() + "reflow-catalog-\(UUID().uuidString).xcstrings"
        try Data(Self.catalogJSON.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = StringCatalog(paths: [path])
        #expect(catalog.problems.isEmpty)
        #expect(catalog.sourceText(of: "unread-posts-%lld") == "%lld new posts")
        #expect(catalog.longestTranslation(of: "unread-posts-%lld") == "%lld neue Beiträge")
        #expect(catalog.sourceText(of: "Tap to continue") == "Tap to continue")
        #expect(catalog.sourceText(of: "%lld items in %lld folders") == "%1$lld items in %2$lld folders")

        let source = """
            import SwiftUI
            struct Inbox: View {
                let count = 12
                let folders = 3
                var body: some View {
                    VStack {
                        Text("unread-posts-\\(count)")
                        Text("\\(count) items in \\(folders) folders")
                    }
                }
            }
            """
        let screen = SwiftUIProject(sources: [(path: "Inbox.swift", text: source)], catalog: catalog).screens(profiles: [.asWritten]).first
        let texts = screen?.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        #expect(texts == ["12 new posts", "12 items in 3 folders"])
    }

    @Test func stringsDictionariesGiveTheirPluralForm() throws {
        let folder = NSTemporaryDirectory() + "reflow-stringsdict-\(UUID().uuidString)/de.lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let plist: [String: Any] = [
            "%d items": [
                "NSStringLocalizedFormatKey": "Du hast %#@items@",
                "items": [
                    "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                    "one": "%d Artikel", "other": "%d Artikel im Warenkorb",
                ],
            ]
        ]
        let path = folder + "/Localizable.stringsdict"
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: URL(fileURLWithPath: path))
        try Data("not a property list".utf8).write(to: URL(fileURLWithPath: folder + "/Broken.stringsdict"))
        let catalog = StringCatalog(paths: [path, folder + "/Broken.stringsdict"])
        #expect(catalog.longestTranslation(of: "%d items") == "Du hast %d Artikel im Warenkorb")
        #expect(
            catalog.problems == ["\(folder)/Broken.stringsdict: not a .stringsdict file (expected a property list of format dictionaries)"])
        #expect(
            ProjectFiles(paths: [(folder as NSString).deletingLastPathComponent]).catalogFiles.map { ($0 as NSString).lastPathComponent }
                == ["Broken.stringsdict", "Localizable.stringsdict"])
    }

    @Test func theSymbolsXcodeGeneratesForManualEntriesAreTheirTexts() throws {
        // Xcode generates `LocalizedStringResource.australianPullUps` for the manually managed key "Australian pull-ups";
        // an entry Xcode extracted from code gets none.
        let json = """
            {
              "sourceLanguage": "en",
              "strings": {
                "Australian pull-ups": { "extractionState": "manual", "localizations": {
                  "en": { "stringUnit": { "state": "translated", "value": "Australian pull-ups" } },
                  "de": { "stringUnit": { "state": "translated", "value": "Australische Klimmzüge" } } } },
                "Log in": { "extractionState": "manual", "localizations": {
                  "en": { "stringUnit": { "state": "translated", "value": "Sign in" } } } },
                "Extracted": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Extracted" } } } }
              }
            }
            """
        let path = NSTemporaryDirectory() + "reflow-symbols-\(UUID().uuidString).xcstrings"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let catalog = StringCatalog(paths: [path])
        #expect(catalog.keysBySymbol == ["australianPullUps": "Australian pull-ups", "logIn": "Log in"])
        let source = """
            import SwiftUI
            struct Exercises: View {
                var body: some View {
                    VStack {
                        Text(.australianPullUps)
                        Button(.logIn) {}
                        Text(String(localized: .australianPullUps).uppercased())
                    }
                }
            }
            """
        let screens = SwiftUIProject(sources: [(path: "Exercises.swift", text: source)], catalog: catalog)
            .screens(profiles: [.asWritten, .translation])
        let asWritten = try #require(screens.first { $0.profile == .asWritten && $0.variant == nil })
        #expect(
            NilCoalescingTests.textNodes(asWritten.root).map(\.kind) == [
                .text("Australian pull-ups"), .text("Sign in"), .text("AUSTRALIAN PULL-UPS"),
            ])
        let translated = try #require(screens.first { $0.profile == .translation })
        #expect(NilCoalescingTests.textNodes(translated.root).first?.kind == .text("Australische Klimmzüge"))
    }
}
