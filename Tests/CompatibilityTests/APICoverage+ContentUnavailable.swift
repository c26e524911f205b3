// Compile-time proof of Compatibility/API.md's "UIContentUnavailableConfiguration" section: every
// member marked "yes" or "partial" is referenced once, in UIKit's spelling through the shim, after
// its "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageContentUnavailable {
        /// An inbox that shows the empty-list screen of iOS 17, as apps write it.
        final class InboxViewController: UIViewController {
            var messages: [String] = []

            // API: UIViewController.updateContentUnavailableConfiguration(using:)
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                // API: UIContentUnavailableConfigurationState.searchText
                let search: String? = state.searchText
                // API: UIViewController.contentUnavailableConfiguration
                contentUnavailableConfiguration =
                    messages.isEmpty && search == nil ? UIContentUnavailableConfiguration.empty() : nil
            }

            // API: UIViewController.contentUnavailableConfigurationState
            override var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
                super.contentUnavailableConfigurationState
            }

            func messagesDidChange() {
                // API: UIViewController.setNeedsUpdateContentUnavailableConfiguration()
                setNeedsUpdateContentUnavailableConfiguration()
            }
        }

        static func configuration() {
            // API: UIContentUnavailableConfigurationState
            let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection.current)
            // API: UIContentUnavailableConfiguration
            let _: UIContentUnavailableConfiguration.Type = ContentUnavailableConfiguration.self
            // API: UIContentUnavailableConfiguration.empty()
            var configuration = UIContentUnavailableConfiguration.empty()
            // API: UIContentUnavailableConfiguration.loading()
            _ = UIContentUnavailableConfiguration.loading()
            // API: UIContentUnavailableConfiguration.search()
            _ = UIContentUnavailableConfiguration.search()
            // API: UIContentUnavailableConfiguration.text
            configuration.text = "No Messages"
            // API: UIContentUnavailableConfiguration.attributedText
            configuration.attributedText = AttributedString("No Messages")
            // API: UIContentUnavailableConfiguration.secondaryText
            configuration.secondaryText = "New messages appear here."
            // API: UIContentUnavailableConfiguration.secondaryAttributedText
            configuration.secondaryAttributedText = nil
            // API: UIContentUnavailableConfiguration.image
            configuration.image = UIImage(systemName: "tray")
            // API: UIContentUnavailableConfiguration.button
            configuration.button = .filled()
            // API: UIContentUnavailableConfiguration.buttonProperties
            configuration.buttonProperties.primaryAction = UIAction(title: "Compose") { _ in }
            // API: UIContentUnavailableConfiguration.secondaryButton
            configuration.secondaryButton = .plain()
            // API: UIContentUnavailableConfiguration.secondaryButtonProperties
            configuration.secondaryButtonProperties.isEnabled = false
            // API: UIContentUnavailableConfiguration.background
            configuration.background = .clear()
            // API: UIContentUnavailableConfiguration.alignment
            configuration.alignment = .natural
            // API: UIContentUnavailableConfiguration.directionalLayoutMargins
            configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            // API: UIContentUnavailableConfiguration.imageToTextPadding
            configuration.imageToTextPadding = 10
            // API: UIContentUnavailableConfiguration.textToSecondaryTextPadding
            configuration.textToSecondaryTextPadding = 5
            // API: UIContentUnavailableConfiguration.textToButtonPadding
            configuration.textToButtonPadding = 12
            // API: UIContentUnavailableConfiguration.buttonToSecondaryButtonPadding
            configuration.buttonToSecondaryButtonPadding = 8
            // API: UIContentUnavailableConfiguration.updated(for:)
            let updated = configuration.updated(for: state)
            // API: UIContentUnavailableConfiguration.makeContentView()
            _ = updated.makeContentView()
            // API: UIContentUnavailableView
            let _: UIContentUnavailableView.Type = ContentUnavailableView.self
            // API: UIContentUnavailableView.init(configuration:)
            let view = UIContentUnavailableView(configuration: configuration)
            // API: UIContentUnavailableView.configuration
            view.configuration = UIContentUnavailableConfiguration.loading()
        }
    }
#endif
