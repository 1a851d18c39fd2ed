// Exercises macros: an @Observable model, #Preview with a name and traits, attached and freestanding macros the interpreter does not know.
import Observation
import SwiftUI

@Observable
final class BasketModel {
    var items: [String] = ["Wireless headphones", "Phone case"]
    var couponCode = ""
    @ObservationIgnored var lastSync = Date.now

    var count: Int { items.count }
}

struct BasketBadge: View {
    @State private var model = BasketModel()
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        HStack {
            Image(systemName: "bag")
            Text("\(model.count) items")
                .font(.body)
        }
        .padding(8)
        .background(Capsule().foregroundStyle(.yellow))
    }
}

struct CouponField: View {
    @Bindable var model: BasketModel

    var body: some View {
        TextField("Coupon code", text: $model.couponCode)
            .textFieldStyle(.roundedBorder)
    }
}

let supportURL = #URL("https://example.com/support")

func logCheckoutStep(_ step: String) {
    #warning("Replace print with the analytics client before release")
    print(#function, step, #line)
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    BasketBadge()
}

#Preview(traits: .landscapeLeft) {
    @Previewable @State var model = BasketModel()
    CouponField(model: model)
        .padding()
}

#Preview("Badge at AX5") {
    BasketBadge()
        .environment(\.dynamicTypeSize, .accessibility5)
}
