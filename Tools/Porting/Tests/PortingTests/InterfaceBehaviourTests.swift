import Foundation
import OpenTableViewShim
import Testing

@testable import PortedInterfaces

/// The converted storyboards and nibs loaded as the apps load them (`UIStoryboard(name:bundle:)`,
/// `UINib(nibName:bundle:)`, `init(nibName:bundle:)`, `Bundle.loadNibNamed`) and used as a person
/// uses them: the frames the constraints give, the outlets, the actions a tap reaches, the segues
/// with the data `prepare(for:sender:)` hands over, and the tables' rows.
@MainActor @Suite(.serialized) struct InterfaceBehaviourTests {
    init() {
        InterfaceBuilderFiles.register()
    }

    /// A window showing `root`, as a scene delegate sets it up.
    func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.layoutIfNeeded()
        return window
    }

    // MARK: Contacts: a navigation controller as initial scene, prototype cells, show, form sheet, unwind

    func launchContacts() throws -> (UIWindow, UINavigationController, ContactsViewController) {
        let initial = UIStoryboard(name: "Contacts", bundle: nil).instantiateInitialViewController()
        let navigation = try #require(initial as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? ContactsViewController)
        let window = show(navigation)
        return (window, navigation, list)
    }

    @Test func thePrototypeCellsAreRegisteredLaidOutByTheirConstraintsAndConnected() throws {
        let (_, navigation, list) = try launchContacts()
        #expect(navigation.navigationBar.prefersLargeTitles)
        #expect(list.navigationItem.title == "Contacts")
        #expect(list.storyboard != nil)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        #expect(cell.reuseIdentifier == "ContactCell")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.nameLabel.text == "Ada Lovelace")
        #expect(cell.phoneLabel.text == "555-0100")
        // awakeFromNib ran after the outlets were set.
        #expect(cell.avatarView.layer.cornerRadius == 20)
        // width = 40, width = height (1:1), leading = the content view's leading margin.
        let margins = cell.contentView.layoutMargins
        #expect(cell.avatarView.frame.size == CGSize(width: 40, height: 40))
        #expect(cell.avatarView.frame.minX == margins.left)
        #expect(cell.avatarView.frame.midY == cell.contentView.bounds.midY)
        // The name 12 points after the avatar, up to the trailing margin; the phone 4 below it.
        #expect(cell.nameLabel.frame.minX == cell.avatarView.frame.maxX + 12)
        #expect(cell.nameLabel.frame.maxX == cell.contentView.bounds.width - margins.right)
        #expect(cell.nameLabel.frame.minY == margins.top)
        #expect(cell.phoneLabel.frame.minY == cell.nameLabel.frame.maxY + 4)
        #expect(cell.phoneLabel.frame.minX == cell.nameLabel.frame.minX)
    }

    @Test func selectingARowShowsTheContactPreparedBeforeItsViewLoads() throws {
        let (_, navigation, list) = try launchContacts()
        list.tableView.simulate.tapRow(at: IndexPath(row: 1, section: 0))
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        #expect(detail.contact == Contact(name: "Grace Hopper", phone: "555-0199"))
        detail.view.layoutIfNeeded()
        #expect(detail.nameLabel.text == "Grace Hopper")
        #expect(detail.navigationItem.largeTitleDisplayMode == .never)
        // The stack view is 20 below the safe area and 16 inside it; the photo 80 × 80.
        #expect(detail.photoView.frame.size == CGSize(width: 80, height: 80))
        let stack = try #require(detail.photoView.superview as? UIStackView)
        #expect(stack.frame.minY == detail.view.safeAreaInsets.top + 20)
        #expect(stack.frame.minX == 16)
        #expect(abs(stack.frame.width - (393 - 32)) < 0.001)
        // The Call button's action reaches the method, with the button as sender.
        let call = try #require(stack.arrangedSubviews.last as? UIButton)
        #expect(call.accessibilityIdentifier == "callButton")
        call.simulate.tap()
        #expect(detail.dialedNumbers == ["555-0199"])
    }

    @Test func theAddButtonPresentsAFormSheetWhoseSaveUnwindsWithTheNewContact() throws {
        let (_, _, list) = try launchContacts()
        try #require(list.navigationItem.rightBarButtonItem).simulate.tap()
        let form = try #require(list.navigationController?.presentedViewController as? NewContactViewController)
        #expect(form.modalPresentationStyle == .formSheet)
        form.view.layoutIfNeeded()
        let save = try #require(form.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(save.layer.cornerRadius == 10)
        // `shouldPerformSegue` refuses while the name is empty: nothing happens.
        save.simulate.tap()
        #expect(list.contacts.count == 2)
        #expect(list.navigationController?.presentedViewController === form)
        form.nameField.simulate.typing("Katherine Johnson")
        form.phoneField.simulate.typing("555-0142")
        save.simulate.tap()
        #expect(list.contacts.last == Contact(name: "Katherine Johnson", phone: "555-0142"))
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(list.navigationController?.presentedViewController == nil)
    }

    @Test func anIdentifierOpensAScene() throws {
        let storyboard = UIStoryboard(name: "Contacts", bundle: nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "ContactDetail")
        #expect(detail is ContactDetailViewController)
        #expect(detail.storyboard === storyboard || detail.storyboard != nil)
    }

    // MARK: Settings: static cells

    @Test func theStaticSettingsScreenShowsItsSectionsAndRows() throws {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let navigation = UINavigationController(
            rootViewController: storyboard.instantiateViewController(withIdentifier: "Settings"))
        let settings = try #require(navigation.viewControllers.first as? SettingsViewController)
        let window = show(navigation)
        _ = window
        let table = settings.tableView!
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections == 3)
        #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 2, 1])
        let name = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(name.textLabel?.text == "Name")
        #expect(name.detailTextLabel?.text == "Jane Appleseed")
        #expect(settings.nameLabel === name.detailTextLabel)
        #expect(name.accessoryType == .disclosureIndicator)
        let push = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(push.frame.height == 52)
        #expect(settings.pushSwitch.isOn)
        // The switch's .valueChanged action, with the switch as sender.
        settings.pushSwitch.simulate.toggle()
        #expect(settings.pushEnabled == false)
        // The Sounds row's segue, performed by selecting it.
        table.simulate.tapRow(at: IndexPath(row: 1, section: 1))
        let sounds = try #require(navigation.topViewController as? SoundsViewController)
        sounds.view.layoutIfNeeded()
        sounds.volumeSlider.simulate.slide(to: 0.8)
        #expect(sounds.volume == 0.8)
        navigation.popViewController(animated: false)
        // The delegate is the controller: the Sign Out row's selection reaches it.
        table.simulate.tapRow(at: IndexPath(row: 0, section: 2))
        #expect(settings.signedOut)
    }

    // MARK: Feed: a xib-owned controller, cell and header nibs, a nib loaded by name

    @Test func theFeedLoadsItsViewFromItsNibAndItsCellsAndHeadersFromTheirs() throws {
        let feed = FeedViewController()
        let window = show(feed)
        _ = window
        #expect(feed.tableView.superview === feed.view)
        #expect(feed.tableView.style == .grouped)
        #expect(feed.tableView.frame.minY == feed.view.safeAreaInsets.top)
        #expect(feed.tableView.numberOfSections == 2)
        let cell = try #require(feed.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? FeedItemCell)
        #expect(cell.awoken)
        #expect(cell.titleLabel.text == "Nibs")
        #expect(cell.likeButton.isSelected)
        #expect(cell.thumbnailView.frame.size == CGSize(width: 72, height: 72))
        #expect(cell.thumbnailView.layer.cornerRadius == 8)
        cell.likeButton.simulate.tap()
        #expect(cell.likeButton.isSelected == false)
        let header = try #require(feed.tableView.headerView(forSection: 0) as? FeedSectionHeader)
        #expect(header.titleLabel.text == "Today")
        header.seeAllButton.simulate.tap()
        #expect(feed.seeAllSections == [0])
    }

    @Test func aNibWithoutAnOwnerGivesItsTopLevelView() throws {
        let badge = BadgeView.load()
        #expect(badge.labels.map(\.text) == ["★", "Featured"])
        #expect(badge.layer.cornerRadius == 14)
        #expect(badge.accessibilityIdentifier == "badge")
        badge.text = "New"
        #expect(badge.labels[1].text == "New")
    }

    // MARK: Tabs: a tab bar, storyboard references, an embed segue, a gesture recognizer

    @Test func theTabBarHoldsTheInboxAndTheReferencedProfile() throws {
        let tabs = try #require(
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let window = show(tabs)
        _ = window
        #expect(tabs.viewControllers?.count == 2)
        let inboxNavigation = try #require(tabs.viewControllers?[0] as? UINavigationController)
        #expect(inboxNavigation.tabBarItem.title == "Inbox")
        let inbox = try #require(inboxNavigation.viewControllers.first as? InboxViewController)
        let profile = try #require(tabs.viewControllers?[1] as? ProfileViewController)
        #expect(profile.tabBarItem.title == "Profile")
        inbox.view.layoutIfNeeded()
        let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Grace")
        #expect(cell.detailTextLabel?.text == "Compilers")
        try #require(inbox.navigationItem.leftBarButtonItem).simulate.tap()
        #expect(inbox.composeCount == 1)
        inbox.tableView.simulate.pullToRefresh()
        #expect(inbox.refreshCount == 1)
    }

    @Test func selectingAMessageShowsThePlayerFromAnotherStoryboardWithItsEmbeddedLyrics() throws {
        let tabs = try #require(
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UITabBarController)
        let window = show(tabs)
        _ = window
        let navigation = try #require(tabs.viewControllers?[0] as? UINavigationController)
        let inbox = try #require(navigation.viewControllers.first as? InboxViewController)
        inbox.view.layoutIfNeeded()
        inbox.tableView.simulate.tapRow(at: IndexPath(row: 2, section: 0))
        // `showDetail` outside a split view presents, as UIKit's `showDetailViewController` does.
        let player = try #require(
            (navigation.topViewController as? NowPlayingViewController)
                ?? (tabs.presentedViewController as? NowPlayingViewController))
        #expect(player.songTitle == "Kernels")
        player.view.layoutIfNeeded()
        // The embed segue ran when the view loaded, before viewDidLoad, through prepare(for:sender:).
        let lyrics = try #require(player.lyrics)
        #expect(lyrics.parent === player)
        #expect(lyrics.lyricsView.text == "Lyrics of Kernels")
        #expect(player.bufferingIndicator.isAnimating)
        #expect(player.progressView.progress == 0.25)
        player.repeatStepper.simulate.increment()
        #expect(player.repeatCount == 2)
        #expect(player.searchBar.placeholder == "Search songs")
    }

    @Test func theProfileAvatarTapTheSegmentsAndTheEditSegue() throws {
        let profile = try #require(
            UIStoryboard(name: "Profile", bundle: nil).instantiateInitialViewController() as? ProfileViewController)
        let window = show(profile)
        _ = window
        #expect(profile.nameLabel.text == "Jane Appleseed")
        #expect(profile.avatarView.cornerRadius == 50)
        #expect(profile.avatarView.frame.size == CGSize(width: 100, height: 100))
        #expect(profile.avatarView.frame.midX == 393.0 / 2)
        #expect(profile.avatarView.accessibilityLabel == "Profile photo")
        profile.avatarView.gestureRecognizers?.first?.simulate.perform()
        #expect(profile.avatarTaps == 1)
        profile.visibilityControl.simulate.selectSegment(at: 2)
        #expect(profile.visibility == 2)
        let edit = try #require(profile.view.subviews.compactMap { $0 as? UIButton }.first)
        edit.simulate.tap()
        let editor = try #require(profile.presentedViewController as? EditProfileViewController)
        #expect(editor.modalPresentationStyle == .pageSheet)
        #expect(editor.originalName == "Jane Appleseed")
        editor.view.layoutIfNeeded()
        #expect(editor.nameField.text == "Jane Appleseed")
        editor.nameField.simulate.typing("!")
        #expect(editor.editedName == "Jane Appleseed!")
    }

    // MARK: Account: a login form, a search nib, a view that loads its own nib

    final class Auth: AuthService {
        func logIn(email: String, password: String, completion: @escaping (Bool) -> Void) {
            completion(password == "secret")
        }
    }

    @Test func theLoginFormEnablesSignInAndReportsAWrongPassword() throws {
        let login = try #require(
            UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() as? LoginViewController)
        // The app's init(coder:) ran: its title is set.
        #expect(login.title == "Sign In")
        #expect(login.modalPresentationStyle == .fullScreen)
        let auth = Auth()
        login.auth = auth
        let window = show(login)
        _ = window
        #expect(login.loginButton.isEnabled == false)
        #expect(login.spinner.isHidden)
        #expect(login.formBottom.constant == 24)
        #expect(login.emailField.keyboardType == .emailAddress)
        #expect(login.passwordField.isSecureTextEntry)
        login.emailField.simulate.typing("ada@example.com")
        #expect(login.loginButton.isEnabled == false)
        login.passwordField.simulate.typing("wrong")
        #expect(login.loginButton.isEnabled)
        login.loginButton.simulate.tap()
        #expect(login.loggedIn == false)
        #expect(login.errorLabel.alpha == 1)
        // A second launch, with the right password.
        let again = try #require(
            UIStoryboard(name: "Login", bundle: nil).instantiateInitialViewController() as? LoginViewController)
        again.auth = auth
        let secondWindow = show(again)
        _ = secondWindow
        again.emailField.simulate.typing("ada@example.com")
        again.passwordField.simulate.typing("secret")
        again.loginButton.simulate.tap()
        #expect(again.loggedIn)
        #expect(again.errorLabel.alpha == 0)
    }

    @Test func theSearchNibConnectsItsOwnersOutletsAndDelegates() throws {
        let search = SearchViewController()
        let window = show(search)
        _ = window
        #expect(search.tableView.numberOfRows(inSection: 0) == 4)
        #expect(search.tableView.frame.minY == search.searchBar.frame.maxY)
        search.searchBar.simulate.typing("a")
        #expect(search.results == ["alice", "carol", "dave"])
        #expect(search.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func aViewLoadsItsContentFromANibItOwns() throws {
        let empty = LoadFailureView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var retried = 0
        empty.onRetry = { retried += 1 }
        #expect(empty.contentView.superview === empty)
        #expect(empty.messageLabel.text == "Nothing here yet")
        empty.layoutIfNeeded()
        #expect(empty.retryButton.frame.minY == empty.messageLabel.frame.maxY + 16)
        empty.retryButton.simulate.tap()
        #expect(retried == 1)
    }
}
