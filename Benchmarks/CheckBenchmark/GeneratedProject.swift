import BenchmarkSupport
import Foundation

/// A large SwiftUI project written to disk for the check benchmark: screens with stacks, lists,
/// forms and grids, shared row views used across files, custom modifiers, previews, and the
/// German strings in a string catalog and a classic `.strings` table.
///
/// Everything comes from one seed through SplitMix64 (the generator's own, not the standard
/// library's), so the same arguments write byte-identical files on every machine. The code uses
/// only the SwiftUI subset Reflow interprets, and some screens carry the usual large-text bugs
/// (fixed row heights, `lineLimit(1)`, fixed point sizes, a Pay button in a screen that does not
/// scroll) so the checker has findings to compute, not only clean screens.
///
/// Layout under `directory`:
///
///     GeneratedApp/GeneratedApp.swift                     @main and a TabView
///     GeneratedApp/Components/SharedViews01.swift …       rows, badges, tiles, a card modifier
///     GeneratedApp/Features/<Feature>/<Name>Screen.swift  the screens
///     GeneratedApp/Resources/Localizable.xcstrings        every literal key, with German
///     GeneratedApp/Resources/de.lproj/Localizable.strings the same for the first screens
enum GeneratedProject {
    /// Writes `files` Swift files (about 150 to 250 lines each) and the two string tables, and
    /// returns the paths of everything written, in the order written. About one Swift file in
    /// eight holds shared views; the first is the app with its tab view.
    static func write(to directory: URL, files: Int, seed: UInt64) throws -> [String] {
        precondition(files >= 0, "files must not be negative")
        var generator = Generator(random: SplitMix64(seed: seed))
        let plan = generator.plan(files: files)
        let root = directory.appendingPathComponent("GeneratedApp", isDirectory: true)
        var written: [String] = []
        for file in plan {
            let url = root.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
            written.append(url.path)
        }
        if files > 0 {
            let resources = root.appendingPathComponent("Resources", isDirectory: true)
            let lproj = resources.appendingPathComponent("de.lproj", isDirectory: true)
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let catalog = resources.appendingPathComponent("Localizable.xcstrings")
            try Data(generator.strings.catalog().utf8).write(to: catalog)
            written.append(catalog.path)
            let table = lproj.appendingPathComponent("Localizable.strings")
            try Data(generator.strings.classicTable(limit: 60).utf8).write(to: table)
            written.append(table.path)
        }
        return written
    }

    // MARK: - Vocabulary (English, German)

    private typealias Pair = (en: String, de: String)

    private static let nouns: [Pair] = [
        ("order", "Bestellung"), ("delivery", "Lieferung"), ("invoice", "Rechnung"), ("address", "Adresse"),
        ("payment", "Zahlung"), ("card", "Karte"), ("coupon", "Gutschein"), ("review", "Bewertung"),
        ("return", "Rücksendung"), ("wishlist", "Wunschliste"), ("profile", "Profil"), ("store", "Filiale"),
        ("receipt", "Quittung"), ("subscription", "Abonnement"), ("shipment", "Sendung"), ("refund", "Erstattung"),
        ("pickup", "Abholung"), ("message", "Nachricht"), ("basket", "Warenkorb"), ("gift card", "Geschenkkarte"),
    ]

    private static let screenKinds = ["Details", "History", "Overview", "Settings", "Editor", "Summary", "Tracking", "Picker"]

    private static let titleTemplates: [Pair] = [
        ("Your %@", "Ihre %@"), ("%@ details", "Details zu: %@"), ("Edit %@", "%@ bearbeiten"),
        ("New %@", "Neue %@"), ("Track %@", "%@ verfolgen"), ("%@ history", "Verlauf: %@"),
        ("%@ settings", "Einstellungen für %@"), ("Remove %@", "%@ entfernen"),
    ]

    private static let sentenceTemplates: [Pair] = [
        (
            "We could not update your %@. Check your connection and try again.",
            "Ihre %@ konnte nicht aktualisiert werden. Überprüfen Sie Ihre Verbindung und versuchen Sie es erneut."
        ),
        ("Your %@ arrives on Monday between 9 and 12.", "Ihre %@ kommt am Montag zwischen 9 und 12 Uhr an."),
        ("Changes to your %@ apply to future orders only.", "Änderungen an Ihrer %@ gelten nur für zukünftige Bestellungen."),
        ("Tap a %@ to see everything about it.", "Tippen Sie auf eine %@, um alle Einzelheiten zu sehen."),
        ("Keep this %@ for your records.", "Bewahren Sie diese %@ für Ihre Unterlagen auf."),
        (
            "Payment failed. Your card was declined. Try another card or contact your bank.",
            "Zahlung fehlgeschlagen. Ihre Karte wurde abgelehnt. Versuchen Sie es mit einer anderen Karte oder wenden Sie sich an Ihre Bank."
        ),
        (
            "This %@ can no longer be changed because it is already on its way.",
            "Diese %@ kann nicht mehr geändert werden, da sie bereits unterwegs ist."
        ),
    ]

