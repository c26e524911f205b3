final class ComposeViewController: UIViewController {
	let sendItem = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)

	override func viewDidLoad() {
		super.viewDidLoad()
		// Wired up here rather than in the initializer.
		sendItem.primaryAction = UIAction(title: sendItem.title ?? "", image: sendItem.image) { [unowned self] action in self.send(action.sender as! UIBarButtonItem) }
		navigationItem.rightBarButtonItem = sendItem

		let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
		cancel.primaryAction = UIAction(title: cancel.title ?? "", image: cancel.image) { [unowned self] _ in self.cancelTapped() }
		navigationItem.leftBarButtonItem = cancel
	}

	func send(_ sender: UIBarButtonItem) {}
	func cancelTapped() {}
}
