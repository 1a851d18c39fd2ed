/// What a simulated finding rests on: whether the text that fails came from the source or is a
/// stand-in, and what the geometry depends on that the front-end could not read.
///
/// Severity follows it: an error needs known content and known frames.
public struct Evidence: Hashable, Sendable, Codable {
    /// Where the content of the texts involved came from.
    public enum Content: String, Sendable, Hashable, Codable {
        /// Literals, string catalogs, evaluated values, preview data.
        case source
        /// A sample chosen by a property's name, a pseudo-translation or a stress value.
        case standIn = "stand-in"
    }

    /// Something the result depends on that was not read from the code.
    public struct Dependency: Hashable, Sendable, Codable, CustomStringConvertible {
        /// What kind of thing it is.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// A view laid out as a fixed box: its real size is unknown.
            case opaqueView = "opaque-view"
            /// A modifier left out of the layout.
            case ignoredModifier = "ignored-modifier"
            /// A font the front-end could not read; the text keeps the font around it.
            case unreadFont = "unread-font"
        }

        /// What kind of thing it is.
        public var kind: Kind
        /// Its name: the view's type, `.modifier`, the font as written.
        public var subject: String
        /// Where it is written.
        public var location: FileLocation?

        /// A dependency on `subject`, of `kind`, written at `location`.
        public init(kind: Kind, subject: String, location: FileLocation?) {
            self.kind = kind
            self.subject = subject
            self.location = location
        }

        /// "opaque view MapView (Place.swift:6:13)".
        public var description: String {
            let name =
                switch kind {
                case .opaqueView: "opaque view"
                case .ignoredModifier: "ignored modifier"
                case .unreadFont: "unread font"
                }
            return "\(name) \(subject)" + (location.map { " (\($0))" } ?? "")
        }
    }

    /// Source, or stand-in.
    public var content: Content
    /// What stood in, when `content` is a stand-in: the properties sampled, with why the source
    /// does not give them (`title: runtime data`, `price: not read`), or the content profile
    /// (`pseudo-translation`), each once.
    public var standIns: [String]
    /// What the geometry depends on that was not read, each once, in tree order.
    public var dependencies: [Dependency]
    /// Whether the screen was only partly simulated (under 90 % of its views and modifiers read).
    public var onPartialScreen: Bool

    /// Evidence with every part given.
    public init(content: Content, standIns: [String] = [], dependencies: [Dependency] = [], onPartialScreen: Bool = false) {
        self.content = content
        self.standIns = standIns
        self.dependencies = dependencies
        self.onPartialScreen = onPartialScreen
    }

    /// Everything known: source content, every view read.
    public static let known = Evidence(content: .source)

    /// The most a finding on this evidence may claim: an error on what is known, a warning on
    /// stand-in content or an ignored modifier, a note on an opaque view or an unread font.
    public var severityCap: Severity {
        if dependencies.contains(where: { $0.kind == .opaqueView || $0.kind == .unreadFont }) { return .note }
        if content == .standIn || !dependencies.isEmpty || onPartialScreen { return .warning }
        return .error
    }

    /// One sentence for reports: "Rests on stand-in content (title); depends on opaque view MapView (Place.swift:6:13)."
    /// Empty when everything is known.
    public var summary: String {
        var parts: [String] = []
        if content == .standIn {
            parts.append("rests on stand-in content" + (standIns.isEmpty ? "" : " (\(standIns.joined(separator: ", ")))"))
        }
        if !dependencies.isEmpty {
            parts.append("depends on " + dependencies.map(\.description).joined(separator: ", "))
        }
        if onPartialScreen { parts.append("the screen is only partly simulated") }
        guard let first = parts.first else { return "" }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + parts.dropFirst()).joined(separator: "; ") + "."
    }
}
