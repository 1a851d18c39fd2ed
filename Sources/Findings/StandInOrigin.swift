/// Why a text shows a stand-in instead of what the source says: what a finding on it waits for.
public enum StandInOrigin: String, Hashable, Sendable, Codable, CaseIterable {
    /// The source gives the value in a form Reflow does not read yet: a gap in Reflow.
    case unread = "not read"
    /// The source gives no value here: the app gets it while running (a server's row, state filled
    /// while the screen is up, an environment value nothing sets, the clock, a value the user picks).
    case runtimeData = "runtime data"
    /// The app's own placeholder text under `.redacted(reason: .placeholder)`, drawn as grey bars
    /// until the real content arrives.
    case redactedPlaceholder = "redacted placeholder"
    /// A content profile replaced the source's text (a pseudo-translation, long content).
    case contentProfile = "content profile"

    /// Whether reports say the origin after the sampled property's name (`title: runtime data`): a
    /// profile or a placeholder already names itself.
    public var followsPropertyName: Bool { self == .runtimeData || self == .unread }

    /// The origin of a text made of parts with these origins: the part that most needs saying first
    /// (what Reflow did not read, then data from the running app, then a placeholder, then a profile).
    public static func combined(_ origins: some Sequence<StandInOrigin?>) -> StandInOrigin? {
        origins.compactMap { $0 }.min { $0.precedence < $1.precedence }
    }

    private var precedence: Int {
        switch self {
        case .unread: 0
        case .runtimeData: 1
        case .redactedPlaceholder: 2
        case .contentProfile: 3
        }
    }
}
