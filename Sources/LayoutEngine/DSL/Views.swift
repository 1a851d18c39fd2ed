import DynamicType

// SwiftUI's views, spelled as SwiftUI spells them, building `ViewNode`s.

/// `Text("…")`.
public func Text(_ string: String) -> ViewNode {
    ViewNode(.text(string))
}

/// `Image(systemName:)`: a symbol as big as its font.
public func Image(systemName name: String) -> ViewNode {
    ViewNode(.image(.symbol(name)), traits: NodeTraits(role: .icon))
}

/// A bitmap image of a fixed size in points.
public func Image(_ name: String, size: Size) -> ViewNode {
    ViewNode(.image(.bitmap(name, size)), traits: NodeTraits(role: .icon))
}

/// `Spacer(minLength:)`.
public func Spacer(minLength: Double? = nil) -> ViewNode {
    ViewNode(.spacer(minLength: minLength))
}

/// `Divider()`.
public func Divider() -> ViewNode {
    ViewNode(.divider, traits: NodeTraits(role: .decoration))
}

/// `Color.<name>`: takes whatever it is offered.
public func Color(_ name: String) -> ViewNode {
    ViewNode(.shape("Color.\(name)"), traits: NodeTraits(role: .decoration))
}

/// `Rectangle()`.
public func Rectangle() -> ViewNode { ViewNode(.shape("Rectangle"), traits: NodeTraits(role: .decoration)) }

/// `Circle()`.
public func Circle() -> ViewNode { ViewNode(.shape("Circle"), traits: NodeTraits(role: .decoration)) }

/// `Capsule()`.
public func Capsule() -> ViewNode { ViewNode(.shape("Capsule"), traits: NodeTraits(role: .decoration)) }

/// `RoundedRectangle(cornerRadius:)`.
public func RoundedRectangle(cornerRadius: Double) -> ViewNode {
    ViewNode(.shape("RoundedRectangle"), traits: NodeTraits(role: .decoration))
}

/// `HStack(alignment:spacing:) { … }`.
public func HStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.stack(.horizontal, alignment: .vertical(alignment), spacing: spacing), children: content())
}

/// `VStack(alignment:spacing:) { … }`.
public func VStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.stack(.vertical, alignment: .horizontal(alignment), spacing: spacing), children: content())
}

/// `LazyVStack`: lays out on screen like a VStack.
public func LazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode
{
    VStack(alignment: alignment, spacing: spacing, content: content)
}

/// `LazyHStack`: lays out on screen like an HStack.
public func LazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    HStack(alignment: alignment, spacing: spacing, content: content)
}

/// `ZStack(alignment:) { … }`.
public func ZStack(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.zStack(alignment), children: content())
}

/// `ScrollView(axes) { … }`.
public func ScrollView(_ axes: Axes = .vertical, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.scrollView(axes), children: [single(content())])
}

/// `ViewThatFits(in:) { … }`.
public func ViewThatFits(in axes: Axes = .both, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.viewThatFits(axes), children: content())
}

/// `AnyLayout(condition ? VStackLayout() : HStackLayout()) { … }`, decided per category.
public func AnyLayout(
    _ condition: LayoutCondition, _ whenTrue: StackLayoutKind, else whenFalse: StackLayoutKind,
    @ViewBuilder content: () -> [ViewNode]
) -> ViewNode {
    ViewNode(.anyLayout(condition, whenTrue: whenTrue, whenFalse: whenFalse), children: content())
}

/// `if condition { … } else { … }` on a value that depends on the size category. With no else
/// branch the node has one child, and when the condition is false it shows nothing: a stack
/// gives it neither room nor spacing, as SwiftUI does with an `if` in a builder.
public func Conditional(
    _ condition: LayoutCondition, @ViewBuilder then: () -> [ViewNode],
    @ViewBuilder else otherwise: () -> [ViewNode] = { [] }
) -> ViewNode {
    let whenFalse = otherwise()
    return ViewNode(.conditional(condition), children: whenFalse.isEmpty ? [single(then())] : [single(then()), single(whenFalse)])
}

/// `ForEach(data) { … }`.
public func ForEach<Element>(_ data: [Element], @ViewBuilder content: (Element) -> [ViewNode]) -> [ViewNode] {
    data.flatMap(content)
}

/// `List { … }` (inset-grouped, the iOS default).
public func List(style: ListStyle = .insetGrouped, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.list(style), children: content())
}

