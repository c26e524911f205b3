import UIKit

class ShelvedBookViewController: UITableViewController {
    @IBOutlet weak var titleValueLabel: UILabel!
    @IBOutlet weak var authorValueLabel: UILabel!

    var book: Book?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleValueLabel.text = book?.title
        authorValueLabel.text = book?.author
    }
}
