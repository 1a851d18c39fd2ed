import Testing

@Suite struct LayoutCommandTests {
    @Test func checkoutBeforeOverflowsTheScreenAtAX5ButNotAtLarge() {
        let large = runReflow("layout", "checkout-before", "--category", "large")
        #expect(large.status == 0, "\(large)")
        #expect(large.outputLines.first == "checkout-before on iPhone 16 at large")
        #expect(large.outputLines.contains("VStack (0, 59, 393, 759)"))
        let ax5 = runReflow("layout", "checkout-before", "--category", "AX5")
        // The root VStack needs more than the 759 pt safe area and overflows it.
        #expect(ax5.outputLines.contains { $0.hasPrefix("VStack ") && $0.contains("overflow(y +") })
    }

    @Test func everyExampleLaysOutOnEveryDeviceInBothDirections() {
        for example in ["account-fixed", "account-growing", "checkout-before", "checkout-after"] {
            for device in ["iPhone SE", "iPhone 16", "iPhone 16 Pro Max", "iPad 11-inch", "iPhone SE landscape"] {
                for extra in [[], ["--rtl"]] {
                    let run = runReflow(["layout", example, "--device", device, "--category", "AX3"] + extra)
                    #expect(run.status == 0, "\(example) on \(device) \(extra): \(run)")
                }
            }
        }
    }

    @Test func unknownScreensAndDevicesAreUsageErrors() {
        let screen = runReflow("layout", "nope")
        #expect(screen.status == 2)
        #expect(
            screen.error
                == "reflow: error: invalid value 'nope' for '<screen>': expected one of: account-fixed, account-growing, checkout-before, checkout-after (see 'reflow layout --help')\n"
        )
        #expect(runReflow("layout", "checkout-after", "--device", "Nokia").status == 2)
    }
}
