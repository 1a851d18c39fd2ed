import Findings
import Foundation
import LayoutEngine
import SwiftSource
import Testing

/// Sample data drawn from a seeded generator comes out as the app draws it: the C library's `drand48`
/// family is followed through the run, and the standard library's own algorithms draw from the project's
/// generator. Each expected value here is computed by this test process with the same code, the real
/// C library and the real standard library.
@Suite(.serialized) struct RandomNumberTests {
    /// A generator wrapping `drand48`, the way sample code seeds its preview data.
    struct Seeded: RandomNumberGenerator {
        init(seed: Int) { srand48(seed) }
        func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
    }

    static let generator = """
        import SwiftUI
        struct Seeded: RandomNumberGenerator {
            init(seed: Int) { srand48(seed) }
            func next() -> UInt64 { UInt64(drand48() * Double(UInt64.max)) }
        }
        """

    private func interpret(_ source: String) -> (texts: [String], origins: [StandInOrigin: Int])? {
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        guard let screen = screens.first else { return nil }
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        visit(screen.root)
        return (texts, screen.coverage.standInOrigins)
    }

    @Test func theCLibrarysGeneratorIsFollowedThroughTheRun() throws {
        for seed in [0, 1, 2, 42, -7, 1 << 40 + 3] {
            srand48(seed)
            let expected = (0..<4).map { _ in "\(drand48()) \(lrand48()) \(mrand48())" }
            let source = """
                import SwiftUI
                struct Draws: View {
                    var body: some View {
                        srand48(\(seed))
                        let draws = (0..<4).map { _ in "\\(drand48()) \\(lrand48()) \\(mrand48())" }
                        return VStack { ForEach(draws, id: \\.self) { Text($0) } }
                    }
                }
                #Preview { Draws() }
                """
            let read = try #require(interpret(source))
            #expect(read.texts == expected, "seed \(seed)")
        }
    }

