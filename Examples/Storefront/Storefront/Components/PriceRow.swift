import SwiftUI

/// A label and a price, used by the shop, the orders list and the account screen. It grows with
/// its text: 44 pt is a minimum, and at accessibility sizes the price goes under the label.
struct PriceRow: View {
    let label: String
    let price: String
    let detail: String?

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(label: String, price: String, detail: String? = nil) {
        self.label = label
        self.price = price
        self.detail = detail
    }

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 12))
        layout {
            VStack(alignment: .leading, spacing: 2) {
                Text(label)
                if let detail {
                    Text(detail)
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
            }
            if !dynamicTypeSize.isAccessibilitySize {
                Spacer(minLength: 8)
            }
            Text(price)
                .fontWeight(.semibold)
        }
        .padding(.vertical, 8)
        .frame(minHeight: 44)
    }
}

#Preview("Price rows") {
    VStack(spacing: 0) {
        PriceRow(label: "Wireless headphones", price: "€199.00")
        Divider()
        PriceRow(label: "Order 4471", price: "€228.89", detail: "3 items, arriving Monday")
    }
    .padding(.horizontal, 16)
}

#Preview("Price rows, right to left") {
    PriceRow(label: "Express delivery", price: "€9.90", detail: "Tomorrow before noon")
        .padding(.horizontal, 16)
        .environment(\.layoutDirection, .rightToLeft)
}
