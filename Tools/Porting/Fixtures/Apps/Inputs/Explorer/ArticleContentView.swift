//
//  ArticleContentView.swift
//  Explorer
//
//  A custom content configuration and the content view that renders it, used by any cell.
//

import UIKit

struct ArticleContentConfiguration: UIContentConfiguration, Hashable {

    var title: String?
    var subtitle: String?
    var image: UIImage?
    var isRead = false
    var titleColor: UIColor = .label

    func makeContentView() -> UIView & UIContentView {
        return ArticleContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> ArticleContentConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updatedConfiguration = self
        if state.isSelected || state.isHighlighted {
            updatedConfiguration.titleColor = .white
        } else {
            updatedConfiguration.titleColor = .label
        }
        return updatedConfiguration
    }
}

final class ArticleContentView: UIView, UIContentView {

    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let unreadIndicator = UIView()
    private var appliedConfiguration: ArticleContentConfiguration!

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfig = newValue as? ArticleContentConfiguration else { return }
            apply(configuration: newConfig)
        }
    }

    init(configuration: ArticleContentConfiguration) {
        super.init(frame: .zero)
        setupInternalViews()
        apply(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupInternalViews() {
        [imageView, titleLabel, subtitleLabel, unreadIndicator].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 2
        unreadIndicator.backgroundColor = .systemBlue
        unreadIndicator.layer.cornerRadius = 5
        imageView.contentMode = .scaleAspectFit

        NSLayoutConstraint.activate([
            unreadIndicator.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            unreadIndicator.centerYAnchor.constraint(equalTo: centerYAnchor),
            unreadIndicator.widthAnchor.constraint(equalToConstant: 10),
            unreadIndicator.heightAnchor.constraint(equalToConstant: 10),

            imageView.leadingAnchor.constraint(equalTo: unreadIndicator.trailingAnchor, constant: 8),
            imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 44),
            imageView.heightAnchor.constraint(equalToConstant: 44),

            titleLabel.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),

            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    private func apply(configuration: ArticleContentConfiguration) {
        guard appliedConfiguration != configuration else { return }
        appliedConfiguration = configuration

        titleLabel.text = configuration.title
        titleLabel.textColor = configuration.titleColor
        subtitleLabel.text = configuration.subtitle
        imageView.image = configuration.image
        unreadIndicator.isHidden = configuration.isRead
    }
}
