/// Whose text stack is being imitated: fonts, line heights and pixel grids differ.
public enum TextPlatform: String, CaseIterable, Hashable, Sendable {
    /// iOS and iPadOS: SF Pro (Inter stands in on Linux), 3x pixel grid.
    case iOS = "ios"
    /// Android: Roboto, sizes in dp, 2.625x (420 dpi) pixel grid by default.
    case android
}
