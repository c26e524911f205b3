import OpenTableViewShim

final class SoundsViewController: UIViewController {
    var volumeSlider: UISlider!

    private(set) var volume: Float = 0.5

    func volumeChanged(_ sender: Any) {
        volume = volumeSlider.value
    }
}
