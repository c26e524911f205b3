import UIKit

final class SettingsViewController: UITableViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var pushSwitch: UISwitch!
    @IBOutlet weak var signOutCell: UITableViewCell!

    var pushEnabled = true
    private(set) var signedOut = false

    override func viewDidLoad() {
        super.viewDidLoad()
        pushSwitch.isOn = pushEnabled
    }

    @IBAction func pushNotificationsChanged(_ sender: UISwitch) {
        pushEnabled = sender.isOn
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if tableView.cellForRow(at: indexPath) === signOutCell {
            signedOut = true
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}
