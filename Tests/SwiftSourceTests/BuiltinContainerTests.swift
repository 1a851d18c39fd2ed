import LayoutEngine
import SwiftSource
import Testing

/// SwiftUI views that real apps use and that are not opaque: gradients and canvases fill what they
/// are offered, `ScrollViewReader`, `TimelineView` and `GlassEffectContainer` lay out their
/// content as it is; values that are not views are never called views.
@Suite struct BuiltinContainerTests {
    private func screen(_ body: String, extra: String = "") throws -> SimulatedScreen {
        let source = "import SwiftUI\n\(extra)\nstruct Sample: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        return try #require(SwiftUIProject(sources: [(path: "Sample.swift", text: source)]).screens(profiles: [.asWritten]).first)
    }

    @Test func aViewAllButTransparentShowsNothing() throws {
        // A field kept at 1 % over boxes that draw its digits is laid out and seen by no one; a faded text is still read.
        let outline = try screen(
            """
                    VStack {
                        TextField("Code", text: .constant("")).opacity(0.01)
                        Text("Faded").opacity(0.5)
                    }
            """
        ).root.outline(locations: false)
        #expect(outline.contains("hidden\n    TextField") && outline.contains("  Text \"Faded\""), "\(outline)")
        #expect(!outline.contains("hidden\n    Text \"Faded\""))
    }

    @Test func aControlGroupShowsItsControlsSideBySide() throws {
        let built = try screen(
            """
                    ControlGroup {
                        Button("Monthly") {}
                        Button("Yearly") {}
                    } label: {
                        Text("Plan")
                    }
            """)
        let outline = built.root.outline(locations: false)
        #expect(outline.hasPrefix("HStack(center, spacing: 0)"), "\(outline)")
        #expect(outline.contains("Monthly") && outline.contains("Yearly") && !outline.contains("Plan"), "\(outline)")
        #expect(built.coverage.count(.opaqueView) == 0)
    }

    @Test func anAsyncImageShowsWhatItsCodeDrawsBeforeTheImageArrives() throws {
        // The first frame is the `.empty` phase (no image, no error) or the placeholder, framed by the code:
        // a 40 pt avatar, not a box of the image's unknown size.
        let built = try screen(
            """
                    HStack {
                        AsyncImage(url: nil) { phase in
                            switch phase {
                            case .success(let image): image.resizable().frame(width: 40, height: 40)
                            default: Circle().frame(width: 40, height: 40)
                            }
                        }
                        AsyncImage(url: nil) { phase in
                            if let image = phase.image { image.resizable() } else { Color.gray.frame(width: 24, height: 24) }
                        }
                        AsyncImage(url: nil) { image in image.resizable() } placeholder: { ProgressView().frame(width: 30, height: 30) }
                        LazyImage(url: nil) { state in
                            if let image = state.image { image.resizable() } else if state.isLoading { Color.gray.frame(width: 18, height: 18) }
                        }
                        Text("Alex")
                    }
            """)
        let outline = built.root.outline(locations: false)
        #expect(outline.contains("frame(width: 40, height: 40)\n    Circle"))
        #expect(outline.contains("frame(width: 24, height: 24)"))
        #expect(outline.contains("frame(width: 30, height: 30)"))
        #expect(outline.contains("frame(width: 18, height: 18)"))
        #expect(!outline.contains("AsyncImage"))
        let variants = SwiftUIProject(sources: [
            (
                path: "Sample.swift",
                text:
                    "import SwiftUI\nstruct Sample: View {\n    var body: some View {\n        AsyncImage(url: nil) { phase in if let image = phase.image { image } else { Color.gray } }\n    }\n}\n"
            )
        ])
        .screens(profiles: [.asWritten])
        #expect(variants.count == 1)
    }

    @Test func kingfishersImageIsAnImageItsFrameSizesAndItsLoadingOptionsChangeNoLayout() throws {
        let built = try screen(
            """
                    HStack {
                        KFImage.url(nil).placeholder { Color.gray }.resizable().loadTransition(.blurReplace).cancelOnDisappear(true)
                            .retry(maxCount: 3).scaledToFill().frame(width: 24, height: 24)
                        KFImage(nil).resizable().fade(duration: 0.25).frame(width: 40, height: 40)
                        Text("Alex")
                    }
            """)
        let outline = built.root.outline(locations: false)
        #expect(outline.contains("frame(width: 24, height: 24)"))
        #expect(outline.contains("frame(width: 40, height: 40)"))
        #expect(built.coverage.count(.ignoredModifier) == 0)
        #expect(built.coverage.count(.opaqueView) == 0)
    }

