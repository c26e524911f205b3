import OpenTableViewShim

struct Track {
    let title: String
    let artist: String
    let duration: TimeInterval
}

/// A playlist with reordering, a shuffle button in the header, and a play button per row.
class PlaylistViewController: UITableViewController {

    var tracks: [Track] = []
    private(set) var nowPlaying: Int?
    private let shuffleButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Track")
        shuffleButton.setTitle("Shuffle", for: UIControl.State.normal)
        shuffleButton.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 44)
        shuffleButton.addAction(UIAction(identifier: UIAction.Identifier("PlaylistViewController.shuffle")) { [unowned self] _ in self.shuffle() }, for: .touchUpInside)
        tableView.tableHeaderView = shuffleButton
        navigationItem.rightBarButtonItems = [
            editButtonItem,
            UIBarButtonItem(systemItem: .play, primaryAction: UIAction { [unowned self] _ in self.playAll() }),
        ]
    }

    func shuffle() {
        tracks.shuffle()
        tableView.reloadData()
    }

    func playAll() {
        nowPlaying = tracks.isEmpty ? nil : 0
    }

    func playButtonTapped(_ sender: UIButton) {
        nowPlaying = sender.tag
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tracks.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Track", for: indexPath)
        let track = tracks[indexPath.row]
        cell.textLabel?.text = "\(track.title) — \(track.artist)"
        let play = UIButton(type: .system)
        play.setTitle("▶︎", for: .normal)
        play.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        play.tag = indexPath.row
        play.addAction(UIAction(identifier: UIAction.Identifier("PlaylistViewController.playButtonTapped(_:)")) { [unowned self] action in self.playButtonTapped(action.sender as! UIButton) }, for: .touchUpInside)
        cell.accessoryView = play
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let track = tracks.remove(at: sourceIndexPath.row)
        tracks.insert(track, at: destinationIndexPath.row)
    }
}
