import OpenTableViewShim

class PhotoDetailViewController: UIViewController {
	var imageView: UIImageView!
	var titleLabel: UILabel!

	var photo: Photo?

	override func viewDidLoad() {
		super.viewDidLoad()
		title = photo?.title
		titleLabel.text = photo?.title
		if let name = photo?.imageName {
			imageView.image = UIImage(named: name)
		}
	}
}
