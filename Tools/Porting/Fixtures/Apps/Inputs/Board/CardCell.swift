import UIKit

class CardCell: UICollectionViewCell {
	let titleLabel = UILabel()
	private var widthConstraint: NSLayoutConstraint!

	override init(frame: CGRect) {
		super.init(frame: frame)
		contentView.backgroundColor = .white
		contentView.layer.cornerRadius = 8
		titleLabel.numberOfLines = 0
		titleLabel.font = UIFont.systemFont(ofSize: 17)
		titleLabel.translatesAutoresizingMaskIntoConstraints = false
		contentView.addSubview(titleLabel)
		widthConstraint = contentView.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width - 32)
		NSLayoutConstraint.activate([
			widthConstraint,
			titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
			titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
			titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
			titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12)
		])
	}

	required init?(coder aDecoder: NSCoder) {
		fatalError("init(coder:) has not been implemented")
	}

	override var isSelected: Bool {
		didSet {
			contentView.backgroundColor = isSelected ? UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1) : .white
		}
	}

	override func prepareForReuse() {
		super.prepareForReuse()
		titleLabel.attributedText = nil
		titleLabel.text = nil
	}

	func configure(with card: Card) {
		if card.done {
			titleLabel.attributedText = NSAttributedString(string: card.title, attributes: [NSAttributedStringKey.strikethroughStyle: NSUnderlineStyle.styleSingle.rawValue])
		} else {
			titleLabel.text = card.title
		}
	}
}
