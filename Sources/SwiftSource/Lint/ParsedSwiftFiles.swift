internal import SwiftSyntax
public import Lint

/// Swift files a check has already parsed, for its lint pass to read instead of parsing them
/// again: `reflow check` parses each file once for the simulation and the rules alike.
public struct ParsedSwiftFiles: @unchecked Sendable {
    private let trees: [String: SourceFileSyntax]
    private let root: String

    /// The files of `project`, as parsed (not operator-folded), by path made absolute against `root`.
    public init(_ project: SwiftUIProject, root: String) {
        self.root = root
        var trees: [String: SourceFileSyntax] = [:]
        for file in project.index.files { trees[FileDiscovery.absolute(file.path, root: root)] = file.unfolded }
        self.trees = trees
    }

    /// The tree of `file` when it was parsed from the same bytes; a file changed since is parsed again.
    func tree(for file: LintFile) -> SourceFileSyntax? {
        guard let tree = trees[FileDiscovery.absolute(file.path, root: root)],
            tree.totalLength.utf8Length == file.bytes.count, tree.syntaxTextBytes == file.bytes
        else { return nil }
        return tree
    }
}
