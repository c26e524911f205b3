// generated from the module's storyboards and nibs by otv-port; do not edit

import OpenTableViewShim

/// The storyboards and nibs of this module, converted by otv-port.
@MainActor
enum InterfaceBuilderFiles {
    /// Registers every storyboard and nib of the module under its name. Call it once at start-up,
    /// before the first storyboard or nib loads; calling it again changes nothing.
    static func register() {
        BookshelfStoryboard.register()  // Bookshelf.storyboard
    }
}
