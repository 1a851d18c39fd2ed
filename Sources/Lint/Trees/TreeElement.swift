/// One element of an ``ElementTree``: its name, and its parent and children as indices into the
/// tree's elements.
public protocol TreeElement {
    /// Its name (`label`, `Text`).
    var name: String { get }
    /// The index of the element around it, nil at the top.
    var parent: Int? { get }
    /// The indices of the elements directly inside it, in order.
    var children: [Int] { get }
}
