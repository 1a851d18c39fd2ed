import Findings
import LayoutEngine

/// One audit check: it describes itself and reads a screen laid out at every size.
///
/// Checks are stateless; each is a type with static members, listed once in `AuditChecks.all`
/// and kept in `Sources/Audit/Checks/<TypeName>.swift`.
public protocol Check: SendableMetatype {
    /// Its id, summary, rationale, severity, WCAG criterion, fix, settings and examples.
    static var description: CheckDescription { get }
    /// Its examples with the screens built from them, which the verifier runs.
    static var examples: [ScreenExample] { get }
    /// What it observes in `series`, one observation per element and size at which it holds.
    /// Observations name the size with `setting: screen.setting`, which works for iOS and Android
    /// series alike; on an Android series, observations made with `category:` (an iOS size) are
    /// dropped, since they cannot say which scale they hold at.
    static func observations(in series: LayoutSeries, configuration: AuditConfiguration) throws -> [Observation]
}
