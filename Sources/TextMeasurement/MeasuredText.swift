/// Text laid out at a width: its lines, size and what was cut.
///
/// A value like any other, but its fields live together in one immutable box that copies share: a
/// result is copied out of the measurer's cache on every lookup and into every placed node after,
/// and a reference costs one retain where the fields cost a 160-byte copy and a retain for each of
/// the lines, the font file names and the hidden text. Setting a field gives the value a new box.
public struct MeasuredText: Hashable, Sendable {
    @usableFromInline var storage: Storage

    /// The lines shown, top to bottom.
    public var lines: [MeasuredLine] {
        @inlinable get { storage.fields.lines }
        set { update { $0.lines = newValue } }
    }
    /// The widest line (trailing spaces not counted).
    public var width: Double {
        @inlinable get { storage.fields.width }
        set { update { $0.width = newValue } }
    }
    /// The height of all lines shown.
    public var height: Double {
        @inlinable get { storage.fields.height }
        set { update { $0.height = newValue } }
    }
    /// The width of the text on one line per hard break: what it asks for with no constraint.
    public var idealWidth: Double {
        @inlinable get { storage.fields.idealWidth }
        set { update { $0.idealWidth = newValue } }
    }
    /// The widest piece that cannot be broken without an emergency break.
    public var minimumWidth: Double {
        @inlinable get { storage.fields.minimumWidth }
        set { update { $0.minimumWidth = newValue } }
    }
    /// The point size used (smaller than asked when `minimumScaleFactor` shrank it).
    public var pointSize: Double {
        @inlinable get { storage.fields.pointSize }
        set { update { $0.pointSize = newValue } }
    }
    /// The factor the size was shrunk by (1 when not).
    public var scaleFactor: Double {
        @inlinable get { storage.fields.scaleFactor }
        set { update { $0.scaleFactor = newValue } }
    }
    /// One line's height at that size.
    public var lineHeight: Double {
        @inlinable get { storage.fields.lineHeight }
        set { update { $0.lineHeight = newValue } }
    }
    /// What was hidden, when the text did not fit its line limit.
    public var truncation: TextTruncation? {
        @inlinable get { storage.fields.truncation }
        set { update { $0.truncation = newValue } }
    }
    /// The primary font's file.
    public var fontFile: String {
        @inlinable get { storage.fields.fontFile }
        set { update { $0.fontFile = newValue } }
    }
    /// The primary font's PostScript name.
    public var fontName: String {
        @inlinable get { storage.fields.fontName }
        set { update { $0.fontName = newValue } }
    }
    /// The platform font the primary font stands in for ("SF Pro Text"), or nil.
    public var standsInFor: String? {
        @inlinable get { storage.fields.standsInFor }
        set { update { $0.standsInFor = newValue } }
    }
    /// Every font file used, including fallbacks, in order of first use.
    public var fontFiles: [String] {
        @inlinable get { storage.fields.fontFiles }
        set { update { $0.fontFiles = newValue } }
    }

    /// A result as a measurer builds it; fields are not cross-checked.
    public init(
        lines: [MeasuredLine], width: Double, height: Double, idealWidth: Double, minimumWidth: Double,
        pointSize: Double, scaleFactor: Double, lineHeight: Double, truncation: TextTruncation?,
        fontFile: String, fontName: String, standsInFor: String?, fontFiles: [String]
    ) {
        storage = Storage(
            Fields(
                lines: lines, width: width, height: height, idealWidth: idealWidth, minimumWidth: minimumWidth,
                pointSize: pointSize, scaleFactor: scaleFactor, lineHeight: lineHeight, truncation: truncation,
                fontFile: fontFile, fontName: fontName, standsInFor: standsInFor, fontFiles: fontFiles))
    }

    /// Whether anything was cut.
    public var isTruncated: Bool { truncation != nil }

    /// The top of the ink the lines draw, from the top of the text.
    public var inkTop: Double { lines.lazy.map(\.inkTop).min() ?? 0 }

    /// The bottom of the ink the lines draw, from the top of the text.
    public var inkBottom: Double { lines.lazy.map(\.inkBottom).max() ?? 0 }

    /// The first line's baseline from the top.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }

    /// The last line's baseline from the top.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }

    /// Equal when every field is, as if the fields were the struct's own.
    public static func == (lhs: MeasuredText, rhs: MeasuredText) -> Bool {
        lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field, as if the fields were the struct's own.
    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    /// Replaces the box with one holding the changed fields; other copies keep the old box.
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }
}

/// One line of laid-out text.
public struct MeasuredLine: Hashable, Sendable {
    /// The text shown on the line (with the ellipsis when truncated).
    public var text: String
    /// The UTF-16 range of the source text the line shows.
    public var range: Range<Int>
    /// The width, trailing spaces not counted.
    public var width: Double
    /// The top of the line from the top of the text.
    public var top: Double
    /// The line's height.
    public var height: Double
    /// The baseline from the top of the text.
    public var baseline: Double
    /// Whether the line ends inside a word because nothing else fit (an email address).
    public var endsWithEmergencyBreak: Bool
    /// The top of the ink its glyphs draw, from the top of the text: below the line's top when no
    /// glyph reaches the ascender. A line with no ink has its ink top and bottom on the baseline.
    public var inkTop: Double
    /// The bottom of the ink its glyphs draw, from the top of the text.
    public var inkBottom: Double

    /// A line as a measurer builds it. A measurer that does not know where the glyphs draw leaves
    /// the ink out, and it is taken to fill the line.
    public init(
        text: String, range: Range<Int>, width: Double, top: Double, height: Double, baseline: Double,
        endsWithEmergencyBreak: Bool, inkTop: Double? = nil, inkBottom: Double? = nil
    ) {
        self.text = text
        self.range = range
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
        self.endsWithEmergencyBreak = endsWithEmergencyBreak
        self.inkTop = inkTop ?? top
        self.inkBottom = inkBottom ?? top + height
    }
}

/// What a line limit hid.
public struct TextTruncation: Hashable, Sendable {
    /// How the text was cut.
    public var mode: TruncationMode
    /// The text that is not shown.
    public var hiddenText: String
    /// How many characters (grapheme clusters) are not shown.
    public var hiddenCharacterCount: Int
    /// The lines the text would need without the limit.
    public var neededLineCount: Int

    /// A truncation as a measurer reports it.
    public init(mode: TruncationMode, hiddenText: String, hiddenCharacterCount: Int, neededLineCount: Int) {
        self.mode = mode
        self.hiddenText = hiddenText
        self.hiddenCharacterCount = hiddenCharacterCount
        self.neededLineCount = neededLineCount
    }
}
