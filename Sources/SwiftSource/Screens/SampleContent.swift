/// Realistic stand-ins for values the code does not give (a row from a server) and long versions
/// of values it does, chosen by the property's name.
enum SampleContent {
    /// An address with no break opportunities: what breaks layouts that wrap only at spaces.
    static let unbrokenAddress = "alexandra.featherstonehaugh-wolfeschlegel@international-example-company.com"

    /// Whether a property named `name` holds an address-like value (email, username, URL).
    static func isAddressLike(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["email", "mail", "username", "user", "login", "url", "link", "website", "address", "handle"].contains { lower.contains($0) }
            && !lower.contains("street")
    }

    /// A plausible value for a property named `name` when the code gives none.
    static func value(for name: String?) -> String {
        let lower = (name ?? "").lowercased()
        if lower.contains("error") || lower.contains("message") || lower.contains("warning") {
            return "Something went wrong. Check your details and try again."
        }
        if isAddressLike(lower) { return "alex.morgan@example.com" }
        if lower.contains("price") || lower.contains("total") || lower.contains("amount") || lower.contains("cost") { return "€24.99" }
        if lower.contains("date") || lower.contains("time") { return "12 March 2026" }
        if lower.contains("count") || lower.contains("quantity") { return "3" }
        if lower.contains("name") || lower.contains("author") || lower.contains("title") && lower.contains("person") {
            return "Alex Morgan"
        }
        if lower.contains("title") || lower.contains("heading") || lower.contains("label") { return "Sample title" }
        if lower.contains("subtitle") || lower.contains("detail") || lower.contains("description") || lower.contains("body")
            || lower.contains("text") || lower.contains("summary")
        {
            return "A short description of this item."
        }
        return "Sample"
    }

    /// A longer realistic version of `text`: a long name for name-like properties, else a longer sentence.
    static func longVersion(of text: String, property: String?) -> String {
        let lower = (property ?? "").lowercased()
        if lower.contains("price") || lower.contains("total") || lower.contains("amount") { return "€12,345,678.90" }
        if lower.contains("name") || text.split(separator: " ").count <= 3 && text.count <= 24 {
            return "Maximiliane Alexandra Featherstonehaugh-Wolfeschlegelsteinhausen"
        }
        return text + " " + "It also carries the longer explanation that real content brings with it, in full."
    }
}
