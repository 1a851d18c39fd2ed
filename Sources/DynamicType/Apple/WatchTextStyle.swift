/// One of watchOS's ten text styles; watchOS has Footnote 1 and 2 and no Callout or Subhead.
public enum WatchTextStyle: String, RampStyle {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case caption1
    case caption2
    case footnote1
    case footnote2

    /// The style's identifier as the HIG's watchOS table names it (`footnote1`).
    public var name: String { rawValue }

    public var description: String { rawValue }

    /// Reads `title1`, `Title 1`, `footnote2`, … (case and separators ignored).
    public init(parsing spelling: String) throws(UnknownNameError) {
        let text = normalizedSpelling(spelling)
        guard let style = WatchTextStyle.allCases.first(where: { $0.rawValue.lowercased() == text }) else {
            throw UnknownNameError(kind: "watchOS text style", input: spelling, validNames: WatchTextStyle.allCases.map(\.rawValue))
        }
        self = style
    }
}
