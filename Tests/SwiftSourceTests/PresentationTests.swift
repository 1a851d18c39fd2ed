import LayoutEngine
import SwiftSource
import Testing

/// Sheets, covers and popovers cover the screen only while their binding says so: each is a
/// variant of the screen unless its binding starts true, when the screen without it is the variant.
/// Alerts and confirmation dialogs are the system's and pass through.
@Suite struct PresentationTests {
    private func screens(_ body: String, state: String) -> [(name: String, texts: [String])] {
        let source = """
            import SwiftUI
            struct Settings: View {
                var body: some View { List { Text("Notifications"); Text("Privacy") } }
            }
            struct Home: View {
                \(state)
                var body: some View {
                    VStack { Text("Welcome back") }
                    \(body)
                }
            }
            #Preview("Home") { Home() }
            """
        return SwiftUIProject(sources: [(path: "Home.swift", text: source)]).screens(profiles: [.asWritten])
            .filter { $0.name == "Home" }
            .map { screen in
                let texts = screen.root.outline(locations: false).split(separator: "\n").compactMap { line -> String? in
                    guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
                    return String(line[line.index(after: start)..<end])
                }
                return (screen.qualifiedName, texts)
            }
    }

    @Test func aSheetThatStartsHiddenIsAVariantOfItsOwn() {
        let shown = screens(".sheet(isPresented: $showsSettings) { Settings() }", state: "@State private var showsSettings = false")
        #expect(shown.map(\.name) == ["Home", "Home · .sheet(isPresented: $showsSettings): shown"])
        #expect(shown.map(\.texts) == [["Welcome back"], ["Notifications", "Privacy"]])
    }

    @Test func aSheetThatStartsShownIsWhatTheScreenShows() {
        // A preview or the state's initial value sets the binding: the sheet is the screen, and the
        // screen under it is the variant.
        let shown = screens(".fullScreenCover(isPresented: $showsSettings) { Settings() }", state: "@State var showsSettings = true")
        #expect(shown.map(\.name) == ["Home", "Home · .fullScreenCover(isPresented: $showsSettings): not shown"])
        #expect(shown.map(\.texts) == [["Notifications", "Privacy"], ["Welcome back"]])
    }

    @Test func anItemSheetShowsItsItemOrAStandInForIt() {
        let unset = screens(#".sheet(item: $picked) { name in Text("Picked \(name)") }"#, state: "@State private var picked: String?")
        #expect(unset.map(\.name) == ["Home", "Home · .sheet(item: $picked): shown"])
        #expect(unset[1].texts == ["Picked Alex Morgan"])
        let set = screens(
            #".sheet(item: $picked) { name in Text("Picked \(name)") }"#, state: #"@State private var picked: String? = "Oslo""#)
        #expect(set.map(\.texts) == [["Picked Oslo"], ["Welcome back"]])
    }

    @Test func alertsAndDialogsAreTheSystemsAndMakeNoVariant() {
        let shown = screens(
            #".alert("Delete?", isPresented: $asks) { Button("Delete", role: .destructive) {} }.confirmationDialog("Share", isPresented: $asks) { Button("Copy") {} }"#,
            state: "@State private var asks = false")
        #expect(shown.map(\.name) == ["Home"])
        #expect(shown[0].texts == ["Welcome back"])
    }
}
