import OpenTableViewShim

class LoadFailureView: UIView {
    var contentView: UIView!
    var messageLabel: UILabel!
    var retryButton: UIButton!

    var onRetry: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContent()
    }

    private func loadContent() {
        Bundle.main.loadNibNamed("LoadFailureView", owner: self, options: nil)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    func retryTapped(_ sender: Any) {
        onRetry?()
    }
}
