import DynamicType
import Findings
import LayoutEngine

/// Turns observations from every size into findings: one per check and element (and related
/// element), saying the first size and every size at which it holds. A series is either iOS
/// categories or Android scales, so a finding never mixes the two.
struct FindingMerger {
    let descriptions: [String: CheckDescription]
    let configuration: AuditConfiguration

    /// The findings of `observations`, made on `series`'s screen, device and direction.
    func findings(from observations: [Observation], series: LayoutSeries) -> [Finding] {
        var order: [ByteKey] = []
        var groups: [ByteKey: [Observation]] = [:]
        for observation in observations where !configuration.disabledChecks.contains(observation.checkID) {
            let identity = ByteKey(observation.identity)
            if groups[identity] == nil { order.append(identity) }
            groups[identity, default: []].append(observation)
        }
        // Many findings rest on the same elements (every screen-wide one on the whole screen).
        var evidenceMemo: [EvidenceKey: Evidence] = [:]
        var containerMemo: [SizeSetting: [Int: [Evidence.Dependency]]] = [:]
        func evidence(for observation: Observation) -> Evidence {
            guard let screen = series.screen(at: observation.setting) else { return .known }
            let collector = EvidenceCollector(screen: screen)
            let key = EvidenceKey(setting: observation.setting, involved: collector.involved(in: observation))
            if let known = evidenceMemo[key] { return known }
            let found = collector.evidence(involving: key.involved, containers: &containerMemo[observation.setting, default: [:]])
            evidenceMemo[key] = found
            return found
        }
        return order.compactMap { identity in
            guard let group = groups[identity], let first = group.min(by: { $0.setting < $1.setting }) else { return nil }
            let description = descriptions[first.checkID]
            let settings = Set(group.map(\.setting)).sorted()
            // The numbers of the first size say how it starts; the severity is the worst it gets,
            // as far as what it rests on allows.
            let worst = group.map(\.severity).max() ?? first.severity
            let evidence = evidence(for: first)
            var severity = min(configuration.severity(of: first.checkID, proposed: worst), evidence.severityCap)
            // Broken at the default size already with invented content: not a Dynamic Type finding.
            if evidence.content == .standIn && first.setting <= series.defaultSetting { severity = .note }
            // With stand-in text a cut says how long a text may be, not that the app's text is too long.
            let threshold =
                evidence.content == .standIn && [TruncatedTextCheck.id, TruncatedTextCheck.withoutEllipsisID].contains(first.checkID)
                ? TruncatedTextCheck.standInThreshold(group) : nil
            var finding = Finding(
                checkID: first.checkID, severity: severity,
                message: threshold ?? first.message, element: first.element, relatedElement: first.relatedElement,
                sourceLocation: first.sourceLocation,
                context: FindingContext(
                    screen: series.screenName, device: series.device.name, layoutDirection: series.layoutDirection,
                    firstSize: first.setting, sizes: settings),
                measurements: first.measurements,
                criterion: description?.criterion ?? .resizeText, fix: description?.fix ?? "", evidence: evidence)
            finding.causeLocation = first.causeLocation
            return finding
        }
    }
}

/// The elements at one size that a finding's evidence is read from.
private struct EvidenceKey: Hashable {
    let setting: SizeSetting
    let involved: [Int]
}
