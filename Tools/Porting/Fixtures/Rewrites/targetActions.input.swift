final class ControlsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let toggle = UISwitch()
    let field = UITextField()
    let segments = UISegmentedControl(items: ["A", "B"])
    let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
        toggle.addTarget(self, action: #selector(toggleChanged(_:)), for: .valueChanged)  // keeps the sender
        field.addTarget(self, action: #selector(self.textChanged(sender:)), for: [.editingChanged, .editingDidEnd])
        segments.addTarget(self, action: #selector(ControlsViewController.segmentChanged(_:)), for: .valueChanged)
        refresh.addTarget(self, action: #selector(anything(_:)), for: .valueChanged)
        refresh.addTarget(
            self,  // the screen refreshes itself
            action: #selector(maybe(_:)),
            for: .valueChanged
        )
        // Left for the reporter: another target, a method from another file, the event argument.
        saveButton.addTarget(delegate, action: #selector(save), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(declaredElsewhere), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(tapped(_:event:)), for: .touchUpInside)
    }

    var delegate: AnyObject?

    @objc func save() {}
    @objc func toggleChanged(_ sender: UISwitch) {}
    @objc func textChanged(sender: UITextField) {}
    @objc func segmentChanged(_ control: UISegmentedControl?) {}
    @objc func anything(_ sender: Any) {}
    @objc func maybe(_ sender: Any?) {}
    @objc func tapped(_ sender: UIButton, event: UIEvent) {}
}
