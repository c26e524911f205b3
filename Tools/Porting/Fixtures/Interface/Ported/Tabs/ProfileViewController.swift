import OpenTableViewShim

final class RoundedImageView: UIImageView {
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

class ProfileViewController: UIViewController {
    var avatarView: RoundedImageView!
    var nameLabel: UILabel!
    var visibilityControl: UISegmentedControl!

    private(set) var visibility = 0
    private(set) var avatarTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Jane Appleseed"
    }

    func visibilityChanged(_ sender: UISegmentedControl) {
        visibility = sender.selectedSegmentIndex
    }

    func avatarTapped(_ sender: UITapGestureRecognizer) {
        avatarTaps += 1
    }

    func editProfile(sender: Any) {
        performSegue(withIdentifier: "editProfile", sender: sender)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let editor = segue.destination as? EditProfileViewController {
            editor.originalName = nameLabel.text
        }
    }
}

class EditProfileViewController: UIViewController {
    var nameField: UITextField!

    var originalName: String?
    private(set) var editedName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = originalName
    }

    func nameChanged(_ sender: UITextField) {
        editedName = sender.text
    }
}
