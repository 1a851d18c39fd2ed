import DynamicType
import TextMeasurement

/// The environment a view lays out in: the text size setting and everything text inherits.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The user's text size: an iOS size category or an Android font scale.
    ///
    /// At an Android scale, text is measured as Android text (`TextPlatform.android`: Roboto) and
    /// sized on Android 14's nonlinear curve (`AndroidTextScaling`, `.platform` variant): a text
    /// style's iOS size at Large is taken as its size in sp (Body 17 sp), as is a custom font's
    /// size; fixed sizes stay fixed. Reflow's mappings, since Android has no size categories:
    /// - caps: `sizeLimit.fontScales` clamps the scale; a SwiftUI category cap or floor
    ///   (`.dynamicTypeSize(...)`) holds text to the growth Body has on iOS at the bound
    ///   (`...xxxLarge`: at most 23/17 of its sp size); the other bounds of `sizeLimit` apply too.
    /// - `.environment(\.dynamicTypeSize, c)` pins a subtree to `c` on the iOS ramp, as on iOS.
    /// - conditions compare Body's growth: `isAccessibilitySize` when Body grows at least as much
    ///   as at AX1 on iOS (28/17; only the 200 % stop), `categoryAtLeast(c)` when at least as much
    ///   as at `c`.
    public var size: SizeSetting
    /// The iOS size category (Large while `size` is an Android scale); setting it makes `size` that category.
    public var category: ContentSizeCategory {
        get { size.category ?? .default }
        set { size = .category(newValue) }
    }
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
    /// Whether scroll views and lists in the subtree have scrolling turned off (`.scrollDisabled(true)`).
    public var scrollDisabled = false
    /// The axis of the stack this view is a child of (through modifiers and conditionals), or nil
    /// outside a stack: a Spacer expands only along it and a Divider runs across it, as SwiftUI's
    /// stack orientation input makes them. Set by layout, never by callers.
    var stackAxis: Axis? = nil

    /// The environment at a screen's root: Body text, no caps or limits, at `category`.
    public init(category: ContentSizeCategory = .default, layoutDirection: LayoutDirection = .leftToRight, platform: TextPlatform = .iOS) {
        size = .category(category)
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

    /// The environment at a screen's root on Android at `androidFontScale` (1.0 = 100 %): Body text,
    /// no caps or limits, measured as Android text.
    public init(androidFontScale: Double, layoutDirection: LayoutDirection = .leftToRight) {
        self.init(size: .androidFontScale(AndroidFontScale(androidFontScale)), layoutDirection: layoutDirection)
    }

    /// The environment at a screen's root at `size`: Body text, no caps or limits; measured as
    /// Android text at an Android scale.
    public init(size: SizeSetting, layoutDirection: LayoutDirection = .leftToRight) {
        self.init(category: .default, layoutDirection: layoutDirection, platform: size.isAndroid ? .android : .iOS)
        self.size = size
    }

    /// The category text actually follows here, after caps.
    public var effectiveCategory: ContentSizeCategory { sizeLimit.clamp(category) }

    /// `dynamicTypeSize.isAccessibilitySize` as code here reads it. On Android (which has no
    /// accessibility sizes): Body grows at least as much as at AX1 on iOS.
    public var isAccessibilitySize: Bool { evaluate(.categoryAtLeast(.accessibility1)) }

    /// Body's growth factor here, what font-scale thresholds compare against (on Android, Body's
    /// size in dp over its 17 sp).
    public var fontScale: Double {
        size.isAndroid ? androidSize(sp: 17) / 17 : FontMetrics(textStyle: .body).scaleFactor(at: effectiveCategory)
    }

    /// A `@ScaledMetric` length here: its value at the category text follows (after caps); on
    /// Android, the base value grown as its text style's size grows on the font-scale curve.
    public func scaledLength(_ metric: ScaledMetric) -> Double {
        guard size.isAndroid else { return metric.value(at: effectiveCategory) }
        return metric.baseValue * FontMetrics(textStyle: metric.metrics.textStyle).scaleFactor(at: .default) * androidSize(sp: 17) / 17
    }

    /// The size in dp of text of `sp` here on Android (`sp` unchanged on iOS): the scale after the
    /// font-scale cap, through Android's curve, then held within the category caps (as Body
    /// growth) and the size bounds of `sizeLimit`.
    func androidSize(sp: Double) -> Double {
        guard case .androidFontScale(let scale) = size else { return sp }
        var size = AndroidTextScaling(fontScale: sizeLimit.clamp(fontScale: scale.value)).dp(forSp: sp)
        let categories = sizeLimit.categories
        if categories.lowerBound > .xSmall { size = max(size, sp * Self.iOSBodyGrowth(at: categories.lowerBound)) }
        if categories.upperBound < .accessibility5 { size = min(size, sp * Self.iOSBodyGrowth(at: categories.upperBound)) }
        return sizeLimit.clamp(size: size, defaultSize: sp)
    }

    /// Body's size on iOS at `category` over its size at Large.
    static func iOSBodyGrowth(at category: ContentSizeCategory) -> Double {
        FontMetrics(textStyle: .body).scaleFactor(at: category)
    }

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
        case .scrollDisabled(let disabled): copy.scrollDisabled = disabled
        case .minimumScaleFactor(let factor): copy.minimumScaleFactor = factor
        case .multilineTextAlignment(let alignment): copy.multilineTextAlignment = alignment
        case .dynamicTypeSize(let range): copy.sizeLimit = sizeLimit.applying(.dynamicTypeSize(range))
        case .sizeCategory(let category):
            // A pinned category is an iOS size: the subtree follows the iOS ramp (still Android text).
            copy.size = .category(category)
        case .layoutDirection(let direction): copy.layoutDirection = direction
        }
        return copy
    }

    /// Whether `condition` holds here.
    public func evaluate(_ condition: LayoutCondition) -> Bool {
        switch condition {
        case .isAccessibilitySize: isAccessibilitySize
        case .categoryAtLeast(let category):
            size.isAndroid ? fontScale >= Self.iOSBodyGrowth(at: category) - 1e-9 : effectiveCategory >= category
        case .fontScaleAtLeast(let threshold): fontScale >= threshold - 1e-9
        case .not(let inner): !evaluate(inner)
        }
    }
}
