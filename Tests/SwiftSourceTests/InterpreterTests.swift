import LayoutEngine
import SwiftSource
import Testing

/// SwiftUI snippets interpreted into layout trees, compared with outlines worked out by hand.
@Suite struct InterpreterTests {
    private func screens(
        _ sources: [(String, String)], profiles: [ContentProfile] = [.asWritten],
        catalog: StringCatalog = StringCatalog()
    ) -> [SimulatedScreen] {
        SwiftUIProject(sources: sources.map { (path: $0.0, text: $0.1) }, catalog: catalog).screens(profiles: profiles)
    }

    private func outline(_ source: String) -> String {
        screens([("View.swift", source)]).first?.root.outline(locations: false) ?? "(no screen)"
    }

    @Test func modifiersInAnIfConfigAreThoseAnIPhoneBuildCompiles() throws {
        // The clause an iPhone build compiles applies its modifiers in order, and the chain goes on after
        // `#endif`; a clause for another platform with no `#else` applies nothing.
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("10")
                        #if targetEnvironment(macCatalyst)
                            .font(.title)
                        #else
                            .font(.footnote).dynamicTypeSize(.medium)
                        #endif
                            .padding(4)
                        List { Text("Row") }
                        #if os(visionOS)
                            .listStyle(.insetGrouped)
                        #else
                            .listStyle(.plain)
                        #endif
                        Text("Mac").bold()
                        #if os(macOS)
                            .font(.title)
                        #endif
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                VStack(center, spacing: nil)
                  padding(4, 4, 4, 4)
                    dynamicTypeSize(.medium...medium)
                      font(.footnote)
                        Text "10" role=body
                  List
                    Text "Row" role=body
                  bold()
                    Text "Mac" role=body

                """)
        let root = try #require(screens([("View.swift", source)]).first?.root)
        #expect(root.children[1].kind == .list(.plain))
    }

    @Test func ignoringTheSafeAreaIsKeptForLayoutButNotForTheKeyboard() {
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("A").edgesIgnoringSafeArea(.bottom)
                        Text("B").ignoresSafeArea(edges: [.top, .bottom])
                        Text("C").ignoresSafeArea(.keyboard)
                        Text("D").ignoresSafeArea()
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                VStack(center, spacing: nil)
                  ignoresSafeArea
                    Text "A" role=body
                  ignoresSafeArea
                    Text "B" role=body
                  Text "C" role=body
                  ignoresSafeArea
                    Text "D" role=body

                """)
        let root = screens([("View.swift", source)]).first?.root
        #expect(
            root?.children.map(\.kind) == [
                .ignoresSafeArea(.bottom), .ignoresSafeArea([.top, .bottom]), .text("C"), .ignoresSafeArea(.all),
            ])
    }

    @Test func paddingTakesEdgeInsetsWrittenEitherWay() {
        // `EdgeInsets(…)` and `.init(…)` give each edge its own inset; a project constant holding one is read
        // through, and its fields can be read too. `EdgeInsets()` is no inset.
        let source = """
            import SwiftUI
            enum Metrics { static let card = EdgeInsets(top: 4, leading: 10, bottom: 2, trailing: 20) }
            struct Row: View {
                var body: some View {
                    VStack(spacing: Metrics.card.leading) {
                        Text("A").padding(EdgeInsets(top: 12, leading: 0, bottom: 6, trailing: 0))
                        Text("B").padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))
                        Text("C").padding(Metrics.card)
                        Text("D").padding(EdgeInsets())
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                VStack(center, spacing: 10)
                  padding(12, 0, 6, 0)
                    Text "A" role=body
                  padding(1, 2, 3, 4)
                    Text "B" role=body
                  padding(4, 10, 2, 20)
                    Text "C" role=body
                  padding(0, 0, 0, 0)
                    Text "D" role=body

                """)
    }

    @Test func stacksTextAndModifiersBecomeNodes() {
        let source = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 12) {
                        Text("Total").bold()
                        Spacer()
                        Text("€228.89")
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 44)
                }
            }
            """
        #expect(
            outline(source) == """
                frame(width: nil, height: 44)
                  padding(0, 16, 0, 16)
                    HStack(firstTextBaseline, spacing: 12)
                      bold()
                        Text "Total" role=label
                      Spacer
                      Text "€228.89" role=price

                """)
    }

    @Test func everyNodeRemembersTheLineItIsWrittenOn() throws {
        let source = """
            import SwiftUI
            struct Message: View {
                var body: some View {
                    Text("Payment failed.")
                        .foregroundStyle(.red)
                        .lineLimit(1)
                }
            }
            """
        let screen = try #require(screens([("Sources/Message.swift", source)]).first)
        #expect(
            screen.root.outline() == """
                lineLimit(1) @Message.swift:6
                  Text "Payment failed." role=errorMessage @Message.swift:4

                """)
        #expect(screen.root.traits.name == "Message")
        #expect(screen.location.line == 2)
    }

    @Test func customViewsAreInlinedAcrossFilesWithTheirArgumentsAndDefaults() {
        let row = """
            import SwiftUI
            struct PriceRow: View {
                let label: String
                var price: String = "€0.00"
                var body: some View {
                    HStack { Text(label); Spacer(); Text(price) }
                }
            }
            """
        let screen = """
            import SwiftUI
            struct Summary: View {
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        PriceRow(label: "Shipping")
                        PriceRow(label: "Total", price: "€228.89")
                    }
                }
            }
            """
        let result = screens([("PriceRow.swift", row), ("Summary.swift", screen)])
        // PriceRow needs an argument, so only Summary is a screen.
        #expect(result.map(\.name) == ["Summary"])
        #expect(
            result.first?.root.outline() == """
                VStack(leading, spacing: 0) @Summary.swift:4
                  HStack(center, spacing: nil) @PriceRow.swift:6
                    Text "Shipping" role=label @PriceRow.swift:6
                    Spacer @PriceRow.swift:6
                    Text "€0.00" role=price @PriceRow.swift:6
                  HStack(center, spacing: nil) @PriceRow.swift:6
                    Text "Total" role=label @PriceRow.swift:6
                    Spacer @PriceRow.swift:6
                    Text "€228.89" role=price @PriceRow.swift:6

                """)
    }

    @Test func previewsAreScreensNamedAfterThemAndPassTheirArguments() {
        let source = """
            import SwiftUI
            struct Greeting: View {
                let name: String
                var body: some View { Text("Hello, \\(name)!") }
            }
            #Preview("Long name") {
                Greeting(name: "Maximiliane")
            }
            struct Greeting_Previews: PreviewProvider {
                static var previews: some View { Greeting(name: "Al") }
            }
            """
        let result = screens([("Greeting.swift", source)])
        #expect(result.map(\.name) == ["Long name", "Greeting"])
        #expect(
            result.map { $0.root.outline(locations: false) } == [
                "Text \"Hello, Maximiliane!\" role=body\n", "Text \"Hello, Al!\" role=body\n",
            ])
    }

    @Test func aBranchThePreviewDoesNotShowButThatShowsAnErrorIsAVariant() {
        let source = """
            import SwiftUI
            struct Form: View {
                @State private var showsError = false
                var body: some View {
                    VStack {
                        Text("Email")
                        if showsError {
                            Text("Enter an email address.").foregroundStyle(.red)
                        }
                    }
                }
            }
            """
        let result = screens([("Form.swift", source)])
        #expect(result.map(\.qualifiedName) == ["Form", "Form · if showsError: true"])
        #expect(result.map { $0.root.children.count } == [1, 2])
        #expect(result.last?.root.outline(locations: false).contains("Text \"Enter an email address.\" role=errorMessage") == true)
    }

    @Test func anUnknownConditionGivesOneVariantPerBranch() {
        let source = """
            import SwiftUI
            struct Status: View {
                var order: Order
                var body: some View {
                    if order.isDelivered { Text("Delivered") } else { Label("On its way", systemImage: "shippingbox") }
                }
            }
            #Preview { Status(order: .sample) }
            """
        let result = screens([("Status.swift", source)])
        #expect(result.map(\.qualifiedName) == ["Status", "Status · if order.isDelivered: false"])
        #expect(
            result.map { $0.root.outline(locations: false) } == [
                "Text \"Delivered\" role=body\n",
                "Label\n  Image(systemName: \"shippingbox\") role=icon\n  Text \"On its way\" role=body\n",
            ])
    }

    @Test func sizeConditionsAreDecidedPerSizeAtLayoutTime() {
        let source = """
            import SwiftUI
            struct Row: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var body: some View {
                    let layout = dynamicTypeSize.isAccessibilitySize ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
                    layout {
                        Text("Email")
                        if !dynamicTypeSize.isAccessibilitySize { Spacer() }
                        if dynamicTypeSize >= .xxxLarge { Text("large") } else { Text("small") }
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                AnyLayout
                  Text "Email" role=body
                  if
                    Spacer
                  if
                    Text "large" role=body
                    Text "small" role=body

                """)
        let screen = screens([("Row.swift", source)])[0]
        guard case .anyLayout(let condition, .vertical(.leading, nil), .horizontal(.center, nil)) = screen.root.kind else {
            Issue.record("expected AnyLayout(VStackLayout(alignment: .leading)) when accessibility sized, got \(screen.root.kind)")
            return
        }
        #expect(condition == .isAccessibilitySize)
        #expect(screen.root.children[1].kind == .conditional(.not(.isAccessibilitySize)))
        #expect(screen.root.children[2].kind == .conditional(.categoryAtLeast(.xxxLarge)))
    }

    @Test func aProjectsOwnSizeQuestionIsAnsweredPerSizeAtLayoutTime() {
        // The answer is computed at each of the 12 sizes: true from AX1 on, false below; true
        // only below xxLarge; and a question whose true sizes are not one run is not decided.
        let source = """
            import SwiftUI
            extension ContentSizeCategory {
                func isAccessibilityCategory() -> Bool {
                    let sizes: [ContentSizeCategory] = [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                                        .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
                    return sizes.contains(self)
                }
                var isCompact: Bool { self < .xxLarge }
                var isOdd: Bool { self == .small || self == .large }
            }
            struct Row: View {
                @Environment(\\.sizeCategory) var sizeCategory: ContentSizeCategory
                var body: some View {
                    VStack {
                        if sizeCategory.isAccessibilityCategory() { Text("stacked") } else { Text("side by side") }
                        if sizeCategory.isCompact { Text("compact") }
                        if sizeCategory.isOdd { Text("odd") }
                    }
                }
            }
            """
        let screen = screens([("Row.swift", source)])[0]
        #expect(
            screen.root.children.map(\.kind).prefix(2) == [
                .conditional(.categoryAtLeast(.accessibility1)), .conditional(.not(.categoryAtLeast(.xxLarge))),
            ])
        #expect(screen.root.children.count == 3)
    }

    @Test func forEachRepeatsItsRowsOverLiteralDataAndSamplesUnknownData() {
        let source = """
            import SwiftUI
            struct Lists: View {
                let names = ["Ann", "Bo"]
                var body: some View {
                    VStack {
                        ForEach(names, id: \\.self) { name in Text(name) }
                        ForEach(store.orders) { order in Text(order.title) }
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                VStack(center, spacing: nil)
                  Text "Ann" role=body
                  Text "Bo" role=body
                  Text "Sample title" role=body stand-in(title, not read)
                  Text "Sample title" role=body stand-in(title, not read)
                  Text "Sample title" role=body stand-in(title, not read)

                """)
    }

    @Test func fontsScaledMetricsAndCapsBecomeTheirLayoutValues() {
        let source = """
            import SwiftUI
            struct Fonts: View {
                @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24
                var body: some View {
                    VStack {
                        Text("a").font(.custom("Inter", size: 15))
                        Text("b").font(.custom("Inter", size: 15, relativeTo: .caption))
                        Text("c").font(.system(size: 13, weight: .semibold))
                        Image(systemName: "star").frame(width: iconSize, height: iconSize)
                        Text("d").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                        Text("e").dynamicTypeSize(.large ... .accessibility2)
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                VStack(center, spacing: nil)
                  font(.custom("Inter", size: 15, relativeTo: .body))
                    Text "a" role=body
                  font(.custom("Inter", size: 15, relativeTo: .caption))
                    Text "b" role=body
                  font(.system(size: 13, weight: .semibold))
                    Text "c" role=body
                  frame(width: scaled 24 body, height: scaled 24 body)
                    Image(systemName: "star") role=icon
                  dynamicTypeSize(.xSmall...xxxLarge)
                    Text "d" role=body
                  dynamicTypeSize(.large...accessibility2)
                    Text "e" role=body

                """)
    }

    @Test func boundsSetOnAScaledMetricKeepItScalingWithinThem() {
        // `min(raw, 20)` still grows with Body up to 20 pt; `max(iconSize, 12) * 2` never goes below 24.
        let source = """
            import SwiftUI
            struct Pill: View {
                @ScaledMetric(relativeTo: .body) private var raw = 15
                @ScaledMetric(relativeTo: .caption) private var iconSize: CGFloat = 10
                private var fontSize: CGFloat { min(raw, 20) }
                var body: some View {
                    HStack {
                        Image(systemName: "tag").frame(width: max(iconSize, 12) * 2)
                        Text("Invoice").font(.system(size: fontSize))
                    }
                }
            }
            """
        #expect(
            outline(source) == """
                HStack(center, spacing: nil)
                  frame(width: scaled 20 caption at least 24, height: nil)
                    Image(systemName: "tag") role=icon
                  font(.system(size: scaled(15, relativeTo: .body, at most: 20)))
                    Text "Invoice" role=body

                """)
    }

    @Test func viewModifiersAndViewExtensionsAreInlined() {
        let source = """
            import SwiftUI
            struct CardStyle: ViewModifier {
                var height: CGFloat = 120
                func body(content: Content) -> some View {
                    content.padding(12).frame(height: height).clipShape(RoundedRectangle(cornerRadius: 12))
                }
            }
            extension View {
                func cardStyle() -> some View { modifier(CardStyle()) }
            }
            struct Card: View {
                var body: some View { Text("Card").cardStyle() }
            }
            """
        #expect(
            outline(source) == """
                clipped
                  frame(width: nil, height: 120)
                    padding(12, 12, 12, 12)
                      Text "Card" role=body

                """)
    }

    @Test func unknownViewsAreOpaqueBoxesCountedInTheCoverage() throws {
        let source = """
            import SwiftUI
            import MapKit
            struct Place: View {
                var body: some View {
                    VStack {
                        MapView(region: .city)
                        Text("Berlin").sparkle()
                    }
                }
            }
            """
        let screen = try #require(screens([("Place.swift", source)]).first)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  MapView
                  Text "Berlin" role=body

                """)
        // Interpreted: the Place view itself, its VStack and the Text; not: MapView and .sparkle().
        #expect(screen.coverage.interpreted == 3)
        #expect(screen.coverage.uninterpreted == 2)
        #expect(screen.coverage.summary == "60 % (3 of 5 views and modifiers)")
        #expect(
            screen.coverage.notes == [
                "Place.swift:6:13: MapView is a view Reflow does not know (from a package or generated); simulated as a 120 × 44 pt box",
                "Place.swift:7:28: .sparkle(…) is not simulated; the view is laid out without it",
            ])
    }

    @Test func translationUsesTheLongestCatalogEntryAndPseudoLocalizesData() {
        var catalog = StringCatalog()
        catalog.add(key: "Pay", language: "de", text: "Bestellung bezahlen")
        catalog.add(key: "Pay", language: "fr", text: "Payer")
        let source = """
            import SwiftUI
            struct Pay: View {
                var name = "Alex"
                var email = "alex@example.com"
                var body: some View {
                    VStack { Text("Pay"); Text(name); Text(email); Text("€12") }
                }
            }
            """
        let texts = screens([("Pay.swift", source)], profiles: [.asWritten, .translation, .long], catalog: catalog)
            .map { screen in screen.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } } }
        #expect(
            texts == [
                ["Pay", "Alex", "alex@example.com", "€12"],
                ["Bestellung bezahlen", "Åléxéé", "alex@example.com", "€12"],
                [
                    "Pay", "Maximiliane Alexandra Featherstonehaugh-Wolfeschlegelsteinhausen",
                    "alexandra.featherstonehaugh-wolfeschlegel@international-example-company.com", "€12",
                ],
            ])
    }

    @Test func theLongProfileUsesTheLongestValueSeenForTheProperty() {
        let source = """
            import SwiftUI
            struct Badge: View {
                let title: String
                var body: some View { Text(title) }
            }
            #Preview { Badge(title: "New") }
            let other = Badge(title: "Limited edition, back in stock")
            """
        let texts = screens([("Badge.swift", source)], profiles: [.long]).map { $0.root.outline(locations: false) }
        #expect(texts == ["Text \"Limited edition, back in stock\" role=body stand-in(long content)\n"])
    }

    @Test func notSwiftUIResultBuildersAndAppsAreNotScreens() {
        let source = """
            @resultBuilder enum HTMLBuilder { static func buildBlock(_ parts: String...) -> String { parts.joined() } }
            struct Page { @HTMLBuilder var body: String { "<p>hi</p>" } }
            @main struct ShopApp: App { var body: some Scene { WindowGroup { Text("Shop") } } }
            """
        #expect(screens([("Page.swift", source)]).isEmpty)
    }

    @Test func foundationLookupsAndAProjectsWrapperShowTheCatalogText() {
        var catalog = StringCatalog()
        catalog.add(key: "category.world", language: "en", text: "World news")
        catalog.add(key: "applock.title", language: "en", text: "Unlock with Face ID")
        let source = """
            import SwiftUI
            enum AppLocalization {
                nonisolated(unsafe) private static var _instance: Bundle?
                static func localized(_ key: String) -> String {
                    guard let bundle = _instance else {
                        return Bundle.main.localizedString(forKey: key, value: nil, table: nil)
                    }
                    return bundle.localizedString(forKey: key, value: nil, table: nil)
                }
            }
            enum Category { case world
                var displayName: String { switch self { case .world: AppLocalization.localized("category.world") } }
            }
            struct Lock: View {
                var body: some View {
                    VStack {
                        Text(Category.world.displayName)
                        Text(NSLocalizedString("applock.title", comment: "The lock screen's title"))
                        Text(NSLocalizedString("applock.hint", value: "Use your passcode", comment: ""))
                    }
                }
            }
            """
        let screen = screens([("Lock.swift", source)], profiles: [.asWritten], catalog: catalog).first
        let texts = screen?.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        // `_instance` has no initial value, so it is nil and the guard's fallback runs, as in Swift.
        #expect(texts == ["World news", "Unlock with Face ID", "Use your passcode"])
        #expect(screen?.coverage.standInTexts == 0)
    }

    @Test func aNestedTypesStaticsCallTheOuterTypesHelperThatLooksUpALocalizationValue() {
        // `static let next = localized("intro.next")` in `L10n.Intro` calls `L10n.localized(_:)` by its bare name, as
        // Swift lets a nested type's code; `String(localized: String.LocalizationValue(key))` looks `key` up.
        var catalog = StringCatalog()
        catalog.add(key: "intro.next", language: "en", text: "Next step")
        let source = """
            import SwiftUI
            enum L10n {
                private static let table = "Localizable"
                private static func localized(_ key: String) -> String { String(localized: String.LocalizationValue(key)) }
                enum Intro {
                    static let next = localized("intro.next")
                    static let tableName = table
                }
            }
            struct Intro: View {
                var body: some View { VStack { Text(L10n.Intro.next); Text(L10n.Intro.tableName) } }
            }
            """
        let screen = screens([("Intro.swift", source)], profiles: [.asWritten], catalog: catalog).first
        let texts = screen?.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        #expect(texts == ["Next step", "Localizable"])
        #expect(screen?.coverage.standInTexts == 0)
    }

    @Test func catalogTranslationsOfInterpolatedTextsGetTheirValues() {
        var catalog = StringCatalog()
        catalog.add(key: "%@ completed!", language: "en", text: "%@ completed!")
        catalog.add(key: "%@ completed!", language: "de", text: "%@ ist fertig, guten Appetit!")
        catalog.add(key: "%lld of %@", language: "en", text: "%lld of %@")
        catalog.add(key: "%lld of %@", language: "ja", text: "%2$@ の %1$lld 番目の注文です")
        let source = """
            import SwiftUI
            struct Done: View {
                let orderID = "Order#1203"
                let position = 3
                let truck = "Food Truck"
                var body: some View {
                    VStack {
                        Text("\\(orderID) completed!")
                        Text("\\(position) of \\(truck)")
                        Text(String(format: "%@ is %@", truck, "open"))
                    }
                }
            }
            """
        let texts = screens([("Done.swift", source)], profiles: [.asWritten, .translation], catalog: catalog).map { screen in
            screen.root.children.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        }
        // The translation profile stresses data as well (pseudo-translated values), in each translation's own order.
        #expect(
            texts == [
                ["Order#1203 completed!", "3 of Food Truck", "Food Truck is open"],
                ["Ördér#1203ééßé ist fertig, guten Appetit!", "Föödéß Trüçkéé の 3 番目の注文です", "Föödéß Trüçkéé is open"],
            ])
    }

    @Test func projectFontsCatalogKeysAndTextTitlesAreResolved() {
        var catalog = StringCatalog()
        catalog.add(key: "settings.title", language: "en", text: "Settings")
        catalog.add(key: "settings.title", language: "de", text: "Einstellungen")
        let source = """
            import SwiftUI
            extension Font { static var scaledBody: Font { .custom("Inter", size: 17, relativeTo: .body) } }
            struct Settings: View {
                var body: some View {
                    NavigationStack {
                        Text("settings.title").font(.scaledBody)
                            .navigationTitle(Text("settings.title"))
                    }
                }
            }
            """
        let outlines = screens([("Settings.swift", source)], profiles: [.asWritten, .translation], catalog: catalog)
            .map { $0.root.outline(locations: false) }
        #expect(
            outlines == [
                """
                NavigationStack "Settings"
                  lineLimit(1) role=heading
                    font(.largeTitle).bold()
                      Text "Settings"
                  font(.custom("Inter", size: 17, relativeTo: .body))
                    Text "Settings" role=body

                """,
                """
                NavigationStack "Einstellungen"
                  lineLimit(1) role=heading
                    font(.largeTitle).bold()
                      Text "Einstellungen"
                  font(.custom("Inter", size: 17, relativeTo: .body))
                    Text "Einstellungen" role=body

                """,
            ])
    }

    @Test func onlyLocalizedStringKeyParametersAreLocalizedAsSwiftUIDoes() {
        var catalog = StringCatalog()
        catalog.add(key: "settings.title", language: "en", text: "Settings")
        let source = """
            import SwiftUI
            struct Plain: View { let title: String; var body: some View { Text(title) } }
            struct Keyed: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
            struct Both: View { var body: some View { VStack { Plain(title: "settings.title"); Keyed(title: "settings.title") } } }
            """
        let texts = screens([("Both.swift", source)], catalog: catalog).first { $0.name == "Both" }?.root.children
            .compactMap { if case .text(let string) = $0.kind { string } else { nil } }
        // A `String` is shown as it is (SwiftUI's `Text(_: StringProtocol)`); a key is looked up.
        #expect(texts == ["settings.title", "Settings"])
    }
}
