//
//  FeedImageCell.swift
//  FeediOS
//

import UIKit

public final class FeedImageCell: UITableViewCell {
	static let reuseIdentifier = "FeedImageCell"

	public let locationContainer = UIView()
	public let locationLabel = UILabel()
	public let descriptionLabel = UILabel()

	public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
		super.init(style: style, reuseIdentifier: reuseIdentifier)
		setUp()
	}

	public required init?(coder: NSCoder) {
		super.init(coder: coder)
		setUp()
	}

	private func setUp() {
		let stack = UIStackView(arrangedSubviews: [locationContainer, descriptionLabel])
		stack.axis = .vertical
		stack.spacing = 6
		stack.translatesAutoresizingMaskIntoConstraints = false
		locationContainer.addSubview(locationLabel)
		descriptionLabel.numberOfLines = 6
		contentView.addSubview(stack)
		NSLayoutConstraint.activate([
			stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
			stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
			stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
			stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
		])
	}
}
