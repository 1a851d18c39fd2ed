// Exercises views from packages the interpreter has never seen (a map, a Lottie animation, a remote image) mixed with ordinary Text.
import FancyMaps
import Kingfisher
import Lottie
import SwiftUI

struct StoreLocatorView: View {
    let store: String
    let imageURL: URL?
    @State private var region = MapRegion(latitude: 52.52, longitude: 13.405, span: 0.02)

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                MapView(region: $region)
                    .frame(height: 200)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
                Text(store)
                    .font(.title2)
                    .bold()
                HStack {
                    KFImage(imageURL)
                        .placeholder { ProgressView() }
                        .resizable()
                        .frame(width: 64, height: 64)
                    Text("Open today until 20:00")
                        .lineLimit(1)
                }
                LottieView("delivery-truck")
                    .looping()
                    .frame(height: 120)
                Text("Pick up your order at the counter with the code from your confirmation email.")
                    .font(.body)
                CustomBadge(style: .promo) {
                    Text("Free delivery on orders over €50")
                }
            }
            .padding(16)
        }
    }
}

#Preview("Store locator") {
    StoreLocatorView(store: "Storefront Berlin Mitte", imageURL: URL(string: "https://example.com/store.jpg"))
}
