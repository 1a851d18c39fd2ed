internal import SwiftSyntax
internal import Lint

/// Where a line of Swift runs, for the severity its findings deserve: an app screen, or code that
/// does not reach people as one. Previews (`#Preview`, a `PreviewProvider`), tests (a `…Tests`
/// folder, a `…Tests.swift` file, an `XCTestCase`), debug-only code (`#if DEBUG`, a debug or
/// developer screen), widgets and Live Activities (a `Widget`, `WidgetBundle`, `TimelineProvider`
/// or `TimelineEntry` type, or their extension's folder, whose canvas the system sizes) and code
/// built only for another platform (`#if os(visionOS)`) are reported as notes that say so.
enum CodeContext: Equatable {
    case preview, test, debugOnly, widget, otherPlatform

    /// The context of `node` in the file at `path`, or nil for app code.
    static func of(_ node: some SyntaxProtocol, path: String) -> CodeContext? {
        if EntryPoint.isTestCode(path, below: []) { return .test }
        if isWidgetPath(path) { return .widget }
        var current = node.parent
        while let ancestor = current {
            if let macro = ancestor.as(MacroExpansionExprSyntax.self), PreviewSyntax.isPreviewMacro(macro.macroName) { return .preview }
            if let macro = ancestor.as(MacroExpansionDeclSyntax.self), PreviewSyntax.isPreviewMacro(macro.macroName) { return .preview }
            if let clause = ancestor.as(IfConfigClauseSyntax.self),
                clause.poundKeyword.tokenKind == .poundIf || clause.poundKeyword.tokenKind == .poundElseif,
                let condition = clause.condition?.trimmedText
            {
                if condition == "DEBUG" { return .debugOnly }
                // Built only for a platform that is not a phone's (`#if os(visionOS)`, `os(macOS)`, Mac Catalyst).
                if Self.isOtherPlatform(condition) { return .otherPlatform }
            }
            // A developer or debug screen (`DeveloperSettingsView`, `DebugMenuViewController`) is for the team, not the app's users.
            if let name = typeName(of: ancestor), name.contains("Debug") || name.contains("Developer") { return .debugOnly }
            if let clause = inheritanceClause(of: ancestor) {
                if PreviewSyntax.inheritsPreviewProvider(clause) { return .preview }
                let inherited = clause.inheritedTypes.map { $0.type.trimmedText }
                if inherited.contains("XCTestCase") { return .test }
                if inherited.contains(where: widgetProtocols.contains) { return .widget }
            }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether `path` lies in a widget or Live Activity target's folder (`…WidgetExtension`,
    /// `…WidgetsExtension`, `…LiveActivity…`), whose views the system sizes.
    static func isWidgetPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            (folder.contains("Widget") && folder.hasSuffix("Extension")) || folder.contains("LiveActivit")
        }
    }

    /// Whether a `#if` condition selects only platforms other than iOS: `os(visionOS)`,
    /// `os(macOS) || os(tvOS)`, `targetEnvironment(macCatalyst)`.
    static func isOtherPlatform(_ condition: String) -> Bool {
        let alternatives = condition.split(separator: "|").map { String($0.filter { $0 != " " }) }
        let others = ["os(visionOS)", "os(macOS)", "os(tvOS)", "os(watchOS)", "targetEnvironment(macCatalyst)"]
        return alternatives.allSatisfy { others.contains($0) }
    }

    /// Protocols of WidgetKit and ActivityKit types.
    static let widgetProtocols: Set<String> = [
        "Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider",
        "IntentTimelineProvider", "TimelineEntry", "ControlWidget",
    ]

    private static func typeName(of node: Syntax) -> String? {
        node.as(StructDeclSyntax.self)?.name.text ?? node.as(ClassDeclSyntax.self)?.name.text ?? node.as(EnumDeclSyntax.self)?.name.text
    }

    private static func inheritanceClause(of node: Syntax) -> InheritanceClauseSyntax? {
        node.as(StructDeclSyntax.self)?.inheritanceClause ?? node.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? node.as(EnumDeclSyntax.self)?.inheritanceClause ?? node.as(ExtensionDeclSyntax.self)?.inheritanceClause
    }

    /// Why a finding here is a note, as a sentence that ends its message.
    var reason: String {
        switch self {
        case .preview: "Reported as a note: this is preview code, which the app does not ship."
        case .test: "Reported as a note: this is test code, which the app does not ship."
        case .debugOnly: "Reported as a note: this code is for debugging (#if DEBUG, or a debug or developer screen)."
        case .widget:
            "Reported as a note: this is a widget, whose canvas the system sizes; check it in the widget gallery at large text sizes."
        case .otherPlatform: "Reported as a note: this code is built only for another platform than iPhone and iPad (#if os(…))."
        }
    }
}
