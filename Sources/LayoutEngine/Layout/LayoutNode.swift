/// A view node with the identity layout needs: a preorder number (the key of the size cache)
/// and a path for reports. Built once per layout from the `ViewNode` tree (once per `LiveScreen`,
/// so the numbers stay the same from one size category to the next).
final class LayoutNode: Sendable {
    /// The preorder number, unique in the tree.
    let id: Int
    /// The number its arrangements are cached under: its own `id`, or, in a subtree equal to an
    /// earlier sibling's (identical rows of a list), the `cacheID` of the node it mirrors there.
    /// Equal views under one parent meet the same proposals' answers in the same environment.
    let cacheID: Int
    /// The view.
    let view: ViewNode
    /// Where the node is, for reports.
    let path: String
    /// A short description for paths and dumps.
    let label: String
    /// The children, in order.
    let children: [LayoutNode]
    /// Whether the node's arrangement can change with the size category: it or a descendant shows
    /// text (Text, TextField), a symbol sized by its font, decides on the category (Conditional,
    /// AnyLayout), or is a Spacer or Divider whose stack axis an AnyLayout picks. Everything else
    /// lays out the same at every size for a given proposal.
    let dependsOnTextSize: Bool

    /// Numbers `view` and its descendants in preorder from `counter`. `axisFollowsCategory` says
    /// that the stack axis this node sees is chosen by an `AnyLayout`, hence by the category.
    init(
        _ view: ViewNode, parentPath: String?, siblingIndex: Int?, counter: inout Int, axisFollowsCategory: Bool = false,
        mirroring mirrored: LayoutNode? = nil, digest: SubtreeDigest? = nil
    ) {
        // Twins are found by subtree hashes taken once, bottom-up; only the root works them out.
        let digest = mirrored == nil ? digest ?? SubtreeDigest(view) : nil
        id = counter
        cacheID = mirrored?.cacheID ?? counter
        counter += 1
        var clean = view
        clean.kind = view.kind.sanitized
        self.view = clean
        label = LayoutNode.describe(view)
        let step = view.traits.name ?? label
        let indexed = siblingIndex.map { "[\($0)]" } ?? ""
        let here = parentPath.map { "\($0)/\(step)\(indexed)" } ?? step
        path = here
        // The axis reaches children through modifiers and ifs; other containers set or clear it.
        let childAxisFollowsCategory: Bool =
            switch view.kind {
            case .anyLayout: true
            case .conditional: axisFollowsCategory
            case let kind where kind.isModifier: axisFollowsCategory
            default: false
            }
        var built: [LayoutNode] = []
        // Earlier siblings by subtree hash, looked up only among several children and never for a
        // view that remembers sizes by its own number; a hash that matches is confirmed by equality.
        var earlier: [Int: [(view: ViewNode, node: LayoutNode)]] = [:]
        for (index, child) in view.children.enumerated() {
            let childDigest = digest?.children[index]
            var twin = mirrored.map { $0.children[index] }
            if let childDigest, view.children.count > 1, !childDigest.remembersSizes {
                twin = earlier[childDigest.hash]?.first { $0.view == child }?.node
            }
            let node = LayoutNode(
                child, parentPath: here, siblingIndex: view.children.count > 1 ? index : nil, counter: &counter,
                axisFollowsCategory: childAxisFollowsCategory, mirroring: twin, digest: childDigest)
            if let childDigest, view.children.count > 1, twin == nil { earlier[childDigest.hash, default: []].append((child, node)) }
            built.append(node)
        }
        children = built
        dependsOnTextSize =
            LayoutNode.readsTextSize(view.kind)
            || (axisFollowsCategory && LayoutNode.readsStackAxis(view.kind))
            || built.contains { $0.dependsOnTextSize }
    }

    /// Whether a view of this kind sizes itself by the axis of the stack it is in.
    static func readsStackAxis(_ kind: ViewKind) -> Bool {
        switch kind {
        case .spacer, .divider: true
        default: false
        }
    }

    /// Whether a view of this kind reads the size category itself (not through its children).
    static func readsTextSize(_ kind: ViewKind) -> Bool {
        switch kind {
        case .text, .textField, .image(.symbol), .conditional, .anyLayout, .scaledFrame, .keepsLargestSize: true
        default: false
        }
    }

    /// A short, stable description of a view for paths, dumps and findings.
    static func describe(_ view: ViewNode) -> String {
        switch view.kind {
        case .text(let string): "Text \"\(string.count > 40 ? String(string.prefix(39)) + "…" : string)\""
        case .image(let content):
            switch content {
            case .symbol(let name): "Image(systemName: \"\(name)\")"
            case .bitmap(let name, _), .resizable(let name, _), .fitted(let name, _, _): "Image \"\(name)\""
            }
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .shape(let name): name
        case .textField(let placeholder, _, let secure, _): "\(secure ? "SecureField" : "TextField") \"\(placeholder)\""
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
        case .flow: "Flow"
        case .padding: "padding"
        case .frame, .scaledFrame: "frame"
        case .flexibleFrame: "frame"
        case .fixedSize: "fixedSize"
        case .clipped: "clipped"
        case .background: "background"
        case .overlay: "overlay"
        case .offset: "offset"
        case .environment: "environment"
        case .hidden: "hidden"
        case .safeAreaInset: "safeAreaInset"
        case .ignoresSafeArea: "ignoresSafeArea"
        case .keepsLargestSize: "keepsLargestSize"
        }
    }
}
