import DynamicType
import Findings
import TextMeasurement

// SwiftUI's modifiers on `ViewNode`, spelled as SwiftUI spells them.
extension ViewNode {
    /// `padding()` (16 on every edge), `padding(8)`, `padding(.horizontal, 20)`.
    public func padding(_ edges: Edges = .all, _ length: Double? = nil) -> ViewNode {
        let value = length ?? 16
        return wrapped(
            in: .padding(
                EdgeInsets(
                    top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                    bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)))
    }

    /// `padding(8)`.
    public func padding(_ length: Double) -> ViewNode { padding(.all, length) }

    /// `padding(EdgeInsets(…))`.
    public func padding(_ insets: EdgeInsets) -> ViewNode { wrapped(in: .padding(insets)) }

    /// `frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: .frame(width: width, height: height, alignment: alignment))
    }

    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> ViewNode {
        wrapped(
            in: .flexibleFrame(
                FlexibleFrame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// `frame(width:height:)` with `@ScaledMetric` lengths, which grow with the size category.
    public func frame(width: ScaledMetric?, height: ScaledMetric?, alignment: Alignment = .center) -> ViewNode {
        wrapped(in: .scaledFrame(width: width, height: height, alignment: alignment))
    }

    /// `fixedSize()`.
    public func fixedSize() -> ViewNode { wrapped(in: .fixedSize(.both)) }

    /// `fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        wrapped(in: .fixedSize(Axes(rawValue: (horizontal ? 1 : 0) | (vertical ? 2 : 0))))
    }

    /// `layoutPriority(_:)`.
    public func layoutPriority(_ priority: Double) -> ViewNode {
        var copy = self
        copy.traits.layoutPriority = priority
        return copy
    }

    /// `clipped()`.
    public func clipped() -> ViewNode { wrapped(in: .clipped) }

    /// `clipShape(_:)`: clips like `clipped()`.
    public func clipShape(_ shape: ViewNode) -> ViewNode { wrapped(in: .clipped) }

    /// `background(alignment:) { … }`.
    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        var node = wrapped(in: .background(alignment))
        node.children.append(single(content()))
        return node
    }

    /// `background(Color.…)`.
    public func background(_ decoration: ViewNode) -> ViewNode { background { decoration } }

    /// `overlay(alignment:) { … }`.
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        var node = wrapped(in: .overlay(alignment))
        node.children.append(single(content()))
        return node
    }

    /// `offset(x:y:)`.
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode { wrapped(in: .offset(x: x, y: y)) }

    /// `font(_:)`.
    public func font(_ font: FontSpec) -> ViewNode { environment(.font(font)) }

    /// `fontWeight(_:)`.
    public func fontWeight(_ weight: FontWeight) -> ViewNode { environment(.fontWeight(weight)) }

    /// `bold()`.
    public func bold() -> ViewNode { environment(.bold) }

    /// `lineLimit(_:)`; nil removes a limit.
    public func lineLimit(_ limit: Int?) -> ViewNode { environment(.lineLimit(limit.map { LineLimit(maximum: $0) })) }

    /// `lineLimit(2...4)`.
    public func lineLimit(_ range: ClosedRange<Int>) -> ViewNode {
        environment(.lineLimit(LineLimit(minimum: range.lowerBound, maximum: range.upperBound, reservesSpace: true)))
    }

    /// `lineLimit(3, reservesSpace: true)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ViewNode {
        environment(.lineLimit(LineLimit(minimum: reservesSpace ? limit : nil, maximum: limit, reservesSpace: reservesSpace)))
    }

    /// `truncationMode(_:)`.
    public func truncationMode(_ mode: TruncationMode) -> ViewNode { environment(.truncationMode(mode)) }

    /// `scrollDisabled(_:)`.
    public func scrollDisabled(_ disabled: Bool = true) -> ViewNode { environment(.scrollDisabled(disabled)) }

    /// `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: Double) -> ViewNode { environment(.minimumScaleFactor(factor)) }

    /// `multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: HorizontalAlignment) -> ViewNode { environment(.multilineTextAlignment(alignment)) }

    /// `dynamicTypeSize(.small ... .accessibility2)`.
    public func dynamicTypeSize(_ range: ClosedRange<ContentSizeCategory>) -> ViewNode { environment(.dynamicTypeSize(range)) }

    /// `dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
    public func dynamicTypeSize(_ range: PartialRangeThrough<ContentSizeCategory>) -> ViewNode {
        environment(.dynamicTypeSize(.xSmall...range.upperBound))
    }

    /// `dynamicTypeSize(.large...)`.
    public func dynamicTypeSize(_ range: PartialRangeFrom<ContentSizeCategory>) -> ViewNode {
        environment(.dynamicTypeSize(range.lowerBound ... .accessibility5))
    }

    /// `dynamicTypeSize(.xxxLarge)`: one fixed size.
    public func dynamicTypeSize(_ category: ContentSizeCategory) -> ViewNode { environment(.dynamicTypeSize(category...category)) }

    /// `environment(\.layoutDirection, …)`.
    public func layoutDirection(_ direction: LayoutDirection) -> ViewNode { environment(.layoutDirection(direction)) }

    /// Any environment change.
    public func environment(_ change: EnvironmentChange) -> ViewNode { wrapped(in: .environment(change)) }

    /// `accessibilityShowsLargeContentViewer()`.
    public func accessibilityShowsLargeContentViewer() -> ViewNode {
        var copy = self
        copy.traits.showsLargeContentViewer = true
        return copy
    }

    /// A view that remembers the largest size it was laid out at and never shrinks (the app bug of
    /// caching a measured height in `@State` with `max`); `axes` says along which axes.
    public func keepsLargestSize(_ axes: Axes = .vertical) -> ViewNode { wrapped(in: .keepsLargestSize(axes)) }

    /// `hidden()`.
    public func hidden() -> ViewNode { wrapped(in: .hidden) }

    /// `opacity(_:)`: 0 hides; anything else changes nothing layout sees.
    public func opacity(_ value: Double) -> ViewNode { value == 0 ? hidden() : self }

    /// `ignoresSafeArea(edges:)`: reaches past the safe area, to the screen's edge, on the edges it touches.
    public func ignoresSafeArea(_ edges: Edges = .all) -> ViewNode { wrapped(in: .ignoresSafeArea(edges)) }

    /// `safeAreaInset(edge:spacing:) { bar }`: a sticky bar.
    public func safeAreaInset(edge: VerticalEdge, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) -> ViewNode {
        var node = wrapped(in: .safeAreaInset(edge, spacing: spacing))
        node.children.append(single(content()))
        return node
    }

    /// What the view is for (Reflow's own modifier, which sets how serious findings about it are).
    public func role(_ role: NodeRole) -> ViewNode {
        var copy = self
        copy.traits.role = role
        return copy
    }

    /// A name for reports.
    public func named(_ name: String) -> ViewNode {
        var copy = self
        copy.traits.name = name
        return copy
    }

    /// Where the view is written in source.
    public func source(_ location: FileLocation) -> ViewNode {
        var copy = self
        copy.traits.sourceLocation = location
        return copy
    }

    /// `buttonStyle(_:)`: applies to every button in the subtree that no style nearer to it has
    /// set (the style is an environment value, and the innermost one wins).
    public func buttonStyle(_ style: ButtonStyle) -> ViewNode {
        var copy = self
        if case .button(_, let size) = kind, !traits.hasButtonStyle {
            copy.kind = .button(style, size)
            copy.traits.hasButtonStyle = true
        }
        copy.children = children.map { $0.buttonStyle(style) }
        return copy
    }

    /// `controlSize(_:)`: applies to every button in the subtree.
    public func controlSize(_ size: ControlSize) -> ViewNode {
        mapButtons { style, _ in (style, size) }
    }

    private func mapButtons(_ transform: (ButtonStyle, ControlSize) -> (ButtonStyle, ControlSize)) -> ViewNode {
        var copy = self
        if case .button(let style, let size) = kind {
            let (newStyle, newSize) = transform(style, size)
            copy.kind = .button(newStyle, newSize)
        }
        copy.children = children.map { $0.mapButtons(transform) }
        return copy
    }
}
