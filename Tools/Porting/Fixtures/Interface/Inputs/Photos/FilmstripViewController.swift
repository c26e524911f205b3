import UIKit

class FilmstripViewController: UIViewController {
	@IBOutlet weak var framesView: UICollectionView!
	@IBOutlet weak var tagsView: UICollectionView!

	var frameCount = 12
	var tags = ["Sea", "Sunset", "Family"]
	var selectedFrames: [Int] = []

	override func viewDidLoad() {
		super.viewDidLoad()
		tagsView.register(UINib(nibName: "TagCell", bundle: nil), forCellWithReuseIdentifier: "TagCell")
	}
}
