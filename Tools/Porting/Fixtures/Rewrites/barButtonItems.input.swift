final class ItemsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(filter(_:)))
        let done = UIBarButtonItem(title: NSLocalizedString("Done", comment: ""), style: .done, target: self, action: #selector(finish))
        let share: UIBarButtonItem = .init(barButtonSystemItem: .action, target: self, action: #selector(share(_:)))
        let star = UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: self, action: #selector(add))
        toolbarItems = [done, share, star]
        let modeTitle: String? = isEditing ? "Plain" : nil
        navigationItem.leftBarButtonItems = [UIBarButtonItem(title: modeTitle, style: .plain, target: self, action: #selector(add))]
    }

    @objc func add() {}
    @objc func filter(_ sender: UIBarButtonItem) {}
    @objc func finish() {}
    @objc func share(_ sender: UIBarButtonItem) {}
}
