import DynamicType

/// What a check example must report: which check, on which view, from which size on.
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
    /// The check id (`clipped-text`).
    public var checkID: String
    /// The element's label (`Text "Email"`) or the end of its path.
    public var element: String
    /// The first size at which it must hold (`accessibility2`).
    public var firstSize: SizeSetting

    /// Expects `checkID` on `element` from `firstSize` on.
    public init(_ checkID: String, on element: String, from firstSize: SizeSetting) {
        self.checkID = checkID
        self.element = element
        self.firstSize = firstSize
    }

    /// Expects `checkID` on `element` from the iOS category `firstCategory` on.
    public init(_ checkID: String, on element: String, from firstCategory: ContentSizeCategory) {
        self.init(checkID, on: element, from: .category(firstCategory))
    }

    /// `clipped-text on Text "Email" from accessibility2`.
    public var description: String { "\(checkID) on \(element) from \(firstSize)" }
}
