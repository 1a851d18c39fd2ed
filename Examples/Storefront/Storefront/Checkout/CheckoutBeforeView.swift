import SwiftUI

/// The checkout as it first shipped, built for the default text size and short English strings:
/// rows of a fixed 44 pt, an error message held to one line, and Pay at the bottom of a screen
/// that does not scroll. `CheckoutAfterView` is the same screen fixed.
struct CheckoutBeforeView: View {
    var items: [CartItem] = CartItem.samples
    var showsError = false

    @State private var cardNumber = "4242 4242 4242 4242"
    @State private var expiry = "04/27"
    @State private var cvc = "123"
    @State private var savesCard = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Checkout")
                .font(.largeTitle)
                .bold()
                .padding(.horizontal, 16)
                .padding(.bottom, 8)
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                        .lineLimit(1)
                    Spacer()
                    Text(item.price)
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
            }
            Divider()
            HStack {
                Text("Total")
                    .bold()
                Spacer()
                Text("€228.89")
                    .bold()
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            Text("Ship to")
                .font(.headline)
                .padding(.horizontal, 16)
                .padding(.top, 12)
            Text("Alex Morgan, 1 Infinite Loop, Cupertino, CA 95014")
                .lineLimit(1)
                .padding(.horizontal, 16)
            VStack(alignment: .leading, spacing: 8) {
                TextField("Card number", text: $cardNumber)
                HStack {
                    TextField("MM/YY", text: $expiry)
                    TextField("CVC", text: $cvc)
                }
            }
            .padding(16)
            if showsError {
                Text("Payment failed. Your card was declined. Try another card or contact your bank.")
                    .font(.footnote)
                    .foregroundStyle(.red)
                    .lineLimit(1)
                    .padding(.horizontal, 16)
            }
            Toggle("Save this card for next time", isOn: $savesCard)
                .padding(.horizontal, 16)
                .padding(.top, 12)
            Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                .font(.footnote)
                .padding(.horizontal, 16)
                .padding(.top, 8)
            Spacer()
            Button("Pay €228.89") {
                pay()
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .frame(maxWidth: .infinity)
            .padding(16)
        }
    }

    private func pay() {
        // Sends the payment; not part of the example.
    }
}

#Preview("Checkout (before)") {
    CheckoutBeforeView(showsError: true)
}
