/// A Material 3 type scale: one style per role, and the way those sp values land in dp at an
/// Android font scale.
public struct MaterialTypeScale: Hashable, Sendable {
    /// One style per role, in the scale's order (display, headline, title, body, label).
    public let styles: [MaterialTypeStyle]

    /// A scale from its rows; every role must appear exactly once, so that lookups by role are total.
    public init(styles: [MaterialTypeStyle]) {
        precondition(
            MaterialTypeRole.allCases.allSatisfy { role in styles.count(where: { $0.role == role }) == 1 },
            "a type scale needs exactly one style per role")
        self.styles = styles
    }

    /// The style of a role.
    public subscript(role: MaterialTypeRole) -> MaterialTypeStyle {
        styles.first(where: { $0.role == role })!
    }

    /// The role's size and line height converted to dp through `scaling`'s converter (both are sp,
    /// so both follow the nonlinear curve); weight and tracking are carried over as specified.
    public func resolve(
        _ role: MaterialTypeRole, scaling: AndroidTextScaling,
        tracking: MaterialTracking = .baseline
    ) -> ResolvedMaterialStyle {
        let style = self[role]
        return ResolvedMaterialStyle(
            style: style, fontScale: scaling.fontScale,
            size: scaling.dp(forSp: style.size), lineHeight: scaling.dp(forSp: style.lineHeight),
            tracking: style.tracking(tracking))
    }

    /// The role at a font scale, choosing the converter the way `variant` does.
    public func resolve(
        _ role: MaterialTypeRole, fontScale: Double, variant: FontScaleConverterVariant = .platform,
        tracking: MaterialTracking = .baseline
    ) -> ResolvedMaterialStyle {
        resolve(role, scaling: AndroidTextScaling(fontScale: fontScale, variant: variant), tracking: tracking)
    }
}