    @Test func modifiedContentIsItsContentWithTheModifierApplied() throws {
        // `ModifiedContent(content: self, modifier: TitleFont(size: 28))` in a `View` extension is `.modifier(TitleFont(…))`.
        let built = try screen(
            "        Text(\"Discover\").titleFont(size: 28)",
            extra: """
                struct TitleFont: ViewModifier {
                    let size: CGFloat
                    func body(content: Content) -> some View { content.font(.system(size: size)).padding(4) }
                }
                extension View {
                    func titleFont(size: CGFloat) -> some View { ModifiedContent(content: self, modifier: TitleFont(size: size)) }
                }
                """)
        let outline = built.root.outline(locations: false)
        #expect(outline.contains("font(.system(size: 28))"))
        #expect(outline.contains("padding(4, 4, 4, 4)"))
        #expect(!outline.contains("ModifiedContent"))
    }

    @Test func contentUnavailableViewShowsItsLabelDescriptionAndActions() throws {
        let built = try screen(
            """
                    ContentUnavailableView {
                        Label("Failed to Load", systemImage: "wifi.slash")
                    } description: {
                        Text("The server could not be reached.")
                    } actions: {
                        Button("Try Again") {}
                    }
            """)
        #expect(
            NilCoalescingTests.textNodes(built.root).map(\.kind) == [
                .text("Failed to Load"), .text("The server could not be reached."), .text("Try Again"),
            ])
        // Its label style stacks the label's icon, in the large title size, above the title.
        #expect(
            built.root.outline(locations: false).contains(
                """
                      VStack(center, spacing: 8)
                        font(.largeTitle)
                          Image(systemName: "wifi.slash") role=icon
                        Text "Failed to Load" role=body
                """))
        let titled = try screen(#"ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here."))"#)
        #expect(NilCoalescingTests.textNodes(titled.root).map(\.kind) == [.text("No Mail"), .text("New mail shows here.")])
        #expect(titled.root.outline(locations: false).contains("Image(systemName: \"tray\")"))
    }

    @Test func aPagedTabViewShowsItsFirstPageCutToItsFrameWithoutATabBar() throws {
        // `.tabViewStyle(.page)`: the first page fills the TabView and is clipped there; no tab labels.
        let paged = try screen(
            """
                    TabView {
                        VStack { Text("Welcome"); Text("Scan codes with your camera") }
                        Text("Second page")
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
            """)
        let outline = paged.root.outline(locations: false)
        #expect(outline.contains("clipped"))
        #expect(outline.contains("Welcome") && !outline.contains("Second page") && !outline.contains("Tab 1"))
        #expect(outline.hasPrefix("clipped") && !outline.contains("TabView"))
        // Without the page style it is a tab bar with one label per tab.
        let tabs = try screen(
            """
                    TabView {
                        Text("Welcome")
                        Text("Second page")
                    }
            """)
        #expect(tabs.root.outline(locations: false).contains("Tab 2"))
    }

    @Test func aCustomLayoutThatWrapsRowsIsAFlowWithItsAlignmentAndSpacing() throws {
        let layouts = """
            struct TagLayout: Layout {
                var alignment: Alignment = .leading
                var spacing: CGFloat? = nil
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
                    var x = 0.0
                    for subview in subviews {
                        let size = subview.sizeThatFits(.unspecified)
                        if x + size.width > (proposal.width ?? .infinity) { x = 0 }
                        x += size.width
                    }
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
            }
            struct PercentLayout: Layout {
                let percent: CGFloat
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews.first?.sizeThatFits(proposal) ?? .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            struct Lattice: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """
        let screen = try screen(
            """
            VStack {
                TagLayout(alignment: .center, spacing: 6) { Text("Glazed"); Text("Sprinkles") }
                (TagLayout()) { Text("Vegan") }
                PercentLayout(percent: 40) { Text("40 %") }
                Lattice { Text("A"); Text("B") }
            }
            """, extra: layouts)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  Flow
                    Text "Glazed" role=body
                    Text "Sprinkles" role=body
                  Flow
                    Text "Vegan" role=body
                  Text "40 %" role=body
                  VStack(center, spacing: nil)
                    Text "A" role=body
                    Text "B" role=body

                """)
        guard case .flow(let alignment, let spacing) = screen.root.children[0].kind else { throw FlowNotFound() }
        #expect(alignment == .center && spacing == 6)
        #expect(screen.coverage.gaps.map { "\($0.kind.rawValue) \($0.subject)" } == ["custom-layout Lattice"])
        #expect(screen.coverage.notes.contains { $0.contains("Lattice is a custom Layout whose placement is not simulated") })
    }

    private struct FlowNotFound: Error {}

    @Test func pickersTakeTheInnermostStyle() throws {
        // Inline in a form: the title, then every option as a row. Menu (the default) and wheel: one row
        // with the title and the selected option. Segmented stays a segmented control. An outer style does
        // not restyle a picker an inner one styled.
        let screen = try screen(
            """
            VStack {
                Form { Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Large").tag(1) }.pickerStyle(.inline) }
                Picker("Sort", selection: .constant(0)) { Text("Newest").tag(0); Text("Oldest").tag(1) }.pickerStyle(.menu)
                Picker("Day", selection: .constant(0)) { Text("Mon").tag(0); Text("Tue").tag(1) }
            }
            .pickerStyle(.segmented)
            """)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  List
                    VStack(leading, spacing: 0)
                      padding(11, 0, 11, 0)
                        Text "Size" role=body
                      padding(11, 0, 11, 0)
                        HStack(center, spacing: nil)
                          Text "Small" role=body
                          Spacer
                      padding(11, 0, 11, 0)
                        HStack(center, spacing: nil)
                          Text "Large" role=body
                          Spacer
                  HStack(center, spacing: nil)
                    Text "Sort" role=label
                    Spacer
                    Text "Newest" role=value
                  Picker role=chrome
                    lineLimit(1) role=chrome
                      font(.system(size: 13, weight: .medium))
                        Text "Mon"
                    lineLimit(1) role=chrome
                      font(.system(size: 13, weight: .medium))
                        Text "Tue"

                """)
    }

    @Test func aWheelIsUIKitsFixedDrumAcrossTheWidth() throws {
        // `.wheel`, and `.inline` outside a list or form (iOS draws it as a wheel): UIKit's picker, 216 pt tall,
        // whose rows keep their size at every text size, so no text of it is laid out as growing.
        let built = try screen(
            """
            VStack {
                Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Large").tag(1) }.pickerStyle(.inline)
                Picker("Day", selection: .constant(1)) { Text("Mon").tag(0); Text("Tue").tag(1) }.pickerStyle(.wheel)
            }
            """)
        #expect(NilCoalescingTests.textNodes(built.root).isEmpty)
        for wheel in built.root.children {
            #expect(wheel.kind == .flexibleFrame(FlexibleFrame(minWidth: 0, maxWidth: .infinity)))
            #expect(wheel.children.first?.kind == .opaque(name: "Picker wheel", size: Size(width: 100, height: 216)))
        }
        #expect(built.root.children.map(\.traits.name) == ["Picker \"Size\"", "Picker \"Day\""])
    }

    @Test func aPickerRowsTextsSayWhereTheyComeFrom() throws {
        // The title is the picker's line; the value its option's line, and a stand-in stays one.
        let built = try screen(
            """
                    Form {
                        Picker("Sort", selection: .constant(1)) {
                            Text("Newest").tag(0)
                            Text("Oldest").tag(1)
                        }
                        Picker("Account", selection: .constant(0)) {
                            Text(UserDefaults.standard.string(forKey: "account") ?? "").tag(0)
                        }
                    }
            """)
        let texts = NilCoalescingTests.textNodes(built.root)
        #expect(texts.map { $0.traits.sourceLocation?.line } == [6, 8, 10, 11])
        #expect(texts.map { $0.traits.standInOrigin != nil } == [false, false, false, true])
    }

    @Test func stylesWrittenAsTheirTypesInitializerAreTheSameStyles() throws {
        let built = try screen(
            """
            VStack {
                Form { Picker("Size", selection: .constant(1)) { Text("Small").tag(0); Text("Large").tag(1) }.pickerStyle(InlinePickerStyle()) }
                Picker("Day", selection: .constant(1)) { Text("Mon").tag(0); Text("Tue").tag(1) }.pickerStyle(SegmentedPickerStyle())
                Picker("Sort", selection: .constant(1)) { Text("Newest").tag(0); Text("Oldest").tag(1) }.pickerStyle(MenuPickerStyle())
                List { Text("Row") }.listStyle(PlainListStyle())
            }
            """)
        let children = built.root.children
        try #require(children.count == 4)
        // Inline: the title and each option as a row; menu: one row with the selected option.
        #expect(children[0].children.first?.outline(locations: false).hasPrefix("VStack(leading, spacing: 0)") == true)
        #expect(NilCoalescingTests.textNodes(children[0]).map(\.kind) == [.text("Size"), .text("Small"), .text("Large")])
        #expect(children[1].kind == .segmentedPicker(["Mon", "Tue"], selected: 1))
        #expect(NilCoalescingTests.textNodes(children[2]).map(\.kind) == [.text("Sort"), .text("Oldest")])
        #expect(children[3].kind == .list(.plain))
    }

    private static let themes = """
        enum Theme: String, CaseIterable, Identifiable {
            case system, light, dark
            var id: Self { self }
            var title: String {
                switch self {
                case .system: "Match the system"
                case .light: "Light"
                case .dark: "Dark"
                }
            }
        }
        struct Settings { var theme: Theme = .dark; var font = "Georgia"; var size = 2 }
        """

    /// The value each picker row shows, in order.
    private func pickedValues(_ body: String) throws -> [String] {
        let built = try screen(body, extra: Self.themes)
        return NilCoalescingTests.textNodes(built.root).filter { $0.traits.role == .value }.compactMap {
            if case .text(let string) = $0.kind { string } else { nil }
        }
    }

    @Test func aPickerRowShowsTheOptionItsSelectionTags() throws {
        // Explicit tags of every kind the selection can hold; a `ForEach`'s rows tagged by their element
        // (`id: \.self`) or by its `id` (an `Identifiable` enum); an explicit tag inside a `ForEach` wins.
        let values = try pickedValues(
            """
            let settings = Settings()
            Form {
                Picker("Size", selection: .constant(settings.size)) { Text("Small").tag(1); Text("Medium").tag(2); Text("Large").tag(3) }
                Picker("Font", selection: .constant(settings.font)) {
                    ForEach(["Helvetica", "Georgia", "Menlo"], id: \\.self) { name in Text(name) }
                }
                Picker("Theme", selection: .constant(settings.theme)) {
                    ForEach(Theme.allCases) { theme in Text(theme.title) }
                }
                Picker("Written", selection: .constant(Theme.light)) {
                    Text("System").tag(Theme.system); Text("Light").tag(Theme.light)
                }
                Picker("Raw", selection: .constant("dark")) {
                    ForEach(Theme.allCases) { theme in Text(theme.title).tag(theme.rawValue) }
                }
                Picker("On", selection: .constant(true)) { Text("Off").tag(false); Text("On").tag(true) }
            }
            """)
        #expect(values == ["Medium", "Georgia", "Dark", "Light", "Dark", "On"])
    }

    @Test func aPickerWhoseSelectionIsNotKnownOrTaggedShowsItsFirstOption() throws {
        // Nothing tagged, a selection no tag carries, a selection from outside the code: the first option.
        let values = try pickedValues(
            """
            Form {
                Picker("Plain", selection: .constant(2)) { Text("First"); Text("Second") }
                Picker("Missing", selection: .constant(9)) { Text("First").tag(1); Text("Second").tag(2) }
                Picker("Outside", selection: .constant(UserDefaults.standard.integer(forKey: "size"))) {
                    Text("First").tag(1); Text("Second").tag(2)
                }
            }
            """)
        #expect(values == ["First", "First", "First"])
    }

    @Test func aSegmentedPickerKnowsWhichSegmentIsSelected() throws {
        let built = try screen(
            """
            Picker("Theme", selection: .constant(Theme.dark)) {
                ForEach(Theme.allCases) { theme in Text(theme.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            """, extra: Self.themes)
        #expect(built.root.kind == .segmentedPicker(["System", "Light", "Dark"], selected: 2))
    }

    @Test func textFieldsKeepHowTheirHeightFollowsTheirText() throws {
        let screen = try screen(
            """
            VStack {
                TextField("Name", text: .constant("Ada"))
                SecureField("Password", text: .constant(""))
                TextField("Note", text: .constant(""), axis: .vertical).lineLimit(3...6)
                TextField("Search", text: .constant(""), axis: .horizontal)
                TextEditor(text: .constant("Dear team,"))
            }
            """)
        var kinds: [String] = []
        func collect(_ node: ViewNode) {
            if case .textField(let placeholder, _, let isSecure, let lines) = node.kind {
                kinds.append("\(placeholder) \(isSecure) \(lines)")
            }
            node.children.forEach(collect)
        }
        collect(screen.root)
        #expect(kinds == ["Name false one", "Password true one", "Note false growing", "Search false one", " false editor"])
    }

    @Test func aColorWhereAViewGoesIsAViewAndStaysAStyleWhereAStyleGoes() throws {
        let screen = try screen(
            """
            ZStack {
                Color.black
                VStack {
                    Color.blue.frame(height: 4)
                    Text("Headline").foregroundColor(Color.white.opacity(0.8)).background(Color.gray)
                }
            }
            """)
        #expect(
            screen.root.outline(locations: false) == """
                ZStack
                  Color.black role=decoration
                  VStack(center, spacing: nil)
                    frame(width: nil, height: 4)
                      Color.blue role=decoration
                    background
                      Text "Headline" role=body
                      Color.gray role=decoration

                """)
    }

    @Test func aBodyThatIsOnlyAColorIsAColorView() throws {
        let screen = try screen("Text(\"Over\").background(Swatch())", extra: "struct Swatch: View { var body: some View { Color.teal } }")
        #expect(screen.root.outline(locations: false).contains("Color.teal role=decoration"))
    }

    @Test func anOverlayWhoseBuilderDrawsNothingAddsNothing() throws {
        // A loading overlay while not loading, a toast with no toast: no grey slab over the screen.
        let screen = try screen(
            """
            Text("Codes")
                .overlay { if isLoading { ProgressView() } }
                .overlay(alignment: .bottom) { Toast(toast: nil) }
            """,
            extra: """
                let isLoading = false
                struct Toast: View { let toast: String?; var body: some View { if let toast { Text(toast) } } }
                """)
        #expect(!screen.root.outline(locations: false).contains("Material"))
    }

    @Test func aUIKitViewWrappedForSwiftUIIsAnOpaqueBoxNotNothing() throws {
        let screen = try screen(
            "VStack { Text(\"Lyrics\"); SelectableText(text: \"Amazing grace\").frame(height: 200) }",
            extra: """
                import UIKit
                struct SelectableText: UIViewRepresentable {
                    let text: String
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ view: UITextView, context: Context) { view.text = text }
                }
                """)
        let outline = screen.root.outline(locations: false)
        #expect(outline.contains("frame(width: nil, height: 200)"))
        #expect(outline.contains("SelectableText"))
        #expect(screen.coverage.count(.opaqueView) == 1)
        #expect(screen.coverage.notes.contains { $0.contains("SelectableText is a UIKit view wrapped for SwiftUI") })
    }

    @Test func chromeModifiersPassThroughAndAnInsetSitsBesideTheContent() throws {
        // Search fields, pull to refresh, the navigation style, glass and preview layouts change no
        // layout Reflow checks: they are read, not counted as left out. A safe-area inset is laid out
        // beside the content it shortens.
        let screen = try screen(
            """
            ScrollView { Text("Feed") }
                .searchable(text: $query)
                .refreshable { }
                .navigationViewStyle(.stack)
                .glassEffect()
                .safeAreaInset(edge: .bottom) { Text("Compose") }
                .previewLayout(.sizeThatFits)
            """)
        #expect(
            screen.root.outline(locations: false) == """
                safeAreaInset
                  ScrollView
                    Text "Feed" role=body
                  Text "Compose" role=body

                """)
        #expect(screen.coverage.count(.ignoredModifier) == 0)
    }

    @Test func aMapAVideoPlayerAndATipAreBoxesWithTheirFrames() throws {
        // System views that draw their own content are one box each, sized by the frames the code
        // gives them and counted as views Reflow does not know; the screen's text around them is laid out.
        let screen = try screen(
            """
            VStack {
                Map(coordinateRegion: $region).frame(height: 240)
                VideoPlayer(player: player).frame(height: 200)
                TipView(FavoritesTip())
                Text("Nearby trucks")
            }
            """)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  frame(width: nil, height: 240)
                    Map
                  frame(width: nil, height: 200)
                    VideoPlayer
                  TipView
                  Text "Nearby trucks" role=body

                """)
        #expect(screen.coverage.gaps.map(\.subject) == ["Map", "VideoPlayer", "TipView"])
    }

    @Test func aChartsOrAMapsContentIsNotReadAsViews() throws {
        // Swift Charts and MapKit build their content with their own builders: marks, annotations and
        // markers are drawn by the framework in its own space, never stacked as views. The container is
        // one box however its content reads, and a label inside an annotation is not laid out as a line.
        let screen = try screen(
            """
            VStack {
                Chart {
                    ForEach(0..<3) { day in BarMark(x: .value("Day", day), y: .value("Sales", day * 2)) }
                    RuleMark(y: .value("Goal", 5)).annotation(position: .top) { Text("Goal") }
                }
                Map { Annotation("Home", coordinate: home) { Text("Home") } }
                Text("Sales")
            }
            """)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  Chart
                  Map
                  Text "Sales" role=body

                """)
        #expect(screen.coverage.gaps.map(\.subject) == ["Chart", "Map"])
    }

    @Test func aPackagesContainerShowsTheViewsItIsGivenAndAChartStaysOneBox() throws {
        // `GlassCard` and `AsyncButton` come from packages Reflow cannot read: what they are given is
        // laid out, stacked, and each counts as one view not known. A chart's marks are no views: the
        // chart stays one box, and its marks are not counted.
        let screen = try screen(
            """
            VStack {
                GlassCard(style: .thin) { VStack { Text("No articles"); Text("Pull to refresh") } }
                AsyncButton { await reload() } label: { Text("Retry") }
                Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)) }.frame(height: 100)
            }
            """)
        #expect(
            screen.root.outline(locations: false) == """
                VStack(center, spacing: nil)
                  VStack(center, spacing: nil)
                    VStack(center, spacing: nil)
                      Text "No articles" role=body
                      Text "Pull to refresh" role=body
                  VStack(center, spacing: nil)
                    Text "Retry" role=body
                  frame(width: nil, height: 100)
                    Chart

                """)
        #expect(screen.coverage.gaps.map(\.subject) == ["GlassCard", "AsyncButton", "Chart"])
        #expect(
            screen.coverage.notes.contains {
                $0.contains("GlassCard is a view Reflow does not know") && $0.contains("laid out as a vertical stack")
            })
    }

    @Test func aWrappedUIKitControlKeepsItsIntrinsicSize() throws {
        // A medium spinner is 20 pt square, a switch 51 x 31: SwiftUI gives a wrapped UIKit view its
        // intrinsic content size. A text view has none, and stays an opaque box (above).
        let screen = try screen(
            "HStack { Spinner(); Text(\"Loading\"); Switch() }",
            extra: """
                import UIKit
                struct Spinner: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
                    func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
                }
                struct Switch: UIViewRepresentable {
                    func makeUIView(context: Context) -> UISwitch { UISwitch() }
                    func updateUIView(_ view: UISwitch, context: Context) {}
                }
                """)
        #expect(
            screen.root.outline(locations: false) == """
                HStack(center, spacing: nil)
                  frame(width: 20, height: 20)
                    UIActivityIndicatorView role=decoration
                  Text "Loading" role=body
                  frame(width: 51, height: 31)
                    UISwitch role=decoration

                """)
        #expect(screen.coverage.count(.opaqueView) == 0)
    }

    @Test func gradientsAndCanvasesAreShapes() throws {
        let screen = try screen(
            """
            ZStack {
                LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
                RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 100)
                Canvas { context, size in }
                Text("Headline")
            }
            """)
        #expect(
            screen.root.outline(locations: false) == """
                ZStack
                  LinearGradient role=decoration
                  RadialGradient role=decoration
                  Canvas role=decoration
                  Text "Headline" role=body

                """)
        #expect(screen.coverage.count(.opaqueView) == 0)
    }

    @Test func containersThatHandTheirContentAValueShowTheContent() throws {
        let screen = try screen(
            """
            ScrollViewReader { proxy in
                ScrollView {
                    TimelineView(.everyMinute) { context in
                        GlassEffectContainer { Text("Now playing") }
                    }
                }
            }
            """)
        #expect(
            screen.root.outline(locations: false) == """
                ScrollView
                  Text "Now playing" role=body

                """)
        #expect(screen.coverage.count(.opaqueView) == 0)
    }

    @Test func valuesThatAreNotViewsAreNotCalledViews() throws {
        let screen = try screen(
            """
            VStack {
                let pages = AnyIterator { nil as Int? }
                let document = PDFDocument()
                Text("Pages")
            }
            """)
        #expect(screen.coverage.count(.opaqueView) == 0)
        #expect(!screen.coverage.notes.contains { $0.contains("is a view Reflow does not know") })
    }
}
