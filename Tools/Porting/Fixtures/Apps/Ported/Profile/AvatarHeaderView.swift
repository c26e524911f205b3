//
//  AvatarHeaderView.swift
//  Profile
//

import OpenTableViewShim

class AvatarHeaderView: UIView {

    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    var cornerRadius: CGFloat = 8

    var onFollow: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() {
        addSubview(nameLabel)
        addSubview(followButton)
        followButton.setTitle("Follow", for: .normal)
        followButton.addAction(UIAction(identifier: UIAction.Identifier("AvatarHeaderView.followTapped(sender:)")) { [unowned self] action in self.followTapped(sender: action.sender as! UIButton) }, for: .touchUpInside)
    }

    func followTapped(sender: UIButton) {
        sender.isSelected.toggle()
        onFollow?()
    }
}
