import OpenTableViewShim

struct CartItem {
    let name: String
    let price: Decimal
    var quantity: Int
}

/// A shopping cart: a stepper-like pair of buttons per row, a total in the footer, a checkout button.
class ShoppingCartViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {

    var tableView: UITableView!
    let totalLabel = UILabel()
    var items: [CartItem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        tableView = UITableView(frame: view.bounds, style: UITableView.Style.plain)
        tableView.autoresizingMask = [UIView.AutoresizingMask.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CartItem")
        totalLabel.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        totalLabel.textAlignment = .center
        tableView.tableFooterView = totalLabel
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = {
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Checkout") { [unowned self] _ in self.checkout() })
            item.style = UIBarButtonItem.Style.done
            return item
        }()
        updateTotal()
    }

    func checkout() {
        let alert = UIAlertController(title: "Order placed", message: totalLabel.text, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func incrementQuantity(_ sender: UIButton) {
        items[sender.tag].quantity += 1
        tableView.reloadRows(at: [IndexPath(row: sender.tag, section: 0)], with: .none)
        updateTotal()
    }

    func updateTotal() {
        let total = items.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) }
        totalLabel.text = "Total: \(total)"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartItem", for: indexPath)
        let item = items[indexPath.row]
        cell.textLabel?.text = "\(item.quantity) × \(item.name)"
        let plus = UIButton(type: .contactAdd)
        plus.tag = indexPath.row
        plus.addAction(UIAction(identifier: UIAction.Identifier("ShoppingCartViewController.incrementQuantity(_:)")) { [unowned self] action in self.incrementQuantity(action.sender as! UIButton) }, for: .touchUpInside)
        cell.accessoryView = plus
        return cell
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self.updateTotal()
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [remove])
    }
}
