import DynamicType
import Testing

@Suite("MaterialTypeScale")
struct MaterialTypeScaleTests {
    let scale = MaterialTypeScale.material3

    @Test("all fifteen rows match the reference: size, line height, weight, typeface, Flutter height")
    func rowsMatchFixture() throws {
        let rows = AndroidFixture.materialRows
        #expect(scale.styles.map(\.role.name) == rows.map { $0["role"] as! String })
        #expect(scale.styles.count == 15)
        for (style, row) in zip(scale.styles, rows) {
            let role = style.role.name
            #expect(style.size == AndroidFixture.materialNumber(row, "size"), "\(role)")
            #expect(style.lineHeight == AndroidFixture.materialNumber(row, "line_height"), "\(role)")
            #expect(Double(style.weight.rawValue) == AndroidFixture.materialNumber(row, "weight"), "\(role)")
            #expect(style.typeface.rawValue == row["typeface_token"] as? String, "\(role)")
            #expect(style.flutterHeight == AndroidFixture.materialNumber(row, "height_ratio_flutter"), "\(role)")
            #expect(ScaleApprox.equal(style.sizeRem, AndroidFixture.materialNumber(row, "size_rem_material_web_v0_192")), "\(role)")
            #expect(
                ScaleApprox.equal(style.lineHeightRem, AndroidFixture.materialNumber(row, "line_height_rem_material_web_v0_192")),
                "\(role)")
        }
    }

    @Test("each tracking revision matches its column")
    func trackingMatchesFixture() {
        let latestRem = ReferenceData.number(ReferenceData.value("material3", "latest_material_web_34_1_16", "tracking_rem"))!
        for (style, row) in zip(scale.styles, AndroidFixture.materialRows) {
            let role = style.role.name
            #expect(style.tracking(.baseline) == AndroidFixture.materialNumber(row, "tracking_flutter_v0_92"), "\(role)")
            #expect(style.tracking(.compose) == AndroidFixture.materialNumber(row, "tracking_sp_compose_tokens"), "\(role)")
            #expect(
                ScaleApprox.equal(style.baselineTrackingRem, AndroidFixture.materialNumber(row, "tracking_rem_material_web_v0_192")),
                "\(role): material-web v0.192 is the baseline at 16 px per rem")
            #expect(style.tracking(.latest) == latestRem * 16, "\(role)")
        }
    }

    @Test("the three roles where Compose rounds the tracking")
    func composeTrackingDisagreements() {
        let differing = scale.styles.filter { $0.tracking(.baseline) != $0.tracking(.compose) }.map(\.role)
        #expect(differing == [.displayLarge, .titleMedium, .bodyMedium])
    }

    @Test("Compose's emphasized variants match the reference, and are absent where it was not read")
    func emphasizedMatchesFixture() {
        let weights = ReferenceData.dictionary("material3", "compose_emphasized", "weight_token")
        let tracking = ReferenceData.dictionary("material3", "compose_emphasized", "tracking_sp")
        let tokenWeights: [String: FontWeight] = ["WeightMedium": .medium, "WeightBold": .bold]
        for style in scale.styles {
            let role = style.role.name
            #expect(style.emphasizedWeight == (weights[role] as? String).flatMap { tokenWeights[$0] }, "\(role)")
            #expect(style.emphasizedTracking == ReferenceData.number(tracking[role]), "\(role)")
        }
        #expect(scale[.titleMedium].emphasizedWeight == nil)
        #expect(scale[.labelSmall].emphasizedWeight == .bold)
    }

    @Test("bodyLarge at 200 %: 16 sp → 28 dp, line height 24 sp → 36 dp")
    func bodyLargeAtTwo() {
        let resolved = scale.resolve(.bodyLarge, fontScale: 2.0)
        #expect(ScaleApprox.equal(resolved.size, 28))
        #expect(ScaleApprox.equal(resolved.lineHeight, 36))
        #expect(ScaleApprox.equal(resolved.effectiveScale, 1.75))
        #expect(resolved.weight == .regular)
        #expect(resolved.tracking == 0.5)
    }

    @Test("displayLarge at 200 %: 57 sp → ≈ 61.9 dp, 64 sp → ≈ 68.1 dp")
    func displayLargeAtTwo() {
        let resolved = scale.resolve(.displayLarge, fontScale: 2.0, tracking: .compose)
        #expect(ScaleApprox.equal(resolved.size, 38 + (57 - 30) / 70.0 * 62))
        #expect(abs(resolved.size - 61.9) < 0.05)
        #expect(ScaleApprox.equal(resolved.lineHeight, 38 + (64 - 30) / 70.0 * 62))
        #expect(resolved.tracking == -0.2)
    }

    @Test("at 100 % nothing changes; at the tables both variants agree", arguments: MaterialTypeRole.allCases)
    func resolveAcrossScales(role: MaterialTypeRole) {
        let style = scale[role]
        let unscaled = scale.resolve(role, fontScale: 1.0)
        #expect(unscaled.size == style.size && unscaled.lineHeight == style.lineHeight)
        for fontScale in [1.15, 1.3, 1.5, 1.8, 2.0] {
            #expect(scale.resolve(role, fontScale: fontScale) == scale.resolve(role, fontScale: fontScale, variant: .compose))
        }
        let scaling = AndroidTextScaling(fontScale: 1.4)
        #expect(scale.resolve(role, scaling: scaling).size == scaling.dp(forSp: style.size))
    }

    @Test("role names, token names and printed names")
    func roleNames() {
        #expect(MaterialTypeRole.displayLarge.tokenName == "display-large")
        #expect(MaterialTypeRole.labelSmall.displayName == "Label Small")
        #expect(MaterialTypeface.brand.tokenName == "md.ref.typeface.brand")
    }

    @Test(
        "parses Compose, Flutter, token and printed spellings",
        arguments: [
            "bodyLarge", "body-large", "Body Large", "md.sys.typescale.body-large",
            "MaterialTheme.typography.bodyLarge", "Theme.of(context).textTheme.bodyLarge", "BODY_LARGE",
        ])
    func parsesRoles(spelling: String) throws {
        #expect(try MaterialTypeRole(parsing: spelling) == .bodyLarge)
    }

    @Test("every role parses from its own names")
    func roundTripsNames() throws {
        for role in MaterialTypeRole.allCases {
            #expect(try MaterialTypeRole(parsing: role.name) == role)
            #expect(try MaterialTypeRole(parsing: role.tokenName) == role)
            #expect(try MaterialTypeRole(parsing: role.displayName) == role)
        }
    }

    @Test("unknown names list the fifteen roles")
    func rejectsUnknown() {
        #expect(
            throws: UnknownNameError(
                kind: "Material type role", input: "headline1",
                validNames: MaterialTypeRole.allCases.map(\.name))
        ) {
            try MaterialTypeRole(parsing: "headline1")
        }
        #expect(throws: UnknownNameError.self) { try MaterialTypeRole(parsing: "body") }
    }
}
