extension FlutterSystemTextScaler {
    /// The body size the iOS embedder (`FlutterViewController textScaleFactor`) assigns each
    /// category; HIG body sizes, hard-coded in the engine.
    public static func iOSBodySize(for category: ContentSizeCategory) -> Double {
        switch category {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// The body size Flutter divides by: Large's, so Large is exactly 1.
    public static let iOSReferenceBodySize = 17.0

    /// The factor Flutter on iOS scales every size by: body size / 17 (Large returns 1 directly).
    public static func iOSTextScaleFactor(for category: ContentSizeCategory) -> Double {
        category == .large ? 1 : iOSBodySize(for: category) / iOSReferenceBodySize
    }
}
