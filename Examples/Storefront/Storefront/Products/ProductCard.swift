import SwiftUI

/// A product in the grid: a picture, the name on up to two lines, and the price.
struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            picture
            Text(product.name)
                .font(.headline)
                .lineLimit(2)
            Text(product.price)
                .font(.subheadline)
        }
        .cardStyle()
    }

    /// A placeholder until the product photo has loaded.
    private var picture: some View {
        RoundedRectangle(cornerRadius: 8)
            .foregroundStyle(.white)
            .overlay {
                Image(systemName: product.symbolName)
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
            }
            .frame(height: 120)
    }
}

#Preview("Product card") {
    ProductCard(product: Product.samples[0])
        .frame(width: 180)
        .padding()
}
