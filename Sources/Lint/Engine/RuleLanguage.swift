/// The kind of source a rule reads: it decides which files the rule sees, how comments (and so
/// suppressions) are written, and which platform the rule reference lists it under.
public enum RuleLanguage: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Swift (SwiftUI, UIKit); its rules live in `SwiftSource`.
    case swift
    /// Interface Builder storyboards and xibs.
    case interfaceBuilder
    /// Android XML layouts, styles and themes.
    case androidXML
    /// Kotlin, Jetpack Compose and Android views.
    case kotlin
    /// React Native JavaScript and TypeScript, with JSX.
    case reactNative
    /// Flutter's Dart.
    case flutter

    /// Orders as `allCases` lists them, which is the order of the rule reference.
    public static func < (lhs: RuleLanguage, rhs: RuleLanguage) -> Bool {
        let order = allCases
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }

    /// What people call it (`Interface Builder`).
    public var displayName: String {
        switch self {
        case .swift: "Swift"
        case .interfaceBuilder: "Interface Builder"
        case .androidXML: "Android XML"
        case .kotlin: "Kotlin and Compose"
        case .reactNative: "React Native"
        case .flutter: "Flutter"
        }
    }

    /// The platform whose text scaling the rules protect (`iOS`, `Android`).
    public var platform: String {
        switch self {
        case .swift, .interfaceBuilder: "iOS"
        case .androidXML, .kotlin: "Android"
        case .reactNative: "React Native (iOS and Android)"
        case .flutter: "Flutter (iOS and Android)"
        }
    }

    /// The file name examples are linted under, so extension-dependent lexing (JSX) applies.
    public var exampleFileName: String {
        switch self {
        case .swift: "Example.swift"
        case .interfaceBuilder: "Example.storyboard"
        case .androidXML: "res/layout/example.xml"
        case .kotlin: "Example.kt"
        case .reactNative: "Example.tsx"
        case .flutter: "example.dart"
        }
    }

    /// The Markdown code fence language for its examples.
    public var codeFenceLanguage: String {
        switch self {
        case .swift: "swift"
        case .interfaceBuilder, .androidXML: "xml"
        case .kotlin: "kotlin"
        case .reactNative: "tsx"
        case .flutter: "dart"
        }
    }

    /// The language of a file by its extension, or nil for files no rule reads. An `.xml` file is
    /// Android XML only if it declares the Android namespace; the runner checks that on its text.
    public static func language(forPath path: String) -> RuleLanguage? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "swift": return .swift
        case "storyboard", "xib": return .interfaceBuilder
        case "xml": return .androidXML
        case "kt", "java": return .kotlin
        case "js", "jsx", "ts", "tsx", "mjs", "cjs": return .reactNative
        case "dart": return .flutter
        default: return nil
        }
    }
}
