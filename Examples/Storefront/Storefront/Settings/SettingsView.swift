import SwiftUI

/// Settings, presented from the Account tab. Mostly fine: toggles and rows grow with the text.
/// The two icon rows differ in one line: the payment icon keeps a fixed 28 pt frame while its
/// label more than doubles, the address icon's frame is a `@ScaledMetric` and grows with Body.
struct SettingsView: View {
    @State private var orderUpdates = true
    @State private var offers = false
    @State private var paysWithFaceID = true

    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 28

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    Toggle("Order updates", isOn: $orderUpdates)
                    Toggle("Offers and recommendations", isOn: $offers)
                }
                Section("Payment and delivery") {
                    HStack(spacing: 12) {
                        Image(systemName: "creditcard")
                            .foregroundStyle(.white)
                            .frame(width: 28, height: 28)
                            .background(Color.blue)
                            .clipShape(RoundedRectangle(cornerRadius: 6))
                        Text("Payment methods")
                    }
                    HStack(spacing: 12) {
                        Image(systemName: "house")
                            .foregroundStyle(.white)
                            .frame(width: iconSize, height: iconSize)
                            .background(Color.green)
                            .clipShape(RoundedRectangle(cornerRadius: 6))
                        Text("Delivery addresses")
                    }
                    Toggle("Pay with Face ID", isOn: $paysWithFaceID)
                }
                Section("Region") {
                    valueRow("Language", value: "English")
                    valueRow("Currency", value: "Euro (€)")
                    Text("Prices are shown in euros and include VAT where it applies.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
        }
    }

    /// A setting and its current value: side by side while they fit, stacked when they do not.
    @ViewBuilder
    private func valueRow(_ title: LocalizedStringKey, value: String) -> some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text(title)
                Spacer()
                Text(value)
                    .foregroundStyle(.secondary)
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                Text(value)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Settings") {
    SettingsView()
}
