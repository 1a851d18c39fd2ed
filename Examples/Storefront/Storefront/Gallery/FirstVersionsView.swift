import SwiftUI

/// The fourth tab: the screens as they first shipped, before the fixes this example teaches, so a
/// device shows their problems beside the fixed screens. The app links to each one; the fixed
/// checkout replaces the first one in a real release.
struct FirstVersionsView: View {
    @State private var name = "Alex Morgan"
    @State private var email = "alex.morgan@icloud.com"

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Checkout") { CheckoutBeforeView() }
                NavigationLink("Account with fixed rows") { AccountViewFixed() }
                NavigationLink("Edit profile") { EditProfileForm(name: $name, email: $email, emailError: "Enter an email address like name@example.com.") }
                NavigationLink("Settings") { SettingsView() }
            }
            .navigationTitle("Before")
        }
    }
}

#Preview("First versions") {
    FirstVersionsView()
}
