internal import LayoutEngine

/// SwiftUI's alignment names (`.leading`, `.firstTextBaseline`, `.topLeading`) as layout values.
enum Alignments {
    static func horizontal(_ value: Value?) -> HorizontalAlignment? {
        switch value?.memberName {
        case "leading": .leading
        case "center": .center
        case "trailing": .trailing
        default: nil
        }
    }

    static func vertical(_ value: Value?) -> VerticalAlignment? {
        switch value?.memberName {
        case "top": .top
        case "center": .center
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: nil
        }
    }

    static func alignment(_ value: Value?) -> Alignment? {
        switch value?.memberName {
        case "center": .center
        case "leading": .leading
        case "trailing": .trailing
        case "top": .top
        case "bottom": .bottom
        case "topLeading": .topLeading
        case "topTrailing": .topTrailing
        case "bottomLeading": .bottomLeading
        case "bottomTrailing": .bottomTrailing
        default: nil
        }
    }

    static func edges(_ value: Value?) -> Edges? {
        switch value {
        case .member(let name, _)?: return edge(name)
        case .array(let items)?:
            return items.reduce(into: Edges()) { result, item in if let edge = edge(item.memberName ?? "") { result.formUnion(edge) } }
        default: return nil
        }
    }

    private static func edge(_ name: String) -> Edges? {
        switch name {
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "horizontal": .horizontal
        case "vertical": .vertical
        case "all": .all
        default: nil
        }
    }
}
