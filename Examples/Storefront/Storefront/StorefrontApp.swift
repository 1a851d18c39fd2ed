import SwiftUI

@main
struct StorefrontApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

/// The four tabs of the store. The system tab bar keeps its 10 pt labels at every text size
/// and offers the Large Content Viewer on a long press, so it needs nothing from us.
struct RootView: View {
    var body: some View {
        TabView {
            ProductGridView()
                .tabItem {
                    Label("Shop", systemImage: "bag")
                }
            OrdersView()
                .tabItem {
                    Label("Orders", systemImage: "shippingbox")
                }
            AccountView()
                .tabItem {
                    Label("Account", systemImage: "person.crop.circle")
                }
            FirstVersionsView()
                .tabItem {
                    Label("First versions", systemImage: "clock.arrow.circlepath")
                }
        }
    }
}

#Preview("Storefront") {
    RootView()
}
