//
//  FeedErrorView.swift
//  FeediOS
//

import UIKit

public final class FeedErrorView: UIView {
	private let label = UILabel()

	public var message: String? {
		return isVisible ? label.text : nil
	}

	private var isVisible: Bool {
		return alpha > 0
	}

	public override init(frame: CGRect) {
		super.init(frame: frame)
		configure()
	}

	public required init?(coder: NSCoder) {
		super.init(coder: coder)
		configure()
	}

	private func configure() {
		backgroundColor = .systemRed
		label.textColor = .white
		label.textAlignment = .center
		label.numberOfLines = 0
		addSubview(label)
		alpha = 0
	}

	func show(message: String) {
		label.text = message
		alpha = 1
	}

	func hideMessage() {
		label.text = nil
		alpha = 0
	}
}
