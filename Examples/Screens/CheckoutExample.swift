import LayoutEngine

/// The checkout of the Clipped Large Text pattern (seed 003), before and after the fix.
public enum CheckoutExample {
    static let items = [("Wireless headphones", "€199.00"), ("USB-C charging cable, 2 m", "€19.99"), ("Express delivery", "€9.90")]

    /// Fixed 44 pt rows, a one-line error message, and a screen that does not scroll with Pay at
    /// the bottom: at large sizes the error is cut, prices print over their labels, and Pay
    /// falls below the screen.
    public static func before() -> ViewNode {
        VStack(alignment: .leading, spacing: 0) {
            Text("Checkout").font(.largeTitle).bold().role(.heading).padding(.horizontal, 16).padding(.bottom, 8)
            ForEach(items) { item in
                HStack {
                    Text(item.0).lineLimit(1).role(.label)
                    Spacer()
                    Text(item.1).role(.price)
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
            }
            Divider()
            HStack {
                Text("Total").bold().role(.label)
                Spacer()
                Text("€228.89").bold().role(.price)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            Text("Ship to").font(.headline).role(.label).padding(.horizontal, 16).padding(.top, 12)
            Text("Alex Morgan, 1 Infinite Loop, Cupertino, CA 95014").lineLimit(1).role(.body).padding(.horizontal, 16)
            VStack(alignment: .leading, spacing: 8) {
                TextField("Card number", text: "4242 4242 4242 4242")
                HStack {
                    TextField("MM/YY", text: "04/27")
                    TextField("CVC", text: "123")
                }
            }
            .padding(16)
            Text("Payment failed. Your card was declined. Try another card or contact your bank.")
                .font(.footnote)
                .lineLimit(1)
                .role(.errorMessage)
                .padding(.horizontal, 16)
            Toggle("Save this card for next time").padding(.horizontal, 16).padding(.top, 12)
            Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                .font(.footnote)
                .role(.body)
                .padding(.horizontal, 16)
                .padding(.top, 8)
            Spacer()
            Button("Pay €228.89", role: .primaryAction)
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .frame(maxWidth: .infinity)
                .padding(16)
        }
        .named("Checkout (before)")
    }

    /// The fix: rows grow and stack at accessibility sizes, the error wraps, the content scrolls
    /// and Pay stays reachable in a sticky bar.
    public static func after() -> ViewNode {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Checkout").font(.largeTitle).bold().role(.heading).padding(.horizontal, 16).padding(.bottom, 8)
                ForEach(items + [("Total", "€228.89")]) { item in
                    AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.firstTextBaseline, spacing: 12)) {
                        Text(item.0).role(.label)
                        Conditional(.not(.isAccessibilitySize)) { Spacer() }
                        Text(item.1).role(.price)
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .frame(minHeight: 44)
                }
                Text("Ship to").font(.headline).role(.label).padding(.horizontal, 16).padding(.top, 12)
                Text("Alex Morgan, 1 Infinite Loop, Cupertino, CA 95014").role(.body).padding(.horizontal, 16)
                VStack(alignment: .leading, spacing: 8) {
                    TextField("Card number", text: "4242 4242 4242 4242")
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            TextField("MM/YY", text: "04/27")
                            TextField("CVC", text: "123")
                        }
                        VStack(alignment: .leading, spacing: 8) {
                            TextField("MM/YY", text: "04/27")
                            TextField("CVC", text: "123")
                        }
                    }
                }
                .padding(16)
                Text("Payment failed. Your card was declined. Try another card or contact your bank.")
                    .font(.footnote)
                    .role(.errorMessage)
                    .padding(.horizontal, 16)
                Toggle("Save this card for next time").padding(.horizontal, 16).padding(.top, 12)
                Text("By paying you agree to the Terms of Sale and confirm that you have read the Privacy Policy.")
                    .font(.footnote)
                    .role(.body)
                    .padding(.horizontal, 16)
                    .padding(.top, 8)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button("Pay €228.89", role: .primaryAction)
                .buttonStyle(.borderedProminent)
                .frame(maxWidth: .infinity)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
        }
        .named("Checkout (after)")
    }
}
