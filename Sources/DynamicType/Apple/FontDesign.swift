/// The design of Apple's system typeface, as SwiftUI's `Font.Design` names it.
///
/// On iOS the designs are SF Pro, SF Pro Rounded and New York; on watchOS SF Compact and
/// SF Compact Rounded. Each design has its own tracking table.
public enum FontDesign: String, CaseIterable, Hashable, Codable, Sendable {
    /// SF Pro (SF Compact on watchOS).
    case `default`
    /// SF Pro Rounded (SF Compact Rounded on watchOS).
    case rounded
    /// New York.
    case serif
}
