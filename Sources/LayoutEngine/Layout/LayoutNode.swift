/// A view node with the identity layout needs: a preorder number (the key of the size cache)
/// and a path for reports. Built once per layout from the `ViewNode` tree.
final class LayoutNode {
    let id: Int
    let view: ViewNode
    let path: String
    let label: String
    let children: [LayoutNode]

    init(_ view: ViewNode, parentPath: String?, siblingIndex: Int?, counter: inout Int) {
        id = counter
        counter += 1
        self.view = view
        label = LayoutNode.describe(view)
        let step = view.traits.name ?? label
        let indexed = siblingIndex.map { "[\($0)]" } ?? ""
        let here = parentPath.map { "\($0)/\(step)\(indexed)" } ?? step
        path = here
        var built: [LayoutNode] = []
        for (index, child) in view.children.enumerated() {
            built.append(LayoutNode(child, parentPath: here, siblingIndex: view.children.count > 1 ? index : nil, counter: &counter))
        }
        children = built
    }

    /// A short, stable description of a view for paths, dumps and findings.
    static func describe(_ view: ViewNode) -> String {
        switch view.kind {
        case .text(let string): "Text \"\(string.count > 40 ? String(string.prefix(39)) + "…" : string)\""
        case .image(let content):
            switch content {
            case .symbol(let name): "Image(systemName: \"\(name)\")"
            case .bitmap(let name, _), .resizable(let name, _): "Image \"\(name)\""
            }
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .shape(let name): name
        case .textField(let placeholder, _, let secure): "\(secure ? "SecureField" : "TextField") \"\(placeholder)\""
        case .opaque(let name, _): name
        case .stack(let axis, _, _): axis == .horizontal ? "HStack" : "VStack"
        case .zStack: "ZStack"
        case .scrollView: "ScrollView"
        case .viewThatFits: "ViewThatFits"
        case .anyLayout: "AnyLayout"
        case .conditional: "if"
        case .list: "List"
        case .button: "Button"
        case .toggle: "Toggle"
        case .label: "Label"
        case .segmentedPicker: "Picker"
        case .navigationStack(let title, _): title.map { "NavigationStack \"\($0)\"" } ?? "NavigationStack"
        case .tabView: "TabView"
        case .grid: "LazyVGrid"
        case .padding: "padding"
        case .frame: "frame"
        case .flexibleFrame: "frame"
        case .fixedSize: "fixedSize"
        case .clipped: "clipped"
        case .background: "background"
        case .overlay: "overlay"
        case .offset: "offset"
        case .environment: "environment"
        case .hidden: "hidden"
        case .safeAreaInset: "safeAreaInset"
        }
    }
}
