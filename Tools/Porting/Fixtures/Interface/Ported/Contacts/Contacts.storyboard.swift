// generated from Contacts.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Contacts.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Contacts", for `UIStoryboard(name: "Contacts", bundle: nil)`.
@MainActor
enum ContactsStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Nq4-Lx-2Wd",
                scenes: [
                    UIStoryboard.Scene(
                        id: "Vb2-pe-9Qx", identifier: "ContactList", instantiate: { makeContactList($0) }),
                    UIStoryboard.Scene(
                        id: "Nq4-Lx-2Wd", identifier: nil, instantiate: { makeNavigationController($0) }),
                    UIStoryboard.Scene(
                        id: "Dt5-vC-8Rw", identifier: "ContactDetail", instantiate: { makeContactDetail($0) }),
                    UIStoryboard.Scene(id: "Fm3-nC-6Tz", identifier: "NewContact", instantiate: { makeNewContact($0) }),
                ],
                unwindActions: [
                    StoryboardUnwindAction(Selector("unwindToContactsWithSegue:"), of: ContactsViewController.self) {
                        $0.unwindToContacts(segue: $1)
                    },
                ]),
            name: "Contacts")
    }

    /// The scene of ContactsViewController (storyboard identifier "ContactList").
    static func makeContactList(_ loader: NibLoader) -> UIViewController {
        let contactsViewController = loader.viewController(
            ContactsViewController.self,
            NibDecoder(
                storyboardIdentifier: "ContactList",
                navigationItem: NibDecoder.NavigationItemAttributes(title: "Contacts", largeTitleDisplayMode: .always)))
        let barButtonItem = loader.object(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
        let newContactSegue = loader.segue(
            .presentModally(.formSheet), identifier: "newContact", from: contactsViewController,
            to: .scene("Fm3-nC-6Tz"))
        contactsViewController.navigationItem.rightBarButtonItem = barButtonItem
        loader.setView(
            of: contactsViewController) { (loader: NibLoader, contactsViewController: ContactsViewController) in
            let tableView = loader.view(
                UITableView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .plain))
            tableView.alwaysBounceVertical = true
            tableView.clipsToBounds = true
            tableView.contentMode = .scaleToFill
            tableView.separatorStyle = .singleLine
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.backgroundColor = UIColor.systemBackground
            tableView.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 64
            tableView.sectionHeaderHeight = 28
            tableView.sectionFooterHeight = 28
            tableView.dataSource = contactsViewController
            tableView.delegate = contactsViewController
            let showContactSegue = loader.segue(
                .show, identifier: "showContact", from: contactsViewController, to: .scene("Dt5-vC-8Rw"))
            tableView.register(
                UINib(UINib.Definition { loader in
                    let contactCell = loader.view(
                        ContactCell.self,
                        NibDecoder(
                            frame: CGRect(x: 0, y: 50, width: 393, height: 64), reuseIdentifier: "ContactCell",
                            cellStyle: .default))
                    contactCell.accessoryType = .disclosureIndicator
                    contactCell.clipsToBounds = true
                    contactCell.contentMode = .scaleToFill
                    contactCell.indentationWidth = 10
                    contactCell.preservesSuperviewLayoutMargins = true
                    contactCell.selectionStyle = .default
                    contactCell.contentView.clipsToBounds = true
                    contactCell.contentView.contentMode = .center
                    contactCell.contentView.insetsLayoutMarginsFromSafeArea = false
                    contactCell.contentView.preservesSuperviewLayoutMargins = true
                    let avatarView = loader.view(
                        UIImageView.self, NibDecoder(
                            frame: CGRect(x: 20, y: 11.666666666666664, width: 40, height: 40)))
                    avatarView.clipsToBounds = true
                    avatarView.contentMode = .scaleAspectFill
                    avatarView.translatesAutoresizingMaskIntoConstraints = false
                    avatarView.isUserInteractionEnabled = false
                    avatarView.image = UIImage(systemName: "person.crop.circle")
                    avatarView.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    avatarView.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    avatarView.tintColor = UIColor.secondaryLabel
                    contactCell.contentView.addSubview(avatarView)
                    let nameLabel = loader.view(
                        UILabel.self,
                        NibDecoder(frame: CGRect(x: 72, y: 11, width: 283.66666666666669, height: 20.333333333333332)))
                    nameLabel.adjustsFontForContentSizeCategory = true
                    nameLabel.contentMode = .left
                    nameLabel.text = "Name"
                    nameLabel.textAlignment = .natural
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    nameLabel.isUserInteractionEnabled = false
                    nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    nameLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    contactCell.contentView.addSubview(nameLabel)
                    let phoneLabel = loader.view(
                        UILabel.self,
                        NibDecoder(frame: CGRect(x: 72, y: 35.333333333333336, width: 283.66666666666669, height: 18)))
                    phoneLabel.contentMode = .left
                    phoneLabel.text = "Phone"
                    phoneLabel.textAlignment = .natural
                    phoneLabel.translatesAutoresizingMaskIntoConstraints = false
                    phoneLabel.isUserInteractionEnabled = false
                    phoneLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    phoneLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    phoneLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
                    phoneLabel.textColor = UIColor.secondaryLabel
                    contactCell.contentView.addSubview(phoneLabel)
                    avatarView.addConstraints([
                        NSLayoutConstraint(
                            item: avatarView, attribute: .width, relatedBy: .equal, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: 40),
                        NSLayoutConstraint(
                            item: avatarView, attribute: .width, relatedBy: .equal, toItem: avatarView,
                            attribute: .height, multiplier: 1, constant: 0),
                    ])
                    contactCell.contentView.addConstraints([
                        NSLayoutConstraint(
                            item: avatarView, attribute: .leading, relatedBy: .equal, toItem: contactCell.contentView,
                            attribute: .leadingMargin, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: avatarView, attribute: .centerY, relatedBy: .equal, toItem: contactCell.contentView,
                            attribute: .centerY, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: avatarView,
                            attribute: .trailing, multiplier: 1, constant: 12),
                        NSLayoutConstraint(
                            item: nameLabel, attribute: .top, relatedBy: .equal, toItem: contactCell.contentView,
                            attribute: .topMargin, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: contactCell.contentView, attribute: .trailingMargin, relatedBy: .equal,
                            toItem: nameLabel, attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: phoneLabel, attribute: .top, relatedBy: .equal, toItem: nameLabel, attribute: .bottom,
                            multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: phoneLabel, attribute: .leading, relatedBy: .equal, toItem: nameLabel,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: phoneLabel, attribute: .trailing, relatedBy: .equal, toItem: nameLabel,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: contactCell.contentView, attribute: .bottomMargin, relatedBy: .greaterThanOrEqual,
                            toItem: phoneLabel, attribute: .bottom, multiplier: 1, constant: 0),
                    ])
                    contactCell.avatarView = avatarView
                    contactCell.nameLabel = nameLabel
                    contactCell.phoneLabel = phoneLabel
                    loader.trigger(showContactSegue, fromSelectionOf: contactCell)
                    return [contactCell]
                }),
                forCellReuseIdentifier: "ContactCell")
            loader.trigger(newContactSegue, from: barButtonItem)
            return tableView
        }
        return contactsViewController
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let navigationController = loader.viewController(UINavigationController.self, NibDecoder())
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([loader.instantiateScene("Vb2-pe-9Qx")], animated: false)
        return navigationController
    }

    /// The scene of ContactDetailViewController (storyboard identifier "ContactDetail").
    static func makeContactDetail(_ loader: NibLoader) -> UIViewController {
        let contactDetailViewController = loader.viewController(
            ContactDetailViewController.self,
            NibDecoder(
                storyboardIdentifier: "ContactDetail",
                navigationItem: NibDecoder.NavigationItemAttributes(title: "Contact", largeTitleDisplayMode: .never)))
        loader.setView(
            of: contactDetailViewController) { (
                loader: NibLoader, contactDetailViewController: ContactDetailViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let stackView = loader.view(
                UIStackView.self, NibDecoder(frame: CGRect(x: 16, y: 123, width: 361, height: 161)))
            stackView.alignment = .center
            stackView.axis = .vertical
            stackView.contentMode = .scaleToFill
            stackView.spacing = 8
            stackView.translatesAutoresizingMaskIntoConstraints = false
            let photoView = loader.view(
                UIImageView.self, NibDecoder(frame: CGRect(x: 140.66666666666666, y: 0, width: 80, height: 80)))
            photoView.clipsToBounds = true
            photoView.contentMode = .scaleAspectFit
            photoView.translatesAutoresizingMaskIntoConstraints = false
            photoView.isUserInteractionEnabled = false
            photoView.image = UIImage(systemName: "person.crop.circle.fill")
            stackView.addArrangedSubview(photoView)
            let nameLabel2 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 146, y: 88, width: 69, height: 34)))
            nameLabel2.contentMode = .left
            nameLabel2.numberOfLines = 0
            nameLabel2.text = "Name"
            nameLabel2.textAlignment = .center
            nameLabel2.translatesAutoresizingMaskIntoConstraints = false
            nameLabel2.isUserInteractionEnabled = false
            nameLabel2.font = UIFont.boldSystemFont(ofSize: 28)
            stackView.addArrangedSubview(nameLabel2)
            let button = loader.object(UIButton(type: .system))
            button.frame = CGRect(x: 149, y: 130, width: 63, height: 31)
            button.contentMode = .scaleToFill
            button.translatesAutoresizingMaskIntoConstraints = false
            button.accessibilityIdentifier = "callButton"
            button.setTitle("Call", for: .normal)
            stackView.addArrangedSubview(button)
            view.addSubview(stackView)
            view.backgroundColor = UIColor.systemBackground
            photoView.addConstraints([
                NSLayoutConstraint(
                    item: photoView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 80),
                NSLayoutConstraint(
                    item: photoView, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 80),
            ])
            view.addConstraints([
                NSLayoutConstraint(
                    item: stackView, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: stackView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: stackView,
                    attribute: .trailing, multiplier: 1, constant: 16),
            ])
            contactDetailViewController.nameLabel = nameLabel2
            contactDetailViewController.photoView = photoView
            loader.connect(button, .touchUpInside, to: contactDetailViewController, action: Selector("call:")) {
                $0.call($1)
            }
            return view
        }
        return contactDetailViewController
    }

    /// The scene of NewContactViewController (storyboard identifier "NewContact").
    static func makeNewContact(_ loader: NibLoader) -> UIViewController {
        let newContactViewController = loader.viewController(
            NewContactViewController.self, NibDecoder(storyboardIdentifier: "NewContact"))
        loader.setView(
            of: newContactViewController) { (loader: NibLoader, newContactViewController: NewContactViewController) in
            let view2 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view2.contentMode = .scaleToFill
            view2.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let nameField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 20, y: 79, width: 353, height: 34)))
            nameField.borderStyle = .roundedRect
            nameField.clearButtonMode = .whileEditing
            nameField.contentMode = .scaleToFill
            nameField.placeholder = "Name"
            nameField.textAlignment = .natural
            nameField.translatesAutoresizingMaskIntoConstraints = false
            nameField.setContentHuggingPriority(UILayoutPriority(248), for: .horizontal)
            nameField.font = UIFont.systemFont(ofSize: 17)
            nameField.autocapitalizationType = .words
            nameField.returnKeyType = .next
            view2.addSubview(nameField)
            let phoneField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 20, y: 121, width: 353, height: 34)))
            phoneField.borderStyle = .roundedRect
            phoneField.contentMode = .scaleToFill
            phoneField.placeholder = "Phone"
            phoneField.textAlignment = .natural
            phoneField.translatesAutoresizingMaskIntoConstraints = false
            phoneField.font = UIFont.systemFont(ofSize: 17)
            phoneField.keyboardType = .phonePad
            view2.addSubview(phoneField)
            let button2 = loader.object(UIButton(type: .system))
            button2.frame = CGRect(x: 20, y: 175, width: 353, height: 44)
            button2.contentMode = .scaleToFill
            button2.translatesAutoresizingMaskIntoConstraints = false
            button2.backgroundColor = UIColor(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1)
            button2.setTitle("Save", for: .normal)
            button2.setTitleColor(UIColor(white: 1, alpha: 1), for: .normal)
            button2.layer.cornerRadius = 10
            view2.addSubview(button2)
            view2.backgroundColor = UIColor.systemBackground
            button2.addConstraints([
                NSLayoutConstraint(
                    item: button2, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 44),
            ])
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
                NSLayoutConstraint(
                    item: phoneField, attribute: .top, relatedBy: .equal, toItem: nameField, attribute: .bottom,
                    multiplier: 1, constant: 8),
                NSLayoutConstraint(
                    item: phoneField, attribute: .leading, relatedBy: .equal, toItem: nameField, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: phoneField, attribute: .trailing, relatedBy: .equal, toItem: nameField, attribute: .trailing,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: button2, attribute: .top, relatedBy: .equal, toItem: phoneField, attribute: .bottom,
                    multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: button2, attribute: .leading, relatedBy: .equal, toItem: phoneField, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: button2, attribute: .trailing, relatedBy: .equal, toItem: phoneField, attribute: .trailing,
                    multiplier: 1, constant: 0),
            ])
            newContactViewController.nameField = nameField
            newContactViewController.phoneField = phoneField
            loader.unwind(from: button2, action: Selector("unwindToContactsWithSegue:"), identifier: "saveContact")
            return view2
        }
        return newContactViewController
    }
}
