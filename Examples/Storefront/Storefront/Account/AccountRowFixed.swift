import SwiftUI

/// A label and its value in a row of fixed height: the row of the Text Size guide that breaks.
/// From AX3 one line of body text is taller than 44 pt, so the text is cut off and draws over
/// the next row; the one-line value loses its end long before that.
struct AccountRowFixed: View {
    let label: LocalizedStringKey
    let value: String

    var body: some View {
        HStack {
            Text(label)
            Spacer()
            Text(value)
                .lineLimit(1)
        }
        .font(.body)
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

/// The account details as they first shipped, built from fixed rows.
struct AccountViewFixed: View {
    var email = "alex.morgan@icloud.com"

    var body: some View {
        VStack(spacing: 0) {
            AccountRowFixed(label: "Name", value: "Alex Morgan")
            Divider()
            AccountRowFixed(label: "Email", value: email)
            Divider()
            AccountRowFixed(label: "Phone", value: "+1 415 555 0134")
            Divider()
            Spacer()
        }
    }
}

#Preview("Account (fixed rows)") {
    AccountViewFixed()
}

#Preview("Account (fixed rows), long email") {
    AccountViewFixed(email: "alex.morgan.longname@example-company.com")
}
