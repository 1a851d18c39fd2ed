/// Realistic stand-ins for values the code does not give (a row from a server) and long versions
/// of values it does, chosen by the words of the property's name.
enum SampleContent {
    /// An address with no break opportunities: what breaks layouts that wrap only at spaces.
    static let unbrokenAddress = "alexandra.featherstonehaugh-wolfeschlegel@international-example-company.com"

    /// Whether a property named `name` holds an address-like value (email, username, URL).
    static func isAddressLike(_ name: String) -> Bool {
        let words = words(of: name)
        return !words.isDisjoint(with: addressWords) && !words.contains("street")
    }

    /// A plausible value for a property named `name` when the code gives none.
    static func value(for name: String?) -> String {
        let words = words(of: name ?? "")
        func any(_ candidates: Set<String>) -> Bool { !words.isDisjoint(with: candidates) }
        if any(["error", "message", "warning", "failure"]) { return "Something went wrong. Check your details and try again." }
        if any(addressWords) && !words.contains("street") { return "alex.morgan@example.com" }
        if any(["price", "total", "amount", "cost", "balance", "fee"]) { return "€24.99" }
        if words.contains("currency") { return "€" }
        if any(["date", "day", "birthday", "deadline"]) { return "12 March 2026" }
        if any(["time", "hour"]) { return "10:41 AM" }
        if any(numberWords) || any(clockWords) { return "3" }
        if any(["name", "author", "owner", "artist", "sender"]) { return "Alex Morgan" }
        if any(["title", "heading", "label", "header", "headline", "caption"]) { return "Sample title" }
        if any(["subtitle", "detail", "details", "description", "body", "text", "summary", "content", "note", "bio"]) {
            return "A short description of this item."
        }
        return "Sample"
    }

    /// A longer realistic version of `text`, of the same kind: a large amount for a price, a large number for
    /// a count or a score (a number is never a name), a long name for name-like properties, else a longer
    /// sentence.
    static func longVersion(of text: String, property: String?) -> String {
        let words = words(of: property ?? "")
        if !words.isDisjoint(with: ["price", "total", "amount", "cost", "balance", "fee"]) { return "€12,345,678.90" }
        // Currency symbols run to three letters (CHF, SEK); seconds and minutes on a clock to two digits.
        if words.contains("currency") { return "CHF" }
        if !words.isDisjoint(with: clockWords) { return "59" }
        if !words.isDisjoint(with: numberWords) || text.contains(where: \.isNumber) && !text.contains(where: \.isLetter) {
            return "12,345"
        }
        if words.contains("name") || text.split(separator: " ").count <= 3 && text.count <= 24 {
            return "Maximiliane Alexandra Featherstonehaugh-Wolfeschlegelsteinhausen"
        }
        return text + " " + "It also carries the longer explanation that real content brings with it, in full."
    }

    /// Words of properties that hold a count, a score or a place: numbers.
    private static let numberWords: Set<String> = [
        "count", "quantity", "score", "points", "remaining", "position", "rank", "number", "level",
    ]
    /// Words of properties that hold a part of a clock or a countdown.
    private static let clockWords: Set<String> = ["seconds", "minutes"]

    private static let addressWords: Set<String> = [
        "email", "mail", "username", "user", "login", "url", "link", "website", "address", "handle", "domain", "host",
    ]

    /// The lowercase words of an identifier, split at case changes, digits and underscores:
    /// `accountName` is "account" and "name" (not a count), `userURL` is "user" and "url",
    /// `e_mail2` is "e", "mail".
    static func words(of identifier: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        let characters = Array(identifier)
        for (position, character) in characters.enumerated() {
            guard character.isLetter else {
                if !current.isEmpty { words.insert(current.lowercased()) }
                current = ""
                continue
            }
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            let previous = current.last
            // A new word starts at a capital after a lowercase letter (`accountName`), or at the last
            // capital of a run followed by a lowercase one (`URLString` is "url", "string").
            let startsWord =
                character.isUppercase
                && (previous?.isLowercase == true || previous?.isUppercase == true && next?.isLowercase == true)
            if startsWord, !current.isEmpty {
                words.insert(current.lowercased())
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.insert(current.lowercased()) }
        return words
    }
}
