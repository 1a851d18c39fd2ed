import UIKit

/// A checkout screen built in code with the UIKit mistakes `reflow lint` reports (`uikit-*`).
final class CheckoutViewController: UIViewController {
    private let titleLabel = UILabel()
    private let addressLabel = UILabel()
    private let totalLabel = UILabel()
    private let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        // Scaled correctly: the pattern the rule must not flag.
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
        titleLabel.adjustsFontForContentSizeCategory = true

        addressLabel.font = UIFont.systemFont(ofSize: 15)
        addressLabel.numberOfLines = 1

        totalLabel.font = UIFont(name: "Avenir-Heavy", size: 17)
        totalLabel.adjustsFontForContentSizeCategory = true

        payButton.titleLabel?.adjustsFontForContentSizeCategory = true

        NSLayoutConstraint.activate([
            totalLabel.heightAnchor.constraint(equalToConstant: 44),
            payButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
        ])
    }
}
