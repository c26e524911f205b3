// generated from Settings.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Settings.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Settings", for `UIStoryboard(name: "Settings", bundle: nil)`.
@MainActor
enum SettingsStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "St1-gN-vc0",
                scenes: [
                    UIStoryboard.Scene(id: "St1-gN-vc0", identifier: "Settings", instantiate: { makeSettings($0) }),
                    UIStoryboard.Scene(
                        id: "Sd1-Vc-Snd", identifier: nil, instantiate: { makeSoundsViewController($0) }),
                ]),
            name: "Settings")
    }

    /// The scene of SettingsViewController (storyboard identifier "Settings").
    static func makeSettings(_ loader: NibLoader) -> UIViewController {
        let settingsViewController = loader.viewController(
            SettingsViewController.self,
            NibDecoder(
                title: "Settings", storyboardIdentifier: "Settings",
                navigationItem: NibDecoder.NavigationItemAttributes(title: "Settings")))
        settingsViewController.clearsSelectionOnViewWillAppear = false
        loader.setView(
            of: settingsViewController) { (loader: NibLoader, settingsViewController: SettingsViewController) in
            let tableView = loader.view(
                UITableView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .insetGrouped))
            tableView.alwaysBounceVertical = true
            tableView.clipsToBounds = true
            tableView.contentMode = .scaleToFill
            tableView.separatorStyle = .singleLine
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.backgroundColor = UIColor.systemGroupedBackground
            let tableViewCell = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 55.333333333333336, width: 353, height: 44), reuseIdentifier: nil,
                    cellStyle: .value1))
            tableViewCell.accessoryType = .disclosureIndicator
            tableViewCell.clipsToBounds = true
            tableViewCell.contentMode = .scaleToFill
            tableViewCell.indentationWidth = 10
            tableViewCell.preservesSuperviewLayoutMargins = true
            tableViewCell.selectionStyle = .default
            tableViewCell.contentView.clipsToBounds = true
            tableViewCell.contentView.contentMode = .center
            tableViewCell.contentView.insetsLayoutMarginsFromSafeArea = false
            tableViewCell.contentView.preservesSuperviewLayoutMargins = true
            tableViewCell.textLabel?.text = "Name"
            tableViewCell.textLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell.detailTextLabel?.text = "Jane Appleseed"
            tableViewCell.detailTextLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell.detailTextLabel?.textColor = UIColor.secondaryLabel
            let tableViewCell2 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 99.333333333333343, width: 353, height: 56), reuseIdentifier: nil,
                    cellStyle: .subtitle))
            tableViewCell2.clipsToBounds = true
            tableViewCell2.contentMode = .scaleToFill
            tableViewCell2.indentationWidth = 10
            tableViewCell2.preservesSuperviewLayoutMargins = true
            tableViewCell2.selectionStyle = .default
            tableViewCell2.contentView.clipsToBounds = true
            tableViewCell2.contentView.contentMode = .center
            tableViewCell2.contentView.insetsLayoutMarginsFromSafeArea = false
            tableViewCell2.contentView.preservesSuperviewLayoutMargins = true
            tableViewCell2.textLabel?.text = "Email"
            tableViewCell2.textLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell2.detailTextLabel?.text = "jane@example.com"
            tableViewCell2.detailTextLabel?.font = UIFont.preferredFont(forTextStyle: .footnote)
            let tableViewCell3 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 211.33333333333334, width: 353, height: 52), reuseIdentifier: nil,
                    cellStyle: .default))
            tableViewCell3.clipsToBounds = true
            tableViewCell3.contentMode = .scaleToFill
            tableViewCell3.indentationWidth = 10
            tableViewCell3.preservesSuperviewLayoutMargins = true
            tableViewCell3.selectionStyle = .none
            tableViewCell3.contentView.clipsToBounds = true
            tableViewCell3.contentView.contentMode = .center
            tableViewCell3.contentView.insetsLayoutMarginsFromSafeArea = false
            tableViewCell3.contentView.preservesSuperviewLayoutMargins = true
            let label4 = loader.view(
                UILabel.self,
                NibDecoder(frame: CGRect(x: 20, y: 15.666666666666666, width: 148, height: 20.333333333333332)))
            label4.contentMode = .left
            label4.text = "Push Notifications"
            label4.textAlignment = .natural
            label4.translatesAutoresizingMaskIntoConstraints = false
            label4.isUserInteractionEnabled = false
            label4.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            label4.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            label4.font = UIFont.systemFont(ofSize: 17)
            tableViewCell3.contentView.addSubview(label4)
            let pushSwitch = loader.view(
                UISwitch.self, NibDecoder(frame: CGRect(x: 284, y: 10.666666666666666, width: 51, height: 31)))
            pushSwitch.contentMode = .scaleToFill
            pushSwitch.isOn = true
            pushSwitch.translatesAutoresizingMaskIntoConstraints = false
            pushSwitch.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
            pushSwitch.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
            pushSwitch.onTintColor = UIColor.systemGreen
            tableViewCell3.contentView.addSubview(pushSwitch)
            let tableViewCell4 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 263.33333333333337, width: 353, height: 44), reuseIdentifier: nil,
                    cellStyle: .default))
            tableViewCell4.clipsToBounds = true
            tableViewCell4.contentMode = .scaleToFill
            tableViewCell4.indentationWidth = 10
            tableViewCell4.preservesSuperviewLayoutMargins = true
            tableViewCell4.selectionStyle = .default
            tableViewCell4.contentView.clipsToBounds = true
            tableViewCell4.contentView.contentMode = .center
            tableViewCell4.contentView.insetsLayoutMarginsFromSafeArea = false
            tableViewCell4.contentView.preservesSuperviewLayoutMargins = true
            tableViewCell4.textLabel?.text = "Sounds"
            tableViewCell4.textLabel?.font = UIFont.systemFont(ofSize: 17)
            let signOutCell = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 343.33333333333337, width: 353, height: 44), reuseIdentifier: nil,
                    cellStyle: .default))
            signOutCell.clipsToBounds = true
            signOutCell.contentMode = .scaleToFill
            signOutCell.indentationWidth = 10
            signOutCell.preservesSuperviewLayoutMargins = true
            signOutCell.selectionStyle = .default
            signOutCell.contentView.clipsToBounds = true
            signOutCell.contentView.contentMode = .center
            signOutCell.contentView.insetsLayoutMarginsFromSafeArea = false
            signOutCell.contentView.preservesSuperviewLayoutMargins = true
            signOutCell.textLabel?.text = "Sign Out"
            signOutCell.textLabel?.font = UIFont.systemFont(ofSize: 17)
            signOutCell.textLabel?.textColor = UIColor.systemRed
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = UITableView.automaticDimension
            tableView.sectionHeaderHeight = 18
            tableView.sectionFooterHeight = 18
            tableViewCell3.contentView.addConstraints([
                NSLayoutConstraint(
                    item: label4, attribute: .leading, relatedBy: .equal, toItem: tableViewCell3.contentView,
                    attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: label4, attribute: .centerY, relatedBy: .equal, toItem: tableViewCell3.contentView,
                    attribute: .centerY, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: tableViewCell3.contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: pushSwitch,
                    attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: pushSwitch, attribute: .centerY, relatedBy: .equal, toItem: tableViewCell3.contentView,
                    attribute: .centerY, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: pushSwitch, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: label4,
                    attribute: .trailing, multiplier: 1, constant: 8),
            ])
            settingsViewController.nameLabel = tableViewCell.detailTextLabel!
            settingsViewController.pushSwitch = pushSwitch
            settingsViewController.signOutCell = signOutCell
            loader.connect(
                pushSwitch, .valueChanged, to: settingsViewController, action: Selector("pushNotificationsChanged:")) {
                $0.pushNotificationsChanged($1)
            }
            let showSoundsSegue = loader.segue(
                .show, identifier: "showSounds", from: settingsViewController, to: .scene("Sd1-Vc-Snd"))
            loader.trigger(showSoundsSegue, fromSelectionOf: tableViewCell4)
            tableView.dataSource = settingsViewController
            tableView.delegate = settingsViewController
            loader.setStaticSections(
                [
                    StaticTableSection(cells: [tableViewCell, tableViewCell2], headerTitle: "Account"),
                    StaticTableSection(
                        cells: [tableViewCell3, tableViewCell4], headerTitle: "Notifications",
                        footerTitle: "You can change this later in Settings.", rowHeights: [52, nil]),
                    StaticTableSection(cells: [signOutCell]),
                ],
                of: tableView)
            return tableView
        }
        return settingsViewController
    }

    /// The scene of SoundsViewController.
    static func makeSoundsViewController(_ loader: NibLoader) -> UIViewController {
        let soundsViewController = loader.viewController(SoundsViewController.self, NibDecoder(title: "Sounds"))
        loader.setView(of: soundsViewController) { (loader: NibLoader, soundsViewController: SoundsViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let volumeSlider = loader.view(
                UISlider.self, NibDecoder(frame: CGRect(x: 18, y: 123, width: 357, height: 31)))
            volumeSlider.contentMode = .scaleToFill
            volumeSlider.maximumValue = 1
            volumeSlider.minimumValue = 0
            volumeSlider.translatesAutoresizingMaskIntoConstraints = false
            volumeSlider.value = 0.5
            view.addSubview(volumeSlider)
            view.backgroundColor = UIColor.systemBackground
            view.addConstraints([
                NSLayoutConstraint(
                    item: volumeSlider, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: volumeSlider, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: volumeSlider,
                    attribute: .trailing, multiplier: 1, constant: 20),
            ])
            soundsViewController.volumeSlider = volumeSlider
            loader.connect(volumeSlider, .valueChanged, to: soundsViewController, action: Selector("volumeChanged:")) {
                $0.volumeChanged($1)
            }
            return view
        }
        return soundsViewController
    }
}
