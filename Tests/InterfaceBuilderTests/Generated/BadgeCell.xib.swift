// generated from BadgeCell.xib by otv-port; do not edit
//
// (Hand-written in exactly the shape otv-port generates: Compatibility/InterfaceBuilder.md.)

import OpenTableViewShim

@MainActor
enum BadgeCell_xib {
    static func register() {
        UINib.register(definition, name: "BadgeCell")
    }

    static var definition: UINib.Definition {
        UINib.Definition { loader in
            // <tableViewCell customClass="BadgeCell" reuseIdentifier="BadgeCell" id="Bdg-Cel-001">
            let cell = loader.view(
                BadgeCell.self,
                NibDecoder(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 50), reuseIdentifier: "BadgeCell",
                    cellStyle: .default))
            let label1 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 15, width: 60, height: 20)))
            label1.text = "NEW"
            label1.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label1)
            NSLayoutConstraint.activate([
                label1.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
                label1.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 15),
                label1.widthAnchor.constraint(equalToConstant: 60),
                label1.heightAnchor.constraint(equalToConstant: 20),
            ])
            cell.badgeLabel = label1
            return [cell]
        }
    }
}

// generated from MemberProfileViewController.xib by otv-port; do not edit

@MainActor
enum MemberProfileViewController_xib {
    static func register() {
        UINib.register(definition, name: "MemberProfileViewController")
    }

    static var definition: UINib.Definition {
        UINib.Definition { loader in
            // <placeholder placeholderIdentifier="IBFilesOwner" customClass="MemberProfileViewController">
            let owner = loader.owner(as: MemberProfileViewController.self)
            let view1 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 375, height: 667)))
            let label1 = loader.view(UILabel.self, NibDecoder(frame: CGRect(x: 16, y: 40, width: 343, height: 21)))
            label1.text = "Name"
            view1.addSubview(label1)
            owner?.view = view1
            owner?.nameLabel = label1
            return [view1]
        }
    }
}
