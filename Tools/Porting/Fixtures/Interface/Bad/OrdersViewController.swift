import UIKit

class OrdersViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!

    @IBAction func payTapped(_ sender: UIButton) {}
}