/// `Form { … }`: an inset-grouped list of controls.
public func Form(@ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    List(style: .insetGrouped, content: content)
}

/// `Button("Title") { … }` (the action is not simulated).
public func Button(_ title: String, role: NodeRole = .action) -> ViewNode {
    ViewNode(.button(.plain, .regular), children: [Text(title)], traits: NodeTraits(name: "Button \"\(title)\"", role: role))
}

/// `Button { … } label: { … }`.
public func Button(role: NodeRole = .action, @ViewBuilder label: () -> [ViewNode]) -> ViewNode {
    ViewNode(.button(.plain, .regular), children: [single(label())], traits: NodeTraits(role: role))
}

/// `Toggle("Title", isOn: …)`: the label is greedy; the switch sits at the trailing edge.
public func Toggle(_ title: String) -> ViewNode {
    ViewNode(.toggle, children: [Text(title)], traits: NodeTraits(name: "Toggle \"\(title)\""))
}

/// `TextField("Placeholder", text: …)`, and with `axis: .vertical` one that grows as its text wraps.
public func TextField(_ placeholder: String, text: String = "", axis: Axis = .horizontal) -> ViewNode {
    ViewNode(.textField(placeholder: placeholder, text: text, isSecure: false, lines: axis == .vertical ? .growing : .one))
}

/// `TextEditor(text: …)`: takes the room it is offered.
public func TextEditor(text: String) -> ViewNode {
    ViewNode(.textField(placeholder: "", text: text, isSecure: false, lines: .editor))
}

/// `SecureField("Placeholder", text: …)`.
public func SecureField(_ placeholder: String, text: String = "") -> ViewNode {
    ViewNode(.textField(placeholder: placeholder, text: text, isSecure: true))
}

/// `Label("Title", systemImage:)`.
public func Label(_ title: String, systemImage: String) -> ViewNode {
    ViewNode(.label, children: [Image(systemName: systemImage), Text(title)], traits: NodeTraits(name: "Label \"\(title)\""))
}

/// A segmented `Picker`: UIKit's segmented control keeps 13 pt labels whatever the text size.
public func Picker(segments: [String], selected: Int = 0) -> ViewNode {
    let labels = segments.map { Text($0).font(.system(size: 13, weight: .medium)).lineLimit(1).role(.chrome) }
    return ViewNode(.segmentedPicker(segments, selected: selected), children: labels, traits: NodeTraits(name: "Picker", role: .chrome))
}

/// `NavigationStack { content.navigationTitle(title) }`: a large title that grows, or an inline one that does not, over the content.
public func NavigationStack(title: String? = nil, displayMode: TitleDisplayMode = .large, @ViewBuilder content: () -> [ViewNode])
    -> ViewNode
{
    var children: [ViewNode] = []
    if let title, displayMode == .large {
        children.append(Text(title).font(.largeTitle.bold()).lineLimit(1).role(.heading))
    } else if let title {
        // The bar's inline title is UIKit's: 17 pt semibold at every size, read larger through the
        // Large Content Viewer, like a tab bar's labels.
        children.append(
            Text(title).font(.system(size: 17, weight: .semibold)).lineLimit(1).role(.chrome).accessibilityShowsLargeContentViewer())
    }
    children.append(single(content()))
    return ViewNode(.navigationStack(title: title, displayMode: displayMode), children: children)
}

/// `TabView`: the first tab's content over a tab bar whose 10 pt labels stay fixed; the system
/// tab bar offers the Large Content Viewer.
public func TabView(tabs: [String], @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    let labels = tabs.map {
        Text($0).font(.system(size: 10, weight: .medium)).lineLimit(1).role(.chrome).accessibilityShowsLargeContentViewer()
    }
    return ViewNode(.tabView(tabs), children: [single(content())] + labels)
}

/// `LazyVGrid(columns:spacing:) { … }`.
public func LazyVGrid(columns: [GridColumn], spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.grid(columns: columns, spacing: spacing), children: content())
}

/// A flow of views that wraps into rows (a project's own wrapping `Layout`).
public func Flow(alignment: HorizontalAlignment = .leading, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
    ViewNode(.flow(alignment: alignment, spacing: spacing), children: content())
}

/// A view Reflow cannot interpret, as a box of the given size.
public func OpaqueView(_ name: String, size: Size) -> ViewNode {
    ViewNode(.opaque(name: name, size: size))
}
