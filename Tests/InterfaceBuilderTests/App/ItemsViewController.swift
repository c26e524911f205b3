import OpenTableViewShim

/// The list screen of the fixture app, written as an app writes a storyboard table screen: its
/// outlets are plain properties (the port turns `@IBOutlet` into them), it sets itself up in
/// `init?(coder:)` and `awakeFromNib()`, and passes the selected item in `prepare(for:sender:)`.
final class ItemsViewController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]
    var addButton: UIBarButtonItem!
    private(set) var addTaps: [UIBarButtonItem] = []
    private(set) var unwoundFrom: [String] = []
    var allowsDetail = true
    private(set) var titleInInit: String?
    private(set) var storyboardInInit: UIStoryboard?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        titleInInit = title
        storyboardInInit = storyboard
        LoadingLog.record("ItemsViewController.init(coder:)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        LoadingLog.record("ItemsViewController.awakeFromNib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        LoadingLog.record("ItemsViewController.viewDidLoad")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath) as! ItemCell
        cell.titleLabel.text = items[indexPath.row]
        cell.countLabel.text = "\(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        LoadingLog.record("didSelectRowAt \(indexPath.row)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        LoadingLog.record("shouldPerformSegue \(identifier)")
        return allowsDetail
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        LoadingLog.record("prepare \(segue.identifier ?? "-")")
        if segue.identifier == "showDetail", let cell = sender as? UITableViewCell,
            let indexPath = tableView.indexPath(for: cell)
        {
            let detail = segue.destination as! DetailViewController
            detail.item = items[indexPath.row]
        }
    }

    func addTapped(_ sender: UIBarButtonItem) {
        addTaps.append(sender)
    }

    func unwindToItems(_ segue: UIStoryboardSegue) {
        unwoundFrom.append(String(describing: type(of: segue.source)))
    }
}
