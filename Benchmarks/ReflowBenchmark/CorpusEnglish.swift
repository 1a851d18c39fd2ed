import BenchmarkSupport

/// English UI text: buttons, titles, prices, errors, notifications and settings descriptions.
enum English {
    static let verbs = [
        "Add", "Remove", "Edit", "Share", "Save", "Delete", "Download", "Upload", "Open", "Send",
        "Archive", "Restore", "Export", "Import", "Move", "Copy", "Rename", "Pin", "Follow", "Invite",
        "Manage", "View", "Update", "Cancel", "Report", "Mute", "Hide", "Duplicate",
    ]
    static let objects = [
        "Photo", "Album", "Document", "File", "Folder", "Message", "Conversation", "Contact",
        "Playlist", "Payment Method", "Shipping Address", "Subscription", "Account", "Profile",
        "Password", "Passkey", "Device", "Note", "Reminder", "Event", "Calendar", "Workspace",
        "Team Member", "Comment", "Draft", "Order", "Receipt", "Wishlist", "Gift Card",
    ]
    static let buttons = [
        "Continue", "Sign In", "Sign in with Apple", "Sign Up", "Log Out", "Try Again", "Not Now",
        "Get Started", "Learn More", "Done", "Next", "Back", "Skip", "Allow", "Don’t Allow",
        "Add to Cart", "Buy Now", "Check Out", "Place Order", "Apply Coupon", "Start Free Trial",
        "Restore Purchases", "Turn On Notifications", "Open Settings", "Show More", "Show Less",
        "Mark All as Read", "Select All", "Forgot password?", "Create Account", "Verify Email",
        "Resend Code", "Continue with Google", "Use Face ID", "Enable Location Services",
    ]
    static let titles = [
        "Settings", "Notifications", "Privacy & Security", "Account", "Payment Methods",
        "Order History", "Recently Deleted", "Shared with You", "Favorites", "Downloads",
        "Accessibility", "Screen Time", "Storage", "About", "Help & Support", "Terms of Service",
        "Family Sharing", "Subscriptions", "Connected Devices", "Two-Factor Authentication",
        "Appearance", "Language & Region", "Data & Privacy", "Backup & Restore", "Activity",
        "Library", "Inbox", "Search", "Discover", "Today", "Wallet", "Messages", "Photos",
    ]
    static let qualifiers = ["", "", "Recent", "All", "Shared", "Starred", "Archived", "Your", "Suggested", "Nearby"]

    static func label(_ g: inout SplitMix64) -> String {
        switch g.below(6) {
        case 0, 1: return g.pick(buttons)
        case 2: return g.pick(verbs) + " " + g.pick(objects)
        case 3: return g.pick(verbs) + " \(g.int(in: 2...48)) " + plural(g.pick(objects)) + (g.chance(50) ? "…" : "")
        case 4: return g.pick(buttons) + " (\(g.int(in: 1...99)))"
        default: return "\(g.pick(verbs)) to \(g.pick(titles))"
        }
    }

    /// "Photos", "Addresses", "Gift Cards".
    static func plural(_ noun: String) -> String {
        noun.hasSuffix("s") ? noun + "es" : noun + "s"
    }

    static func title(_ g: inout SplitMix64) -> String {
        let qualifier = g.pick(qualifiers)
        let base = g.pick(titles)
        switch g.below(4) {
        case 0: return qualifier.isEmpty ? base : qualifier + " " + base
        case 1: return base + " · \(g.int(in: 2...250))"
        case 2: return "\(g.pick(titles)) › \(g.pick(titles))"
        default: return (qualifier.isEmpty ? "" : qualifier + " ") + plural(g.pick(objects))
        }
    }

    static let products = [
        "MacBook Pro 14-inch", "Noise-Cancelling Headphones", "Running Shoes", "Espresso Machine",
        "Wireless Charger", "Linen Shirt", "Standing Desk", "4K Monitor", "Yoga Mat", "Smart Watch",
        "Family Plan", "Premium", "Annual Membership", "Pro Plan", "Cloud Storage 2 TB",
    ]

    static func price(_ g: inout SplitMix64) -> String {
        let cents = Numbers.cents(&g)
        let formatted: String
        switch g.below(8) {
        case 0, 1: formatted = "€" + Numbers.amount(cents, group: ",", decimal: ".")
        case 2, 3: formatted = "$" + Numbers.amount(cents, group: ",", decimal: ".")
        case 4: formatted = "£" + Numbers.amount(cents, group: ",", decimal: ".")
        case 5: formatted = "¥" + Numbers.grouped(cents, separator: ",")
        case 6: formatted = "CHF " + Numbers.amount(cents, group: "’", decimal: ".")
        default: formatted = "₹" + Numbers.amount(cents, group: ",", decimal: ".", showCents: false)
        }
        switch g.below(9) {
        case 0, 1: return formatted
        case 2: return formatted + "/month"
        case 3: return "Total: " + formatted
        case 4: return "Subtotal (\(g.int(in: 1...12)) items): " + formatted
        case 5: return "Save \(g.pick([10, 15, 20, 25, 30, 40, 50]))% — now " + formatted
        case 6: return g.pick(products) + " – " + formatted
        case 7: return "Free trial for \(g.pick([7, 14, 30])) days, then " + formatted + " per " + g.pick(["month", "year", "week"])
        default:
            return "Pay " + formatted + " with " + g.pick(["Apple Pay", "Visa •••• \(g.int(in: 1000...9999))", "PayPal", "Mastercard"])
        }
    }

