final class ControlsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let toggle = UISwitch()
    let field = UITextField()
    let segments = UISegmentedControl(items: ["A", "B"])
    let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addAction(UIAction(identifier: UIAction.Identifier("ControlsViewController.save")) { [unowned self] _ in self.save() }, for: .touchUpInside)
        toggle.addAction(UIAction(identifier: UIAction.Identifier("ControlsViewController.toggleChanged(_:)")) { [unowned self] action in self.toggleChanged(action.sender as! UISwitch) }, for: .valueChanged)  // keeps the sender
        field.addAction(UIAction(identifier: UIAction.Identifier("ControlsViewController.textChanged(sender:)")) { [unowned self] action in self.textChanged(sender: action.sender as! UITextField) }, for: [.editingChanged, .editingDidEnd])
        segments.addAction(UIAction(identifier: UIAction.Identifier("ControlsViewController.segmentChanged(_:)")) { [unowned self] action in self.segmentChanged(action.sender as? UISegmentedControl) }, for: .valueChanged)
        refresh.addAction(UIAction(identifier: UIAction.Identifier("ControlsViewController.anything(_:)")) { [unowned self] action in self.anything(action.sender as Any) }, for: .valueChanged)
        // the screen refreshes itself
        refresh.addAction(UIAction(identifier: UIAction.Identifier("ControlsViewController.maybe(_:)")) { [unowned self] action in self.maybe(action.sender) }, for: .valueChanged)
        // Left for the reporter: another target, a method from another file, the event argument.
        saveButton.addTarget(delegate, action: #selector(save), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(declaredElsewhere), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(tapped(_:event:)), for: .touchUpInside)
    }

    var delegate: AnyObject?

    @objc func save() {}
    func toggleChanged(_ sender: UISwitch) {}
    func textChanged(sender: UITextField) {}
    func segmentChanged(_ control: UISegmentedControl?) {}
    func anything(_ sender: Any) {}
    func maybe(_ sender: Any?) {}
    @objc func tapped(_ sender: UIButton, event: UIEvent) {}
}
