/// Which published revision of Material 3 letter spacing to read; Google's own sources disagree
/// (reference §5.4 and §9).
public enum MaterialTracking: String, CaseIterable, Hashable, Sendable {
    /// The M3 2021 baseline, in sp: Flutter's generated `_M3Typography` (v0_92), equal to the
    /// material-web v0.192 tokens at 16 px per rem. Two independent generators agree, so this is the default.
    case baseline
    /// Jetpack Compose `TypeScaleTokens.kt` (v0_103), in sp: −0.2 / 0.2 / 0.2 where the baseline
    /// has −0.25 / 0.15 / 0.25 (Display Large, Title Medium, Body Medium).
    case compose
    /// The newest material-web revision ("Google Material 3" 34.1.16, variable-font context),
    /// which sets tracking to 0 for every role (Title Medium/Small were not read and are taken as 0 too).
    case latest
}