    private static let labels: [Pair] = [
        ("Total", "Gesamtsumme"), ("Subtotal", "Zwischensumme"), ("Shipping", "Versand"), ("Status", "Status"),
        ("Date", "Datum"), ("Reference", "Referenznummer"), ("Email", "E-Mail"), ("Phone", "Telefon"),
        ("Quantity", "Menge"), ("Tax", "Mehrwertsteuer"), ("Discount", "Rabatt"), ("Arrives", "Voraussichtliche Ankunft"),
    ]

    private static let buttons: [Pair] = [
        ("Continue", "Weiter"), ("Save", "Sichern"), ("Pay now", "Jetzt bezahlen"), ("Place order", "Bestellung aufgeben"),
        ("Try again", "Erneut versuchen"), ("Cancel", "Abbrechen"), ("Apply", "Anwenden"),
        ("Contact support", "Support kontaktieren"), ("Download invoice", "Rechnung herunterladen"),
    ]

    private static let toggles: [Pair] = [
        ("Email me about this %@", "Per E-Mail über diese %@ informieren"),
        ("Notify me when my %@ changes", "Benachrichtigen, wenn sich meine %@ ändert"),
        ("Use this %@ by default", "Diese %@ standardmäßig verwenden"),
    ]

    private static let placeholders: [Pair] = [
        ("Full name", "Vollständiger Name"), ("Email address", "E-Mail-Adresse"), ("Postcode", "Postleitzahl"),
        ("City", "Stadt"), ("Card number", "Kartennummer"), ("MM/YY", "MM/JJ"), ("CVC", "Prüfnummer"),
        ("Coupon code", "Gutscheincode"), ("Street and number", "Straße und Hausnummer"),
    ]

    private static let segments: [[Pair]] = [
        [("All", "Alle"), ("Open", "Offen"), ("Closed", "Abgeschlossen")],
        [("Day", "Tag"), ("Week", "Woche"), ("Month", "Monat")],
        [("Standard", "Standard"), ("Express", "Express"), ("Pickup", "Abholung")],
    ]

    private static let productNames = [
        "Wireless headphones", "USB-C charging cable, 2 m", "Express delivery", "Phone case", "Charging stand",
        "Screen protector, pack of 2", "Travel adapter", "Laptop sleeve, 14 inch", "Bluetooth speaker",
        "Noise-cancelling over-ear headphones with transparency mode, travel case and two-year warranty",
        "Smart watch band", "Power bank 10 000 mAh", "Gift wrapping", "Extended warranty, 3 years",
    ]

    private static let symbols = [
        "creditcard", "shippingbox", "bag", "house", "person.crop.circle", "bell", "doc.text", "gift",
        "arrow.uturn.left", "location", "star", "tag", "clock", "envelope", "phone", "heart",
    ]

    private static let colors = ["blue", "green", "orange", "red", "purple", "teal", "indigo", "pink"]

    // MARK: - Strings

    /// Every localizable literal the generated code uses, with its German translation.
    private final class StringTable {
        private var german: [String: String] = [:]
        private var order: [String] = []

        /// Records `en` (first translation wins) and returns it for use in a literal.
        func key(_ en: String, _ de: String) -> String {
            if german[en] == nil {
                german[en] = de
                order.append(en)
            }
            return en
        }

        func catalog() -> String {
            var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
            let keys = order.sorted()
            for (index, key) in keys.enumerated() {
                out += "    \"\(escaped(key))\" : {\n"
                out += "      \"localizations\" : {\n"
                out += "        \"de\" : {\n"
                out += "          \"stringUnit\" : {\n"
                out += "            \"state\" : \"translated\",\n"
                out += "            \"value\" : \"\(escaped(german[key] ?? key))\"\n"
                out += "          }\n        }\n      }\n"
                out += index == keys.count - 1 ? "    }\n" : "    },\n"
            }
            out += "  },\n  \"version\" : \"1.0\"\n}\n"
            return out
        }

        /// The first `limit` keys in the order they were used, as `"key" = "value";` lines.
        func classicTable(limit: Int) -> String {
            var out = "/* German strings of the first generated screens, in the classic format. */\n\n"
            for key in order.prefix(limit) {
                out += "\"\(escaped(key))\" = \"\(escaped(german[key] ?? key))\";\n"
            }
            return out
        }

