import LayoutEngine
import SwiftSource
import Testing

/// Views Swift makes from more than their own declaration: a `body` a protocol's extension gives
/// (`struct Settings: PlatformView`), a framework view a project function of the same name does not
/// take the arguments of, and stored properties whose wrappers make their own values.
@Suite struct ViewProtocolTests {
    private func texts(_ source: String, screen: String) throws -> [String] {
        let project = SwiftUIProject(sources: [(path: "Sample.swift", text: "import SwiftUI\n" + source)])
        let found = try #require(project.screens(profiles: [.asWritten]).first { $0.name == screen && $0.variant == nil })
        return NilCoalescingTests.textNodes(found.root).compactMap { node in
            if case .text(let string) = node.kind { string } else { nil }
        }
    }

    static let platformView = """
        protocol PlatformView: View {
            associatedtype PhoneBody: View
            @ViewBuilder var iOSView: PhoneBody { get }
        }
        extension PlatformView {
            #if os(iOS)
            var body: some View { iOSView }
            #else
            var body: some View { Text("On the TV") }
            #endif
        }
        struct SettingsView: PlatformView {
            var iOSView: some View { List { Text("Playback"); Text("Downloads") } }
        }
        """

    @Test func aViewWhoseBodyItsProtocolsExtensionGivesIsAScreen() throws {
        #expect(try texts(Self.platformView, screen: "SettingsView") == ["Playback", "Downloads"])
        let project = SwiftUIProject(sources: [(path: "Sample.swift", text: "import SwiftUI\n" + Self.platformView)])
        // The protocol itself is no view to show.
        #expect(project.screenNames == ["SettingsView"])
    }

    @Test func aCallNoProjectFunctionFitsIsTheFrameworksView() throws {
        // The project's `Form(image:content:)` needs an image; `Form { … }` is SwiftUI's form, not a call of itself.
        let source = """
            func Form(image: String, @ViewBuilder content: () -> some View) -> some View {
                Form { content() }.navigationTitle(image)
            }
            struct AboutView: View {
                var body: some View { Form(image: "logo") { Text("Version 2.1") } }
            }
            """
        #expect(try texts(source, screen: "AboutView") == ["Version 2.1"])
    }

    @Test func wrappedPropertiesThatMakeTheirOwnValuesNeedNoArguments() throws {
        let source = """
            @propertyWrapper struct Router: DynamicProperty {
                @Environment(\\.dismiss) private var dismiss
                var wrappedValue: Int { 0 }
            }
            @propertyWrapper struct Remembered: DynamicProperty {
                var wrappedValue: Bool
            }
            struct RoutedView: View {
                @Router private var router
                var body: some View { Text("Routed") }
            }
            struct DefaultsView: View {
                @Default(.showsPosters) private var showsPosters
                var body: some View { Text("Defaults") }
            }
            struct RememberedView: View {
                @Remembered var flag: Bool
                var body: some View { Text("Remembered") }
            }
            struct CountView: View {
                @State private var count: Int
                var body: some View { Text("Count") }
            }
            """
        let names = SwiftUIProject(sources: [(path: "Sample.swift", text: "import SwiftUI\n" + source)]).screenNames
        // A wrapper made with `Router()` or from its attribute's arguments needs nothing from the caller; one that
        // needs a wrapped value (`Remembered(wrappedValue:)`, `State`) does.
        #expect(names == ["DefaultsView", "RoutedView"])
    }
}