    static let failures = [
        "Payment failed.", "Upload failed.", "Couldn’t connect to the server.", "Something went wrong.",
        "Your session has expired.", "This code is invalid.", "Couldn’t save your changes.",
        "Download interrupted.", "Sync paused.", "Couldn’t send message.", "Sign-in failed.",
        "The file is too large.", "No internet connection.", "Couldn’t load this page.",
    ]
    static let reasons = [
        "Your card was declined.", "The server didn’t respond in time.",
        "The email address or password is incorrect.", "You’ve reached the limit for today.",
        "Your storage is full.", "The link may have expired.", "This account is locked.",
        "The verification code has expired.", "Another device changed this item.",
        "The file must be smaller than 25 MB.", "",
    ]
    static let actions = [
        "Try again.", "Check your internet connection and try again.", "Please try again later.",
        "Contact your bank or use a different payment method.", "Sign in again to continue.",
        "Free up space in Settings › General › Storage.", "Request a new code.",
        "If the problem continues, contact support at help@example.com.", "",
    ]

    static func error(_ g: inout SplitMix64) -> String {
        var parts = [g.pick(failures), g.pick(reasons), g.pick(actions)]
        if g.chance(15) { parts.append("(Error \(g.int(in: 100...599)), code \(g.int(in: 1000...99999)))") }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    static func notification(_ g: inout SplitMix64) -> String {
        let name = People.fullName(&g)
        let count = g.int(in: 2...120)
        switch g.below(8) {
        case 0: return "\(name) and \(count) others liked your photo."
        case 1: return "You have \(count) unread messages"
        case 2: return "\(name) shared “\(g.pick(objects)) \(g.int(in: 1...40))” with you"
        case 3:
            return
                "Your order #\(g.int(in: 100_000...999_999)) has shipped and will arrive \(g.pick(["tomorrow", "on Friday", "by March \(g.int(in: 1...31))", "in 2–3 business days"]))."
        case 4:
            return "\(name): "
                + g.pick([
                    "Running \(g.int(in: 5...45)) minutes late, sorry!", "Can you send me the slides before the meeting?",
                    "Happy birthday! 🎉", "Dinner at 7:30? I booked a table for \(g.int(in: 2...8)).",
                    "Thanks, see you tomorrow 👍", "Did you get my email about the invoice?",
                ])
        case 5:
            return
                "Reminder: \(g.pick(["Dentist", "Team stand-up", "Pay rent", "Call Mum", "Renew passport"])) at \(g.int(in: 1...12)):\(g.pick(["00", "15", "30", "45"])) \(g.pick(["AM", "PM"]))"
        case 6: return "\(min(count, 99))% of your storage is used. Upgrade to \(g.pick(["200 GB", "2 TB", "Premium"])) to keep backing up."
        default:
            return
                "Tuesday, \(g.int(in: 1...28)) \(g.pick(["January", "March", "September", "December"])) 2025 at \(g.int(in: 0...23)):\(g.int(in: 10...59))"
        }
    }

    static let settingSentences = [
        "When this is on, apps can ask to track your activity across other companies’ apps and websites.",
        "Your contacts, calendars and photos stay on this device unless you turn on sync.",
        "Allow notifications to show on the Lock Screen, in Notification Center and as banners.",
        "Automatically download updates over Wi-Fi when your device is charging.",
        "Share anonymous analytics to help improve performance and reliability.",
        "Text size follows the Dynamic Type setting chosen in Settings › Accessibility › Display & Text Size.",
        "Low Data Mode reduces background activity and pauses automatic downloads.",
        "Messages older than 30 days are deleted automatically.",
        "Your payment information is encrypted and never shared with the seller.",
        "You can change this at any time.",
        "Learn more about how your data is used.",
    ]

    static func setting(_ g: inout SplitMix64) -> String {
        var sentences: [String] = []
        for _ in 0..<g.int(in: 1...3) { sentences.append(g.pick(settingSentences)) }
        if g.chance(30) { sentences.append("Last backup: \(g.int(in: 2...59)) minutes ago (\(g.int(in: 1...999)) MB).") }
        return sentences.joined(separator: " ")
    }
}