        /// Backslashes and quotes escaped, as both JSON and `.strings` want them.
        private func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
    }

    // MARK: - Writing source

    /// Lines of Swift with four-space indentation.
    private final class SourceWriter {
        private(set) var lines: [String] = []
        private var depth = 0

        func line(_ text: String = "") {
            lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
        }

        func open(_ text: String) {
            line(text + " {")
            depth += 1
        }

        func close(_ suffix: String = "") {
            depth -= 1
            line("}" + suffix)
        }

        func block(_ text: String, _ body: () -> Void) {
            open(text)
            body()
            close()
        }

        /// `head { parameter in … }`, for `ForEach` content.
        func each(_ head: String, _ parameter: String, _ body: () -> Void) {
            line("\(head) { \(parameter) in")
            depth += 1
            body()
            close()
        }

        /// The body of a `case`, one level in, with no braces.
        func indented(_ body: () -> Void) {
            depth += 1
            body()
            depth -= 1
        }

        func append(_ other: SourceWriter) {
            for text in other.lines {
                line(text)
            }
        }

        var count: Int { lines.count }
        var text: String { lines.joined(separator: "\n") + "\n" }
    }

    private struct PlannedFile {
        let relativePath: String
        let contents: String
    }

    /// A shared view and how a screen calls it.
    private struct SharedView {
        enum Kind { case itemRow, labeledValue, badge, tile, sectionHeader }
        let name: String
        let kind: Kind
    }

    /// A screen already planned, for the app's tab view.
    private struct ScreenName {
        let typeName: String
        let title: String
        let symbol: String
    }

    // MARK: - The generator

    private struct Generator {
        var random: SplitMix64
        let strings = StringTable()
        private var usedNames: Set<String> = []
        private var shared: [SharedView] = []
        private var modifiers: [String] = []

        init(random: SplitMix64) {
            self.random = random
        }

        mutating func plan(files: Int) -> [PlannedFile] {
            guard files > 0 else { return [] }
            let componentFiles = files < 3 ? files - 1 : max(1, files / 8)
            var planned: [PlannedFile] = []
            for index in 0..<componentFiles {
                planned.append(componentFile(number: index + 1))
            }
            var screens: [ScreenName] = []
            for _ in 0..<(files - 1 - componentFiles) {
                let (file, name) = screenFile()
                planned.append(file)
                screens.append(name)
            }
            planned.insert(appFile(screens: screens), at: 0)
            return planned
        }

        // MARK: Names and strings

        private mutating func uniqueName(_ base: String) -> String {
            var name = base
            var suffix = 2
            while usedNames.contains(name) {
                name = "\(base)\(suffix)"
                suffix += 1
            }
            usedNames.insert(name)
            return name
        }

        private mutating func noun() -> Pair { random.pick(GeneratedProject.nouns) }

        private mutating func fill(_ template: Pair, with noun: Pair) -> String {
            let en = template.en.replacingOccurrences(of: "%@", with: noun.en)
            let de = template.de.replacingOccurrences(of: "%@", with: noun.de)
            return strings.key(en.prefix(1).uppercased() + en.dropFirst(), de)
        }

        private mutating func title(about noun: Pair) -> String { fill(random.pick(GeneratedProject.titleTemplates), with: noun) }
        private mutating func sentence(about noun: Pair) -> String { fill(random.pick(GeneratedProject.sentenceTemplates), with: noun) }
        private mutating func label() -> String { let pair = random.pick(GeneratedProject.labels); return strings.key(pair.en, pair.de) }
        private mutating func button() -> String { let pair = random.pick(GeneratedProject.buttons); return strings.key(pair.en, pair.de) }
        private mutating func placeholder() -> String {
            let pair = random.pick(GeneratedProject.placeholders); return strings.key(pair.en, pair.de)
        }

        private mutating func price() -> String {
            "€\(random.int(in: 1...499)).\(Generator.twoDigits(random.int(in: 0...99)))"
        }

        static func twoDigits(_ number: Int) -> String {
            number < 10 ? "0\(number)" : "\(number)"
        }

        private static func camel(_ text: String) -> String {
            text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }

        // MARK: Files

