import UIKit

class LoadFailureView: UIView {
    @IBOutlet var contentView: UIView!
    @IBOutlet weak var messageLabel: UILabel!
    @IBOutlet weak var retryButton: UIButton!

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

    @IBAction func retryTapped(_ sender: Any) {
        onRetry?()
    }
}
