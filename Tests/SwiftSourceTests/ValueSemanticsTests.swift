import Testing

/// Rules of Swift the interpreter follows for values helpers compute: a computed property's setter
/// runs when an initializer assigns it, a stored `_name` is its own property, `String()` is empty,
/// `&&` and `||` stop once the left side decides, `contains`/`allSatisfy`/`first(where:)` test
/// elements in order, and `map` on a property declared optional is `Optional`'s.
@Suite struct ValueSemanticsTests {
    private func texts(_ declarations: String, _ shown: String) throws -> (texts: [String], standIns: Int) {
        try FoundationFormatterTests.probeTexts(shown, declarations: declarations)
    }

    @Test func anInitializerAssigningAComputedPropertyRunsItsSetter() throws {
        let shown = try texts(
            """
            struct Word {
                var text = String()
                var note: String {
                    get { _note ?? "none" }
                    set(value) { _note = value.uppercased() }
                }
                var hasNote: Bool { _note != nil }
                private var _note: String? = nil
                init(_ text: String, note: String) { self.text = text; self.note = note }
                init(_ text: String) { self.text = text }
            }
            let noted = Word("Drink", note: "g")
            let plain = Word("river")
            """,
            """
                        Text(noted.note + " " + (noted.hasNote ? "set" : "unset"))
                        Text(plain.note + " " + (plain.hasNote ? "set" : "unset") + "|" + plain.text + "|")
            """)
        #expect(shown.texts == ["G set", "none unset|river|"])
    }

    @Test func emptyStringsAndShortCircuits() throws {
        let shown = try texts(
            """
            struct Row { var title: String = String(); var server: String? }
            let row = Row(server: nil)
            """,
            """
                        Text("[" + String() + "]")
                        Text(row.title.isEmpty ? "empty" : "full")
                        Text(false && row.server!.isEmpty ? "yes" : "no")
                        Text(true || row.server!.isEmpty ? "yes" : "no")
            """)
        #expect(shown.texts == ["[]", "empty", "no", "yes"])
    }

    @Test func arrayPredicatesTestElementsInOrder() throws {
        let shown = try texts(
            """
            struct Item { let name: String; let stock: Int }
            let items = [Item(name: "Glazed", stock: 0), Item(name: "Sprinkles", stock: 4), Item(name: "Plain", stock: 2)]
            """,
            """
                        Text(items.contains { $0.stock > 10 } ? "plenty" : "no shelf is full")
                        Text(items.allSatisfy { item in item.stock > 0 } ? "all in stock" : "one sold out")
                        Text(items.contains { $0.stock == 0 } && items.allSatisfy { $0.stock < 5 } ? "low" : "mixed")
                        Text(items.first(where: { $0.stock > 1 })?.name ?? "none")
                        Text(items.first { $0.stock > 9 }?.name ?? "none")
                        Text(items.contains(where: { $0.name.count > 20 }) ? "long" : "short")
            """)
        #expect(shown.texts == ["no shelf is full", "one sold out", "low", "Sprinkles", "none", "short"])
    }

    @Test func mapOnAPropertyDeclaredOptionalIsOptionals() throws {
        let shown = try texts(
            """
            struct Song { let title: String; let label: String?; let code: String }
            struct SongRow: View {
                let song: Song
                var body: some View {
                    VStack {
                        song.label.map { label in Text(label) }
                        Text(song.code.map { String($0) }.joined(separator: "·"))
                    }
                }
            }
            """,
            """
                        SongRow(song: Song(title: "Hymn", label: "Hymn 255", code: "ab"))
                        SongRow(song: Song(title: "Hymn", label: nil, code: "c"))
            """)
        #expect(shown.texts == ["Hymn 255", "a·b", "c"])
    }
}