        private mutating func appFile(screens: [ScreenName]) -> PlannedFile {
            let out = SourceWriter()
            out.line("import SwiftUI")
            out.line()
            out.line("@main")
            out.block("struct GeneratedApp: App") {
                out.block("var body: some Scene") {
                    out.block("WindowGroup") { out.line("RootTabView()") }
                }
            }
            out.line()
            out.line("/// The first screens as tabs; the rest are reached from them in the full app.")
            out.block("struct RootTabView: View") {
                out.block("var body: some View") {
                    out.block("TabView") {
                        for screen in screens.prefix(5) {
                            out.line("\(screen.typeName)()")
                            out.line("    .tabItem { Label(\"\(screen.title)\", systemImage: \"\(screen.symbol)\") }")
                        }
                        if screens.isEmpty {
                            out.line("Text(\"\(strings.key("Nothing here yet", "Hier ist noch nichts"))\")")
                        }
                    }
                }
            }
            out.line()
            out.block("#Preview(\"App\")") { out.line("RootTabView()") }
            return PlannedFile(relativePath: "GeneratedApp.swift", contents: out.text)
        }

        private mutating func componentFile(number: Int) -> PlannedFile {
            let out = SourceWriter()
            out.line("import SwiftUI")
            let target = random.int(in: 150...220)
            let modifierName = uniqueName(random.pick(["Card", "Panel", "Tile", "Surface", "Sheet"]) + "Style")
            writeModifier(modifierName, into: out)
            while out.count < target - 20 {
                out.line()
                switch random.below(5) {
                case 0: writeItemRow(into: out)
                case 1: writeLabeledValue(into: out)
                case 2: writeBadge(into: out)
                case 3: writeTile(into: out)
                default: writeSectionHeader(into: out)
                }
            }
            let path = "Components/SharedViews\(Generator.twoDigits(number)).swift"
            return PlannedFile(relativePath: path, contents: out.text)
        }

        private mutating func writeModifier(_ name: String, into out: SourceWriter) {
            let function = name.prefix(1).lowercased() + name.dropFirst()
            let radius = random.pick([8, 10, 12, 16])
            out.line()
            out.line("/// Padding, a tinted background and rounded corners.")
            out.block("struct \(name): ViewModifier") {
                out.block("func body(content: Content) -> some View") {
                    out.line("content")
                    out.line("    .padding(\(random.pick([8, 12, 16])))")
                    out.line("    .background(Color.\(random.pick(GeneratedProject.colors)).opacity(0.1))")
                    out.line("    .clipShape(RoundedRectangle(cornerRadius: \(radius)))")
                }
            }
            out.line()
            out.block("extension View") {
                out.block("func \(function)() -> some View") { out.line("modifier(\(name)())") }
            }
            modifiers.append(function)
        }

        private mutating func writeItemRow(into out: SourceWriter) {
            let name = uniqueName(Self.camel(noun().en) + "ItemRow")
            let fixed = random.chance(30)
            out.line("/// A product line: name, detail and price\(fixed ? ", in a row of fixed height" : "").")
            out.block("struct \(name): View") {
                out.line("let title: String")
                out.line("let detail: String")
                out.line("let price: String")
                out.line("var systemImage = \"\(random.pick(GeneratedProject.symbols))\"")
                if !fixed {
                    out.line()
                    out.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize")
                    out.line("@ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24")
                }
                out.line()
                out.block("var body: some View") {
                    if fixed {
                        out.block("HStack(spacing: 12)") {
                            out.line("Image(systemName: systemImage)")
                            out.line("    .frame(width: 24, height: 24)")
                            out.line("Text(title)")
                            out.line("    .lineLimit(1)")
                            out.line("Spacer()")
                            out.line("Text(price)")
                        }
                        out.line(".padding(.horizontal, 16)")
                        out.line(".frame(height: 44)")
                    } else {
                        out.line("let layout = dynamicTypeSize.isAccessibilitySize")
                        out.line("    ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))")
                        out.line("    : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 12))")
                        out.block("layout") {
                            out.line("Image(systemName: systemImage)")
                            out.line("    .frame(width: iconSize, height: iconSize)")
                            out.block("VStack(alignment: .leading, spacing: 2)") {
                                out.line("Text(title)")
                                out.line("Text(detail)")
                                out.line("    .font(.footnote)")
                                out.line("    .foregroundStyle(.secondary)")
                            }
                            out.block("if !dynamicTypeSize.isAccessibilitySize") { out.line("Spacer(minLength: 8)") }
                            out.line("Text(price)")
                            out.line("    .fontWeight(.semibold)")
                        }
                        out.line(".padding(.horizontal, 16)")
                        out.line(".padding(.vertical, 8)")
                        out.line(".frame(minHeight: 44)")
                    }
                }
            }
            out.line()
            out.block("#Preview(\"\(name)\")") {
                out.line("\(name)(title: \"\(random.pick(GeneratedProject.productNames))\", detail: \"In stock\", price: \"\(price())\")")
            }
            shared.append(SharedView(name: name, kind: .itemRow))
        }

