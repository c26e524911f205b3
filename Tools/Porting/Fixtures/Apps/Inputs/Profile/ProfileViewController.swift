//
//  ProfileViewController.swift
//  Profile
//

import UIKit

class ProfileViewController: UITableViewController {

    let userName: String
    let header = AvatarHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    private(set) var follows = 0
    private(set) var isEditingProfile = false

    init(userName: String) {
        self.userName = userName
        super.init(style: .grouped)
    }

    required init?(coder aDecoder: NSCoder) {
        self.userName = ""
        super.init(coder: aDecoder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        header.nameLabel.text = userName
        header.onFollow = { [weak self] in self?.follows += 1 }
        tableView.tableHeaderView = header
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .done, target: self, action: #selector(editProfile))
    }

    @IBAction func editProfile() {
        isEditingProfile = !isEditingProfile
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "Posts" : "Followers"
        return cell
    }
}
