import Testing
@testable import DynamicType

@Suite struct TrackingTableTests {
    static let tables: [(String, String, TrackingTable)] = [
        ("ios", "sf_pro", .sfPro), ("ios", "sf_pro_rounded", .sfProRounded), ("ios", "new_york", .newYork),
        ("watchos", "sf_compact", .sfCompact), ("watchos", "sf_compact_rounded", .sfCompactRounded),
    ]

    @Test func everyPrintedRowMatchesTheHIG() {
        for (platform, key, table) in Self.tables {
            let rows = ReferenceData.array(platform, "tracking", key) as! [[Double]]
            #expect(table.rows.count == rows.count, "\(key)")
            for (row, expected) in zip(table.rows, rows) {
                #expect([row.size, row.perMille, row.points] == expected, "\(key) \(row.size) pt")
                #expect(table.tracking(atPointSize: row.size) == expected[2])
            }
        }
    }

    @Test func macOSTableDiffersFromIOSOnlyAt52And53Points() {
        let differing = zip(TrackingTable.sfPro.rows, TrackingTable.sfProMacOS.rows).filter { $0 != $1 }.map(\.1)
        let expected = (ReferenceData.dictionary("macos", "tracking_sf_pro")["rows_differing_from_ios"] as! [[String: Double]])
            .map { TrackingTable.Row(size: $0["size_pt"]!, perMille: $0["tracking_1_1000_em"]!, points: $0["tracking_pt"]!) }
        #expect(differing == expected)
    }

    @Test func betweenPrintedSizesThePointsValueIsInterpolated() {
        // 16.5 pt lies halfway between 16 pt (-0.31) and 17 pt (-0.43).
        #expect(isClose(TrackingTable.sfPro.tracking(atPointSize: 16.5), -0.37))
        // 57 pt: between 56 pt (+0.30) and 58 pt (+0.28).
        #expect(isClose(TrackingTable.sfPro.tracking(atPointSize: 57), 0.29))
    }

    @Test func outsideTheTableTheNearestEmValueScalesWithSize() {
        // Below 6 pt: +41/1000 em at 5 pt = 0.205 pt. Above 96 pt: 0/1000 em.
        #expect(isClose(TrackingTable.sfPro.tracking(atPointSize: 5), 0.205))
        #expect(TrackingTable.sfPro.tracking(atPointSize: 120) == 0)
        // New York continues to 260 pt at -18/1000 em: 300 pt -> -5.4 pt.
        #expect(isClose(TrackingTable.newYork.tracking(atPointSize: 300), -5.4))
    }

    @Test func sfCompactJumpsBackToZeroAt20PointsAsPrinted() {
        #expect(TrackingTable.sfCompact.tracking(atPointSize: 19) == -0.22)
        #expect(TrackingTable.sfCompact.tracking(atPointSize: 20) == 0)
    }
}
