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
        all.first { $0.description.allIDs.contains(id) }
    }
}
