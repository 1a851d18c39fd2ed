import Findings
import ReflowCommandLine
import Reporting
import SwiftSource

extension ProjectCheckResult {
    /// Each screen's coverage for reports: its own run (as written, the branches its preview takes).
    public var screenCoverage: [String: ScreenCoverage] {
        var coverage: [String: ScreenCoverage] = [:]
        for screen in screens where coverage[screen.name] == nil && screen.variant == nil && screen.profile == .asWritten {
            let counts = screen.coverage
            coverage[screen.name] = ScreenCoverage(
                location: screen.location,
                status: counts.status.rawValue, interpreted: counts.interpreted, opaqueViews: counts.count(.opaqueView),
                ignoredModifiers: counts.count(.ignoredModifier), unreadFonts: counts.count(.unreadFont), sourceTexts: counts.sourceTexts,
                standInTexts: counts.standInTexts, standInOrigins: counts.standInOrigins,
                reasons: counts.status == .simulated ? [] : counts.reasons)
        }
        return coverage
    }
}
