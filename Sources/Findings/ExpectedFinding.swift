/// What a check example must report: which check, on which view, from which size on.
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
    /// The check id (`clipped-text`).
    public var checkID: String
    /// The element's label (`Text "Email"`) or the end of its path.
    public var element: String
    /// The first size at which it must hold (`accessibility2`).
    public var firstCategory: String

    /// Expects `checkID` on `element` from `firstCategory` on.
    public init(_ checkID: String, on element: String, from firstCategory: String) {
        self.checkID = checkID
        self.element = element
        self.firstCategory = firstCategory
    }

    /// `clipped-text on Text "Email" from accessibility2`.
    public var description: String { "\(checkID) on \(element) from \(firstCategory)" }
}
