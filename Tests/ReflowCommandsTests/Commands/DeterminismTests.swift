import Testing

/// The same command line gives the same bytes every time.
@Suite struct DeterminismTests {
    static let commandLines: [[String]] = [
        ["ramp", "--platform", "ios", "--format", "json"],
        ["ramp", "--platform", "material3", "--format", "json"],
        ["ramp", "--platform", "flutter", "--format", "csv"],
        ["ramp", "--platform", "android", "--compose", "--format", "markdown"],
        ["scale", "17", "--format", "json"],
        ["scale", "14sp", "--format", "json"],
        ["scale", "34", "--react-native", "AX5", "--format", "json"],
        ["scale", "17", "--flutter-ios", "AX5", "--max-scale-factor", "2", "--format", "json"],
    ]

    @Test(arguments: commandLines)
    func runningTwiceGivesIdenticalBytes(arguments: [String]) {
        let first = runReflow(arguments), second = runReflow(arguments)
        #expect(first.status == 0)
        #expect(!first.output.isEmpty)
        #expect(Array(first.output.utf8) == Array(second.output.utf8))
        #expect(first == second)
    }
}
