import Foundation

/// A product in the shop's grid.
struct Product: Identifiable {
    let id: Int
    let name: String
    let price: String
    /// An SF Symbol shown until the product photo has loaded.
    let symbolName: String

    static let samples: [Product] = [
        Product(id: 1, name: "Wireless headphones", price: "€199.00", symbolName: "headphones"),
        Product(id: 2, name: "USB-C charging cable, 2 m", price: "€19.99", symbolName: "cable.connector"),
        Product(
            id: 3,
            name: "Noise-cancelling over-ear headphones with transparency mode, travel case and two-year warranty",
            price: "€349.00",
            symbolName: "headphones.circle"
        ),
        Product(id: 4, name: "Phone case", price: "€29.00", symbolName: "iphone"),
        Product(id: 5, name: "Charging stand", price: "€49.90", symbolName: "bolt.fill"),
        Product(id: 6, name: "Screen protector, pack of 2", price: "€14.99", symbolName: "rectangle.portrait"),
    ]
}
