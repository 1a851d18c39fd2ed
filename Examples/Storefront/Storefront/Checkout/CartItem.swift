import Foundation

/// One line of the cart. Prices are preformatted strings, as the checkout API returns them.
struct CartItem: Identifiable {
    let id = UUID()
    let name: String
    let price: String

    static let samples: [CartItem] = [
        CartItem(name: "Wireless headphones", price: "€199.00"),
        CartItem(name: "USB-C charging cable, 2 m", price: "€19.99"),
        CartItem(name: "Express delivery", price: "€9.90"),
    ]
}
