/// The view a finding is about: its path in the view tree and a short label for people.
public struct ElementReference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The node's path from the root (`Checkout/VStack/frame[1]/…/Text "Total"`); stable across
    /// size categories, so it identifies the element when findings from several sizes merge.
    public var path: String
    /// What people call it: the view's name if it has one (`Button "Pay"`), else its kind and
    /// content (`Text "Email"`).
    public var label: String

    /// An element at `path`, shown as `label`.
    public init(path: String, label: String) {
        self.path = path
        self.label = label
    }

    /// The label.
    public var description: String { label }
}
