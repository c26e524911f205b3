import OpenTableViewShim

/// A static-cells settings screen: its outlets point into the static cells.
final class SettingsViewController: UITableViewController {
    var notificationsSwitch: UISwitch!
    var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        versionLabel.text = "2.1"
    }
}
