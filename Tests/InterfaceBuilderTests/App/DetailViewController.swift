import OpenTableViewShim

/// The detail screen: a label showing the item `prepare(for:sender:)` passed, and a button.
final class DetailViewController: UIViewController {
    var item: String?
    var nameLabel: UILabel!
    var deleteButton: UIButton!
    private(set) var deleteSenders: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        LoadingLog.record("DetailViewController.viewDidLoad item=\(item ?? "nil")")
        nameLabel.text = item
    }

    func deleteTapped(_ sender: UIButton) {
        deleteSenders.append(sender)
    }
}

/// A modal screen whose Close button unwinds to the list.
final class AboutViewController: UIViewController {
    var closeButton: UIButton!
}
