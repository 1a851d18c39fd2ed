/// A tree kept as a flat list of elements in document order, each naming its parent and
/// children by index: the JSX of a script (``JSXTree``) and an XML file (``XMLDocumentModel``).
/// The walks rules take through either are written once, here.
public protocol ElementTree {
    /// The kind of element the tree holds.
    associatedtype Element: TreeElement
    /// Every element, in document order.
    var elements: [Element] { get }
}

extension ElementTree {
    /// The elements called `name`, as indices, in document order.
    public func indices(named name: String) -> [Int] {
        elements.indices.filter { elements[$0].name == name }
    }

    /// The indices of `index`'s children called `name`, in order.
    public func children(of index: Int, named name: String) -> [Int] {
        elements[index].children.filter { elements[$0].name == name }
    }

    /// The indices of `index`'s ancestors, innermost first.
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var cursor = elements[index].parent
        while let parent = cursor {
            result.append(parent)
            cursor = elements[parent].parent
        }
        return result
    }

    /// The indices of `index`'s descendants, in document order.
    public func descendants(of index: Int) -> [Int] {
        var result: [Int] = []
        var stack = Array(elements[index].children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: elements[next].children.reversed())
        }
        return result
    }

    /// Whether the element at `index`, or one around it, satisfies `condition`.
    public func isOrIsInside(_ index: Int, where condition: (Int) -> Bool) -> Bool {
        var cursor: Int? = index
        while let current = cursor {
            if condition(current) { return true }
            cursor = elements[current].parent
        }
        return false
    }
}
