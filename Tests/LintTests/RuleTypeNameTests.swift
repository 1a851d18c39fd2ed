import Lint
import Testing

/// A rule's type is named after its id, so the file that holds a finding's rule is found from the id
/// alone: `ib-fixed-height-text` is `IBFixedHeightTextRule`, not `FixedHeightConstraintRule`.
@Suite struct RuleTypeNameTests {
    @Test func namesFollowIDs() {
        #expect(RuleTypeName.forID("ib-fixed-height-text") == "IBFixedHeightTextRule")
        #expect(RuleTypeName.forID("rn-single-line-text") == "ReactNativeSingleLineTextRule")
        #expect(RuleTypeName.forID("android-text-size-not-sp") == "AndroidTextSizeNotSPRule")
        #expect(RuleTypeName.forID("compose-text-size-in-dp") == "ComposeTextSizeInDPRule")
        #expect(RuleTypeName.forID("swiftui-custom-font-without-relative-to") == "SwiftUICustomFontWithoutRelativeToRule")
        #expect(RuleTypeName.forID("kotlin-fixed-line-height") == "KotlinFixedLineHeightRule")
    }

    @Test func everyRegisteredRuleIsNamedAfterItsID() {
        let rules = LintRules.interfaceBuilder + LintRules.androidXML + LintRules.kotlin + LintRules.reactNative + LintRules.flutter
        #expect(!rules.isEmpty)
        for rule in rules {
            #expect(String(describing: rule) == RuleTypeName.forID(rule.description.id), "\(rule.description.id)")
        }
    }
}
