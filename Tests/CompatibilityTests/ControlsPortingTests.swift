// The rewrites Compatibility/Porting.md ("Controls, actions and bar button items") recommends,
// written as an iOS screen writes them, through the shim, and driven as a user would. The
// simulations are OpenTableView test hooks, so the file is Linux-only.
#if !canImport(UIKit)
    import OpenTableViewShim
    import Testing
    import TestSupport

    @MainActor
    @Suite(.explorerPagesOnFailure) struct ControlsPortingTests {
        /// A settings form written the iOS 14 way: closure actions instead of `#selector`.
        final class NotificationsViewController: UIViewController, UITextFieldDelegate {
            let enabledSwitch = UISwitch()
            let frequency = UISegmentedControl(items: ["Daily", "Weekly"])
            let nameField = UITextField(frame: .zero)
            var log: [String] = []
            lazy var doneButton = UIBarButtonItem(
                systemItem: .done,
                primaryAction: UIAction { [unowned self] _ in self.done() })

            override func viewDidLoad() {
                super.viewDidLoad()
                enabledSwitch.addAction(
                    UIAction { [unowned self] action in
                        let toggle = action.sender as! UISwitch
                        self.log.append("enabled \(toggle.isOn)")
                    }, for: .valueChanged)
                frequency.selectedSegmentIndex = 0
                frequency.addAction(
                    UIAction { [unowned self] _ in self.log.append("frequency \(self.frequency.selectedSegmentIndex)")
                    },
                    for: .valueChanged)
                nameField.delegate = self
                nameField.returnKeyType = .done
                nameField.addAction(
                    UIAction { [unowned self] _ in self.log.append("name \(self.nameField.text ?? "")") },
                    for: .editingChanged)
                for control in [enabledSwitch, frequency, nameField] as [UIView] { view.addSubview(control) }
            }

            // Was `@IBAction func done(_ sender: Any)`, wired with #selector(done).
            func done() {
                log.append("done")
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return true
            }

            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                string != " "
            }
        }

        @Test func closureActionsReplaceSelectors() {
            let screen = NotificationsViewController()
            screen.loadViewIfNeeded()
            screen.enabledSwitch.simulate.toggle()
            screen.frequency.simulate.selectSegment(at: 1)
            screen.nameField.simulate.typing("A b")
            screen.nameField.simulate.pressReturn()
            screen.doneButton.simulate.tap()
            expectEqual(screen.log, ["enabled true", "frequency 1", "name A", "name Ab", "done"])
            #expect(!screen.nameField.isFirstResponder)
        }

        @Test func removeTargetWithNilRemovesEveryPairButKeepsActions() {
            let button = UIButton(type: .system)
            button.addTarget(nil, action: Selector("save:"), for: .touchUpInside)
            button.addTarget(button, action: "highlight", for: .touchDown)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            button.removeTarget(nil, action: nil, for: .allEvents)
            #expect(button.allTargets.isEmpty)
            button.simulate.tap()
            expectEqual(taps, 1)
        }

        @Test func aTargetActionBarButtonItemReportsItsSelector() {
            final class Screen: UIViewController {}
            let screen = Screen()
            let item = UIBarButtonItem(barButtonSystemItem: .cancel, target: screen, action: Selector("cancel"))
            guard case .targetAction(let target, let action) = item.simulate.tap() else {
                Issue.record("a target/action item reports its pair")
                return
            }
            #expect(target === screen && action == Selector("cancel"))
        }
    }
#endif
