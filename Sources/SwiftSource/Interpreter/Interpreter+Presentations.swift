internal import SwiftSyntax
internal import LayoutEngine
internal import Findings

/// Sheets, full-screen covers and popovers: `.sheet(isPresented: $showsSettings) { Settings() }`.
/// What they present covers the screen only while their binding says so. A binding that starts
/// true (or an item that starts set, as a preview may set it) shows the presentation in the
/// screen's own run, with the screen without it as a variant; otherwise the presentation is a
/// variant of its own, named after the modifier. Alerts and confirmation dialogs are drawn by the
/// system, which sizes and scrolls their text itself: they pass through.
extension Interpreter {
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// A presentation shown in this run: the views it presents, which replace the screen's.
    struct Presentation {
        var modifier: String
        var views: [ViewNode]
        var location: FileLocation
    }

    /// Applies `.sheet(…)` (and kin) to `nodes`: they stay as they are; when this run shows the
    /// presentation, its content is recorded for the screen to show instead.
    func presentation(_ name: String, on nodes: [ViewNode], _ arguments: Arguments, at location: FileLocation) -> Value? {
        guard let content = arguments.trailingClosure ?? arguments["content"] else { return nil }
        let binding = arguments.values.first { $0.label == "isPresented" || $0.label == "item" }
        guard let binding else { return nil }
        let startsShown: Bool
        switch binding.value {
        case .bool(let flag): startsShown = flag
        case .none, .unknown, .unknownCall: startsShown = false
        default: startsShown = binding.label == "item"
        }
        let described = binding.syntax.map { "\(binding.label ?? "")\(binding.label == nil ? "" : ": ")\($0.trimmedText)" } ?? ""
        let branch = context.decide(
            .init(
                key: "presentation \(location)", label: ".\(name)(\(described))", branches: ["not shown", "shown"],
                defaultBranch: startsShown ? 1 : 0, alternatives: [startsShown ? 0 : 1]))
        context.interpretedCount += 1
        guard branch == 1, context.presentation == nil else { return .views(nodes) }
        // An item that starts nil is one the app sets later: it stands in, named after the binding.
        var item: [Value] = []
        if binding.label == "item" {
            let name = binding.syntax.flatMap(Self.propertyName(of:)).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
            if case .none = binding.value { item = [.unknown(name ?? "item", .runtimeData)] } else { item = [binding.value] }
        }
        let presented = views(of: content, arguments: item)
        if !presented.isEmpty { context.presentation = Presentation(modifier: name, views: presented, location: location) }
        return .views(nodes)
    }
}
