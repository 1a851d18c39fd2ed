import Findings

/// The registry: every check the audit runs, in the order the documentation lists them. A test
/// keeps it equal to the files in `Sources/Audit/Checks/`.
public enum AuditChecks {
    /// Every check.
    public static let all: [any Check.Type] = [
        ClippedTextCheck.self,
        TruncatedTextCheck.self,
        OverlapCheck.self,
        UnreachableActionCheck.self,
        HorizontalOverflowCheck.self,
        NotScalingCheck.self,
        TinyTextCheck.self,
        HierarchyInvertedCheck.self,
        IconNotScalingCheck.self,
        StickyOvergrowthCheck.self,
        RowShouldStackCheck.self,
        LayoutNotCollapsingCheck.self,
    ]

    /// The check that reports `id` (its own or a related id), if any.
    public static func check(reporting id: String) -> (any Check.Type)? {
        all.first { description(of: $0).allIDs.contains(id) }
    }

    /// `check`'s description. A check builds it, examples and all, each time it is asked; the
    /// registry's checks are asked once per process, since every screen's audit needs them.
    static func description(of check: any Check.Type) -> CheckDescription {
        descriptions[ObjectIdentifier(check)] ?? check.description
    }

    private static let descriptions: [ObjectIdentifier: CheckDescription] = Dictionary(
        uniqueKeysWithValues: all.map { (ObjectIdentifier($0), $0.description) })
}
