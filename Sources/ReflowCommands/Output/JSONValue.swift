import ReflowCommandLine
import Reporting

/// The JSON documents the commands print (`reflow ramp`, `scale`, `measure` with `--format json`):
/// the project's one JSON writer, shared with the reporters.
public typealias JSONValue = ReportJSON
