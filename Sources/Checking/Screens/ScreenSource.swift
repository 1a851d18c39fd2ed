import ReflowCommandLine
import ReflowExamples
import SwiftSource

/// Where `reflow audit`, `render` and `report` take their screens from: the bundled examples, or
/// the previews and argument-free views of a SwiftUI project, each as its source is written.
public struct ScreenSource: Sendable {
    /// Folders or Swift files of a project; empty for the bundled examples.
    public var projectPaths: [String]

    /// The bundled examples, or the project at `projectPaths` when any are given.
    public init(projectPaths: [String] = []) {
        self.projectPaths = projectPaths
    }

    /// Whether the screens come from a project rather than the bundled examples.
    public var isProject: Bool { !projectPaths.isEmpty }

    /// Every screen the source has, in its order.
    public func all() throws -> [SourcedScreen] {
        guard isProject else { return ExampleScreens.all.map { SourcedScreen(name: $0.name, summary: $0.summary, root: $0.root) } }
        return try projectScreens(named: nil)
    }

    /// The screens called `names`, in that order and each once (every screen when `names` is
    /// empty); a name the source does not have is a usage error naming `argument` and the names it has.
    public func screens(named names: [String], argument: String) throws -> [SourcedScreen] {
        if names.isEmpty { return try all() }
        var wanted: [String] = []
        for name in names where !wanted.contains(name) { wanted.append(name) }
        let found = isProject ? try projectScreens(named: Set(wanted)) : try all().filter { wanted.contains($0.name) }
        for name in wanted where !found.contains(where: { $0.name == name }) {
            let available = isProject ? try SwiftUIProject.reading(projectPaths).screenNames : ExampleScreens.all.map(\.name)
            throw UsageError(.invalidValue(name, argument: argument, reason: "expected one of: \(available.joined(separator: ", "))"))
        }
        return wanted.compactMap { name in found.first { $0.name == name } }
    }

    /// The project's screens as written (no variants, the content as the source has it).
    private func projectScreens(named names: Set<String>?) throws -> [SourcedScreen] {
        try SwiftUIProject.reading(projectPaths).screens(profiles: [.asWritten], named: names)
            .filter { $0.variant == nil }
            .map { SourcedScreen(name: $0.name, summary: "\($0.location) · \($0.coverage.statusSummary)", root: $0.root) }
    }
}
