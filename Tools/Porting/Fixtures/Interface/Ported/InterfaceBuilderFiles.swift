// generated from the module's storyboards and nibs by otv-port; do not edit

import OpenTableViewShim

/// The storyboards and nibs of this module, converted by otv-port.
@MainActor
enum InterfaceBuilderFiles {
    /// Registers every storyboard and nib of the module under its name. Call it once at start-up,
    /// before the first storyboard or nib loads; calling it again changes nothing.
    static func register() {
        BadgeViewNib.register()  // BadgeView.xib
        ContactsStoryboard.register()  // Contacts.storyboard
        FeaturedTrailCellNib.register()  // FeaturedTrailCell.xib
        FeedItemCellNib.register()  // FeedItemCell.xib
        FeedSectionHeaderNib.register()  // FeedSectionHeader.xib
        FeedViewControllerNib.register()  // FeedViewController.xib
        FlickrSearchStoryboard.register()  // FlickrSearch.storyboard
        LoadFailureViewNib.register()  // LoadFailureView.xib
        LoginStoryboard.register()  // Login.storyboard
        MainStoryboard.register()  // Main.storyboard
        PhotoStreamStoryboard.register()  // PhotoStream.storyboard
        PhotosStoryboard.register()  // Photos.storyboard
        PlayerStoryboard.register()  // Player.storyboard
        ProfileStoryboard.register()  // Profile.storyboard
        SearchViewControllerNib.register()  // SearchViewController.xib
        SettingsStoryboard.register()  // Settings.storyboard
        TagCellNib.register()  // TagCell.xib
        TrailSectionHeaderNib.register()  // TrailSectionHeader.xib
        TrailsStoryboard.register()  // Trails.storyboard
    }
}
