/// A published Dynamic Type ramp: every text style's size, leading and weight at every size
/// category the platform has, and the tracking tables for its typeface designs.
///
/// Invariants (checked at construction): each row has one size and one leading per category;
/// the default category is one of the platform's categories.
public struct TypeRamp<Style: RampStyle>: Sendable {
    /// One text style across all categories.
    public struct Row: Sendable {
        /// The style this row is for.
        public let style: Style
        /// The regular weight of the style.
        public let weight: FontWeight
        /// The weight used when the bold (emphasized) trait is asked for.
        public let emphasizedWeight: FontWeight
        /// Point sizes, one per category of the ramp, in category order.
        public let sizes: [Double]
        /// Leadings, one per category of the ramp, in category order.
        public let leadings: [Double]

        public init(style: Style, weight: FontWeight, emphasizedWeight: FontWeight, sizes: [Double], leadings: [Double]) {
            self.style = style
            self.weight = weight
            self.emphasizedWeight = emphasizedWeight
            self.sizes = sizes
            self.leadings = leadings
        }
    }

    /// The platform the ramp belongs to.
    public let platform: ApplePlatform
    /// The categories this platform offers, smallest first (watchOS lacks some).
    public let categories: [ContentSizeCategory]
    /// The category a new device starts at.
    public let defaultCategory: ContentSizeCategory
    /// One row per style, in the HIG's order.
    public let rows: [Row]
    /// Tracking per typeface design; a design the platform lacks is absent.
    public let trackingTables: [FontDesign: TrackingTable]

    public init(
        platform: ApplePlatform, categories: [ContentSizeCategory], defaultCategory: ContentSizeCategory,
        rows: [Row], trackingTables: [FontDesign: TrackingTable]
    ) {
        precondition(categories.contains(defaultCategory), "the default category must be in the ramp")
        precondition(
            rows.allSatisfy { $0.sizes.count == categories.count && $0.leadings.count == categories.count },
            "every row needs one size and one leading per category")
        self.platform = platform
        self.categories = categories
        self.defaultCategory = defaultCategory
        self.rows = rows
        self.trackingTables = trackingTables
    }

    /// The styles of the ramp in order.
    public var styles: [Style] { rows.map(\.style) }

    /// Categories that exist on iOS but not on this platform (watchOS: Medium, AX4, AX5).
    public var missingCategories: [ContentSizeCategory] {
        ContentSizeCategory.allCases.filter { !categories.contains($0) }
    }

    /// Whether the platform offers `category`.
    public func offers(_ category: ContentSizeCategory) -> Bool {
        categories.contains(category)
    }

    /// The row for `style`, if the ramp has that style.
    @inlinable public func row(for style: Style) -> Row? {
        rows.first { $0.style == style }
    }

    /// The point size of `style` at `category`, or nil where the platform has no such category.
    @inlinable public func pointSize(of style: Style, at category: ContentSizeCategory) -> Double? {
        guard let column = categories.firstIndex(of: category), let row = row(for: style) else { return nil }
        return row.sizes[column]
    }

    /// Everything `style` resolves to at `category`; nil where the platform has no such
    /// category or the design no tracking table.
    @inlinable public func metrics(
        of style: Style, at category: ContentSizeCategory,
        emphasized: Bool = false, design: FontDesign = .default
    ) -> TextStyleMetrics? {
        guard let column = categories.firstIndex(of: category), let row = row(for: style),
            let tracking = trackingTables[design]
        else { return nil }
        let size = row.sizes[column]
        return TextStyleMetrics(
            pointSize: size, leading: row.leadings[column],
            weight: emphasized ? row.emphasizedWeight : row.weight,
            tracking: tracking.tracking(atPointSize: size))
    }
}
