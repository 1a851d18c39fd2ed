import Testing
import LayoutEngine
import SwiftSource

/// One preview among several written in one `previews` body makes only the locals it shows (and
/// what sets them up): the other previews' models are not made for it, so its notes and counts
/// are its own.
@Suite struct PreviewBindingsTests {
    private let source = """
        import SwiftUI
        final class Model { var title = "Untitled"; var count = 0 }
        struct Card: View {
            let model: Model
            var body: some View { VStack { Text(model.title); Text("\\(model.count) items") } }
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                let base = 40
                let small = Model()
                small.title = "Small"
                small.count = base + 2
                let large = Model()
                large.title = "Large"
                var steps = 0
                while steps < large.title.count * unknownLimit { steps += 1 }
                large.count = steps
                return Group {
                    Card(model: small).previewDisplayName("small")
                    Card(model: large).previewDisplayName("large")
                }
            }
        }
        """

    private func screen(_ name: String) throws -> SimulatedScreen {
        let screens = SwiftUIProject(sources: [(path: "Card.swift", text: source)]).screens(profiles: [.asWritten])
        return try #require(screens.first { $0.name == name })
    }

    private func texts(_ node: ViewNode) -> [String] {
        var found: [String] = []
        if case .text(let string) = node.kind { found.append(string) }
        for child in node.children { found += texts(child) }
        return found
    }

    @Test func aPreviewMakesOnlyWhatItShows() throws {
        let small = try screen("small")
        #expect(texts(small.root) == ["Small", "42 items"])
        // The other preview's loop, whose limit is not known, is not run for this one: no note about it.
        #expect(!small.coverage.notes.contains { $0.contains("while loop") })
    }

    @Test func theOtherPreviewStillMakesItsOwn() throws {
        let large = try screen("large")
        #expect(texts(large.root).first == "Large")
        #expect(large.coverage.notes.contains { $0.contains("while loop") })
    }
}
