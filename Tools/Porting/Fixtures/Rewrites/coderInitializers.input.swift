final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    // Storyboards call this one.
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() {}
}

class TabbedCell: UITableViewCell {
	required init?(coder: NSCoder) {
		super.init(coder: coder)
	}
}

final class StubbedController: UIViewController {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
