/// Which Android code path turns a font scale into a curve. The two agree from 1.15 up and
/// disagree below the first table (reference §5.3 and §9).
public enum FontScaleConverterVariant: String, CaseIterable, Hashable, Sendable {
    /// The framework's `android.content.res.FontScaleConverterFactory`, behind
    /// `TypedValue.applyDimension`: Views, XML `sp`, and Flutter on Android. Nonlinear from
    /// 1.13 (first table − 0.02); linear below the 1.15 table and above the 2.0 one.
    case platform
    /// Jetpack Compose's `androidx.compose.ui.unit.fontscaling.FontScaleConverterFactory`, behind
    /// `Density.toDp()` for `TextUnit.sp`. Nonlinear from 1.03, blending an identity table at 1.0
    /// into the 1.15 table (b/336720383); linear above 2.0.
    case compose
}
