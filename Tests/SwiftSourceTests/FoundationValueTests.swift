import LayoutEngine
import SwiftSource
import Testing

/// Foundation values views show parts of: a URL's host and string, the current locale's codes, and
/// a type named as a value (`Strings.self`).
@Suite struct FoundationValueTests {
    private func texts(_ source: String) throws -> [(text: String, standIn: String?)] {
        try StateHolderTests.shownTexts(source)
    }

    @Test func aURLMadeFromAKnownStringShowsItsParts() throws {
        let texts = try texts(
            """
            import SwiftUI
            struct Link: View {
                let address = "https://www.example.com/news/2026/launch?ref=home"
                var body: some View {
                    VStack {
                        if let url = URL(string: address) {
                            Text(url.host ?? url.absoluteString)
                            Text(url.lastPathComponent)
                            Text(url.absoluteString)
                        }
                        Text(URL(string: "https://example.org")?.scheme ?? "none")
                    }
                }
            }
            #Preview { Link() }
            """)
        #expect(texts.map(\.text) == ["www.example.com", "launch", "https://www.example.com/news/2026/launch?ref=home", "https"])
        #expect(texts.allSatisfy { $0.standIn == nil })
    }

    @Test func aURLOfDataTheAppGetsLaterIsAStandIn() throws {
        let screen = try #require(
            SwiftUIProject(
                sources: [
                    (
                        path: "View.swift",
                        text: """
                        import SwiftUI
                        struct Feed: View {
                            @State private var links: [String] = []
                            var body: some View { Text(URL(string: links.first ?? "")?.host ?? "") }
                        }
                        #Preview { Feed() }
                        """
                    )
                ]
            ).screens(profiles: [.asWritten]).first)
        #expect(screen.root.outline(locations: false).contains("runtime data"))
    }

    @Test func theCurrentLocaleIsTheDevelopmentOne() throws {
        let texts = try texts(
            """
            import SwiftUI
            struct Language: View {
                var body: some View {
                    VStack {
                        Text(Locale.current.language.languageCode?.identifier ?? "?")
                        Text(Locale.current.region?.identifier ?? "?")
                        Text(Locale.current.identifier)
                    }
                }
            }
            #Preview { Language() }
            """)
        #expect(texts.map(\.text) == ["en", "US", "en_US"])
    }

    @Test func aTypeNamedAsAValueReadsItsStatics() throws {
        // `static let paywall = Paywall.self`: the constant is the type, so `Strings.paywall.title` is
        // `Paywall.title`.
        let texts = try texts(
            """
            import SwiftUI
            enum Strings {
                enum Paywall { static var title: String { "Go Premium" } }
                static let paywall = Paywall.self
            }
            struct Offer: View {
                var body: some View { Text(Strings.paywall.title) }
            }
            #Preview { Offer() }
            """)
        #expect(texts.map(\.text) == ["Go Premium"])
    }

    @Test func aTemperatureIsShownInFahrenheitAndOtherMeasurementsAreNotKnown() throws {
        let screen = try #require(
            SwiftUIProject(
                sources: [
                    (
                        path: "View.swift",
                        text: """
                        import SwiftUI
                        struct Weather: View {
                            var temperature: Measurement<UnitTemperature>
                            var body: some View {
                                VStack {
                                    Text(temperature.formatted())
                                    Text(Measurement(value: 22, unit: UnitTemperature.celsius).formatted())
                                    Text(Measurement(value: 5, unit: UnitLength.kilometers).formatted())
                                }
                            }
                        }
                        #Preview { Weather(temperature: Measurement(value: 72, unit: .fahrenheit)) }
                        """
                    )
                ]
            ).screens(profiles: [.asWritten]).first)
        let texts = NilCoalescingTests.textNodes(screen.root).map { node -> String in
            guard case .text(let string) = node.kind else { return "" }
            return node.traits.standInContent == nil ? string : "stand-in"
        }
        #expect(texts == ["72°F", "71.6°F", "stand-in"])
    }
}
