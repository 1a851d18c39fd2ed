import ReflowLocking
import SwiftSource
import Testing

/// What each file's indexing and each screen's interpretation cost, for `reflow-calibrate` (no single
/// one may take more than a second).
@Suite struct InterpretationTimingTests {
    @Test func eachEntryPointIsTimedOnceAndTheSlowestFileIsNamed() {
        let project = SwiftUIProject(sources: [
            (path: "Inbox.swift", text: "import SwiftUI\nstruct Inbox: View { var body: some View { Text(\"Mail\") } }\n"),
            (
                path: "Settings.swift",
                text: "import SwiftUI\nstruct Settings: View {\n    var body: some View { Toggle(\"Wi-Fi\", isOn: .constant(true)) }\n}\n"
            ),
        ])
        let timed = Locked<[SlowestWork]>([])
        let screens = project.screens(
            profiles: [.asWritten, .translation], named: nil, concurrency: 2, advancing: nil,
            timed: { work in timed.withLock { $0.append(work) } })
        let works = timed.withLock { $0 }
        #expect(Set(screens.map(\.name)) == ["Inbox", "Settings"])
        #expect(works.map { String($0.name.prefix { $0 != " " }) }.sorted() == ["Inbox", "Settings"])
        #expect(works.allSatisfy { $0.seconds >= 0 && $0.seconds < 1 })
        let slowest = project.slowestIndexedFile
        #expect(slowest.map { ["Inbox.swift", "Settings.swift"].contains($0.name) } == true)
        #expect(slowest.map { $0.seconds >= 0 && $0.seconds < 1 } == true)
    }
}
