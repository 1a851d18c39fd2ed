import SwiftUI

/// The Orders tab: a status filter, the orders with that status, and two bars at the bottom.
///
/// Both bars are fixed-size chrome in 10 pt, like the system tab bar. The shortcut bar offers
/// the Large Content Viewer, so people who cannot read 10 pt can long-press a label to see it
/// large; the status strip does not, and stays unreadable at every size.
struct OrdersView: View {
    enum Status: Hashable {
        case open, delivered, returned
    }

    struct Order: Identifiable {
        let id: Int
        let title: String
        let summary: String
        let total: String

        static let openSamples: [Order] = [
            Order(id: 4471, title: "Order 4471", summary: "3 items, arriving Monday", total: "€228.89"),
            Order(id: 4468, title: "Order 4468", summary: "1 item, ready for pickup", total: "€49.90"),
        ]
        static let deliveredSamples: [Order] = [
            Order(id: 4312, title: "Order 4312", summary: "Delivered on 2 March", total: "€29.00"),
        ]
    }

    @State private var status: Status = .open
    var openCount = 2

    var body: some View {
        NavigationStack {
            List {
                Picker("Status", selection: $status) {
                    Text("Open").tag(Status.open)
                    Text("Delivered").tag(Status.delivered)
                    Text("Returned").tag(Status.returned)
                }
                .pickerStyle(.segmented)
                orders
            }
            .navigationTitle("Orders")
            .safeAreaInset(edge: .bottom) {
                VStack(spacing: 0) {
                    statusStrip
                    shortcutBar
                }
            }
        }
    }

    /// The orders with the selected status.
    @ViewBuilder
    private var orders: some View {
        switch status {
        case .open:
            ForEach(Order.openSamples) { order in
                PriceRow(label: order.title, price: order.total, detail: order.summary)
            }
        case .delivered:
            ForEach(Order.deliveredSamples) { order in
                PriceRow(label: order.title, price: order.total, detail: order.summary)
            }
        case .returned:
            Text("No returns in the last 90 days.")
                .foregroundStyle(.secondary)
        }
    }

    /// When the list was refreshed and how prices are shown: 10 pt, no Large Content Viewer.
    private var statusStrip: some View {
        HStack {
            Text("\(openCount) open")
            Spacer()
            Text("Updated just now")
            Spacer()
            Text("Prices include VAT")
        }
        .font(.system(size: 10))
        .foregroundStyle(.secondary)
        .padding(.horizontal, 16)
        .padding(.vertical, 4)
    }

    /// Shortcuts drawn like a tab bar: 10 pt labels that offer the Large Content Viewer.
    private var shortcutBar: some View {
        HStack {
            shortcut("Track", systemImage: "location")
            shortcut("Return", systemImage: "arrow.uturn.left")
            shortcut("Invoice", systemImage: "doc.text")
            shortcut("Help", systemImage: "questionmark.circle")
        }
        .padding(.vertical, 6)
        .background(.bar)
    }

    private func shortcut(_ title: LocalizedStringKey, systemImage: String) -> some View {
        Button {
            // Opens the shortcut; not part of the example.
        } label: {
            VStack(spacing: 2) {
                Image(systemName: systemImage)
                    .font(.system(size: 17))
                Text(title)
                    .font(.system(size: 10))
            }
            .frame(maxWidth: .infinity)
        }
        .buttonStyle(.plain)
        .accessibilityShowsLargeContentViewer()
    }
}

#Preview("Orders") {
    OrdersView()
}