        private mutating func writeLabeledValue(into out: SourceWriter) {
            let name = uniqueName(Self.camel(noun().en) + "ValueRow")
            out.line("/// A label and its value, side by side while they fit.")
            out.block("struct \(name): View") {
                out.line("let title: LocalizedStringKey")
                out.line("let value: String")
                out.line()
                out.block("var body: some View") {
                    out.block("ViewThatFits(in: .horizontal)") {
                        out.block("HStack") {
                            out.line("Text(title)")
                            out.line("Spacer()")
                            out.line("Text(value)")
                            out.line("    .foregroundStyle(.secondary)")
                        }
                        out.block("VStack(alignment: .leading, spacing: 4)") {
                            out.line("Text(title)")
                            out.line("Text(value)")
                            out.line("    .foregroundStyle(.secondary)")
                        }
                    }
                    out.line(".padding(.vertical, 6)")
                }
            }
            out.line()
            out.block("#Preview(\"\(name)\")") {
                out.line("\(name)(title: \"\(label())\", value: \"\(price())\")")
                out.line("    .padding()")
            }
            shared.append(SharedView(name: name, kind: .labeledValue))
        }

        private mutating func writeBadge(into out: SourceWriter) {
            let name = uniqueName(Self.camel(noun().en) + "Badge")
            let fixedSize = random.chance(40)
            out.line("/// A short status in a capsule.")
            out.block("struct \(name): View") {
                out.line("let text: LocalizedStringKey")
                out.line("var tint: Color = .\(random.pick(GeneratedProject.colors))")
                out.line()
                out.block("var body: some View") {
                    out.line("Text(text)")
                    out.line(fixedSize ? "    .font(.system(size: 11, weight: .semibold))" : "    .font(.caption)")
                    out.line("    .padding(.horizontal, 8)")
                    out.line("    .padding(.vertical, 4)")
                    out.line("    .background(Capsule().foregroundStyle(tint).opacity(0.2))")
                }
            }
            out.line()
            out.block("#Preview(\"\(name)\")") {
                let status = random.pick([("Shipped", "Versandt"), ("Ready for pickup", "Abholbereit"), ("Delayed", "Verspätet")])
                out.line("\(name)(text: \"\(strings.key(status.0, status.1))\")")
            }
            shared.append(SharedView(name: name, kind: .badge))
        }

        private mutating func writeTile(into out: SourceWriter) {
            let name = uniqueName(Self.camel(noun().en) + "Tile")
            let fixedHeight = random.chance(35)
            out.line("/// A number with a caption, for dashboards.")
            out.block("struct \(name): View") {
                out.line("let title: LocalizedStringKey")
                out.line("let value: String")
                out.line()
                out.block("var body: some View") {
                    out.block("VStack(alignment: .leading, spacing: 4)") {
                        out.line("Text(value)")
                        out.line("    .font(.title2)")
                        out.line("    .bold()")
                        out.line("Text(title)")
                        out.line("    .font(.subheadline)")
                        out.line("    .foregroundStyle(.secondary)")
                    }
                    out.line(".frame(maxWidth: .infinity, alignment: .leading)")
                    out.line(fixedHeight ? ".frame(height: 72)" : ".frame(minHeight: 72)")
                    out.line(".padding(12)")
                    out.line(".background(Color.gray.opacity(0.1))")
                    out.line(".cornerRadius(10)")
                }
            }
            out.line()
            out.block("#Preview(\"\(name)\")") {
                out.line("\(name)(title: \"\(label())\", value: \"\(price())\")")
            }
            shared.append(SharedView(name: name, kind: .tile))
        }

        private mutating func writeSectionHeader(into out: SourceWriter) {
            let name = uniqueName(Self.camel(noun().en) + "SectionHeader")
            out.line("/// A section title with an optional explanation under it.")
            out.block("struct \(name): View") {
                out.line("let title: LocalizedStringKey")
                out.line("let subtitle: LocalizedStringKey?")
                out.line()
                out.block("init(_ title: LocalizedStringKey, subtitle: LocalizedStringKey? = nil)") {
                    out.line("self.title = title")
                    out.line("self.subtitle = subtitle")
                }
                out.line()
                out.block("var body: some View") {
                    out.block("VStack(alignment: .leading, spacing: 2)") {
                        out.line("Text(title)")
                        out.line("    .font(.headline)")
                        out.block("if let subtitle") {
                            out.line("Text(subtitle)")
                            out.line("    .font(.footnote)")
                            out.line("    .foregroundStyle(.secondary)")
                        }
                    }
                    out.line(".padding(.horizontal, 16)")
                    out.line(".padding(.top, 12)")
                }
            }
            out.line()
            let subject = noun()
            out.block("#Preview(\"\(name)\")") {
                out.line("\(name)(\"\(title(about: subject))\", subtitle: \"\(sentence(about: subject))\")")
            }
            shared.append(SharedView(name: name, kind: .sectionHeader))
        }

