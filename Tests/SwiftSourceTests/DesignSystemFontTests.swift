import LayoutEngine
import SwiftSource
import Testing

/// A design system's fonts read from their definitions: statics that read other statics and call
/// static helpers by bare name, `UIFontMetrics` sizes that grow with a style, and the system font at
/// such a size, which grows as the style does.
@Suite struct DesignSystemFontTests {
    private func outline(_ source: String) -> String {
        SwiftUIProject(sources: [(path: "Font.swift", text: source)]).screens(profiles: [.asWritten]).first?.root
            .outline(locations: false) ?? "(no screen)"
    }

    static let theme = """
        import SwiftUI
        import UIKit
        public class Theme {
            public static let shared = Theme()
            public var chosenFont: UIFont? = nil
            public var fontSizeScale: Double = 1
        }
        extension Font {
            private static let body = 17.0
            private static let footnote = 13.0
            private static func customFont(size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
                if let chosenFont = Theme.shared.chosenFont { return .custom(chosenFont.fontName, size: size, relativeTo: textStyle) }
                return .system(size: size, design: .default)
            }
            private static func userScaledFontSize(baseSize: CGFloat) -> CGFloat {
                UIFontMetrics.default.scaledValue(for: baseSize * Theme.shared.fontSizeScale)
            }
            public static var scaledBody: Font { customFont(size: userScaledFontSize(baseSize: body), relativeTo: .body) }
            public static var plainFootnote: Font { .system(size: footnote) }
            public static var headlineSized: Font { .system(size: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 17), weight: .semibold) }
        }
        """

    @Test func aStaticReadsTheTypesOtherStaticsAndHelpersByBareName() {
        let source =
            Self.theme + """

                struct Row: View {
                    var body: some View { Text("@handle").font(.plainFootnote) }
                }
                #Preview { Row() }
                """
        #expect(outline(source) == "font(.system(size: 13))\n  Text \"@handle\" role=body\n")
    }

    @Test func aSizeFromFontMetricsMakesASystemFontThatScales() {
        let source =
            Self.theme + """

                struct Row: View {
                    var body: some View {
                        VStack {
                            Text("Display name").font(.scaledBody)
                            Text("Title").font(.headlineSized)
                        }
                    }
                }
                #Preview { Row() }
                """
        #expect(
            outline(source) == """
                VStack(center, spacing: nil)
                  font(.system(size: scaled(17, relativeTo: .body)))
                    Text "Display name" role=body
                  font(.system(size: scaled(17, relativeTo: .headline), weight: .semibold))
                    Text "Title" role=body

                """)
    }

    @Test func membersUnderIfReadTheClauseAnIPhoneBuildCompiles() {
        // Catalyst gets larger sizes; an iPhone build compiles the `#else`.
        let source = """
            import SwiftUI
            extension Font {
                #if targetEnvironment(macCatalyst)
                    private static let footnote = 15.0
                #elseif os(iOS) || os(visionOS)
                    private static let footnote = 13.0
                #else
                    private static let footnote = 11.0
                #endif
                public static var plainFootnote: Font { .system(size: footnote) }
            }
            struct Row: View {
                var body: some View { Text("@handle").font(.plainFootnote) }
            }
            #Preview { Row() }
            """
        #expect(outline(source) == "font(.system(size: 13))\n  Text \"@handle\" role=body\n")
    }

    @Test func aFontTheAppBundlesIsFoundByUIFontAndItsFallbackIsNoVariant() throws {
        // `UIFont(name:size:)` finds `Brand-Regular` because the app ships `Fonts/Brand-Regular.ttf`: the helper
        // returns the custom font, and its `.system` fallback is not a branch to check. `Missing-Bold` is shipped
        // nowhere, so whether it loads is not known and both branches are checked.
        let source = """
            import SwiftUI
            import UIKit
            extension Font {
                static func brand(_ size: CGFloat) -> Font {
                    if UIFont(name: "Brand-Regular", size: size) != nil { return .custom("Brand-Regular", size: size) }
                    return .system(size: size)
                }
                static func missing(_ size: CGFloat) -> Font {
                    UIFont(name: "Missing-Bold", size: size) != nil ? .custom("Missing-Bold", size: size) : .system(size: size)
                }
            }
            struct Greeting: View {
                var body: some View { VStack { Text("Hi").font(.brand(16)); Text("Bye").font(.missing(14)) } }
            }
            """
        let file = try SwiftSourceFile(bytes: Array(source.utf8), path: "App/Font.swift")
        let project = SwiftUIProject(parsed: [.success(file)], fontFiles: ["App/Fonts/Brand-Regular.ttf"])
        let screens = project.screens(profiles: [.asWritten])
        let base = try #require(screens.first { $0.variant == nil }).root.outline(locations: false)
        #expect(base.contains("font(.custom(\"Brand-Regular\", size: 16, relativeTo: .body))"))
        #expect(screens.count == 2)
        #expect(screens.compactMap(\.variant).allSatisfy { $0.contains("Missing-Bold") })
    }

    @Test func anImplicitMemberThatNamesANestedTypeReachesItsMembers() {
        // `.AppFont.rooneyBold.size(18)` where a `Font` goes: `.AppFont` can only be the type nested in `Font`.
        let source = """
            import SwiftUI
            extension Font {
                enum AppFont: String {
                    case rooneyBold = "Rooney-Bold"
                    func size(_ size: CGFloat) -> Font { Font.custom(rawValue, size: size) }
                }
            }
            struct Title: View {
                var body: some View { Text("Habits").font(.AppFont.rooneyBold.size(18)) }
            }
            """
        #expect(outline(source).contains("font(.custom(\"Rooney-Bold\", size: 18, relativeTo: .body))"))
    }
}
