import SwiftUI

/// The checkout fixed: rows keep 44 pt as a minimum and put the price under its label at
/// accessibility sizes, nothing people must read has a line limit, the expiry and CVC fields
/// stack when they no longer fit side by side, the content scrolls, and Pay stays in reach in
/// a bar at the bottom.
struct CheckoutAfterView: View {
    var items: [CartItem] = CartItem.samples
    var showsError = false

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var cardNumber = "4242 4242 4242 4242"
    @State private var expiry = "04/27"
    @State private var cvc = "123"
    @State private var savesCard = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Checkout")
                    .font(.largeTitle)
                    .bold()
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
                ForEach(items) { item in
                    priceRow(item.name, price: item.price)
                }
                priceRow("Total", price: "€228.89")
                Text("Ship to")
                    .font(.headline)
                    .padding(.horizontal, 16)
                    .padding(.top, 12)
                Text("Alex Morgan, 1 Infinite Loop, Cupertino, CA 95014")
                    .padding(.horizontal, 16)
                cardFields
                    .padding(16)
                if showsError {
                    Text("Payment failed. Your card was declined. Try another card or contact your bank.")
                        .font(.footnote)
                        .foregroundStyle(.red)
                        .padding(.horizontal, 16)
                }
                Toggle("Save this card for next time", isOn: $savesCard)
                    .padding(.horizontal, 16)
                    .padding(.top, 12)
                Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                    .font(.footnote)
                    .padding(.horizontal, 16)
                    .padding(.top, 8)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Pay €228.89") {
                pay()
            }
            .buttonStyle(.borderedProminent)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
        }
    }

    /// A label and its price side by side, or the price under the label at accessibility sizes.
    @ViewBuilder
    private func priceRow(_ label: String, price: String) -> some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 12))
        layout {
            Text(label)
            if !dynamicTypeSize.isAccessibilitySize {
                Spacer()
            }
            Text(price)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .frame(minHeight: 44)
    }

    /// The card number, then expiry and CVC side by side while they fit, one under the other
    /// when they do not.
    private var cardFields: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Card number", text: $cardNumber)
            ViewThatFits(in: .horizontal) {
                HStack {
                    TextField("MM/YY", text: $expiry)
                    TextField("CVC", text: $cvc)
                }
                VStack(alignment: .leading, spacing: 8) {
                    TextField("MM/YY", text: $expiry)
                    TextField("CVC", text: $cvc)
                }
            }
        }
    }

    private func pay() {
        // Sends the payment; not part of the example.
    }
}

#Preview("Checkout (after)") {
    CheckoutAfterView(showsError: true)
}

#Preview("Checkout (after), AX5") {
    CheckoutAfterView(showsError: true)
        .environment(\.dynamicTypeSize, .accessibility5)
}
