import DynamicType

/// A condition code evaluates per size category (after caps), deciding `Conditional` and `AnyLayout`.
public indirect enum LayoutCondition: Hashable, Sendable, Codable {
    /// `dynamicTypeSize.isAccessibilitySize`.
    case isAccessibilitySize
    /// `dynamicTypeSize >= category`.
    case categoryAtLeast(ContentSizeCategory)
    /// A font-scale threshold (`fontScale >= 1.5`, `scaler.scale(17) / 17 >= 1.35`): Body's growth factor.
    case fontScaleAtLeast(Double)
    /// The opposite.
    case not(LayoutCondition)
}
