import Findings

/// How much of one screen read from source was simulated, as reports show it: where the screen is
/// declared, its status and the counts behind it. Screens built in code (the bundled examples)
/// have none: every view of theirs is known.
public struct ScreenCoverage: Hashable, Sendable {
    /// Where the preview or view is declared.
    public var location: FileLocation?
    /// `simulated`, `partial` or `not-simulated`.
    public var status: String
    /// Views and modifiers interpreted.
    public var interpreted: Int
    /// Views simulated as opaque boxes.
    public var opaqueViews: Int
    /// Modifiers left out.
    public var ignoredModifiers: Int
    /// Fonts that could not be read.
    public var unreadFonts: Int
    /// Texts whose content the source gives.
    public var sourceTexts: Int
    /// Texts filled with stand-ins.
    public var standInTexts: Int
    /// The stand-in texts by why each is one.
    public var standInOrigins: [StandInOrigin: Int]
    /// Why the screen is not fully simulated, in a few words each.
    public var reasons: [String]

    /// A coverage with every count given.
    public init(
        location: FileLocation?, status: String, interpreted: Int, opaqueViews: Int, ignoredModifiers: Int, unreadFonts: Int,
        sourceTexts: Int, standInTexts: Int, standInOrigins: [StandInOrigin: Int] = [:], reasons: [String]
    ) {
        self.location = location
        self.status = status
        self.interpreted = interpreted
        self.opaqueViews = opaqueViews
        self.ignoredModifiers = ignoredModifiers
        self.unreadFonts = unreadFonts
        self.sourceTexts = sourceTexts
        self.standInTexts = standInTexts
        self.standInOrigins = standInOrigins
        self.reasons = reasons
    }
}