        // MARK: Screens

        /// What a screen needs declared, gathered while its sections are written.
        private struct ScreenState {
            var toggles: [String] = []
            var fields: [String] = []
            var usesSegment = false
            var usesMode = false
            var usesScaledIcon = false
        }

        private enum Container { case scroll, list, form, fixed }

        private mutating func screenFile() -> (PlannedFile, ScreenName) {
            let subject = noun()
            let kind = random.pick(GeneratedProject.screenKinds)
            let typeName = uniqueName(Self.camel(subject.en) + kind + "Screen")
            let itemType = typeName.replacingOccurrences(of: "Screen", with: "Item")
            let container = random.pick([Container.scroll, .scroll, .list, .form, .fixed])
            let screenTitle = title(about: subject)
            let target = random.int(in: 150...225)

            var state = ScreenState()
            var calls: [String] = []
            let members = SourceWriter()
            var sectionNumber = 0
            let fixedOverhead = 46
            while fixedOverhead + members.count + calls.count < target || calls.isEmpty {
                sectionNumber += 1
                let name = "section\(sectionNumber)"
                members.line()
                let sectionTitle = writeSection(
                    name, about: subject, itemType: itemType, container: container,
                    state: &state, into: members)
                calls.append(sectionTitle.map { "Section(\"\($0)\") { \(name) }" } ?? name)
            }

            let out = SourceWriter()
            out.line("import SwiftUI")
            out.line()
            out.line("/// \(kind) of the \(subject.en), in \(calls.count) sections.")
            out.block("struct \(typeName): View") {
                out.line("var items: [\(itemType)] = \(itemType).samples")
                out.line("var showsError = false")
                if state.usesMode { out.line("var mode: Mode = .\(random.pick(["summary", "details"]))") }
                out.line()
                if state.usesMode {
                    out.block("enum Mode") { out.line("case summary, details") }
                    out.line()
                }
                out.line("@Environment(\\.dynamicTypeSize) private var dynamicTypeSize")
                if state.usesScaledIcon { out.line("@ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 28") }
                if state.usesSegment { out.line("@State private var segment = 0") }
                for toggle in state.toggles { out.line("@State private var \(toggle) = \(random.chance(50))") }
                for field in state.fields { out.line("@State private var \(field) = \"\"") }
                out.line()
                out.block("var body: some View") {
                    out.block("NavigationStack") {
                        switch container {
                        case .scroll:
                            out.block("ScrollView") {
                                out.block("VStack(alignment: .leading, spacing: 12)") { for call in calls { out.line(call) } }
                                out.line(".padding(.vertical, 12)")
                            }
                        case .list:
                            out.block("List") { for call in calls { out.line(call) } }
                        case .form:
                            out.block("Form") { for call in calls { out.line(call) } }
                        case .fixed:
                            out.block("VStack(alignment: .leading, spacing: 8)") {
                                for call in calls { out.line(call) }
                                out.line("Spacer()")
                                primaryButton(into: out)
                            }
                        }
                        out.line(".navigationTitle(\"\(screenTitle)\")")
                        if container == .scroll, random.chance(60) {
                            out.block(".safeAreaInset(edge: .bottom)") { primaryButton(into: out) }
                        }
                    }
                }
                out.append(members)
            }
            out.line()
            writeItemType(itemType, into: out)
            out.line()
            if random.chance(25) {
                out.block("struct \(typeName)_Previews: PreviewProvider") {
                    out.block("static var previews: some View") { out.line("\(typeName)(showsError: true)") }
                }
            } else {
                out.block("#Preview(\"\(typeName)\")") { out.line("\(typeName)(showsError: true)") }
                if random.chance(30) {
                    out.line()
                    out.block("#Preview(\"\(typeName), AX5\")") {
                        out.line("\(typeName)(items: \(itemType).samples)")
                        out.line("    .environment(\\.dynamicTypeSize, .accessibility5)")
                    }
                }
            }
            let feature = Self.camel(subject.en)
            let file = PlannedFile(relativePath: "Features/\(feature)/\(typeName).swift", contents: out.text)
            return (file, ScreenName(typeName: typeName, title: screenTitle, symbol: random.pick(GeneratedProject.symbols)))
        }

        private mutating func primaryButton(into out: SourceWriter) {
            out.block("Button(\"\(button())\")") { out.line("// Handled by the screen's model; not generated.") }
            out.line(".buttonStyle(.borderedProminent)")
            out.line(".controlSize(.large)")
            out.line(".frame(maxWidth: .infinity)")
            out.line(".padding(16)")
        }

