import UIKit

final class RoundedImageView: UIImageView {
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

class ProfileViewController: UIViewController {
    @IBOutlet weak var avatarView: RoundedImageView!
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var visibilityControl: UISegmentedControl!

    private(set) var visibility = 0
    private(set) var avatarTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Jane Appleseed"
    }

    @IBAction func visibilityChanged(_ sender: UISegmentedControl) {
        visibility = sender.selectedSegmentIndex
    }

    @IBAction func avatarTapped(_ sender: UITapGestureRecognizer) {
        avatarTaps += 1
    }

    @IBAction func editProfile(sender: Any) {
        performSegue(withIdentifier: "editProfile", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let editor = segue.destination as? EditProfileViewController {
            editor.originalName = nameLabel.text
        }
    }
}

class EditProfileViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!

    var originalName: String?
    private(set) var editedName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = originalName
    }

    @IBAction func nameChanged(_ sender: UITextField) {
        editedName = sender.text
    }
}
