final class ComposeViewController: UIViewController {
	let sendItem = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)

	override func viewDidLoad() {
		super.viewDidLoad()
		// Wired up here rather than in the initializer.
		sendItem.target = self
		sendItem.action = #selector(send(_:))
		navigationItem.rightBarButtonItem = sendItem

		let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
		cancel.action = #selector(cancelTapped)
		cancel.target = self
		navigationItem.leftBarButtonItem = cancel
	}

	@objc func send(_ sender: UIBarButtonItem) {}
	@objc func cancelTapped() {}
}
