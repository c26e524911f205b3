import OpenTableViewShim

struct City {
    var name: String
    var temperature: Int
}

class CityCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
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
        tableView.separatorInset = UIEdgeInsets.zero
        unitsControl.selectedSegmentIndex = 0
        unitsControl.addAction(UIAction(identifier: UIAction.Identifier("WeatherCitiesViewController.unitsChanged")) { [unowned self] _ in self.unitsChanged() }, for: .valueChanged)
        navigationItem.titleView = unitsControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction { [unowned self] _ in self.reloadWeather() })
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction(identifier: UIAction.Identifier("WeatherCitiesViewController.reloadWeather")) { [unowned self] _ in self.reloadWeather() }, for: .valueChanged)
        refreshControl = refresh
    }

    func unitsChanged() {
        usesFahrenheit = unitsControl.selectedSegmentIndex == 1
        tableView.reloadData()
    }

    func reloadWeather() {
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

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        cities.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: UITableView.RowAnimation.left)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.scrollToRow(at: indexPath, at: UITableView.ScrollPosition.middle, animated: true)
    }
}
