/// The version `reflow --version` prints, kept in one place so releases bump a single line.
public enum ReflowVersion {
    /// The semantic version of this build of Reflow.
    public static let current = "0.1.0"
}
