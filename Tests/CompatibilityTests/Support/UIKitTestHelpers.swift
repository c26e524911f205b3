// Test helpers as apps' own test targets write them, with the obvious names, next to the library's
// `simulate` gestures. They must compile and run unchanged (Compatibility/Porting.md, "Test helpers
// of your own"). On iOS `simulate(event:)` would perform each target's selector; the Linux port
// sends the event to the control's actions instead.
#if !canImport(UIKit)
    import OpenTableViewShim

    extension UIControl {
        func simulate(event: UIControl.Event) {
            sendActions(for: event)
        }
    }

    extension UIButton {
        func simulateTap() {
            simulate(event: .touchUpInside)
        }
    }

    extension UISwitch {
        func simulateToggle() {
            setOn(!isOn, animated: false)
            simulate(event: .valueChanged)
        }
    }

    extension UIRefreshControl {
        func simulatePullToRefresh() {
            simulate(event: .valueChanged)
        }
    }

    extension UITableViewController {
        func simulateUserInitiatedReload() {
            refreshControl?.simulatePullToRefresh()
        }

        var isShowingLoadingIndicator: Bool {
            refreshControl?.isRefreshing == true
        }
    }
#endif
