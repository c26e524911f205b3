import OpenTableViewShim

class FilmstripViewController: UIViewController {
	var framesView: UICollectionView!
	var tagsView: UICollectionView!

	var frameCount = 12
	var tags = ["Sea", "Sunset", "Family"]
	var selectedFrames: [Int] = []

	override func viewDidLoad() {
		super.viewDidLoad()
		tagsView.register(UINib(nibName: "TagCell", bundle: nil), forCellWithReuseIdentifier: "TagCell")
	}
}
