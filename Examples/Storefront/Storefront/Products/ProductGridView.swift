import SwiftUI

/// The Shop tab: every product in a two-column grid.
///
/// Two columns stay two columns at every size, so at accessibility sizes each name gets about
/// 150 pt and the two-line limit hides most of it.
struct ProductGridView: View {
    var products: [Product] = Product.samples

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                    ForEach(products) { product in
                        ProductCard(product: product)
                    }
                }
                .padding(16)
                PriceRow(label: "Free delivery on orders over", price: "€50.00")
                    .padding(.horizontal, 16)
            }
            .navigationTitle("Shop")
        }
    }
}

#Preview("Shop") {
    ProductGridView(products: Product.samples)
}
