import Findings
import Testing

/// `StableHash` is FNV-1a: the published test vectors, and the same value on every run.
@Suite struct StableHashTests {
    @Test func fnv1a128MatchesThePublishedVectors() {
        #expect(StableHash().hex == "6c62272e07bb014262b821756295c58d")
        var a = StableHash()
        a.combine("a".utf8)
        #expect(a.hex == "d228cb696f1a8caf78912b704e4a8964")
        var foobar = StableHash()
        foobar.combine("foobar".utf8)
        #expect(foobar.hex == "343e1662793c64bf6f0d3597ba446f18")
    }

    @Test func fnv1a64MatchesThePublishedVectors() {
        #expect(StableHash.hex(StableHash.fnv1a64("")) == "cbf29ce484222325")
        #expect(StableHash.hex(StableHash.fnv1a64("a")) == "af63dc4c8601ec8c")
        #expect(StableHash.hex(StableHash.fnv1a64("foobar")) == "85944171f73967e8")
    }

    @Test func stringsAreSeparatedSoTheirBoundariesCount() {
        var first = StableHash()
        first.combine("ab")
        first.combine("c")
        var second = StableHash()
        second.combine("a")
        second.combine("bc")
        #expect(first != second)
        #expect(first.hex.count == 32)
    }
}
