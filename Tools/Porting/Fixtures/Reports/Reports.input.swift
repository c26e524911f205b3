import UIKit
import SafariServices
#if canImport(MessageUI)
    import MessageUI
#endif

final class ReportedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self.view, action: #selector(dismissKeyboard))
        view.addGestureRecognizer(tap)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        _ = storyboard.instantiateViewController(withIdentifier: "Detail")
        performSegue(withIdentifier: "showDetail", sender: self)
        _ = UINib(nibName: "Cell", bundle: nil)
        perform(#selector(dismissKeyboard), with: nil, afterDelay: 0.5)
        addObserver(self, forKeyPath: #keyPath(view.frame), options: [.new], context: nil)
        _ = value(forKey: "title")
        let detail = DetailViewController(nibName: "DetailViewController", bundle: nil)
        _ = detail
        let plain = DetailViewController(nibName: nil, bundle: nil)
        _ = plain
        _ = Selector(("legacy"))
        _ = #selector(dismissKeyboard)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    @objc func dismissKeyboard() {
        view.endEditing(true)
    }
}
