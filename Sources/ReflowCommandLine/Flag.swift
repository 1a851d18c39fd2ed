/// A boolean switch such as `--verbose` or `-v`; read it with `arguments[flag]`.
public struct Flag: ArgumentDefinition {
    /// The description the parser and help read.
    public let spec: ArgumentSpec

    /// Declares `--name` (and `-short`), false unless given.
    public init(_ name: String, short: Character? = nil, help: String) {
        spec = ArgumentSpec(kind: .flag, name: name, shortName: short, help: help, convert: { _ in true })
    }
}
