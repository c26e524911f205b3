import OpenTableViewShim

/// A list that shows a centered message and a retry button when it is empty, laid out with the
/// visual format language and the safe area, as many apps from the iOS 9–11 era still do.
class EmptyStateViewController: UIViewController, UITableViewDataSource {

    let tableView = UITableView(frame: .zero, style: .plain)
    let messageLabel = UILabel()
    let retryButton = UIButton(type: .system)
    var items: [String] = [] {
        didSet { updateEmptyState() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        messageLabel.text = "Nothing here yet"
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        retryButton.setTitle("Retry", for: .normal)
        retryButton.addAction(UIAction(identifier: UIAction.Identifier("EmptyStateViewController.retry")) { [unowned self] _ in self.retry() }, for: .touchUpInside)

        for subview in [tableView, messageLabel, retryButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["table": tableView, "message": messageLabel, "retry": retryButton]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[table]|", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-(padding)-[message]-(padding)-|", options: [], metrics: ["padding": 32], views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:[message]-12-[retry]", options: .alignAllCenterX, metrics: nil, views: views)
        constraints += [
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            messageLabel.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        updateEmptyState()
    }

    func updateEmptyState() {
        let isEmpty = items.isEmpty
        tableView.isHidden = isEmpty
        messageLabel.isHidden = !isEmpty
        retryButton.isHidden = !isEmpty
        tableView.reloadData()
    }

    func retry() {
        items = ["First", "Second"]
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
