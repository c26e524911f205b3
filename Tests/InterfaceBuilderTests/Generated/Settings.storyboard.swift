// generated from Settings.storyboard by otv-port; do not edit
//
// (Hand-written in exactly the shape otv-port generates: a static-cells table with two sections.)

import OpenTableViewShim

@MainActor
enum Settings_storyboard {
    static func register() {
        UIStoryboard.register(definition, name: "Settings")
    }

    static var definition: UIStoryboard.Definition {
        UIStoryboard.Definition(
            initialScene: "Set-Tbl-001",
            scenes: [UIStoryboard.Scene(id: "Set-Tbl-001", instantiate: settingsViewController)])
    }

    // <tableViewController id="Set-Tbl-001" customClass="SettingsViewController">
    private static func settingsViewController(_ loader: NibLoader) -> UIViewController {
        let controller = loader.viewController(SettingsViewController.self, NibDecoder(title: "Settings"))
        loader.setView(of: controller) { loader, controller in
            // <tableView style="insetGrouped" dataMode="static">
            let tableView = loader.view(
                UITableView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .insetGrouped))
            tableView.dataSource = controller
            tableView.delegate = controller
            // <tableViewSection headerTitle="General">
            let cell1 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 55, width: 353, height: 44), reuseIdentifier: nil, cellStyle: .default))
            cell1.textLabel?.text = "Notifications"
            let switch1 = loader.view(UISwitch.self, NibDecoder(frame: CGRect(x: 290, y: 6, width: 51, height: 31)))
            switch1.isOn = true
            cell1.accessoryView = switch1
            let cell2 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 99, width: 353, height: 44), reuseIdentifier: nil, cellStyle: .value1))
            cell2.textLabel?.text = "Version"
            cell2.detailTextLabel?.text = "1.0"
            // <tableViewSection headerTitle="About" footerTitle="Made with care.">
            let cell3 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 190, width: 353, height: 60), reuseIdentifier: nil, cellStyle: .subtitle))
            cell3.textLabel?.text = "Acknowledgements"
            cell3.detailTextLabel?.text = "Open source"
            cell3.accessoryType = .disclosureIndicator
            loader.setStaticSections(
                [
                    StaticTableSection(cells: [cell1, cell2], headerTitle: "General"),
                    StaticTableSection(
                        cells: [cell3], headerTitle: "About", footerTitle: "Made with care.", rowHeights: [60]),
                ], of: tableView)
            controller.notificationsSwitch = switch1
            controller.versionLabel = cell2.detailTextLabel
            return tableView
        }
        return controller
    }
}
