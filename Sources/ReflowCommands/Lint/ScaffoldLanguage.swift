import Lint
import ReflowCommandLine

/// The language a new rule reads, as `reflow lint new-rule --language` spells it, with where its
/// rules live and which registry lists them.
enum ScaffoldLanguage: String, CaseIterable, ExpressibleByArgument {
    case swift
    case ib
    case android
    case kotlin
    case reactNative = "react-native"
    case flutter

    /// The engine's language.
    var ruleLanguage: RuleLanguage {
        switch self {
        case .swift: .swift
        case .ib: .interfaceBuilder
        case .android: .androidXML
        case .kotlin: .kotlin
        case .reactNative: .reactNative
        case .flutter: .flutter
        }
    }

    /// The folder, relative to the sources folder, that holds a rule with `id`.
    func folder(forID id: String) -> String {
        switch self {
        case .swift: id.hasPrefix("uikit-") ? "SwiftSource/Lint/Rules/UIKit" : "SwiftSource/Lint/Rules/SwiftUI"
        case .ib: "Lint/Rules/InterfaceBuilder"
        case .android: "Lint/Rules/AndroidXML"
        case .kotlin: "Lint/Rules/Compose"
        case .reactNative: "Lint/Rules/ReactNative"
        case .flutter: "Lint/Rules/Flutter"
        }
    }

    /// Where the line that registers the rule with `id` goes.
    func registry(forID id: String) -> String {
        switch self {
        case .swift:
            id.hasPrefix("uikit-")
                ? "`SwiftRules.uiKit` (Sources/SwiftSource/Lint/SwiftRules.swift)"
                : "`SwiftRules.swiftUI` (Sources/SwiftSource/Lint/SwiftRules.swift)"
        case .ib: "`LintRules.interfaceBuilder` (Sources/Lint/Engine/LintRules.swift)"
        case .android: "`LintRules.androidXML` (Sources/Lint/Engine/LintRules.swift)"
        case .kotlin: "`LintRules.kotlin` (Sources/Lint/Engine/LintRules.swift)"
        case .reactNative: "`LintRules.reactNative` (Sources/Lint/Engine/LintRules.swift)"
        case .flutter: "`LintRules.flutter` (Sources/Lint/Engine/LintRules.swift)"
        }
    }
}
