/// Applies a file's suppressions to its violations and reports the suppressions themselves: one
/// without a reason (`suppression-without-reason`) and one that silenced nothing (`unused-suppression`).
enum SuppressionFilter {
    static func apply(
        _ suppressions: [Suppression], to violations: [RuleViolation], in file: LintFile,
        configuration: LintConfiguration, knownRuleIDs: Set<String>
    ) -> [RuleViolation] {
        var used = Set<[Int]>()
        var kept: [RuleViolation] = []
        for violation in violations {
            var silenced = false
            for (index, suppression) in suppressions.enumerated() where suppression.targetLine == violation.line {
                if let idIndex = suppression.ruleIDs.firstIndex(of: violation.ruleID) {
                    used.insert([index, idIndex])
                    silenced = true
                }
            }
            if !silenced { kept.append(violation) }
        }
        for (index, suppression) in suppressions.enumerated() {
            if suppression.reason == nil && configuration.isEnabled(SuppressionRules.withoutReason.id) {
                kept.append(
                    RuleViolation(
                        ruleID: SuppressionRules.withoutReason.id, file: file.path, position: suppression.position,
                        message: "This suppression gives no reason; add one after `--`."))
            }
            guard configuration.isEnabled(SuppressionRules.unused.id) else { continue }
            if suppression.ruleIDs.isEmpty {
                kept.append(
                    RuleViolation(
                        ruleID: SuppressionRules.unused.id, file: file.path, position: suppression.position,
                        message: "This suppression names no rule, so it silences nothing."))
            }
            for (idIndex, id) in suppression.ruleIDs.enumerated() where !used.contains([index, idIndex]) {
                let known = knownRuleIDs.contains(id)
                if known && !configuration.isEnabled(id) { continue }
                let message =
                    known
                    ? "`\(id)` reports nothing on line \(suppression.targetLine), so this suppression silences nothing."
                    : "`\(id)` is not a rule, so this suppression silences nothing."
                kept.append(
                    RuleViolation(ruleID: SuppressionRules.unused.id, file: file.path, position: suppression.position, message: message))
            }
        }
        return kept
    }
}
