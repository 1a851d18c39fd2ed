import LayoutEngine
import SwiftSource
import Testing

/// A screen whose state starts `.loading` and is filled when its work finishes is shown in each
/// state its own code (a `.task`, a view model's method) assigns, each a named variant.
@Suite struct RunTimeStateTests {
    private func screens(_ source: String, named name: String) -> [(name: String, texts: [String])] {
        SwiftUIProject(sources: [(path: "App.swift", text: source)]).screens(profiles: [.asWritten])
            .filter { $0.name == name }
            .map { screen in
                let texts = screen.root.outline(locations: false).split(separator: "\n").compactMap { line -> String? in
                    guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
                    return String(line[line.index(after: start)..<end])
                }
                return (screen.qualifiedName, texts)
            }
    }

    @Test func aStateATaskAssignsIsAVariantNamedAfterItsCase() {
        let shown = screens(
            """
            import SwiftUI
            enum LoadState { case loading, loaded([String]), empty }
            struct Inbox: View {
                @State private var state: LoadState = .loading
                var body: some View {
                    List {
                        switch state {
                        case .loading: ProgressView()
                        case .loaded(let names): Text("Messages")
                        case .empty: Text("No messages yet")
                        }
                    }
                    .task {
                        let names = await fetch()
                        state = names.isEmpty ? .empty : .loaded(names)
                    }
                }
                func fetch() async -> [String] { [] }
            }
            """, named: "Inbox")
        #expect(
            shown.map(\.name) == ["Inbox", "Inbox · switch state: .loaded(let names)", "Inbox · switch state: .empty"])
        #expect(shown.map(\.texts) == [[], ["Messages"], ["No messages yet"]])
    }

    @Test func aViewModelsMethodsGiveTheStatesOfTheScreenThatShowsIt() {
        let shown = screens(
            """
            import SwiftUI
            import Observation
            enum ViewState { case loading, content(String), failed }
            @Observable final class FeedModel {
                var state: ViewState = .loading
                func load() async {
                    do { state = ViewState.content(try await fetch()) } catch { state = .failed }
                }
                func fetch() async throws -> String { "" }
            }
            struct Feed: View {
                @State var model = FeedModel()
                var body: some View {
                    switch model.state {
                    case .loading: ProgressView()
                    case .content: Text("Top stories")
                    case .failed: Text("Something went wrong")
                    }
                }
            }
            """, named: "Feed")
        // `.failed` shows an error, which is a variant anyway; `.content` is one because `load()` sets it.
        #expect(shown.map(\.name) == ["Feed", "Feed · switch model.state: .content", "Feed · switch model.state: .failed"])
        #expect(shown.map(\.texts) == [[], ["Top stories"], ["Something went wrong"]])
    }

    @Test func casesTheCodeNeverAssignsAndConstantsStayAsWritten() {
        // `.archived` is never assigned; `mode` is a `let`, so what it starts with is all it is;
        // a local assigned in a function is not the view's state.
        let shown = screens(
            """
            import SwiftUI
            enum Phase { case loading, ready, archived }
            struct Detail: View {
                @State private var phase: Phase = .loading
                let mode: Phase = .ready
                var body: some View {
                    VStack {
                        switch phase {
                        case .loading: Text("Loading")
                        case .ready: Text("Ready")
                        case .archived: Text("Archived")
                        }
                        switch mode {
                        case .loading: Text("Mode loading")
                        case .ready: Text("Mode ready")
                        case .archived: Text("Mode archived")
                        }
                    }
                }
                func reset() { var phase = Phase.loading; phase = .archived; _ = phase; let items = [1]; _ = items.first }
                func start(_ ready: Bool) { if ready { self.phase = .ready } }
            }
            """, named: "Detail")
        #expect(shown.map(\.name) == ["Detail", "Detail · switch phase: .ready"])
        #expect(shown.map(\.texts) == [["Loading", "Mode ready"], ["Ready", "Mode ready"]])
    }
}
