import UIKit

class BadgeView: UIView {
	@IBOutlet var labels: [UILabel]!

	static func load() -> BadgeView {
		return Bundle.main.loadNibNamed("BadgeView", owner: nil, options: nil)!.first as! BadgeView
	}

	var text: String? {
		get { return labels.last?.text }
		set { labels.last?.text = newValue }
	}
}
