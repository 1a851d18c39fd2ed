/// Text laid out at a width: its lines, size and what was cut.
public struct MeasuredText: Hashable, Sendable {
    /// The lines shown, top to bottom.
    public var lines: [MeasuredLine]
    /// The widest line (trailing spaces not counted).
    public var width: Double
    /// The height of all lines shown.
    public var height: Double
    /// The width of the text on one line per hard break: what it asks for with no constraint.
    public var idealWidth: Double
    /// The widest piece that cannot be broken without an emergency break.
    public var minimumWidth: Double
    /// The point size used (smaller than asked when `minimumScaleFactor` shrank it).
    public var pointSize: Double
    /// The factor the size was shrunk by (1 when not).
    public var scaleFactor: Double
    /// One line's height at that size.
    public var lineHeight: Double
    /// What was hidden, when the text did not fit its line limit.
    public var truncation: TextTruncation?
    /// The primary font's file.
    public var fontFile: String
    /// The primary font's PostScript name.
    public var fontName: String
    /// The platform font the primary font stands in for ("SF Pro Text"), or nil.
    public var standsInFor: String?
    /// Every font file used, including fallbacks, in order of first use.
    public var fontFiles: [String]

    /// A result as a measurer builds it; fields are not cross-checked.
    public init(
        lines: [MeasuredLine], width: Double, height: Double, idealWidth: Double, minimumWidth: Double,
        pointSize: Double, scaleFactor: Double, lineHeight: Double, truncation: TextTruncation?,
        fontFile: String, fontName: String, standsInFor: String?, fontFiles: [String]
    ) {
        self.lines = lines
        self.width = width
        self.height = height
        self.idealWidth = idealWidth
        self.minimumWidth = minimumWidth
        self.pointSize = pointSize
        self.scaleFactor = scaleFactor
        self.lineHeight = lineHeight
        self.truncation = truncation
        self.fontFile = fontFile
        self.fontName = fontName
        self.standsInFor = standsInFor
        self.fontFiles = fontFiles
    }

    /// Whether anything was cut.
    public var isTruncated: Bool { truncation != nil }

    /// The first line's baseline from the top.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }

    /// The last line's baseline from the top.
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
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

    /// A line as a measurer builds it.
    public init(
        text: String, range: Range<Int>, width: Double, top: Double, height: Double, baseline: Double,
        endsWithEmergencyBreak: Bool
    ) {
        self.text = text
        self.range = range
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
        self.endsWithEmergencyBreak = endsWithEmergencyBreak
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
