import OpenTableViewShim

class NowPlayingViewController: UIViewController {
    var searchBar: UISearchBar!
    var progressView: UIProgressView!
    var bufferingIndicator: UIActivityIndicatorView!
    var repeatStepper: UIStepper!

    var songTitle: String?
    private(set) var repeatCount = 1
    private(set) var lyrics: LyricsViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "embedLyrics" {
            lyrics = segue.destination as? LyricsViewController
            lyrics?.songTitle = songTitle
        }
    }

    func repeatCountChanged(_ sender: UIStepper) {
        repeatCount = Int(sender.value)
    }
}

class LyricsViewController: UIViewController {
    var lyricsView: UITextView!

    var songTitle: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        lyricsView.text = "Lyrics of \(songTitle ?? "nothing")"
    }
}
