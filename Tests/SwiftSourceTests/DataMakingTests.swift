import LayoutEngine
import SwiftSource
import Testing

/// Values as Swift makes them: `Type.init(…)` as `Type(…)`, an
/// optional `var` starting as nil, dates moved by date components, and a value whose making runs
/// too long cut short without spending the screen's budget.
@Suite struct DataMakingTests {
    private func screen(_ declarations: String, _ views: String) -> (texts: [String], notes: [String]) {
        let source = "import SwiftUI\n" + declarations + "\nstruct Shown: View { var body: some View { VStack { " + views + " } } }\n"
        guard let screen = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten]).first else {
            return ([], [])
        }
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        visit(screen.root)
        return (texts, screen.coverage.notes)
    }

    @Test func anInitializerNamedIsTheTypeCalled() {
        #expect(screen("", #"Text(String.init(repeating: "ab", count: 2))"#).texts == ["abab"])
    }

    @Test func anOptionalVarWithNoInitialValueIsNil() {
        let declarations = """
            enum Summary {
                static func text(_ values: [Int]) -> String {
                    var previous: Int?
                    var parts: [String] = []
                    for value in values {
                        parts.append(previous == nil ? "start" : "\\(value - previous!)")
                        previous = value
                    }
                    return parts.joined(separator: " ")
                }
            }
            """
        #expect(screen(declarations, "Text(Summary.text([3, 5, 9]))").texts == ["start 2 4"])
    }

    @Test func aDateMovedByDateComponents() {
        // The sample clock's day is a Monday (2025-01-06): three days back is a Friday, five a Wednesday... of the week before.
        let views = """
            let start = Calendar.current.startOfDay(for: .now)
            let back = Calendar.current.date(byAdding: DateComponents(day: -2), to: start)!
            Text(Calendar.current.isDateInWeekend(back) ? "weekend" : "weekday")
            Text("\\(Calendar.current.component(.day, from: back))")
            """
        let shown = screen("", views).texts
        #expect(shown.count == 2)
        #expect(shown.allSatisfy { !$0.isEmpty && $0 != "Sample" })
    }

    @Test func aModelWhoseMakingRunsTooLongIsCutAndTheScreenGoesOn() {
        let declarations = """
            struct History {
                let label: String
                let total: Int
                init() {
                    label = "History"
                    total = History.sum(1_000)
                }
                static func sum(_ count: Int) -> Int {
                    var total = 0
                    for day in 0..<count {
                        for hour in 0..<count { total += (day + hour) % 7 }
                    }
                    return total
                }
            }
            """
        let shown = screen(declarations, #"let history = History(); Text(history.label); Text("\(history.total)"); Text("Footer")"#)
        #expect(shown.texts.first == "History")
        #expect(shown.texts.last == "Footer")
        #expect(shown.texts.count == 3)
        #expect(shown.notes.contains { $0.contains("making History took more than 25000 steps") })
    }
}
