/// The colours pictures are drawn in: a neutral iOS-like palette for the screen, one red for
/// findings. Nothing Reflow draws for a screen is red unless the screen asks for `Color.red`, so
/// on screens without red views a red pixel means a finding.
public enum Palette {
    /// Around the device.
    public static let canvas = RenderColor(hex: 0xECEDF1)
    /// The device's bezel.
    public static let bezel = RenderColor(hex: 0x1C1C1E)
    /// The screen's background.
    public static let screen = RenderColor(hex: 0xFFFFFF)
    /// Primary text (labels, body, prices, headings).
    public static let primaryText = RenderColor(hex: 0x111113)
    /// Secondary text (row values, chrome, placeholders).
    public static let secondaryText = RenderColor(hex: 0x6C6C70)
    /// Tappable text and prominent buttons.
    public static let accent = RenderColor(hex: 0x0A6CDF)
    /// Text on a prominent button.
    public static let onAccent = RenderColor(hex: 0xFFFFFF)
    /// Dividers and hairlines.
    public static let separator = RenderColor(hex: 0xC6C6C8)
    /// Text field outlines.
    public static let fieldOutline = RenderColor(hex: 0xB4B4BA)
    /// Shapes without a colour of their own, image placeholders.
    public static let neutralFill = RenderColor(hex: 0xD9D9DE)
    /// Grouped list backgrounds and segmented controls.
    public static let groupedBackground = RenderColor(hex: 0xF2F2F7)
    /// A switched-on toggle.
    public static let toggleOn = RenderColor(hex: 0x34C759)
    /// Marks that are not findings: safe-area edges, a scroll view's fold.
    public static let annotation = RenderColor(hex: 0x5A6B8C)
    /// Every finding mark.
    public static let finding = RenderColor(hex: 0xE0181B)
    /// Hidden text shown for what it is (after an ellipsis, beyond a clip).
    public static let ghostText = RenderColor(hex: 0xA4A4AA)
    /// Contact-sheet captions of sizes without the first failure.
    public static let caption = RenderColor(hex: 0xDCDDE2)

    /// The colour of a `Color.<name>` shape (`Color.red`, `Color.accentColor`), or the neutral fill
    /// for other shapes and names Reflow does not know (iOS's system colours, light appearance).
    public static func shapeColor(_ shape: String) -> RenderColor {
        guard shape.hasPrefix("Color.") else { return neutralFill }
        switch shape.dropFirst("Color.".count) {
        case "red": return RenderColor(hex: 0xFF3B30)
        case "orange": return RenderColor(hex: 0xFF9F0A)
        case "yellow": return RenderColor(hex: 0xFFD60A)
        case "green", "mint": return RenderColor(hex: 0x34C759)
        case "teal", "cyan": return RenderColor(hex: 0x40C8E0)
        case "blue", "accentColor", "accent": return accent
        case "indigo": return RenderColor(hex: 0x5856D6)
        case "purple": return RenderColor(hex: 0xAF52DE)
        case "pink": return RenderColor(hex: 0xFF6482)
        case "brown": return RenderColor(hex: 0xA2845E)
        case "gray", "grey", "secondary": return RenderColor(hex: 0x8E8E93)
        case "black", "primary": return RenderColor(hex: 0x000000)
        case "white": return RenderColor(hex: 0xFFFFFF)
        case "clear": return RenderColor(hex: 0xFFFFFF, alpha: 0)
        default: return neutralFill
        }
    }
}
