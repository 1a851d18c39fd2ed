import BenchmarkSupport

/// Swift sources for the generated tree: SwiftUI screens and UIKit view controllers.
enum SwiftFileWriter {
    static let words = [
        "Delivery", "Total", "Shipping address", "Payment method", "Order summary", "Estimated arrival", "Gift message",
        "Promo code", "Subtotal", "Taxes", "Return policy", "Contact support", "Saved cards", "Notifications",
    ]
    static let styles = [".body", ".headline", ".subheadline", ".footnote", ".caption", ".title3", ".callout"]

    /// A SwiftUI screen: a scrolling stack of sections and rows, some with large-text bugs.
    static func screen(_ name: String, random: inout SplitMix64) -> String {
        var lines = [
            "import SwiftUI", "", "/// The \(name) screen.", "struct \(name)Screen: View {",
            "    @State private var isExpanded = false", "    @ScaledMetric private var iconSize: CGFloat = 24",
            "    let items: [String]", "", "    var body: some View {", "        ScrollView {",
            "            VStack(alignment: .leading, spacing: 12) {",
        ]
        for section in 0..<random.int(in: 6...12) {
            lines += row(section, random: &random).map { "                " + $0 }
        }
        lines += ["            }", "            .padding()", "        }", "        .navigationTitle(\"\(name)\")", "    }", ""]
        for helper in 0..<random.int(in: 2...4) {
            lines += [
                "    private func detail\(helper)(_ value: String) -> some View {",
                "        HStack {", "            Text(\"\(random.pick(words))\")", "                .font(\(random.pick(styles)))",
                "            Spacer()", "            Text(value)", "                .multilineTextAlignment(.trailing)", "        }",
                "    }", "",
            ]
        }
        lines += ["}", "", "#Preview {", "    \(name)Screen(items: [\"One\", \"Two\"])", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func row(_ index: Int, random: inout SplitMix64) -> [String] {
        let title = random.pick(words)
        switch random.below(8) {
        case 0: return ["Text(\"\(title)\")", "    .font(.system(size: \(random.int(in: 12...20))))", "    .lineLimit(1)"]
        case 1:
            return [
                "HStack {", "    Image(systemName: \"cart\")", "        .frame(width: iconSize, height: iconSize)",
                "    Text(\"\(title)\")", "        .font(\(random.pick(styles)))", "}", ".frame(minHeight: 44)",
            ]
        case 2:
            return [
                "Button(\"\(title)\") { isExpanded.toggle() }", "    .font(.custom(\"Avenir\", size: 17, relativeTo: .body))",
                "    .buttonStyle(.borderedProminent)",
            ]
        case 3:
            return ["ForEach(items, id: \\.self) { item in", "    Text(item)", "        .font(.body)", "        .frame(height: 44)", "}"]
        case 4:
            return [
                "VStack(alignment: .leading) {", "    Text(\"\(title)\").font(.headline)",
                "    Text(\"Arrives in \(random.int(in: 2...9)) days\").font(.subheadline).foregroundStyle(.secondary)", "}",
            ]
        case 5: return ["Text(\"\(title)\")", "    .font(.footnote)", "    .minimumScaleFactor(0.\(random.int(in: 5...8)))"]
        case 6: return ["if isExpanded {", "    detail\(index % 2)(\"\(title)\")", "}"]
        default:
            return [
                "Label(\"\(title)\", systemImage: \"info.circle\")", "    .font(.callout)",
                "    .dynamicTypeSize(...DynamicTypeSize.xxLarge)",
            ]
        }
    }

    /// A UIKit view controller building labels and buttons in code, mostly right, sometimes fixed.
    static func viewController(_ name: String, random: inout SplitMix64) -> String {
        var lines = [
            "import UIKit", "", "/// The \(name) screen, in UIKit.", "final class \(name)ViewController: UIViewController {",
            "    private let stack = UIStackView()", "", "    override func viewDidLoad() {", "        super.viewDidLoad()",
            "        stack.axis = .vertical", "        stack.spacing = 8", "        view.addSubview(stack)",
        ]
        for index in 0..<random.int(in: 6...12) {
            lines += ["        stack.addArrangedSubview(makeLabel\(index)())"]
        }
        lines += ["    }", ""]
        for index in 0..<random.int(in: 6...12) {
            let title = random.pick(words)
            lines += [
                "    private func makeLabel\(index)() -> UILabel {", "        let label = UILabel()", "        label.text = \"\(title)\"",
            ]
            switch random.below(4) {
            case 0:
                lines += ["        label.font = UIFont.systemFont(ofSize: \(random.int(in: 12...20)))", "        label.numberOfLines = 1"]
            case 1:
                lines += [
                    "        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))",
                    "        label.adjustsFontForContentSizeCategory = true", "        label.numberOfLines = 0",
                ]
            case 2:
                lines += [
                    "        label.font = .preferredFont(forTextStyle: .headline)",
                    "        label.adjustsFontForContentSizeCategory = true",
                    "        label.heightAnchor.constraint(equalToConstant: 44).isActive = true",
                ]
            default:
                lines += [
                    "        label.font = UIFont(name: \"Avenir-Book\", size: 15)",
                    "        label.adjustsFontForContentSizeCategory = true",
                ]
            }
            lines += ["        return label", "    }", ""]
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }
}
