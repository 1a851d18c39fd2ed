import Testing
import ReflowCommandLine

/// Every usage error as the user sees it: one stderr line, nothing on stdout, exit 2.
@Suite struct UsageErrorTests {
    @Test func unknownLongOption() {
        #expect(
            reflow("ramp", "body", "--frobnicate")
                == usageFailure(
                    "unknown option '--frobnicate' for 'reflow ramp' (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownLongOptionSuggestsTheClosestName() {
        #expect(
            reflow("ramp", "body", "--formt", "json")
                == usageFailure(
                    "unknown option '--formt' for 'reflow ramp'; did you mean '--format'? (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownOptionIsNamedWithoutItsInlineValue() {
        #expect(
            reflow("ramp", "body", "--fromat=json")
                == usageFailure(
                    "unknown option '--fromat' for 'reflow ramp'; did you mean '--format'? (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownOptionSuggestsHelp() {
        #expect(
            reflow("ramp", "--hepl")
                == usageFailure(
                    "unknown option '--hepl' for 'reflow ramp'; did you mean '--help'? (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownShortOption() {
        #expect(
            reflow("ramp", "body", "-x")
                == usageFailure(
                    "unknown option '-x' for 'reflow ramp' (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownLetterInsideAShortCluster() {
        #expect(
            reflow("ramp", "body", "-vx")
                == usageFailure(
                    "unknown option '-x' for 'reflow ramp' (see 'reflow ramp --help')"
                ))
    }

    @Test func singleDashLongNameSuggestsTheDoubleDashSpelling() {
        #expect(
            reflow("ramp", "body", "-color")
                == usageFailure(
                    "unknown option '-color' for 'reflow ramp'; did you mean '--color'? (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownRootOptionSuggestsVersion() {
        #expect(
            reflow("--verison")
                == usageFailure(
                    "unknown option '--verison' for 'reflow'; did you mean '--version'? (see 'reflow --help')"
                ))
    }

    @Test func versionIsOnlyARootOption() {
        #expect(
            reflow("ramp", "body", "--version")
                == usageFailure(
                    "unknown option '--version' for 'reflow ramp' (see 'reflow ramp --help')"
                ))
    }

    @Test func unknownCommandSuggestsTheClosestName() {
        #expect(
            reflow("rmap", "body")
                == usageFailure(
                    "unknown command 'rmap' for 'reflow'; did you mean 'ramp'? (see 'reflow --help')"
                ))
    }

    @Test func unknownCommandFarFromEveryName() {
        #expect(
            reflow("frobnicate")
                == usageFailure(
                    "unknown command 'frobnicate' for 'reflow' (see 'reflow --help')"
                ))
    }

    @Test func unknownNestedCommand() {
        #expect(
            reflow("rules", "lsit")
                == usageFailure(
                    "unknown command 'lsit' for 'reflow rules'; did you mean 'list'? (see 'reflow rules --help')"
                ))
    }

    @Test func unknownCommandAfterHelp() {
        #expect(
            reflow("help", "rampp")
                == usageFailure(
                    "unknown command 'rampp' for 'reflow'; did you mean 'ramp'? (see 'reflow --help')"
                ))
    }

    @Test func extraWordAfterHelpOfALeafCommand() {
        #expect(
            reflow("help", "ramp", "body")
                == usageFailure(
                    "unexpected argument 'body' (see 'reflow ramp --help')"
                ))
    }

    @Test func missingValueAtTheEnd() {
        #expect(
            reflow("ramp", "body", "--offset")
                == usageFailure(
                    "missing value for '--offset' (see 'reflow ramp --help')"
                ))
    }

    @Test func missingValueBeforeAnotherOption() {
        #expect(
            reflow("ramp", "body", "--offset", "--verbose")
                == usageFailure(
                    "missing value for '--offset' (see 'reflow ramp --help')"
                ))
    }

    @Test func missingValueOfAShortOptionNamesTheLongName() {
        #expect(
            reflow("ramp", "body", "-s")
                == usageFailure(
                    "missing value for '--size' (see 'reflow ramp --help')"
                ))
    }

    @Test func invalidInteger() {
        #expect(
            reflow("ramp", "body", "--offset", "two")
                == usageFailure(
                    "invalid value 'two' for '--offset': expected an integer (see 'reflow ramp --help')"
                ))
    }

    @Test func invalidNumber() {
        #expect(
            reflow("ramp", "body", "--scale=nan")
                == usageFailure(
                    "invalid value 'nan' for '--scale': expected a number (see 'reflow ramp --help')"
                ))
    }

    @Test func invalidChoiceListsTheChoices() {
        #expect(
            reflow("ramp", "body", "--format", "xml")
                == usageFailure(
                    "invalid value 'xml' for '--format': expected one of: text, json (see 'reflow ramp --help')"
                ))
    }

    @Test func invalidValueFromAParseClosureUsesItsMessage() {
        #expect(
            reflow("ramp", "body", "--size", "14em")
                == usageFailure(
                    "invalid value '14em' for '--size': expected a length such as 14, 14pt or 14sp (see 'reflow ramp --help')"
                ))
    }

    @Test func flagGivenAValue() {
        #expect(
            reflow("ramp", "body", "--verbose=yes")
                == usageFailure(
                    "option '--verbose' does not take a value (see 'reflow ramp --help')"
                ))
    }

    @Test func missingRequiredPositional() {
        #expect(
            reflow("ramp", "--verbose")
                == usageFailure(
                    "missing required argument '<style>' (see 'reflow ramp --help')"
                ))
    }

    @Test func missingRequiredRepeatedPositional() {
        #expect(
            reflow("lint", "--format", "json")
                == usageFailure(
                    "missing required argument '<files>' (see 'reflow lint --help')"
                ))
    }

    @Test func unexpectedExtraPositional() {
        #expect(
            reflow("ramp", "body", "AX5", "extra")
                == usageFailure(
                    "unexpected argument 'extra' (see 'reflow ramp --help')"
                ))
    }

    @Test func unexpectedPositionalForACommandWithoutPositionals() {
        #expect(
            reflow("tty", "-3")
                == usageFailure(
                    "unexpected argument '-3' (see 'reflow tty --help')"
                ))
    }

    @Test func validationInInitParsing() {
        #expect(
            reflow("ramp", "body", "--offset", "20")
                == usageFailure(
                    "'--offset' must be between -11 and 11 (see 'reflow ramp --help')"
                ))
    }

    @Test func usageErrorThrownFromRun() {
        #expect(
            reflow("check", "--min", "5", "--max", "1")
                == usageFailure(
                    "'--min' must be less than '--max' (see 'reflow check --help')"
                ))
    }

    @Test func firstErrorInCommandLineOrderWins() {
        #expect(
            reflow("ramp", "--offset", "x", "--frobnicate")
                == usageFailure(
                    "invalid value 'x' for '--offset': expected an integer (see 'reflow ramp --help')"
                ))
    }

    @Test func reasonIsDataAndDescriptionAddsTheHelpPointer() {
        let error = UsageError(.missingArgument("<style>"), commandPath: "reflow ramp")
        #expect(error.message == "missing required argument '<style>'")
        #expect(error.description == "missing required argument '<style>' (see 'reflow ramp --help')")
        #expect(UsageError("no").reason == .invalid("no"))
    }
}
