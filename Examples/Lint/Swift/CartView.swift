import SwiftUI

/// A cart screen with the SwiftUI mistakes `reflow lint` reports (`swiftui-*`).
struct CartView: View {
    let items: [CartItem]
    let total: String
    @State private var delivery = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Your cart")
                .font(.custom("Avenir-Heavy", size: 28))
            ForEach(items) { item in
                HStack {
                    Image(systemName: item.symbol)
                        .resizable()
                        .frame(width: 24, height: 24)
                    Text(item.name)
                        .lineLimit(1)
                    Spacer()
                    Text(item.price)
                        .font(.system(size: 15, weight: .semibold))
                }
                .frame(height: 44)
            }
            Picker("Delivery", selection: $delivery) {
                Text("Standard").tag(0)
                Text("Express").tag(1)
            }
            .pickerStyle(.segmented)
            Text(total)
                .minimumScaleFactor(0.5)
            Button("Pay \(total)") { }
                .buttonStyle(.borderedProminent)
        }
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
    }
}

struct CartItem: Identifiable {
    let id: Int
    let symbol: String
    let name: String
    let price: String
}
