// Exercises a file saved mid-edit: the view's body stops in the middle of a modifier chain, with the file ending there.
import SwiftUI

struct DeliverySlotRow: View {
    let day: String
    let window: String
    @State private var isSelected = false

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
            VStack(alignment: .leading) {
                Text(day)
                    .font(.headline)
                Text(window)
                    .font(.subheadline)
                    .foregroundStyle(.
