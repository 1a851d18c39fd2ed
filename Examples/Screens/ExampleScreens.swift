import LayoutEngine

/// A named example screen, as `reflow audit` lists them.
public struct ExampleScreen: Sendable {
    /// The name people type (`checkout-before`).
    public let name: String
    /// What it shows.
    public let summary: String
    /// The screen.
    public let root: ViewNode
}

/// The example screens bundled with Reflow: the seed guidance's broken screens and their fixes.
public enum ExampleScreens {
    /// Every example, in the order `reflow audit --list` prints them.
    public static let all: [ExampleScreen] = [
        ExampleScreen(
            name: "account-fixed", summary: "Account rows with a fixed 44 pt height (seed 000, broken)",
            root: AccountRowExample.fixedHeight()),
        ExampleScreen(
            name: "account-growing", summary: "Account rows that grow and stack (seed 000, fixed)", root: AccountRowExample.growing()),
        ExampleScreen(
            name: "checkout-before", summary: "Checkout with fixed rows and Pay at the bottom (seed 003, broken)",
            root: CheckoutExample.before()),
        ExampleScreen(
            name: "checkout-after", summary: "Checkout that scrolls, wraps and keeps Pay reachable (seed 003, fixed)",
            root: CheckoutExample.after()),
    ]

    /// The example called `name`, if any.
    public static func named(_ name: String) -> ExampleScreen? {
        all.first { $0.name == name }
    }
}
