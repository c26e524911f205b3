final class ItemsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [unowned self] _ in self.add() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Filter") { [unowned self] action in self.filter(action.sender as! UIBarButtonItem) })
        let done = {
            let item = UIBarButtonItem(primaryAction: UIAction(title: NSLocalizedString("Done", comment: "")) { [unowned self] _ in self.finish() })
            item.style = .done
            return item
        }()
        let share: UIBarButtonItem = .init(systemItem: .action, primaryAction: UIAction { [unowned self] action in self.share(action.sender as! UIBarButtonItem) })
        let star = UIBarButtonItem(primaryAction: UIAction(image: UIImage(systemName: "star")) { [unowned self] _ in self.add() })
        toolbarItems = [done, share, star]
        let modeTitle: String? = isEditing ? "Plain" : nil
        navigationItem.leftBarButtonItems = [{
            let item = UIBarButtonItem(primaryAction: UIAction { [unowned self] _ in self.add() })
            item.title = modeTitle
            return item
        }()]
    }

    func add() {}
    func filter(_ sender: UIBarButtonItem) {}
    func finish() {}
    func share(_ sender: UIBarButtonItem) {}
}
