import OpenTableViewShim

class ShelvedBookViewController: UITableViewController {
    var titleValueLabel: UILabel!
    var authorValueLabel: UILabel!

    var book: Book?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleValueLabel.text = book?.title
        authorValueLabel.text = book?.author
    }
}
