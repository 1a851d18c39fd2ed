/// One of tvOS's nine built-in text styles; tvOS adds Subtitle 1 and has no Large Title.
public enum TVTextStyle: String, RampStyle {
    case title1
    case title2
    case title3
    case headline
    case subtitle1
    case callout
    case body
    case caption1
    case caption2

    /// The style's identifier as the HIG's tvOS table names it.
    public var name: String { rawValue }

    public var description: String { rawValue }
}
