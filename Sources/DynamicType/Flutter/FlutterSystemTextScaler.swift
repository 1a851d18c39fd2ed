/// The text scaler a Flutter app gets from the platform (`SystemTextScaler`), which calls
/// `PlatformDispatcher.scaleFontSize`.
///
/// `scaleFontSize`: a factor of 1 leaves sizes alone; a whole size is asked of the platform; a
/// fractional size is interpolated between the platform's answers for its floor and ceiling; a
/// platform that cannot answer (no configuration id) gets `size × textScaleFactor`.
public enum FlutterSystemTextScaler: Hashable, Sendable {
    /// Android, where `textScaleFactor` is `Configuration.fontScale`. From API 34 the engine sends
    /// a configuration id and the platform answers `applyDimension(SP, size) / density`: the
    /// framework's nonlinear curve (the `.platform` variant). Before API 34 it is linear.
    case android(fontScale: Double, apiLevel: Int = 34)
    /// iOS, where the embedder maps the category to body size / 17 and scaling is linear.
    case iOS(ContentSizeCategory)

    /// The API level from which Flutter asks Android for each size.
    public static let nonlinearAndroidAPILevel = 34

    /// The factor the platform reports (`PlatformDispatcher.textScaleFactor`).
    public var textScaleFactor: Double {
        switch self {
        case .android(let fontScale, _): fontScale
        case .iOS(let category): Self.iOSTextScaleFactor(for: category)
        }
    }

    /// `PlatformDispatcher.scaleFontSize`.
    public func scale(_ fontSize: Double) -> Double {
        let factor = textScaleFactor
        if factor == 1 { return fontSize }
        let floor = fontSize.rounded(.down)
        let ceiling = fontSize.rounded(.up)
        guard let low = platformSize(floor), let high = platformSize(ceiling) else {
            return fontSize * factor
        }
        if floor == ceiling { return low }
        return low + (high - low) * (fontSize - floor)
    }

    /// The platform's answer for a whole size, or nil where Flutter falls back to linear.
    private func platformSize(_ wholeSize: Double) -> Double? {
        switch self {
        case .android(let fontScale, let apiLevel) where apiLevel >= Self.nonlinearAndroidAPILevel:
            AndroidTextScaling.dp(forSp: wholeSize, fontScale: fontScale, variant: .platform)
        case .android, .iOS:
            nil
        }
    }
}
