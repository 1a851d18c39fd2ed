internal import SwiftSyntax
internal import Lint

/// What every Swift rule reads for one file: the tree, the shared index of its calls and
/// assignments, the file (for positions) and the configuration (font-helper lists).
struct SwiftSyntaxContext {
    /// The parsed file.
    let tree: SourceFileSyntax
    /// The calls, assignments and declarations of `tree`, collected in one walk.
    let index: SwiftSyntaxIndex
    /// The file the tree was parsed from; its bytes are the tree's bytes.
    let file: LintFile
    /// The run's configuration.
    let configuration: LintConfiguration

    init(tree: SourceFileSyntax, file: LintFile, configuration: LintConfiguration) {
        self.tree = tree
        self.file = file
        self.configuration = configuration
        let collector = SwiftSyntaxIndex.Collector()
        collector.walk(tree)
        collector.index.addPropertiesComputedFromScaledMetrics()
        self.index = collector.index
    }

    /// Where `node` starts, after its leading trivia. The tree is lossless, so its UTF-8 offsets
    /// are the file's and `LintFile`'s line table gives the position without a
    /// `SourceLocationConverter` (which would cost another pass over the file).
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        file.position(ofByte: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}
