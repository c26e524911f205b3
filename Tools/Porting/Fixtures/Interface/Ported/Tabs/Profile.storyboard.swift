// generated from Profile.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Profile.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Profile", for `UIStoryboard(name: "Profile", bundle: nil)`.
@MainActor
enum ProfileStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Pf0-Vc-Prf",
                scenes: [
                    UIStoryboard.Scene(
                        id: "Pf0-Vc-Prf", identifier: nil, instantiate: { makeProfileViewController($0) }),
                    UIStoryboard.Scene(
                        id: "Ed0-Vc-Edt", identifier: "EditProfile", instantiate: { makeEditProfile($0) }),
                ]),
            name: "Profile")
    }

    /// The scene of ProfileViewController.
    static func makeProfileViewController(_ loader: NibLoader) -> UIViewController {
        let profileViewController = loader.viewController(ProfileViewController.self, NibDecoder())
        loader.segue(
            .presentModally(.pageSheet), identifier: "editProfile", from: profileViewController,
            to: .scene("Ed0-Vc-Edt"))
        loader.setView(of: profileViewController) { (loader: NibLoader, profileViewController: ProfileViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let avatarView = loader.view(
                RoundedImageView.self, NibDecoder(frame: CGRect(x: 146.66666666666666, y: 79, width: 100, height: 100)))
            avatarView.clipsToBounds = true
            avatarView.contentMode = .scaleAspectFill
            avatarView.translatesAutoresizingMaskIntoConstraints = false
            avatarView.isUserInteractionEnabled = true
            avatarView.image = UIImage(systemName: "person.crop.circle")
            avatarView.accessibilityIdentifier = "avatar"
            avatarView.accessibilityLabel = "Profile photo"
            avatarView.cornerRadius = 50
            view.addSubview(avatarView)
            let nameLabel = loader.view(
                UILabel.self, NibDecoder(frame: CGRect(x: 20, y: 195, width: 353, height: 26.333333333333332)))
            nameLabel.contentMode = .left
            nameLabel.text = "Name"
            nameLabel.textAlignment = .center
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            nameLabel.isUserInteractionEnabled = false
            nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
            nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
            view.addSubview(nameLabel)
            let visibilityControl = loader.view(
                UISegmentedControl.self, NibDecoder(
                    frame: CGRect(x: 20, y: 237.33333333333334, width: 353, height: 32)))
            visibilityControl.contentMode = .scaleToFill
            visibilityControl.translatesAutoresizingMaskIntoConstraints = false
            visibilityControl.insertSegment(withTitle: "Public", at: 0, animated: false)
            visibilityControl.insertSegment(withTitle: "Friends", at: 1, animated: false)
            visibilityControl.insertSegment(withTitle: "Private", at: 2, animated: false)
            visibilityControl.selectedSegmentIndex = 0
            view.addSubview(visibilityControl)
            let button = loader.object(UIButton(type: .system))
            button.frame = CGRect(x: 20, y: 284.33333333333331, width: 353, height: 44)
            button.contentMode = .scaleToFill
            button.translatesAutoresizingMaskIntoConstraints = false
            button.setTitle("Edit Profile", for: .normal)
            view.addSubview(button)
            view.backgroundColor = UIColor.systemBackground
            let tapGestureRecognizer = loader.object(
                UITapGestureRecognizer { [unowned profileViewController] recognizer in
                    profileViewController.avatarTapped(recognizer)
                })
            avatarView.addConstraints([
                NSLayoutConstraint(
                    item: avatarView, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 100),
                NSLayoutConstraint(
                    item: avatarView, attribute: .width, relatedBy: .equal, toItem: avatarView, attribute: .height,
                    multiplier: 1, constant: 0),
            ])
            button.addConstraints([
                NSLayoutConstraint(
                    item: button, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 44),
            ])
            view.addConstraints([
                NSLayoutConstraint(
                    item: avatarView, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: avatarView, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: nameLabel, attribute: .top, relatedBy: .equal, toItem: avatarView, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .trailingMargin, relatedBy: .equal, toItem: nameLabel, attribute: .trailing,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: visibilityControl, attribute: .top, relatedBy: .equal, toItem: nameLabel, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: visibilityControl, attribute: .leading, relatedBy: .equal, toItem: nameLabel,
                    attribute: .leading, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: visibilityControl, attribute: .trailing, relatedBy: .equal, toItem: nameLabel,
                    attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: button, attribute: .top, relatedBy: .equal, toItem: visibilityControl, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: button, attribute: .leading, relatedBy: .equal, toItem: nameLabel, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: button, attribute: .trailing, relatedBy: .equal, toItem: nameLabel, attribute: .trailing,
                    multiplier: 1, constant: 0),
            ])
            profileViewController.avatarView = avatarView
            profileViewController.nameLabel = nameLabel
            profileViewController.visibilityControl = visibilityControl
            avatarView.addGestureRecognizer(tapGestureRecognizer)
            loader.connect(
                visibilityControl, .valueChanged, to: profileViewController, action: Selector("visibilityChanged:")) {
                $0.visibilityChanged($1)
            }
            loader.connect(
                button, .touchUpInside, to: profileViewController, action: Selector("editProfileWithSender:")) {
                $0.editProfile(sender: $1)
            }
            return view
        }
        return profileViewController
    }

    /// The scene of EditProfileViewController (storyboard identifier "EditProfile").
    static func makeEditProfile(_ loader: NibLoader) -> UIViewController {
        let editProfileViewController = loader.viewController(
            EditProfileViewController.self, NibDecoder(storyboardIdentifier: "EditProfile"))
        loader.setView(
            of: editProfileViewController) { (
                loader: NibLoader, editProfileViewController: EditProfileViewController) in
            let view2 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 842)))
            view2.contentMode = .scaleToFill
            view2.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let nameField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 20, y: 20, width: 353, height: 34)))
            nameField.borderStyle = .roundedRect
            nameField.contentMode = .scaleToFill
            nameField.placeholder = "Display name"
            nameField.textAlignment = .natural
            nameField.translatesAutoresizingMaskIntoConstraints = false
            nameField.font = UIFont.systemFont(ofSize: 17)
            nameField.autocorrectionType = .no
            nameField.returnKeyType = .done
            view2.addSubview(nameField)
            view2.backgroundColor = UIColor.systemBackground
            view2.addConstraints([
                NSLayoutConstraint(
                    item: nameField, attribute: .top, relatedBy: .equal, toItem: view2.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: nameField, attribute: .leading, relatedBy: .equal, toItem: view2.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: view2.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: nameField,
                    attribute: .trailing, multiplier: 1, constant: 20),
            ])
            editProfileViewController.nameField = nameField
            loader.connect(
                nameField, .editingChanged, to: editProfileViewController, action: Selector("nameChanged:")) {
                $0.nameChanged($1)
            }
            return view2
        }
        return editProfileViewController
    }
}
