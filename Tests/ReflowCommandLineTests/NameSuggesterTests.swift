import Testing
@testable import ReflowCommandLine

@Suite struct NameSuggesterTests {
    @Test(arguments: [
        ("format", "format", 0),
        ("formt", "format", 1),
        ("fromat", "format", 1),
        ("fornat", "format", 1),
        ("", "abc", 3),
        ("frobnicate", "format", 6),
    ])
    func editDistanceCountsSwapsAsOneEdit(source: String, target: String, distance: Int) {
        #expect(NameSuggester.editDistance(source, target) == distance)
    }

    @Test func suggestsTheNearestNameWithinTheAllowance() {
        #expect(NameSuggester.closest(to: "--formt", among: ["--size", "--format"]) == "--format")
        #expect(NameSuggester.closest(to: "rmp", among: ["ramp", "lint"]) == "ramp")
        #expect(NameSuggester.closest(to: "--colour", among: ["--color", "--offset"]) == "--color")
    }

    @Test func suggestsNothingWhenEveryNameIsFar() {
        #expect(NameSuggester.closest(to: "--frobnicate", among: ["--format", "--help"]) == nil)
        #expect(NameSuggester.closest(to: "xyz", among: ["ramp", "lint"]) == nil)
    }

    @Test func prefersTheCloserNameThenTheFirstDeclared() {
        #expect(NameSuggester.closest(to: "--siz", among: ["--sized", "--size"]) == "--size")
        #expect(NameSuggester.closest(to: "cat", among: ["bat", "hat"]) == "bat")
    }

    @Test func neverSuggestsTheInputItself() {
        #expect(NameSuggester.closest(to: "help", among: ["help"]) == nil)
    }
}
