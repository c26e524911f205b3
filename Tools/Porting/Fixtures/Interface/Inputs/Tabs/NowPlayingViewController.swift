import UIKit

class NowPlayingViewController: UIViewController {
    @IBOutlet weak var searchBar: UISearchBar!
    @IBOutlet weak var progressView: UIProgressView!
    @IBOutlet weak var bufferingIndicator: UIActivityIndicatorView!
    @IBOutlet weak var repeatStepper: UIStepper!

    var songTitle: String?
    private(set) var repeatCount = 1
    private(set) var lyrics: LyricsViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "embedLyrics" {
            lyrics = segue.destination as? LyricsViewController
            lyrics?.songTitle = songTitle
        }
    }

    @IBAction func repeatCountChanged(_ sender: UIStepper) {
        repeatCount = Int(sender.value)
    }
}

class LyricsViewController: UIViewController {
    @IBOutlet weak var lyricsView: UITextView!

    var songTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        lyricsView.text = "Lyrics of \(songTitle ?? "nothing")"
    }
}
