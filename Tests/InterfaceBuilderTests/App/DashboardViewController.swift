import OpenTableViewShim

/// A screen with a container view whose child comes from an embed segue, a button that shows a
/// scene of another storyboard, and a custom segue.
final class DashboardViewController: UIViewController {
    var containerView: UIView!
    var settingsButton: UIButton!
    private(set) var summary: SummaryViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        LoadingLog.record("Dashboard.prepare \(segue.identifier ?? "-") viewLoaded=\(isViewLoaded)")
        if let summary = segue.destination as? SummaryViewController {
            summary.greeting = "Hello"
            self.summary = summary
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        LoadingLog.record("Dashboard.viewDidLoad children=\(children.count)")
    }
}

/// The embedded child.
final class SummaryViewController: UIViewController {
    var greeting: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        LoadingLog.record("Summary.viewDidLoad greeting=\(greeting ?? "nil")")
    }
}

/// A segue with a custom class, as a storyboard's `<segue kind="custom" customClass="FadeSegue">`.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        LoadingLog.record("FadeSegue.perform")
        source.present(destination, animated: false)
    }
}
