// generated from Player.storyboard by otv-port; do not edit

import OpenTableViewShim

/// `Player.storyboard`, converted by otv-port: `register()` registers it under the name
/// "Player", for `UIStoryboard(name: "Player", bundle: nil)`.
@MainActor
enum PlayerStoryboard {
    /// Registers the storyboard's scenes under its name; calling it again changes nothing.
    static func register() {
        UIStoryboard.register(
            UIStoryboard.Definition(
                initialScene: nil,
                scenes: [
                    UIStoryboard.Scene(id: "Np0-Vc-Ply", identifier: "NowPlaying", instantiate: { makeNowPlaying($0) }),
                    UIStoryboard.Scene(
                        id: "Ly0-Vc-Lyr", identifier: nil, instantiate: { makeLyricsViewController($0) }),
                ]),
            name: "Player")
    }

    /// The scene of NowPlayingViewController (storyboard identifier "NowPlaying").
    static func makeNowPlaying(_ loader: NibLoader) -> UIViewController {
        let nowPlayingViewController = loader.viewController(
            NowPlayingViewController.self, NibDecoder(storyboardIdentifier: "NowPlaying"))
        loader.setView(
            of: nowPlayingViewController) { (loader: NibLoader, nowPlayingViewController: NowPlayingViewController) in
            let view = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 393, height: 852)))
            view.contentMode = .scaleToFill
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let searchBar = loader.view(
                UISearchBar.self, NibDecoder(frame: CGRect(x: 0, y: 59, width: 393, height: 56)))
            searchBar.contentMode = .redraw
            searchBar.placeholder = "Search songs"
            searchBar.searchBarStyle = .minimal
            searchBar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(searchBar)
            let progressView = loader.view(
                UIProgressView.self, NibDecoder(frame: CGRect(x: 20, y: 131, width: 353, height: 4)))
            progressView.contentMode = .scaleToFill
            progressView.progress = 0.25
            progressView.translatesAutoresizingMaskIntoConstraints = false
            progressView.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
            progressView.progressTintColor = UIColor.systemPink
            view.addSubview(progressView)
            let stackView = loader.view(
                UIStackView.self, NibDecoder(frame: CGRect(x: 20, y: 151, width: 353, height: 32)))
            stackView.alignment = .center
            stackView.contentMode = .scaleToFill
            stackView.distribution = .equalSpacing
            stackView.spacing = 12
            stackView.translatesAutoresizingMaskIntoConstraints = false
            let bufferingIndicator = loader.view(
                UIActivityIndicatorView.self, NibDecoder(frame: CGRect(x: 0, y: 6, width: 20, height: 20)))
            bufferingIndicator.contentMode = .scaleToFill
            bufferingIndicator.hidesWhenStopped = true
            bufferingIndicator.style = .medium
            bufferingIndicator.translatesAutoresizingMaskIntoConstraints = false
            bufferingIndicator.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
            bufferingIndicator.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
            stackView.addArrangedSubview(bufferingIndicator)
            let repeatStepper = loader.view(
                UIStepper.self, NibDecoder(frame: CGRect(x: 259, y: 0, width: 94, height: 32)))
            repeatStepper.contentMode = .scaleToFill
            repeatStepper.maximumValue = 5
            repeatStepper.minimumValue = 1
            repeatStepper.translatesAutoresizingMaskIntoConstraints = false
            repeatStepper.value = 1
            repeatStepper.setContentHuggingPriority(UILayoutPriority(750), for: .horizontal)
            repeatStepper.setContentHuggingPriority(UILayoutPriority(750), for: .vertical)
            stackView.addArrangedSubview(repeatStepper)
            view.addSubview(stackView)
            let containerView = loader.view(
                UIView.self, NibDecoder(frame: CGRect(x: 20, y: 199, width: 353, height: 200)))
            containerView.contentMode = .scaleToFill
            containerView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(containerView)
            view.backgroundColor = UIColor.systemBackground
            containerView.addConstraints([
                NSLayoutConstraint(
                    item: containerView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 200),
            ])
            view.addConstraints([
                NSLayoutConstraint(
                    item: searchBar, attribute: .top, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .top, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: searchBar, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: searchBar, attribute: .trailing, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: progressView, attribute: .top, relatedBy: .equal, toItem: searchBar, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: progressView, attribute: .leading, relatedBy: .equal, toItem: view.safeAreaLayoutGuide,
                    attribute: .leading, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: view.safeAreaLayoutGuide, attribute: .trailing, relatedBy: .equal, toItem: progressView,
                    attribute: .trailing, multiplier: 1, constant: 20),
                NSLayoutConstraint(
                    item: stackView, attribute: .top, relatedBy: .equal, toItem: progressView, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: stackView, attribute: .leading, relatedBy: .equal, toItem: progressView, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: stackView, attribute: .trailing, relatedBy: .equal, toItem: progressView,
                    attribute: .trailing, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: containerView, attribute: .top, relatedBy: .equal, toItem: stackView, attribute: .bottom,
                    multiplier: 1, constant: 16),
                NSLayoutConstraint(
                    item: containerView, attribute: .leading, relatedBy: .equal, toItem: progressView,
                    attribute: .leading, multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: containerView, attribute: .trailing, relatedBy: .equal, toItem: progressView,
                    attribute: .trailing, multiplier: 1, constant: 0),
            ])
            nowPlayingViewController.bufferingIndicator = bufferingIndicator
            nowPlayingViewController.progressView = progressView
            nowPlayingViewController.repeatStepper = repeatStepper
            nowPlayingViewController.searchBar = searchBar
            loader.connect(
                repeatStepper, .valueChanged, to: nowPlayingViewController, action: Selector("repeatCountChanged:")) {
                $0.repeatCountChanged($1)
            }
            let embedLyricsSegue = loader.segue(
                .embed, identifier: "embedLyrics", from: nowPlayingViewController, to: .scene("Ly0-Vc-Lyr"))
            loader.embed(embedLyricsSegue, in: containerView)
            bufferingIndicator.startAnimating()
            return view
        }
        return nowPlayingViewController
    }

    /// The scene of LyricsViewController.
    static func makeLyricsViewController(_ loader: NibLoader) -> UIViewController {
        let lyricsViewController = loader.viewController(LyricsViewController.self, NibDecoder())
        loader.setView(of: lyricsViewController) { (loader: NibLoader, lyricsViewController: LyricsViewController) in
            let view2 = loader.view(UIView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 353, height: 200)))
            view2.contentMode = .scaleToFill
            view2.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let lyricsView = loader.view(
                UITextView.self, NibDecoder(frame: CGRect(x: 0, y: 0, width: 353, height: 200)))
            lyricsView.clipsToBounds = true
            lyricsView.contentMode = .scaleToFill
            lyricsView.isEditable = false
            lyricsView.textAlignment = .natural
            lyricsView.translatesAutoresizingMaskIntoConstraints = false
            lyricsView.font = UIFont.preferredFont(forTextStyle: .body)
            lyricsView.autocapitalizationType = .sentences
            view2.addSubview(lyricsView)
            view2.backgroundColor = UIColor.systemBackground
            view2.addConstraints([
                NSLayoutConstraint(
                    item: lyricsView, attribute: .top, relatedBy: .equal, toItem: view2, attribute: .top, multiplier: 1,
                    constant: 0),
                NSLayoutConstraint(
                    item: lyricsView, attribute: .leading, relatedBy: .equal, toItem: view2, attribute: .leading,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view2, attribute: .trailing, relatedBy: .equal, toItem: lyricsView, attribute: .trailing,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view2, attribute: .bottom, relatedBy: .equal, toItem: lyricsView, attribute: .bottom,
                    multiplier: 1, constant: 0),
            ])
            lyricsViewController.lyricsView = lyricsView
            return view2
        }
        return lyricsViewController
    }
}
