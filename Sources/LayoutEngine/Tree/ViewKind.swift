import DynamicType

/// Every kind of view and modifier the layout engine understands.
public indirect enum ViewKind: Hashable, Sendable {
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
    /// `TextField` / `SecureField`: one line, greedy in width.
    case textField(placeholder: String, text: String, isSecure: Bool)
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
    /// `Picker` with the segmented style: fixed-height chrome.
    case segmentedPicker([String])
    /// `NavigationStack` with a title over its content.
    case navigationStack(title: String?, displayMode: TitleDisplayMode)
    /// `TabView`: the first tab's content above a tab bar.
    case tabView([String])
    /// `LazyVGrid` with its columns.
    case grid(columns: [GridColumn], spacing: Double?)

    // Modifiers (one content child; background/overlay/safeAreaInset have a second).
    /// `padding(_:)`.
    case padding(EdgeInsets)
    /// `frame(width:height:alignment:)`.
    case frame(width: Double?, height: Double?, alignment: Alignment)
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
}

/// The alignment across a stack: horizontal for a VStack, vertical for an HStack.
public enum StackAlignment: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A stack layout `AnyLayout` can switch to.
public enum StackLayoutKind: Hashable, Sendable {
    case horizontal(VerticalAlignment, spacing: Double?)
    case vertical(HorizontalAlignment, spacing: Double?)
    case zStack(Alignment)
}

/// A condition code evaluates per size category.
public indirect enum LayoutCondition: Hashable, Sendable {
    /// `dynamicTypeSize.isAccessibilitySize`.
    case isAccessibilitySize
    /// `dynamicTypeSize >= category`.
    case categoryAtLeast(ContentSizeCategory)
    /// A font-scale threshold (`fontScale >= 1.5`, `scaler.scale(17) / 17 >= 1.35`): Body's growth factor.
    case fontScaleAtLeast(Double)
    /// The opposite.
    case not(LayoutCondition)
}

/// `frame(minWidth:…maxHeight:alignment:)`'s values.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// An image's sizing.
public enum ImageContent: Hashable, Sendable {
    /// `Image(systemName:)`: a symbol as big as its font's size (scales with Dynamic Type when the font does).
    case symbol(String)
    /// A bitmap of fixed size in points.
    case bitmap(String, Size)
    /// `.resizable()`: takes the proposal; ideal is its bitmap size.
    case resizable(String, Size)
}

/// A button style.
public enum ButtonStyle: Hashable, Sendable {
    case plain
    case bordered
    case borderedProminent
}

/// A control size.
public enum ControlSize: Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// A list style.
public enum ListStyle: Hashable, Sendable {
    case plain
    case insetGrouped
}

/// How a navigation title shows.
public enum TitleDisplayMode: Hashable, Sendable {
    case large
    case inline
}

/// The top or bottom edge.
public enum VerticalEdge: Hashable, Sendable {
    case top
    case bottom
}

/// A `LazyVGrid` column.
public enum GridColumn: Hashable, Sendable {
    case fixed(Double)
    case flexible(minimum: Double, maximum: Double)
    case adaptive(minimum: Double, maximum: Double)
}

extension ViewKind {
    /// Whether this kind is a modifier wrapping one content view (its first child).
    public var isModifier: Bool {
        switch self {
        case .padding, .frame, .flexibleFrame, .fixedSize, .clipped, .background, .overlay, .offset, .environment, .hidden, .safeAreaInset:
            true
        default:
            false
        }
    }
}
