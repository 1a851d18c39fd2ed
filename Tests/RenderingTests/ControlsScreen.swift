import LayoutEngine

/// A screen with one of each kind of view the renderer draws, for smoke tests and for looking at.
enum ControlsScreen {
    static func make() -> ViewNode {
        TabView(tabs: ["Home", "Orders", "Account"]) {
            NavigationStack(title: "Profile") {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Image("avatar", size: Size(width: 64, height: 64))
                        VStack(alignment: .leading) {
                            Text("Alex Morgan").font(.headline)
                            Text("Member since 2019").font(.subheadline).role(.value)
                        }
                        Spacer()
                        Image(systemName: "star.fill")
                    }
                    Picker(segments: ["Day", "Week", "Month"])
                    Text("Pay with 💳 or cash").padding(8).background { Color("yellow") }
                    SecureField("Password", text: "hunter2")
                    Toggle("Notifications")
                    Button("Sign out").buttonStyle(.bordered)
                    List {
                        Text("Addresses")
                        Text("Payment methods")
                    }
                    .frame(height: 150)
                }
                .padding(.horizontal, 16)
            }
        }
        .named("Controls")
    }
}
