import ReflowCommandLine
/// Every command `reflow` offers, in the order its help lists them.
public enum ReflowCommandList {
    /// The command types.
    public static let all: [any Command.Type] = [
        CheckCommand.self, LintCommand.self, AuditCommand.self, ReportCommand.self, LayoutCommand.self, MeasureCommand.self,
        RampCommand.self, RenderCommand.self, ScaleCommand.self,
    ]
}
