// Exercises generic views with where clauses, nested types and extensions on them, and deeply nested stacks.
import SwiftUI

struct Card<Header: View, Content: View>: View where Header: Equatable {
    let header: Header
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            content()
        }
        .padding(12)
    }
}

enum Catalog {
    struct Section {
        struct Row: View {
            let title: String
            let kind: Kind

            enum Kind: String, CaseIterable {
                case product, bundle, giftCard
            }

            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                    Text(kind.rawValue)
                        .font(.caption)
                }
            }
        }
    }
}

extension Catalog.Section.Row {
    init(title: String) {
        self.init(title: title, kind: .product)
    }
}

struct ListOf<Item: Identifiable, Row: View>: View where Item.ID: Hashable {
    let items: [Item]
    let row: (Item) -> Row

    var body: some View {
        LazyVStack(alignment: .leading) {
            ForEach(items) { item in
                row(item)
            }
        }
    }
}

struct NestedLayers: View {
    var body: some View {
        VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack {
            VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack {
                VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack { VStack { HStack {
                    ZStack { Group { VStack { HStack { ZStack { Group { VStack { HStack { ZStack { Group {
                        Text("Forty levels down")
                            .font(.body)
                    } } } } } } } } } }
                } } } } } } } } } }
            } } } } } } } } } }
        } } } } } } } } } }
    }
}

#Preview("Deep") {
    ScrollView {
        Catalog.Section.Row(title: "Gift card")
        NestedLayers()
    }
}
