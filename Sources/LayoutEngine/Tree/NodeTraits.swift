import Findings

/// Facts about a view that layout passes through and checks read.
public struct NodeTraits: Hashable, Sendable, Codable {
    /// A name for reports ("Pay button"); defaults to the view's kind and content.
    public var name: String?
    /// What the view is for.
    public var role: NodeRole?
    /// `layoutPriority`: higher is sized first in stacks.
    public var layoutPriority: Double = 0
    /// `accessibilityShowsLargeContentViewer()` was applied.
    public var showsLargeContentViewer = false
    /// Where the view is written, when it came from source code.
    public var sourceLocation: FileLocation?
    /// For text that no source gave (a value from a server), the property a stand-in was chosen for,
    /// or the content profile that replaced it (`pseudo-translation`).
    public var standInContent: String?
    /// Why the text is a stand-in, when it is one.
    public var standInOrigin: StandInOrigin?
    /// What the front-end could not read about this view (a modifier it left out, a font it could
    /// not read), so that findings can say what they depend on.
    public var unreadParts: [UnreadPart] = []
    /// A button style was set on this button: one set further out does not replace it.
    public var hasButtonStyle = false
    /// A label style was set on this label: one set further out does not replace it.
    public var hasLabelStyle = false
    /// An animation that repeats forever moves the view (a ticker, a pulse): what it shows at one moment
    /// is not all it shows.
    public var movesByItself = false
    /// The value `.tag(_:)` (or a `ForEach`'s identity) gave the view, as a key the code that built
    /// the tree compares: what a picker's selection is matched against.
    public var tag: String?

    /// Traits with a name and a role; no priority, no Large Content Viewer, no source location.
    public init(name: String? = nil, role: NodeRole? = nil) {
        self.name = name
        self.role = role
    }
}

/// Something about a view that the front-end could not read.
public struct UnreadPart: Hashable, Sendable, Codable {
    /// What kind of thing it is.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A modifier left out.
        case modifier
        /// A font that could not be read.
        case font
    }

    /// A modifier or a font.
    public var kind: Kind
    /// `.sparkle`, or the font as written.
    public var subject: String
    /// Where it is written.
    public var location: FileLocation?

    /// An unread part of `kind`, named `subject`, written at `location`.
    public init(kind: Kind, subject: String, location: FileLocation?) {
        self.kind = kind
        self.subject = subject
        self.location = location
    }
}
