public import Findings
public import LayoutEngine

/// One screen read from source, ready to lay out at every size: a preview or a view that needs
/// no arguments, in one branch variant and one content profile.
public struct SimulatedScreen: Sendable, Hashable {
    /// The preview's name, or the view type's.
    public var name: String
    /// Which branches were taken when the preview alone does not decide (`if let emailError: true`), or nil.
    public var variant: String?
    /// The content the screen is filled with.
    public var profile: ContentProfile
    /// The view tree, each node with its source location.
    public var root: ViewNode
    /// How much was simulated.
    public var coverage: Coverage
    /// Where the preview or view is declared.
    public var location: FileLocation
    /// The project view the screen shows when the app itself never shows it (only its previews
    /// and tests do): what breaks in it breaks nowhere a person sees.
    public var shownOnlyByPreviews: String? = nil
    /// The WidgetKit family a widget preview shows (`systemMedium`), or nil for an app screen.
    public var widgetFamily: String? = nil
    /// Where the system, not the app, shows the screen (`a systemMedium widget`, `a Live Activity on
    /// the Lock Screen`), or nil for an app screen.
    public var systemSurface: String? = nil

    /// The name with its variant and profile, as reports list it: `Checkout · if let error: true · translation`.
    public var qualifiedName: String {
        var parts = [name]
        if let variant { parts.append(variant) }
        if profile != .asWritten { parts.append(profile.rawValue) }
        return parts.joined(separator: " · ")
    }
}
