import UIKit

final class SoundsViewController: UIViewController {
    @IBOutlet weak var volumeSlider: UISlider!

    private(set) var volume: Float = 0.5

    @IBAction func volumeChanged(_ sender: Any) {
        volume = volumeSlider.value
    }
}
