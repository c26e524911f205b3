// ForecastViewController.swift
// Already written for both platforms: OpenTableViewShim is UIKit on iOS.

import OpenTableViewShim

final class ForecastViewController: UITableViewController {
    struct Day: Hashable {
        let name: String
        let high: Int
    }

    var days = [Day(name: "Monday", high: 21), Day(name: "Tuesday", high: 18)]
    private(set) var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ForecastCell.self, forCellReuseIdentifier: ForecastCell.reuseIdentifier)
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [unowned self] _ in self.reload() }, for: .valueChanged)
        refreshControl = refresh
    }

    func reload() {
        refreshes += 1
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        days.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ForecastCell.reuseIdentifier, for: indexPath)
        let day = days[indexPath.row]
        cell.textLabel?.text = day.name
        cell.detailTextLabel?.text = "\(day.high)°"
        return cell
    }
}
