import Testing
import SwiftSource

/// SwiftGen's string accessors, read from its configuration and named by its rules.
@Suite struct SwiftGenStringsTests {
    static let configuration = """
        # Generated accessors for the app's strings.
        output_dir: App/Generated/
        strings:
          inputs: App/Localizations/en.lproj
          outputs:
            - templateName: structured-swift5
              output: Localizations.swift
              params:
                enumName: Localizations
                publicAccess: true
        xcassets:
          inputs:
            - App/Colors.xcassets
          outputs:
            - templateName: swift5
              output: Assets.swift
        """

    @Test func theSubsetOfYAMLConfigurationsUseIsRead() {
        let document = YAMLValue.parse(Self.configuration)
        #expect(document["output_dir"] == .scalar("App/Generated/"))
        #expect(document["strings"]?["inputs"] == .scalar("App/Localizations/en.lproj"))
        let output = document["strings"]?["outputs"]?.items.first
        #expect(output?["templateName"] == .scalar("structured-swift5"))
        #expect(output?["params"]?["enumName"] == .scalar("Localizations"))
        #expect(output?["params"]?["publicAccess"] == .scalar("true"))
        #expect(document["xcassets"]?["inputs"] == .sequence([.scalar("App/Colors.xcassets")]))
        #expect(
            YAMLValue.parse("inputs: [\"a.strings\", b.strings] # two\nname: 'x: y'")
                == .mapping([
                    (key: "inputs", value: .sequence([.scalar("a.strings"), .scalar("b.strings")])), (key: "name", value: .scalar("x: y")),
                ]))
    }

    @Test func accessorsAreNamedAsSwiftGenNamesThem() {
        #expect(SwiftGenStrings.accessor(for: "SessionTimeout", structured: true) == "sessionTimeout")
        #expect(SwiftGenStrings.accessor(for: "URLSessionFailed", structured: true) == "urlSessionFailed")
        #expect(SwiftGenStrings.accessor(for: "onboarding.welcome_title", structured: true) == "Onboarding.welcomeTitle")
        #expect(SwiftGenStrings.accessor(for: "onboarding.welcome_title", structured: false) == "onboardingWelcomeTitle")
        #expect(SwiftGenStrings.accessor(for: "Hello world", structured: true) == "helloWorld")
        #expect(SwiftGenStrings.accessor(for: "2FA.title", structured: true) == "_2FA.title")
        #expect(SwiftGenStrings.accessor(for: "OK", structured: true) == "ok")
    }

    @Test func codeUsingTheAccessorsShowsTheCatalogText() {
        var catalog = StringCatalog()
        catalog.add(key: "SessionTimeout", language: "en", text: "Session timeout")
        catalog.add(key: "SessionTimeout", language: "de", text: "Zeitüberschreitung der Sitzung")
        catalog.add(key: "onboarding.welcome_title", language: "en", text: "Welcome to the app")
        catalog.add(key: "ItemsCount", language: "en", text: "%lld items in %@")
        let source = """
            import SwiftUI
            struct Settings: View {
                let count = 3
                var body: some View {
                    VStack {
                        Text(Localizations.sessionTimeout)
                        Text(Localizations.Onboarding.welcomeTitle)
                        Text(Localizations.itemsCount(count, "Vault"))
                        Text(Localizations.sessionTimeout.uppercased())
                    }
                }
            }
            """
        let project = SwiftUIProject(
            sources: [(path: "Settings.swift", text: source)], catalog: catalog,
            swiftGenConfiguration: Self.configuration)
        let screens = project.screens(profiles: [.asWritten, .translation])
        let texts = screens.map { screen in screen.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        }
        #expect(texts.first == ["Session timeout", "Welcome to the app", "3 items in Vault", "SESSION TIMEOUT"])
        #expect(texts.last?.first == "Zeitüberschreitung der Sitzung")
        #expect(screens.first?.coverage.standInTexts == 0)
    }

    @Test func withoutAConfigurationTheEnumIsUnknown() {
        var catalog = StringCatalog()
        catalog.add(key: "SessionTimeout", language: "en", text: "Session timeout")
        let source = "import SwiftUI\nstruct S: View { var body: some View { Text(Localizations.sessionTimeout) } }"
        let screen = SwiftUIProject(sources: [(path: "S.swift", text: source)], catalog: catalog).screens(profiles: [.asWritten]).first
        #expect(screen?.coverage.standInTexts == 1)
    }
}
