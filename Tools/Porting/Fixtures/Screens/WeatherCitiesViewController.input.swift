import UIKit

struct City {
    var name: String
    var temperature: Int
}

class CityCell: UITableViewCell {
    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A weather app's city list: a units toggle, pull to refresh, swipe to delete.
class WeatherCitiesViewController: UITableViewController {

    var cities: [City] = [City(name: "Cupertino", temperature: 21), City(name: "Oslo", temperature: 4)]
    var usesFahrenheit = false
    let unitsControl = UISegmentedControl(items: ["°C", "°F"])

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CityCell.self, forCellReuseIdentifier: "City")
        tableView.separatorInset = UIEdgeInsetsZero
        unitsControl.selectedSegmentIndex = 0
        unitsControl.addTarget(self, action: #selector(unitsChanged), for: .valueChanged)
        navigationItem.titleView = unitsControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reloadWeather))
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(reloadWeather), for: .valueChanged)
        refreshControl = refresh
    }

    @objc func unitsChanged() {
        usesFahrenheit = unitsControl.selectedSegmentIndex == 1
        tableView.reloadData()
    }

    @objc func reloadWeather() {
        refreshControl?.endRefreshing()
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cities.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        let city = cities[indexPath.row]
        let temperature = usesFahrenheit ? city.temperature * 9 / 5 + 32 : city.temperature
        cell.textLabel?.text = city.name
        cell.detailTextLabel?.text = "\(temperature)°"
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCellEditingStyle, forRowAt indexPath: IndexPath) {
        cities.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: UITableViewRowAnimation.left)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.scrollToRow(at: indexPath, at: UITableViewScrollPosition.middle, animated: true)
    }
}