        private mutating func writeItemType(_ name: String, into out: SourceWriter) {
            out.block("struct \(name): Identifiable") {
                out.line("let id: Int")
                out.line("let title: String")
                out.line("let detail: String")
                out.line("let price: String")
                out.line()
                out.line("static let samples: [\(name)] = [")
                for index in 1...random.int(in: 3...6) {
                    let detail = random.pick(["In stock", "Ships in 2 days", "Arrives Monday", "Last one", "Back in May"])
                    out.line(
                        "    \(name)(id: \(index), title: \"\(random.pick(GeneratedProject.productNames))\", detail: \"\(detail)\", price: \"\(price())\"),"
                    )
                }
                out.line("]")
            }
        }

        /// Writes one section as a computed property or a `@ViewBuilder` function named `name`,
        /// and returns a section title when the container is a list or a form.
        private mutating func writeSection(
            _ name: String, about subject: Pair, itemType: String, container: Container,
            state: inout ScreenState, into out: SourceWriter
        ) -> String? {
            let grouped = container == .list || container == .form
            let sectionTitle = grouped ? title(about: subject) : nil
            let choice = random.below(12)
            out.line("@ViewBuilder")
            out.open("private var \(name): some View")
            switch choice {
            case 0 where !shared.isEmpty, 1 where !shared.isEmpty:
                let view = random.pick(shared)
                switch view.kind {
                case .itemRow:
                    out.each("ForEach(items)", "item") {
                        out.line("\(view.name)(title: item.title, detail: item.detail, price: item.price)")
                    }
                case .labeledValue:
                    out.line("\(view.name)(title: \"\(label())\", value: \"\(price())\")")
                    out.line("\(view.name)(title: \"\(label())\", value: items.first?.price ?? \"\")")
                case .badge:
                    out.block("HStack") {
                        out.line("\(view.name)(text: \"\(strings.key("Shipped", "Versandt"))\")")
                        out.line("\(view.name)(text: \"\(strings.key("Delayed", "Verspätet"))\", tint: .orange)")
                    }
                case .tile:
                    out.block("HStack(spacing: 12)") {
                        out.line("\(view.name)(title: \"\(label())\", value: \"\(price())\")")
                        out.line("\(view.name)(title: \"\(label())\", value: \"\(random.int(in: 1...40))\")")
                    }
                    out.line(".padding(.horizontal, 16)")
                case .sectionHeader:
                    out.line("\(view.name)(\"\(title(about: subject))\", subtitle: \"\(sentence(about: subject))\")")
                }
            case 2:
                out.block("VStack(spacing: 0)") {
                    out.each("ForEach(items)", "item") {
                        out.block("HStack") {
                            out.line("Text(item.title)")
                            out.line("    .lineLimit(1)")
                            out.line("Spacer()")
                            out.line("Text(item.price)")
                        }
                        out.line(".padding(.horizontal, 16)")
                        out.line(".frame(height: 44)")
                        out.line("Divider()")
                    }
                }
            case 3:
                out.each("ForEach(items)", "item") {
                    out.line("let layout = dynamicTypeSize.isAccessibilitySize")
                    out.line("    ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4))")
                    out.line("    : AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 12))")
                    out.block("layout") {
                        out.line("Text(item.title)")
                        out.block("if !dynamicTypeSize.isAccessibilitySize") { out.line("Spacer()") }
                        out.line("Text(item.price)")
                        out.line("    .bold()")
                    }
                    out.line(".padding(.horizontal, 16)")
                    out.line(".frame(minHeight: 44)")
                }
            case 4:
                let first = "field\(state.fields.count + 1)"
                let second = "field\(state.fields.count + 2)"
                state.fields += [first, second]
                out.block("VStack(alignment: .leading, spacing: 8)") {
                    out.line("TextField(\"\(placeholder())\", text: $\(first))")
                    if random.chance(50) {
                        out.line("SecureField(\"\(strings.key("Password", "Passwort"))\", text: $\(second))")
                    } else {
                        out.line("TextField(\"\(placeholder())\", text: $\(second))")
                    }
                    out.block("if showsError") {
                        out.line("Text(\"\(sentence(about: subject))\")")
                        out.line("    .font(.footnote)")
                        out.line("    .foregroundStyle(.red)")
                        if random.chance(40) { out.line("    .lineLimit(1)") }
                    }
                }
                out.line(".padding(.horizontal, 16)")
            case 5:
                let toggle = "option\(state.toggles.count + 1)"
                state.toggles.append(toggle)
                let template = random.pick(GeneratedProject.toggles)
                out.line("Toggle(\"\(fill(template, with: subject))\", isOn: $\(toggle))")
                out.line("    .padding(.horizontal, 16)")
            case 6:
                out.block("LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12)") {
                    out.each("ForEach(items)", "item") {
                        out.block("VStack(alignment: .leading, spacing: 6)") {
                            out.line("RoundedRectangle(cornerRadius: 8)")
                            out.line("    .foregroundStyle(.gray)")
                            out.line("    .opacity(0.2)")
                            out.line("    .frame(height: \(random.pick([64, 80, 96])))")
                            out.line("Text(item.title)")
                            out.line("    .font(.headline)")
                            out.line("    .lineLimit(2)")
                            out.line("Text(item.price)")
                            out.line("    .font(.subheadline)")
                        }
                        if let modifier = modifiers.isEmpty ? nil : random.pick(modifiers) {
                            out.line(".\(modifier)()")
                        } else {
                            out.line(".padding(8)")
                        }
                    }
                }
                out.line(".padding(.horizontal, 16)")
            case 7:
                let scaled = random.chance(50)
                state.usesScaledIcon = state.usesScaledIcon || scaled
                let size = scaled ? "iconSize" : "28"
                out.block("HStack(spacing: 12)") {
                    out.line("Image(systemName: \"\(random.pick(GeneratedProject.symbols))\")")
                    out.line("    .foregroundStyle(.white)")
                    out.line("    .frame(width: \(size), height: \(size))")
                    out.line("    .background(Color.\(random.pick(GeneratedProject.colors)))")
                    out.line("    .clipShape(RoundedRectangle(cornerRadius: 6))")
                    out.line("Text(\"\(title(about: subject))\")")
                    out.line("Spacer()")
                    out.line("Text(\"\\(items.count) items\")")
                    out.line("    .foregroundStyle(.secondary)")
                }
                _ = strings.key("%lld items", "%lld Artikel")
                out.line(".padding(.horizontal, 16)")
            case 8:
                state.usesSegment = true
                let options = random.pick(GeneratedProject.segments)
                out.block("Picker(\"\(label())\", selection: $segment)") {
                    for (index, option) in options.enumerated() {
                        out.line("Text(\"\(strings.key(option.en, option.de))\").tag(\(index))")
                    }
                }
                out.line(".pickerStyle(.segmented)")
                out.line(".padding(.horizontal, 16)")
            case 9:
                let first = button()
                let second = button()
                out.block("ViewThatFits(in: .horizontal)") {
                    out.block("HStack(spacing: 12)") {
                        out.line("Button(\"\(first)\") {}")
                        out.line("    .buttonStyle(.bordered)")
                        out.line("Button(\"\(second)\") {}")
                        out.line("    .buttonStyle(.borderedProminent)")
                    }
                    out.block("VStack(spacing: 8)") {
                        out.line("Button(\"\(first)\") {}")
                        out.line("    .buttonStyle(.bordered)")
                        out.line("Button(\"\(second)\") {}")
                        out.line("    .buttonStyle(.borderedProminent)")
                    }
                }
                out.line(".padding(.horizontal, 16)")
            case 10:
                state.usesMode = true
                out.block("Group") {
                    out.line("switch mode {")
                    out.line("case .summary:")
                    out.indented {
                        out.line("Label(\"\(title(about: subject))\", systemImage: \"\(random.pick(GeneratedProject.symbols))\")")
                        out.line("    .font(.headline)")
                    }
                    out.line("case .details:")
                    out.indented {
                        out.block("ZStack(alignment: .topLeading)") {
                            out.line("RoundedRectangle(cornerRadius: 12)")
                            out.line("    .foregroundStyle(.\(random.pick(GeneratedProject.colors)))")
                            out.line("    .opacity(0.1)")
                            out.line("Text(\"\(sentence(about: subject))\")")
                            out.line("    .font(.callout)")
                            out.line("    .padding(12)")
                        }
                    }
                    out.line("}")
                }
                out.line(".padding(.horizontal, 16)")
            default:
                let font = random.pick([
                    ".font(.footnote)", ".font(.system(size: 12))", ".font(.custom(\"Inter\", size: 14))",
                    ".font(.custom(\"Inter\", size: 14, relativeTo: .footnote))", ".font(.caption)",
                ])
                out.block("VStack(alignment: .leading, spacing: 4)") {
                    out.line("Text(\"\(sentence(about: subject))\")")
                    out.line("    \(font)")
                    out.line("    .foregroundStyle(.secondary)")
                    if random.chance(30) { out.line("    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)") }
                    out.line("Text(verbatim: \"Ref. \(random.int(in: 100_000...999_999))\")")
                    out.line("    .font(.caption2)")
                }
                out.line(".padding(.horizontal, 16)")
            }
            out.close()
            return sectionTitle
        }
    }
}
