import LayoutEngine

/// The account row of the Text Size guide (seed 000), in its broken and its fixed form.
public enum AccountRowExample {
    /// Rows with a fixed 44 pt height and label and value side by side: from a large enough size
    /// the text is cut off and the value slides over its label.
    public static func fixedHeight(label: String = "Email", value: String = "alex.morgan@icloud.com") -> ViewNode {
        VStack(spacing: 0) {
            ForEach([("Name", "Alex Morgan"), (label, value), ("Phone", "+1 415 555 0134")]) { row in
                HStack {
                    Text(row.0).role(.label)
                    Spacer()
                    Text(row.1).lineLimit(1).role(.value)
                }
                .font(.body)
                .padding(.horizontal, 16)
                .frame(height: 44)
                Divider()
            }
            Spacer()
        }
        .named("Account (fixed rows)")
    }

    /// Rows that grow: 44 pt is a minimum, the email wraps, and from AX1 up the value goes under
    /// its label.
    public static func growing(label: String = "Email", value: String = "alex.morgan@icloud.com") -> ViewNode {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach([("Name", "Alex Morgan"), (label, value), ("Phone", "+1 415 555 0134")]) { row in
                    AnyLayout(.isAccessibilitySize, .vertical(.leading, spacing: 4), else: .horizontal(.firstTextBaseline, spacing: 12)) {
                        Text(row.0).role(.label)
                        Conditional(.not(.isAccessibilitySize)) { Spacer() }
                        Text(row.1).role(.value)
                    }
                    .font(.body)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .frame(minHeight: 44)
                    Divider()
                }
            }
        }
        .named("Account (growing rows)")
    }
}
