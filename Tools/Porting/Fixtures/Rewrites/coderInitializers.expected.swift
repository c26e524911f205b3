final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    // Storyboards call this one.
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {}
}

class TabbedCell: UITableViewCell {
	required init?(coder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}
}

final class StubbedController: UIViewController {
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
