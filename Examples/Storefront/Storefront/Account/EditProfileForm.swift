import SwiftUI

/// Editing the name and email on the account, with the validation error under the email field.
struct EditProfileForm: View {
    @Binding var name: String
    @Binding var email: String
    var emailError: LocalizedStringKey?
    var onSave: () -> Void = {}

    var body: some View {
        Form {
            Section {
                // A brand font at a fixed size: it stays 15 pt while the rest of the form grows.
                Text("Your name and email appear on receipts and delivery notes.")
                    .font(.custom("Inter", size: 15))
            }
            Section("Name") {
                TextField("Full name", text: $name)
            }
            Section("Email") {
                TextField("Email address", text: $email)
                if let emailError {
                    // The same brand font, scaled with Body.
                    Text(emailError)
                        .font(.custom("Inter", size: 15, relativeTo: .body))
                        .foregroundStyle(.red)
                }
                Text("We send order updates and receipts to this address.")
                    .font(.system(size: 13))
                    .foregroundStyle(.secondary)
            }
            Section {
                Button("Save") {
                    onSave()
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

struct EditProfileForm_Previews: PreviewProvider {
    static var previews: some View {
        EditProfileForm(
            name: .constant("Alex Morgan"),
            email: .constant("alex.morgan@"),
            emailError: "Enter an email address like name@example.com."
        )
    }
}
