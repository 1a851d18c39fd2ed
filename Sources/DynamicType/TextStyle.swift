/// One of the eleven text styles of iOS and iPadOS, from Large Title down to Caption 2.
///
/// Case names follow UIKit's `UIFont.TextStyle` (`title1`, `caption1`); `swiftUIName` gives
/// SwiftUI's spelling (`title`, `caption`).
public enum TextStyle: Int, CaseIterable, Hashable, Codable, Sendable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The case name of SwiftUI's `Font.TextStyle` (`title` for Title 1, `caption` for Caption 1).
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: uiKitName
        }
    }

    /// The case name of UIKit's `UIFont.TextStyle` (`title1`, `caption1`).
    public var uiKitName: String {
        switch self {
        case .largeTitle: "largeTitle"
        case .title1: "title1"
        case .title2: "title2"
        case .title3: "title3"
        case .headline: "headline"
        case .body: "body"
        case .callout: "callout"
        case .subheadline: "subheadline"
        case .footnote: "footnote"
        case .caption1: "caption1"
        case .caption2: "caption2"
        }
    }

    /// The name the Human Interface Guidelines print ("Large Title", "Subhead").
    public var displayName: String {
        switch self {
        case .largeTitle: "Large Title"
        case .title1: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subhead"
        case .footnote: "Footnote"
        case .caption1: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// Reads SwiftUI, UIKit and HIG spellings: `title`, `title1`, `.caption`, `Caption 1`,
    /// `subhead`, `UIFontTextStyleBody`, `UICTFontTextStyleTitle0`, `Font.TextStyle.largeTitle`.
    public init(parsing spelling: String) throws(UnknownNameError) {
        var text = Substring(normalizedSpelling(spelling))
        for prefix in ["uictfonttextstyle", "uifonttextstyle", "fonttextstyle", "textstyle"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        // UIKit's run-time raw values call Large Title "Title0" (UICTFontTextStyleTitle0).
        let aliases: [Substring: TextStyle] = ["title": .title1, "caption": .caption1, "subhead": .subheadline, "title0": .largeTitle]
        if let style = aliases[text] ?? TextStyle.allCases.first(where: { $0.uiKitName.lowercased() == text }) {
            self = style
        } else {
            let names = TextStyle.allCases.map { $0.uiKitName == $0.swiftUIName ? $0.uiKitName : "\($0.swiftUIName)/\($0.uiKitName)" }
            throw UnknownNameError(kind: "text style", input: spelling, validNames: names)
        }
    }
}

extension TextStyle: CustomStringConvertible {
    public var description: String { swiftUIName }
}