    @Test func aSeededGeneratorDrawsWhatTheStandardLibraryDraws() throws {
        var generator = Seeded(seed: 7)
        let whole = Int.random(in: 1...5, using: &generator)
        let upTo = Int.random(in: 0..<1_000, using: &generator)
        let fraction = Double.random(in: 60..<180, using: &generator)
        let closed = Double.random(in: 0.75...1.1, using: &generator)
        let order = ["Apple", "Banana", "Cherry", "Damson", "Elder"].shuffled(using: &generator)
        let picked = ["Apple", "Banana", "Cherry"].randomElement(using: &generator) ?? ""
        let coin = Bool.random(using: &generator)
        let rest = drand48()
        let source =
            Self.generator + """
                struct Draws: View {
                    var body: some View {
                        var generator = Seeded(seed: 7)
                        let whole = Int.random(in: 1...5, using: &generator)
                        let upTo = Int.random(in: 0..<1_000, using: &generator)
                        let fraction = Double.random(in: 60..<180, using: &generator)
                        let closed = Double.random(in: 0.75...1.1, using: &generator)
                        let order = ["Apple", "Banana", "Cherry", "Damson", "Elder"].shuffled(using: &generator)
                        let picked = ["Apple", "Banana", "Cherry"].randomElement(using: &generator) ?? ""
                        let coin = Bool.random(using: &generator)
                        let rest = drand48()
                        return VStack {
                            Text("\\(whole) \\(upTo)")
                            Text("\\(fraction) \\(closed)")
                            Text(order.joined(separator: ","))
                            Text(picked)
                            Text(coin ? "heads" : "tails")
                            Text("\\(rest)")
                        }
                    }
                }
                #Preview { Draws() }
                """
        let read = try #require(interpret(source))
        #expect(
            read.texts == [
                "\(whole) \(upTo)", "\(fraction) \(closed)", order.joined(separator: ","), picked, coin ? "heads" : "tails", "\(rest)",
            ])
        #expect(read.origins.isEmpty)
    }

    @Test func anImplicitRandomNumberTakesTheTypeOfWhereItGoes() throws {
        // A count for `prefix`, seconds for a date, the declared type of a constant, and a fraction for a bound
        // written as one: an `Int` and a `Double` draw differently from the same generator.
        var generator = Seeded(seed: 3)
        var seconds = 0.0
        seconds -= .random(in: 60..<180, using: &generator)
        let names = ["a", "b", "c", "d"].prefix(.random(in: 1...3, using: &generator))
        let declared: Double = .random(in: 1...2, using: &generator)
        let scaled = 100 * .random(in: 0.75...1.1, using: &generator)
        let source =
            Self.generator + """
                struct Implicit: View {
                    var body: some View {
                        var generator = Seeded(seed: 3)
                        var time = Date.now
                        time -= .random(in: 60..<180, using: &generator)
                        let names = ["a", "b", "c", "d"].prefix(.random(in: 1...3, using: &generator))
                        let declared: Double = .random(in: 1...2, using: &generator)
                        let scaled = 100 * .random(in: 0.75...1.1, using: &generator)
                        return VStack {
                            Text("\\(time.timeIntervalSince(Date.now))")
                            Text(names.joined())
                            Text("\\(declared) \\(scaled)")
                        }
                    }
                }
                #Preview { Implicit() }
                """
        let read = try #require(interpret(source))
        #expect(read.texts == ["\(seconds)", names.joined(), "\(declared) \(scaled)"])
    }

    @Test func aMapWhoseClosureChangesTheCallersVariablesSharesThem() throws {
        // Sample orders made as sample code makes them: each order moves the clock back from the last one.
        var generator = Seeded(seed: 1)
        var time = 0.0
        let orders = (0..<4).map { index in
            time -= .random(in: 60..<180, using: &generator)
            let donuts = ["Apple", "Banana", "Cherry", "Damson"].shuffled(using: &generator).prefix(.random(in: 1...3, using: &generator))
            let sales = Dictionary(uniqueKeysWithValues: donuts.map { (key: $0, value: Int.random(in: 1...5, using: &generator)) })
            return "#\(index) \(sales.map(\.value).reduce(0, +)) \(Int(time))"
        }
        let source =
            Self.generator + """
                struct Orders: View {
                    var orders: [String] {
                        var generator = Seeded(seed: 1)
                        var time = Date.now
                        return (0..<4).map { index in
                            time -= .random(in: 60..<180, using: &generator)
                            let donuts = ["Apple", "Banana", "Cherry", "Damson"].shuffled(using: &generator).prefix(.random(in: 1...3, using: &generator))
                            let sales = Dictionary(uniqueKeysWithValues: donuts.map { (key: $0, value: Int.random(in: 1...5, using: &generator)) })
                            return "#\\(index) \\(sales.map(\\.value).reduce(0, +)) \\(Int(time.timeIntervalSince(Date.now)))"
                        }
                    }
                    var body: some View {
                        VStack { ForEach(orders, id: \\.self) { Text($0) } }
                    }
                }
                #Preview { Orders() }
                """
        let read = try #require(interpret(source))
        #expect(read.texts == orders)
    }

    @Test func aStaticThatSeedsLeavesTheStateItLeftInEveryScreen() throws {
        // The static is read once for both screens; the draw after it continues from where its making left
        // the C library's state, in the screen that made it and in the one that reuses it.
        srand48(11)
        let first = drand48()
        let after = drand48()
        let source = """
            import SwiftUI
            enum Sample {
                static let first: Double = make()
                static func make() -> Double {
                    srand48(11)
                    return drand48()
                }
            }
            struct One: View {
                var body: some View { Text("\\(Sample.first) \\(drand48())") }
            }
            struct Two: View {
                var body: some View { Text("\\(Sample.first) \\(drand48())") }
            }
            #Preview("One") { One() }
            #Preview("Two") { Two() }
            """
        let screens = SwiftUIProject(sources: [(path: "View.swift", text: source)]).screens(profiles: [.asWritten])
        var texts: [String] = []
        func visit(_ node: ViewNode) {
            if case .text(let string) = node.kind { texts.append(string) }
            node.children.forEach(visit)
        }
        for screen in screens { visit(screen.root) }
        #expect(texts == ["\(first) \(after)", "\(first) \(after)"])
    }

    @Test func theSystemGeneratorAndAnUnseededStateAreRunTimeData() throws {
        let source = """
            import SwiftUI
            struct Dice: View {
                var body: some View {
                    VStack {
                        Text("\\(Int.random(in: 1...6))")
                        Text("\\(drand48())")
                        Text(["Apple", "Banana"].shuffled().joined(separator: ","))
                    }
                }
            }
            #Preview { Dice() }
            """
        let read = try #require(interpret(source))
        // A shuffle by the system's generator keeps the order written: the elements are known, their order is not.
        #expect(read.texts.last == "Apple,Banana")
        #expect(read.origins == [.runtimeData: 2])
    }

    @Test func aGeneratorThatKeepsItsStateInItsFieldsIsNotRun() throws {
        // Each draw would have to be written back to the caller's variable: what it draws is not read.
        let source = """
            import SwiftUI
            struct Counter: RandomNumberGenerator {
                var state: UInt64 = 1
                mutating func next() -> UInt64 {
                    state += 1
                    return state
                }
            }
            struct Dice: View {
                var body: some View {
                    var generator = Counter()
                    return VStack {
                        Text("\\(Int.random(in: 1...6, using: &generator))")
                        Text(["Apple", "Banana"].shuffled(using: &generator).joined(separator: ","))
                    }
                }
            }
            #Preview { Dice() }
            """
        let read = try #require(interpret(source))
        #expect(read.texts.last == "Apple,Banana")
        #expect(read.origins == [.unread: 1])
    }

    @Test func eachIntegerTypeDrawsAsItsOwn() throws {
        // `Int32` and `UInt32` draw with 32-bit arithmetic, so the same generator gives them other numbers.
        var generator = Seeded(seed: 7)
        let small = Int32.random(in: 1...1_000, using: &generator)
        let unsigned = UInt32.random(in: 1...1_000, using: &generator)
        let whole = Int.random(in: 1...1_000, using: &generator)
        let source =
            Self.generator + """
                struct Widths: View {
                    var body: some View {
                        var generator = Seeded(seed: 7)
                        let small = Int32.random(in: 1...1_000, using: &generator)
                        let unsigned = UInt32.random(in: 1...1_000, using: &generator)
                        let whole = Int.random(in: 1...1_000, using: &generator)
                        return Text("\\(small) \\(unsigned) \\(whole)")
                    }
                }
                #Preview { Widths() }
                """
        #expect(try #require(interpret(source)).texts == ["\(small) \(unsigned) \(whole)"])
    }

    @Test func aDrawReflowCannotMakeLeavesTheStateUnknown() throws {
        // A draw whose type is not known (an argument of a type's initializer), a range the type cannot hold
        // (Swift would stop the app) and a half-open range of fractions kept in a constant are not drawn: what
        // follows them would be drawn from the wrong state, so it is not known either. An operand of the sum is
        // read once, so the draw after it is the app's.
        var generator = Seeded(seed: 3)
        let sum = Double(lrand48() % 10) + .random(in: 1...5, using: &generator)
        let next = lrand48() % 100
        let source =
            Self.generator + """
                struct Order { let quantity: Int }
                struct Skipped: View {
                    var body: some View {
                        var generator = Seeded(seed: 3)
                        let sum = Double(lrand48() % 10) + .random(in: 1...5, using: &generator)
                        let next = lrand48() % 100
                        let order = Order(quantity: .random(in: 1...5, using: &generator))
                        let after = Int.random(in: 1...100, using: &generator)
                        srand48(3)
                        let huge = Double.random(in: -1e308...1e308, using: &generator)
                        let float = Float.random(in: 0...1e39, using: &generator)
                        let span = 0.0..<100.0
                        let spanned = Double.random(in: span, using: &generator)
                        return VStack {
                            Text("\\(sum) \\(next)")
                            Text("\\(order.quantity) \\(after)")
                            Text("\\(huge) \\(float) \\(spanned)")
                        }
                    }
                }
                #Preview { Skipped() }
                """
        let read = try #require(interpret(source))
        #expect(read.texts.first == "\(sum) \(next)")
        #expect(read.origins == [.unread: 2])
    }
}
