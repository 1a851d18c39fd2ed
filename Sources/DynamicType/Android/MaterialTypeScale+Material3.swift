extension MaterialTypeScale {
    /// The Material 3 baseline scale: sizes, line heights and weights from Compose's
    /// `TypeScaleTokens.kt`, Flutter's `_M3Typography` and material-web v0.192 (all three agree).
    public static let material3 = MaterialTypeScale(styles: [
        row(.displayLarge, 57, 64, .regular, .brand, -0.25, -0.2, 1.12, .medium, 0),
        row(.displayMedium, 45, 52, .regular, .brand, 0, 0, 1.16, .medium, 0),
        row(.displaySmall, 36, 44, .regular, .brand, 0, 0, 1.22, .medium, 0),
        row(.headlineLarge, 32, 40, .regular, .brand, 0, 0, 1.25, .medium, 0),
        row(.headlineMedium, 28, 36, .regular, .brand, 0, 0, 1.29, .medium, 0),
        row(.headlineSmall, 24, 32, .regular, .brand, 0, 0, 1.33, .medium, 0),
        row(.titleLarge, 22, 28, .regular, .brand, 0, 0, 1.27, .medium, 0),
        row(.titleMedium, 16, 24, .medium, .plain, 0.15, 0.2, 1.5, nil, nil),
        row(.titleSmall, 14, 20, .medium, .plain, 0.1, 0.1, 1.43, nil, nil),
        row(.bodyLarge, 16, 24, .regular, .plain, 0.5, 0.5, 1.5, .medium, 0.15),
        row(.bodyMedium, 14, 20, .regular, .plain, 0.25, 0.2, 1.43, .medium, 0.25),
        row(.bodySmall, 12, 16, .regular, .plain, 0.4, 0.4, 1.33, .medium, 0.4),
        row(.labelLarge, 14, 20, .medium, .plain, 0.1, 0.1, 1.43, .bold, 0.1),
        row(.labelMedium, 12, 16, .medium, .plain, 0.5, 0.5, 1.33, .bold, 0.5),
        row(.labelSmall, 11, 16, .medium, .plain, 0.5, 0.5, 1.45, .bold, 0.5),
    ])

    /// Keeps the table above one line per role, in the column order of the reference.
    private static func row(
        _ role: MaterialTypeRole, _ size: Double, _ lineHeight: Double, _ weight: FontWeight,
        _ typeface: MaterialTypeface, _ baselineTracking: Double, _ composeTracking: Double,
        _ flutterHeight: Double, _ emphasizedWeight: FontWeight?,
        _ emphasizedTracking: Double?
    ) -> MaterialTypeStyle {
        MaterialTypeStyle(
            role: role, size: size, lineHeight: lineHeight, weight: weight, typeface: typeface,
            baselineTracking: baselineTracking, composeTracking: composeTracking, flutterHeight: flutterHeight,
            emphasizedWeight: emphasizedWeight, emphasizedTracking: emphasizedTracking)
    }
}
