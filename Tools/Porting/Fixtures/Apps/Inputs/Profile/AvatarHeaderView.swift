//
//  AvatarHeaderView.swift
//  Profile
//

import UIKit

@IBDesignable
class AvatarHeaderView: UIView {

    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    @IBInspectable var cornerRadius: CGFloat = 8

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
        followButton.addTarget(self, action: #selector(followTapped(sender:)), for: .touchUpInside)
    }

    @objc func followTapped(sender: UIButton) {
        sender.isSelected.toggle()
        onFollow?()
    }
}
