final class Canvas: UIViewController {
    private lazy var pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.zoom(recognizer) }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer { [weak self] _ in self?.dismissKeyboard() }
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        // Double tap to reset.
        let doubleTap = UITapGestureRecognizer { [weak self] recognizer in self?.reset(recognizer) }
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let press = UILongPressGestureRecognizer { [weak self] recognizer in self?.pressed(recognizer) }
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pinch)
        let pan = UIPanGestureRecognizer()
        pan.addAction { [weak self] recognizer in self?.dragged(recognizer) }
        view.addGestureRecognizer(pan)
        let edge = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in self?.edgeSwiped(sender: recognizer) }
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }

    func reset(_ sender: UITapGestureRecognizer) {
        view.transform = .identity
    }

    private func pressed(_ gesture: UIGestureRecognizer) {
        _ = gesture.location(in: view)
    }

    func zoom(_ sender: UIPinchGestureRecognizer?) {
        view.transform = CGAffineTransform(scaleX: sender?.scale ?? 1, y: sender?.scale ?? 1)
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        _ = pan.translation(in: view)
    }

    func edgeSwiped(sender: Any) {}
}
