/// Every command `reflow` offers, in the order its help lists them.
public enum ReflowCommandList {
    /// The command types.
    public static let all: [any Command.Type] = [RampCommand.self, ScaleCommand.self, MeasureCommand.self, LayoutCommand.self]
}
