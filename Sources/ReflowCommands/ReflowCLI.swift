/// Placeholder namespace until the commands land.
public enum ReflowCLI {}
