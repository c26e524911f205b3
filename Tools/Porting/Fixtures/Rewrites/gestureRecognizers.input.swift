final class Canvas: UIViewController {
    private lazy var pinch = UIPinchGestureRecognizer(target: self, action: #selector(zoom(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        // Double tap to reset.
        let doubleTap = UITapGestureRecognizer(
            target: self,
            action: #selector(Canvas.reset(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let press = UILongPressGestureRecognizer(target: self, action: #selector(self.pressed(_:)))
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(pinch)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: #selector(dragged(_:)))
        view.addGestureRecognizer(pan)
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgeSwiped(sender:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    @objc func dismissKeyboard() {
        view.endEditing(true)
    }

    @objc func reset(_ sender: UITapGestureRecognizer) {
        view.transform = .identity
    }

    @objc private func pressed(_ gesture: UIGestureRecognizer) {
        _ = gesture.location(in: view)
    }

    @objc func zoom(_ sender: UIPinchGestureRecognizer?) {
        view.transform = CGAffineTransform(scaleX: sender?.scale ?? 1, y: sender?.scale ?? 1)
    }

    @objc func dragged(_ pan: UIPanGestureRecognizer) {
        _ = pan.translation(in: view)
    }

    @objc func edgeSwiped(sender: Any) {}
}
