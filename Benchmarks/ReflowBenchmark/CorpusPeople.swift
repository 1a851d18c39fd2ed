import BenchmarkSupport

/// Names, email addresses and handles: words with no break opportunities and many diacritics.
enum People {
    static let firstNames = [
        "Anna", "José", "Zoë", "Björn", "Søren", "Łukasz", "François", "Siobhán", "Chloé", "Mohammed",
        "Priya", "Hiroshi", "Nguyễn", "Oluwaseun", "Mateo", "Aleksandra", "Grace", "Kwame", "Ingrid",
        "Dmitri", "Fatima", "Liam", "Yuki", "Élodie", "Rafael", "Maximilian", "Ayşe", "Noah",
    ]
    static let lastNames = [
        "Fernández-García", "Müller", "O’Connor", "Kowalczyk", "Nakamura", "Okonkwo", "Johansson",
        "Van der Berg", "Smith", "Rodríguez", "Schwarzenegger", "Papadopoulos", "Nguyen",
        "Al-Rashid", "Dubois", "Krishnamurthy", "Wójcik", "Lindqvist", "Chen", "Da Silva",
    ]
    static let domains = [
        "example.com", "mail.example-company.com", "icloud.com", "gmail.com", "university.edu",
        "studio-design.co.uk", "very-long-enterprise-domain-name.example.org", "posteo.de",
    ]

    static func fullName(_ g: inout SplitMix64) -> String {
        g.pick(firstNames) + " " + g.pick(lastNames)
    }

    static func nameLine(_ g: inout SplitMix64) -> String {
        let name = fullName(&g)
        switch g.below(5) {
        case 0: return name
        case 1: return g.pick(["Dr.", "Prof.", "Ms.", "Mr."]) + " " + name
        case 2:
            return name + ", " + g.pick(["Product Designer", "Senior iOS Engineer", "Head of Customer Success", "Pharmacist", "Student"])
        case 3: return "Signed in as " + name
        default: return name + " · " + g.pick(["Online", "Last seen \(g.int(in: 2...59)) min ago", "Typing…", "Away"])
        }
    }

    static func ascii(_ name: String) -> String {
        let map: [Character: String] = [
            "é": "e", "ë": "e", "ö": "o", "ø": "o", "ł": "l", "Ł": "L", "ç": "c", "á": "a", "ễ": "e",
            "É": "E", "ş": "s", "ü": "u", "í": "i", "’": "", " ": "", "-": "",
        ]
        return name.map { map[$0] ?? String($0) }.joined().lowercased()
    }

    static func emailOrHandle(_ g: inout SplitMix64) -> String {
        let first = ascii(g.pick(firstNames)), last = ascii(g.pick(lastNames))
        switch g.below(5) {
        case 0: return "\(first).\(last)@\(g.pick(domains))"
        case 1: return "\(first)\(last)\(g.int(in: 1...9999))@\(g.pick(domains))"
        case 2: return "Sent to \(first).\(last)@\(g.pick(domains))"
        case 3: return "@\(first)_\(last)\(g.int(in: 10...99))"
        default: return "https://\(g.pick(domains))/account/\(first)-\(last)/settings?ref=\(g.int(in: 1000...99999))"
        }
    }
}
