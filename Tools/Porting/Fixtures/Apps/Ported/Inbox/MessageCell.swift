//  MessageCell.swift
//  Inbox
//
//  Copyright © 2019 Inbox. All rights reserved.

import OpenTableViewShim

protocol MessageCellDelegate: AnyObject {
    func messageCellDidTapArchive(_ cell: MessageCell)
}

final class MessageCell: UITableViewCell {
    static let identifier = String(describing: MessageCell.self)

    weak var delegate: MessageCellDelegate?
    let archiveButton = UIButton(type: .system)

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        archiveButton.setTitle("Archive", for: .normal)
        accessoryView = archiveButton
        archiveButton.addAction(UIAction(identifier: UIAction.Identifier("MessageCell.archiveTapped(_:)")) { [unowned self] action in self.archiveTapped(action.sender as! UIButton) }, for: .touchUpInside)
    }
}

// MARK: - Actions

extension MessageCell {
    private func archiveTapped(_ sender: UIButton) {
        delegate?.messageCellDidTapArchive(self)
    }
}
