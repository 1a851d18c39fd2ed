import DynamicType

/// Every kind of view and modifier the layout engine understands.
public indirect enum ViewKind: Hashable, Sendable, Codable {
    // Leaves.
    /// `Text(string)`; font, line limit and truncation come from the environment.
    case text(String)
    /// An image: a symbol sized by its font, or a bitmap of fixed size, or resizable.
    case image(ImageContent)
    /// `Spacer(minLength:)`; nil uses the default spacing (8).
    case spacer(minLength: Double?)
    /// `Divider()`: 1 pt thick across its stack.
    case divider
    /// `Color`, `Rectangle`, `Circle`, … : takes the proposal, 10 pt when unspecified.
    case shape(String)
    /// `TextField` / `SecureField` / `TextEditor`: greedy in width; as tall as `lines` says.
    case textField(placeholder: String, text: String, isSecure: Bool, lines: TextFieldLines = .one)
    /// A view Reflow could not interpret, standing in at a reasonable size.
    case opaque(name: String, size: Size)

    // Containers.
    /// `HStack` / `VStack` (and the lazy ones, which lay out the same way on screen).
    case stack(Axis, alignment: StackAlignment, spacing: Double?)
    /// `ZStack(alignment:)`.
    case zStack(Alignment)
    /// `ScrollView(axes)`: proposes nil along its axes and clips to its bounds.
    case scrollView(Axes)
    /// `ViewThatFits(in:)`: the first child whose ideal size fits, else the last.
    case viewThatFits(Axes)
    /// `AnyLayout` switching between two stack layouts on a condition.
    case anyLayout(LayoutCondition, whenTrue: StackLayoutKind, whenFalse: StackLayoutKind)
    /// `if condition { first child } else { second child }`, evaluated per size category.
    case conditional(LayoutCondition)
    /// `List` / `Form`: rows with insets and a 44 pt minimum height.
    case list(ListStyle)
    /// `Button` with its label as the child.
    case button(ButtonStyle, ControlSize)
    /// `Toggle` with its label as the child.
    case toggle
    /// `Label(title, systemImage:)`: icon and title.
    case label
    /// `Picker` with the segmented style: fixed-height chrome, its segments' labels and which one is selected.
    case segmentedPicker([String], selected: Int)
    /// `NavigationStack` with a title over its content.
    case navigationStack(title: String?, displayMode: TitleDisplayMode)
    /// `TabView`: the first tab's content above a tab bar.
    case tabView([String])
    /// `LazyVGrid` with its columns.
    case grid(columns: [GridColumn], spacing: Double?)
    /// A flow (a project's own `Layout` that wraps): children at their ideal sizes, left to right,
    /// starting a new row when the next does not fit; rows aligned as `alignment` says.
    case flow(alignment: HorizontalAlignment, spacing: Double?)

    // Modifiers (one content child; background/overlay/safeAreaInset have a second).
    /// `padding(_:)`.
    case padding(EdgeInsets)
    /// `frame(width:height:alignment:)`.
    case frame(width: Double?, height: Double?, alignment: Alignment)
    /// `frame(width: size, height: size)` with `@ScaledMetric` lengths: fixed at each size category, growing with it.
    case scaledFrame(width: ScaledMetric?, height: ScaledMetric?, alignment: Alignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `fixedSize()` / `fixedSize(horizontal:vertical:)`.
    case fixedSize(Axes)
    /// `clipped()` / `clipShape(_:)`.
    case clipped
    /// `background { second child }`.
    case background(Alignment)
    /// `overlay { second child }`.
    case overlay(Alignment)
    /// `offset(x:y:)`: moves drawing without changing layout.
    case offset(x: Double, y: Double)
    /// Environment values for the subtree (font, caps, line limit, direction).
    case environment(EnvironmentChange)
    /// `hidden()` or `opacity(0)`: takes space, shows nothing.
    case hidden
    /// `safeAreaInset(edge:) { second child }`: a sticky bar.
    case safeAreaInset(VerticalEdge, spacing: Double?)
    /// `ignoresSafeArea(edges:)`: a view that touches the safe area's edge on one of `edges` reaches on
    /// past it, to the screen's edge (under the status bar or the home indicator).
    case ignoresSafeArea(Edges)
    /// A view whose code remembers the largest size it was laid out at and never gives it back
    /// (`@State var height` set to `max(height, measured)`): after a larger text size, a relayout
    /// keeps the larger frame. A fresh layout is unaffected.
    case keepsLargestSize(Axes)
}

extension ViewKind {
    /// Whether this kind is a modifier wrapping one content view (its first child).
    public var isModifier: Bool {
        switch self {
        case .padding, .frame, .scaledFrame, .flexibleFrame, .fixedSize, .clipped, .background, .overlay, .offset, .environment, .hidden,
            .safeAreaInset, .ignoresSafeArea,
            .keepsLargestSize:
            true
        default:
            false
        }
    }
}

extension ViewKind {
    /// Whether this is a frame that sets a width (fixed or scaled).
    public var fixesWidth: Bool {
        switch self {
        case .frame(let width, _, _): width != nil
        case .scaledFrame(let width, _, _): width != nil
        default: false
        }
    }

    /// Whether this is a frame that sets a height (fixed or scaled).
    public var fixesHeight: Bool {
        switch self {
        case .frame(_, let height, _): height != nil
        case .scaledFrame(_, let height, _): height != nil
        default: false
        }
    }

    /// The axes along which a frame holds what it holds to a length it cannot grow past: a width or height it sets,
    /// or a finite maximum. None for anything else.
    public var boundedAxes: Axes {
        var axes: Axes = []
        switch self {
        case .frame, .scaledFrame:
            if fixesWidth { axes.insert(.horizontal) }
            if fixesHeight { axes.insert(.vertical) }
        case .flexibleFrame(let frame):
            if let maximum = frame.maxWidth, maximum.isFinite { axes.insert(.horizontal) }
            if let maximum = frame.maxHeight, maximum.isFinite { axes.insert(.vertical) }
        default: break
        }
        return axes
    }
}
