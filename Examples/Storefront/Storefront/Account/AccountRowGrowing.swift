import SwiftUI

/// A label and its value in a row that grows: 44 pt is a minimum, the value wraps, and from AX1
/// up the value goes under its label.
struct AccountRowGrowing: View {
    let label: LocalizedStringKey
    let value: String

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize.isAccessibilitySize
            ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
            : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 12))
        layout {
            Text(label)
            if !dynamicTypeSize.isAccessibilitySize {
                Spacer()
            }
            Text(value)
                .foregroundStyle(.secondary)
        }
        .font(.body)
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .frame(minHeight: 44)
    }
}

/// The Account tab: the details in rows that grow, and the store credit.
struct AccountView: View {
    var email = "alex.morgan@icloud.com"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                AccountRowGrowing(label: "Name", value: "Alex Morgan")
                Divider()
                AccountRowGrowing(label: "Email", value: email)
                Divider()
                AccountRowGrowing(label: "Phone", value: "+1 415 555 0134")
                Divider()
                PriceRow(label: "Store credit", price: "€25.00", detail: "Expires on 31 December")
                    .padding(.horizontal, 16)
            }
        }
    }
}

#Preview("Account") {
    AccountView()
}

#Preview("Account, long email") {
    AccountView(email: "alex.morgan.longname@example-company.com")
}

#Preview("Account row, AX5") {
    AccountRowGrowing(label: "Email", value: "alex.morgan@icloud.com")
        .dynamicTypeSize(.accessibility5)
}
