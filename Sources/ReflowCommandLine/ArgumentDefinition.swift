/// A typed argument declaration whose untyped ``ArgumentSpec`` the parser reads; the type drives the accessor on ``ParsedArguments``.
public protocol ArgumentDefinition: Sendable {
    /// What the parser and help generator need to know about the argument.
    var spec: ArgumentSpec { get }
}
