// Exercises recovery from unbalanced braces in the middle of a view: a missing `}` after the first row and a stray `}` later.
import SwiftUI

struct ReceiptView: View {
    var total = "€228.89"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Subtotal")
                Spacer()
                Text("€219.00")
            // the closing brace of this HStack is missing
            HStack {
                Text("Total")
                    .bold()
                Spacer()
                Text(total)
            }
            }
            }
            Text("Thank you for your order.")
                .font(.footnote)
        }
        .padding()
    }
}

struct ReceiptFooter: View {
    var body: some View {
        Text("Receipts are kept for ten years.")
            .font(.caption)
    }
}

#Preview("Receipt") {
    ReceiptView()
}
