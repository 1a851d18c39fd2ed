import ReflowLocking
import TextMeasurement

/// The measurer's laid-out results by request, in stripes that each have their own lock and
/// count their own hits and misses.
///
/// Layout asks for the same requests again and again from every audit thread (a text is measured
/// several times per pass, at every size), so a hit must be cheap. The request is fingerprinted
/// once; the fingerprint picks the stripe and is the dictionary's whole key, so probing compares
/// words instead of copying and comparing requests; the one entry found is then compared with the
/// request in full. One lock is taken per lookup, the counters riding along.
final class ResultCache: Sendable {
    /// Enough stripes that two or a few threads seldom meet on one.
    static let stripeCount = 16

    private let stripes: [Locked<Stripe>]
    private let stripeLimit: Int

    /// A cache that empties a stripe once it holds its share of `limit` fingerprints.
    init(limit: Int) {
        stripes = (0..<Self.stripeCount).map { _ in Locked(Stripe()) }
        stripeLimit = max(1, limit / Self.stripeCount)
    }

    /// The result stored for `request`, counted as a hit, or nil, counted as a miss.
    func result(for request: TextMeasurementRequest, fingerprint: RequestFingerprint) -> MeasuredText? {
        stripe(for: fingerprint).withLock { stripe in
            let found = Self.find(request, fingerprint, in: stripe)
            if found == nil { stripe.misses += 1 } else { stripe.hits += 1 }
            return found
        }
    }

    /// The result stored for `request`, if any, not counted as a hit or a miss.
    func stored(for request: TextMeasurementRequest, fingerprint: RequestFingerprint) -> MeasuredText? {
        stripe(for: fingerprint).withLock { Self.find(request, fingerprint, in: $0) }
    }

    /// The result stored in `stripe` for `request`, among the requests with its fingerprint.
    private static func find(_ request: TextMeasurementRequest, _ fingerprint: RequestFingerprint, in stripe: Stripe) -> MeasuredText? {
        var entry = stripe.entries[fingerprint]
        while let candidate = entry {
            if candidate.request == request { return candidate.result }
            entry = candidate.next
        }
        return nil
    }

    /// Stores `result` for `request`, which was not in the cache.
    func store(_ result: MeasuredText, for request: TextMeasurementRequest, fingerprint: RequestFingerprint) {
        stripe(for: fingerprint).withLock { stripe in
            if stripe.entries.count >= stripeLimit { stripe.entries.removeAll(keepingCapacity: true) }
            stripe.entries[fingerprint] = Entry(request: request, result: result, next: stripe.entries[fingerprint])
        }
    }

    /// Lookups answered and not answered, over every stripe.
    var counts: (hits: Int, misses: Int) {
        stripes.reduce(into: (hits: 0, misses: 0)) { total, stripe in
            stripe.withLock { state in
                total.hits += state.hits
                total.misses += state.misses
            }
        }
    }

    private func stripe(for fingerprint: RequestFingerprint) -> Locked<Stripe> {
        // The top bits: the dictionary rehashes the fingerprint with its own seed, so which bits
        // choose the stripe does not thin out its buckets.
        stripes[Int(truncatingIfNeeded: fingerprint.value >> 60) & (Self.stripeCount - 1)]
    }

    /// A request and its result, and the entry of another request with the same fingerprint.
    private final class Entry: Sendable {
        let request: TextMeasurementRequest
        let result: MeasuredText
        let next: Entry?

        init(request: TextMeasurementRequest, result: MeasuredText, next: Entry?) {
            self.request = request
            self.result = result
            self.next = next
        }
    }

    private struct Stripe {
        var entries: [RequestFingerprint: Entry] = [:]
        var hits = 0
        var misses = 0
    }
}
