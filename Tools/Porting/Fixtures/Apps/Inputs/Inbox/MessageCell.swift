//  MessageCell.swift
//  Inbox
//
//  Copyright © 2019 Inbox. All rights reserved.

import UIKit

protocol MessageCellDelegate: AnyObject {
    func messageCellDidTapArchive(_ cell: MessageCell)
}

final class MessageCell: UITableViewCell {
    static let identifier = String(describing: MessageCell.self)

    weak var delegate: MessageCellDelegate?
    let archiveButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
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
        archiveButton.addTarget(self, action: #selector(archiveTapped(_:)), for: .touchUpInside)
    }
}

// MARK: - Actions

extension MessageCell {
    @IBAction private func archiveTapped(_ sender: UIButton) {
        delegate?.messageCellDidTapArchive(self)
    }
}
