import DynamicType
import TextMeasurement

/// The environment a view lays out in: the text size setting and everything text inherits.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The user's size category.
    public var category: ContentSizeCategory
    /// Caps from `.dynamicTypeSize(...)` in force here.
    public var sizeLimit: TextSizeLimit
    /// The inherited font (Body unless set).
    public var font: FontSpec
    /// An inherited weight override.
    public var fontWeight: FontWeight?
    /// Whether the bold trait is inherited.
    public var isBold: Bool
    /// The inherited line limit.
    public var lineLimit: LineLimit?
    /// The inherited truncation mode.
    public var truncationMode: TruncationMode
    /// The inherited minimum scale factor.
    public var minimumScaleFactor: Double
    /// The inherited alignment of multi-line text.
    public var multilineTextAlignment: HorizontalAlignment
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection
    /// Whose text stack measures the text.
    public var platform: TextPlatform
    /// The axis of the stack this view is a child of (through modifiers and conditionals), or nil
    /// outside a stack: a Spacer expands only along it and a Divider runs across it, as SwiftUI's
    /// stack orientation input makes them. Set by layout, never by callers.
    var stackAxis: Axis? = nil

    /// The environment at a screen's root: Body text, no caps or limits, at `category`.
    public init(category: ContentSizeCategory = .default, layoutDirection: LayoutDirection = .leftToRight, platform: TextPlatform = .iOS) {
        self.category = category
        sizeLimit = .unlimited
        font = .body
        fontWeight = nil
        isBold = false
        lineLimit = nil
        truncationMode = .tail
        minimumScaleFactor = 1
        multilineTextAlignment = .leading
        self.layoutDirection = layoutDirection
        self.platform = platform
    }

    /// The category text actually follows here, after caps.
    public var effectiveCategory: ContentSizeCategory { sizeLimit.clamp(category) }

    /// `dynamicTypeSize.isAccessibilitySize` as code here reads it.
    public var isAccessibilitySize: Bool { effectiveCategory.isAccessibilityCategory }

    /// Body's growth factor here, what font-scale thresholds compare against.
    public var fontScale: Double { FontMetrics(textStyle: .body).scaleFactor(at: effectiveCategory) }

    /// The environment with `change` applied.
    public func applying(_ change: EnvironmentChange) -> LayoutEnvironment {
        var copy = self
        switch change {
        case .font(let font):
            copy.font = font
            copy.fontWeight = nil
        case .fontWeight(let weight): copy.fontWeight = weight
        case .bold: copy.isBold = true
        case .lineLimit(let limit): copy.lineLimit = limit
        case .truncationMode(let mode): copy.truncationMode = mode
        case .minimumScaleFactor(let factor): copy.minimumScaleFactor = factor
        case .multilineTextAlignment(let alignment): copy.multilineTextAlignment = alignment
        case .dynamicTypeSize(let range): copy.sizeLimit = sizeLimit.applying(.dynamicTypeSize(range))
        case .sizeCategory(let category):
            copy.category = category
        case .layoutDirection(let direction): copy.layoutDirection = direction
        }
        return copy
    }

    /// Whether `condition` holds here.
    public func evaluate(_ condition: LayoutCondition) -> Bool {
        switch condition {
        case .isAccessibilitySize: isAccessibilitySize
        case .categoryAtLeast(let category): effectiveCategory >= category
        case .fontScaleAtLeast(let threshold): fontScale >= threshold - 1e-9
        case .not(let inner): !evaluate(inner)
        }
    }
}
