// generated from Bookshelf.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Bookshelf.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Bookshelf", for `UIStoryboard(name: "Bookshelf", bundle: nil)`.
@MainActor
enum BookshelfStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: "Bk0-Nv-Nav",
                scenes: [
                    UIStoryboard.Scene(
                        id: "Bk0-Nv-Nav", identifier: nil, instantiate: { makeNavigationController($0) }),
                    UIStoryboard.Scene(id: "Bl0-Vc-Lst", identifier: "Books", instantiate: { makeBooks($0) }),
                    UIStoryboard.Scene(id: "Bd0-Vc-Dtl", identifier: "BookDetail", instantiate: { makeBookDetail($0) }),
                    UIStoryboard.Scene(id: "Ba0-Vc-Add", identifier: "AddBook", instantiate: { makeAddBook($0) }),
                ],
                unwindActions: [
                    StoryboardUnwindAction(Selector("unwindToBooks:"), of: BooksViewController.self) {
                        $0.unwindToBooks($1)
                    },
                ]),
            name: "Bookshelf")
    }

    /// The scene of UINavigationController.
    static func makeNavigationController(_ loader: NibLoader) -> UIViewController {
        let navigationController = loader.viewController(UINavigationController.self, NibDecoder())
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.setViewControllers([loader.instantiateScene("Bl0-Vc-Lst")], animated: false)
        return navigationController
    }

    /// The scene of BooksViewController (storyboard identifier "Books").
    static func makeBooks(_ loader: NibLoader) -> UIViewController {
        let booksViewController = loader.viewController(
            BooksViewController.self,
            NibDecoder(
                storyboardIdentifier: "Books", navigationItem: NibDecoder.NavigationItemAttributes(title: "Bookshelf")))
        let barButtonItem = loader.object(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
        let addBookSegue = loader.segue(
            .presentModally(.formSheet), identifier: "addBook", from: booksViewController, to: .scene("Ba0-Vc-Add"))
        booksViewController.navigationItem.rightBarButtonItem = barButtonItem
        loader.setView(of: booksViewController) { (loader: NibLoader, booksViewController: BooksViewController) in
            let tableView = loader.view(
                UITableView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .plain))
            tableView.alwaysBounceVertical = true
            tableView.clipsToBounds = true
            tableView.contentMode = .scaleToFill
            tableView.separatorStyle = .singleLine
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.backgroundColor = UIColor.systemBackground
            tableView.rowHeight = UITableView.automaticDimension
            tableView.estimatedRowHeight = 60
            tableView.sectionHeaderHeight = 28
            tableView.sectionFooterHeight = 28
            tableView.dataSource = booksViewController
            tableView.delegate = booksViewController
            let showBookSegue = loader.segue(
                .show, identifier: "showBook", from: booksViewController, to: .scene("Bd0-Vc-Dtl"))
            tableView.register(
                UINib(UINib.Definition { loader in
                    let bookCell = loader.view(
                        BookCell.self,
                        NibDecoder(
                            frame: CGRect(x: 0, y: 50, width: 393, height: 60), reuseIdentifier: "BookCell",
                            cellStyle: .default))
                    bookCell.accessoryType = .disclosureIndicator
                    bookCell.clipsToBounds = true
                    bookCell.contentMode = .scaleToFill
                    bookCell.indentationWidth = 10
                    bookCell.preservesSuperviewLayoutMargins = true
                    bookCell.selectionStyle = .default
                    bookCell.contentView.clipsToBounds = true
                    bookCell.contentView.contentMode = .center
                    bookCell.contentView.insetsLayoutMarginsFromSafeArea = false
                    bookCell.contentView.preservesSuperviewLayoutMargins = true
                    let titleLabel = loader.view(
                        UILabel.self,
                        NibDecoder(frame: CGRect(x: 20, y: 11, width: 323.66666666666669, height: 20.333333333333332)))
                    titleLabel.adjustsFontForContentSizeCategory = true
                    titleLabel.contentMode = .left
                    titleLabel.text = "Title"
                    titleLabel.textAlignment = .natural
                    titleLabel.translatesAutoresizingMaskIntoConstraints = false
                    titleLabel.isUserInteractionEnabled = false
                    titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
                    bookCell.contentView.addSubview(titleLabel)
                    let authorLabel = loader.view(
                        UILabel.self,
                        NibDecoder(frame: CGRect(x: 20, y: 35.333333333333336, width: 323.66666666666669, height: 14)))
                    authorLabel.adjustsFontForContentSizeCategory = true
                    authorLabel.contentMode = .left
                    authorLabel.text = "Author"
                    authorLabel.textAlignment = .natural
                    authorLabel.translatesAutoresizingMaskIntoConstraints = false
                    authorLabel.isUserInteractionEnabled = false
                    authorLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                    authorLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
                    authorLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
                    authorLabel.textColor = UIColor.secondaryLabel
                    bookCell.contentView.addSubview(authorLabel)
                    bookCell.contentView.addConstraints([
                        NSLayoutConstraint(
                            item: titleLabel, attribute: .top, relatedBy: .equal, toItem: bookCell.contentView,
                            attribute: .topMargin, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: titleLabel, attribute: .leading, relatedBy: .equal, toItem: bookCell.contentView,
                            attribute: .leadingMargin, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: bookCell.contentView, attribute: .trailingMargin, relatedBy: .equal,
                            toItem: titleLabel, attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: authorLabel, attribute: .top, relatedBy: .equal, toItem: titleLabel,
                            attribute: .bottom, multiplier: 1, constant: 4),
                        NSLayoutConstraint(
                            item: authorLabel, attribute: .leading, relatedBy: .equal, toItem: titleLabel,
                            attribute: .leading, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: authorLabel, attribute: .trailing, relatedBy: .equal, toItem: titleLabel,
                            attribute: .trailing, multiplier: 1, constant: 0),
                        NSLayoutConstraint(
                            item: bookCell.contentView, attribute: .bottomMargin, relatedBy: .equal,
                            toItem: authorLabel, attribute: .bottom, multiplier: 1, constant: 0),
                    ])
                    bookCell.authorLabel = authorLabel
                    bookCell.titleLabel = titleLabel
                    loader.trigger(showBookSegue, fromSelectionOf: bookCell)
                    return [bookCell]
                }),
                forCellReuseIdentifier: "BookCell")
            loader.trigger(addBookSegue, from: barButtonItem)
            return tableView
        }
        return booksViewController
    }

    /// The scene of ShelvedBookViewController (storyboard identifier "BookDetail").
    static func makeBookDetail(_ loader: NibLoader) -> UIViewController {
        let shelvedBookViewController = loader.viewController(
            ShelvedBookViewController.self,
            NibDecoder(
                storyboardIdentifier: "BookDetail",
                navigationItem: NibDecoder.NavigationItemAttributes(title: "Book", largeTitleDisplayMode: .never)))
        loader.setView(
            of: shelvedBookViewController) { (
                loader: NibLoader, shelvedBookViewController: ShelvedBookViewController) in
            let tableView2 = loader.view(
                UITableView.self,
                NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852), tableStyle: .insetGrouped))
            tableView2.alwaysBounceVertical = true
            tableView2.clipsToBounds = true
            tableView2.contentMode = .scaleToFill
            tableView2.separatorStyle = .singleLine
            tableView2.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView2.backgroundColor = UIColor.systemGroupedBackground
            let tableViewCell = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 55.333333333333336, width: 353, height: 44), reuseIdentifier: nil,
                    cellStyle: .value1))
            tableViewCell.clipsToBounds = true
            tableViewCell.contentMode = .scaleToFill
            tableViewCell.indentationWidth = 10
            tableViewCell.preservesSuperviewLayoutMargins = true
            tableViewCell.selectionStyle = .none
            tableViewCell.contentView.clipsToBounds = true
            tableViewCell.contentView.contentMode = .center
            tableViewCell.contentView.insetsLayoutMarginsFromSafeArea = false
            tableViewCell.contentView.preservesSuperviewLayoutMargins = true
            tableViewCell.textLabel?.text = "Title"
            tableViewCell.textLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell.detailTextLabel?.text = "—"
            tableViewCell.detailTextLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell.detailTextLabel?.textColor = UIColor.secondaryLabel
            let tableViewCell2 = loader.view(
                UITableViewCell.self,
                NibDecoder(
                    frame: CGRect(x: 20, y: 99.333333333333343, width: 353, height: 44), reuseIdentifier: nil,
                    cellStyle: .value1))
            tableViewCell2.clipsToBounds = true
            tableViewCell2.contentMode = .scaleToFill
            tableViewCell2.indentationWidth = 10
            tableViewCell2.preservesSuperviewLayoutMargins = true
            tableViewCell2.selectionStyle = .none
            tableViewCell2.contentView.clipsToBounds = true
            tableViewCell2.contentView.contentMode = .center
            tableViewCell2.contentView.insetsLayoutMarginsFromSafeArea = false
            tableViewCell2.contentView.preservesSuperviewLayoutMargins = true
            tableViewCell2.textLabel?.text = "Author"
            tableViewCell2.textLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell2.detailTextLabel?.text = "—"
            tableViewCell2.detailTextLabel?.font = UIFont.systemFont(ofSize: 17)
            tableViewCell2.detailTextLabel?.textColor = UIColor.secondaryLabel
            tableView2.rowHeight = 44
            tableView2.sectionHeaderHeight = 18
            tableView2.sectionFooterHeight = 18
            shelvedBookViewController.authorValueLabel = tableViewCell2.detailTextLabel!
            shelvedBookViewController.titleValueLabel = tableViewCell.detailTextLabel!
            tableView2.dataSource = shelvedBookViewController
            tableView2.delegate = shelvedBookViewController
            loader.setStaticSections(
                [
                    StaticTableSection(cells: [tableViewCell, tableViewCell2], headerTitle: "Book"),
                ],
                of: tableView2)
            return tableView2
        }
        return shelvedBookViewController
    }

    /// The scene of AddBookViewController (storyboard identifier "AddBook").
    static func makeAddBook(_ loader: NibLoader) -> UIViewController {
        let addBookViewController = loader.viewController(
            AddBookViewController.self, NibDecoder(storyboardIdentifier: "AddBook"))
        loader.setView(of: addBookViewController) { (loader: NibLoader, addBookViewController: AddBookViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 842)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let titleField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 20, y: 20, width: 353, height: 34)))
            titleField.borderStyle = .roundedRect
            titleField.contentMode = .scaleToFill
            titleField.placeholder = "Title"
            titleField.textAlignment = .natural
            titleField.translatesAutoresizingMaskIntoConstraints = false
            titleField.font = UIFont.systemFont(ofSize: 17)
            titleField.autocapitalizationType = .words
            view.addSubview(titleField)
            let authorField = loader.view(
                UITextField.self, NibDecoder(frame: CGRect(x: 20, y: 62, width: 353, height: 34)))
            authorField.borderStyle = .roundedRect
            authorField.contentMode = .scaleToFill
            authorField.placeholder = "Author"
            authorField.textAlignment = .natural
            authorField.translatesAutoresizingMaskIntoConstraints = false
            authorField.font = UIFont.systemFont(ofSize: 17)
            authorField.autocapitalizationType = .words
            view.addSubview(authorField)
            let saveButton = loader.object(UIButton(type: .system))
            saveButton.frame = CGRect(x: 20, y: 116, width: 353, height: 44)
            saveButton.contentMode = .scaleToFill
            saveButton.isEnabled = false
            saveButton.translatesAutoresizingMaskIntoConstraints = false
            saveButton.setTitle("Save", for: .normal)
            view.addSubview(saveButton)
            view.backgroundColor = UIColor.systemBackground
            saveButton.addConstraints([
                NSLayoutConstraint(
                    item: saveButton, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 44),
            ])
            view.addConstraints([
                NSLayoutConstraint(
                    item: titleField, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: titleField, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: titleField,
                    attribute: .trailing, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: authorField, attribute: .top, relatedBy: .equal, toItem: titleField, attribute: .bottom,
                    multiplier: 1, constant: 8),
                NSLayoutConstraint(
                    item: authorField, attribute: .leading, relatedBy: .equal, toItem: titleField, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: authorField, attribute: .trailing, relatedBy: .equal, toItem: titleField,
                    attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: saveButton, attribute: .top, relatedBy: .equal, toItem: authorField, attribute: .bottom,
                    multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: saveButton, attribute: .leading, relatedBy: .equal, toItem: titleField, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: saveButton, attribute: .trailing, relatedBy: .equal, toItem: titleField, attribute: .trailing,
                    multiplier: 1, constant: 0),
            ])
            addBookViewController.authorField = authorField
            addBookViewController.saveButton = saveButton
            addBookViewController.titleField = titleField
            loader.connect(titleField, .editingChanged, to: addBookViewController, action: Selector("fieldsChanged:")) {
                $0.fieldsChanged($1)
            }
            loader.connect(
                authorField, .editingChanged, to: addBookViewController, action: Selector("fieldsChanged:")) {
                $0.fieldsChanged($1)
            }
            loader.unwind(from: saveButton, action: Selector("unwindToBooks:"), identifier: "saveBook")
            return view
        }
        return addBookViewController
    }
}
