import Testing

/// Bad command lines: one `reflow: error: ` line on stderr, nothing on stdout, exit code 2.
@Suite struct CommandErrorTests {
    static let badCommandLines: [[String]] = [
        ["ramp", "--bogus"],
        ["ramp", "--platform", "bogus"],
        ["ramp", "--category", "AX9"],
        ["ramp", "--platform", "watchos", "--category", "medium"],
        ["ramp", "--platform", "macos", "--category", "AX5"],
        ["ramp", "--platform", "tvos", "--category", "large"],
        ["ramp", "--style", "bogus"],
        ["ramp", "--platform", "tvos", "--style", "largeTitle"],
        ["ramp", "--compose"],
        ["ramp", "--platform", "ios", "--compose"],
        ["ramp", "--platform", "android", "--category", "9"],
        ["ramp", "--platform", "android", "--style", "15sp"],
        ["ramp", "--format", "xml"],
        ["ramp", "--platform"],
        ["scale", "abc"],
        ["scale", "-5"],
        ["scale", "1e400"],
        ["scale", "17pt", "--android", "2"],
        ["scale", "14sp", "--react-native", "AX5"],
        ["scale", "17", "--android", "2", "--relative-to", "body"],
        ["scale", "17", "--min-scale-factor", "2", "--max-scale-factor", "1"],
        ["scale", "17", "--scaled-metric", "--max", "20"],
        ["scale", "14sp", "--android", "9"],
        ["scale", "17", "--flutter-ios", "AX5", "--flutter-android", "2"],
        ["scale", "17", "--category", "AX9"],
        ["scale", "17", "--max", "0"],
        ["scale", "17", "18"],
        ["scale"],
    ]

    @Test(arguments: badCommandLines)
    func badInputIsOneUsageErrorLine(arguments: [String]) {
        let run = runReflow(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.output == "", "\(run)")
        #expect(run.error.hasPrefix("reflow: error: "), "\(run)")
        #expect(run.error.hasSuffix("\n"), "\(run)")
        #expect(run.error.filter { $0 == "\n" }.count == 1, "\(run)")
    }

    private func usageError(_ message: String) -> ReflowRun {
        ReflowRun(status: 2, output: "", error: "reflow: error: \(message)\n")
    }

    @Test func unknownFlag() {
        #expect(runReflow("ramp", "--bogus") == usageError("unknown option '--bogus' for 'reflow ramp' (see 'reflow ramp --help')"))
    }

    @Test func unknownPlatformListsThePlatforms() {
        #expect(
            runReflow("ramp", "--platform", "bogus")
                == usageError(
                    "invalid value 'bogus' for '--platform': expected one of: ios, ipados, watchos, macos, tvos, visionos, android, "
                        + "material3, react-native, flutter (see 'reflow ramp --help')"))
    }

    @Test func watchOSHasNoMediumCategory() {
        #expect(
            runReflow("ramp", "--platform", "watchos", "--category", "medium")
                == usageError(
                    "invalid value 'medium' for '--category': watchos has no medium category; it has: xSmall, small, large, xLarge, "
                        + "xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3 (see 'reflow ramp --help')"))
    }

    @Test func macOSHasNoCategories() {
        #expect(
            runReflow("ramp", "--platform", "macos", "--category", "AX5")
                == usageError(
                    "macos has no Dynamic Type: its styles have one fixed size, so --category does not apply (see 'reflow ramp --help')"))
    }

    @Test func composeIsAndroidOnly() {
        #expect(
            runReflow("ramp", "--compose")
                == usageError(
                    "--compose applies to --platform android and material3 only (see 'reflow ramp --help')"))
    }

    @Test func pointsAreNotAndroid() {
        #expect(
            runReflow("scale", "17pt", "--android", "2")
                == usageError(
                    "Android scales sp (or dp back to sp); '17pt' is in points (see 'reflow scale --help')"))
    }

    @Test func platformsCannotBeMixed() {
        #expect(
            runReflow("scale", "17", "--android", "2", "--relative-to", "body")
                == usageError(
                    "options for iOS and Android cannot be combined; ask about one platform at a time (see 'reflow scale --help')"))
    }

    @Test func fontScaleOutOfRange() {
        #expect(
            runReflow("scale", "14sp", "--android", "9")
                == usageError(
                    "invalid value '9' for '--android': font scale must be between 0.5 and 4 (see 'reflow scale --help')"))
    }

    @Test func negativeAndMissingSizes() {
        #expect(
            runReflow("scale", "-5")
                == usageError(
                    "invalid value '-5' for '<size>': must be between 0.01 and 10000 (see 'reflow scale --help')"))
        #expect(runReflow("scale") == usageError("missing required argument '<size>' (see 'reflow scale --help')"))
    }

    @Test func androidSizeElsewhereQuotesTheSizeAsTyped() {
        #expect(
            runReflow("scale", "14sp", "--react-native", "AX5")
                == usageError(
                    "'14sp' is an Android size; use --android, or give the size in points (see 'reflow scale --help')"))
    }

    @Test func spSizeWithFlutterIOSIsRejected() {
        let run = runReflow("scale", "14sp", "--flutter-ios", "AX5")
        #expect(run.status == 2, "\(run)")
    }

    @Test func styleOnVisionOSDoesNotPrintAnEmptyList() {
        #expect(!runReflow("ramp", "-p", "visionos", "-s", "body").error.contains("styles:  ("))
    }

    @Test(arguments: ["0x10", "inf", "nan", "1_0", "17px", ""])
    func sizesMustBePlainDecimals(size: String) {
        let run = runReflow("scale", size, "-c", "AX5")
        #expect(run.status == 2, "\(run)")
        #expect(run.error.hasPrefix("reflow: error: invalid value '\(size)' for '<size>'"), "\(run)")
    }

    @Test func dpSizesAreNotFlutterSizes() {
        #expect(
            runReflow("scale", "14dp", "--flutter-android", "2")
                == usageError(
                    "Flutter scales font sizes in logical pixels (sp on Android); converting dp back to sp is --android's job (see 'reflow scale --help')"
                ))
    }

    @Test func visionOSStylesErrorSaysNoneArePublished() {
        #expect(
            runReflow("ramp", "-p", "visionos", "-s", "body")
                == usageError(
                    "visionos publishes no text style sizes, so --style does not apply (see 'reflow ramp --help')"))
    }

    @Test(arguments: [
        ["scale", "14sp", "--android", "0x2"], ["scale", "17", "--max", "0x20"],
        ["scale", "17", "--flutter-ios", "AX5", "--max-scale-factor", "inf"],
        ["ramp", "-p", "android", "-s", "0x0Esp"], ["scale", "0"], ["scale", "17", "-c", "ax05"],
    ])
    func hexInfinityAndLooseSpellingsAreRejected(arguments: [String]) {
        let run = runReflow(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.output.isEmpty)
    }

    @Test func enumOptionsIgnoreCase() {
        #expect(runReflow("ramp", "--platform", "IOS", "--format", "CSV", "-s", "body", "-c", "AX5").status == 0)
    }
}
