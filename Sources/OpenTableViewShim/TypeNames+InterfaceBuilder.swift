#if !canImport(UIKit)
    import Foundation
    import OpenTableView

    // UIKit's names for OpenTableView's storyboards, nibs and segues, which load what `otv-port`
    // generated from an app's `.storyboard` and `.xib` files (Compatibility/InterfaceBuilder.md).
    // `Tests/CompatibilityTests/APICoverage+InterfaceBuilder.swift` references every one of them.

    /// UIKit's `UIStoryboard`: OpenTableView's ``Storyboard``.
    public typealias UIStoryboard = Storyboard
    /// UIKit's `UINib`: OpenTableView's ``Nib`` (`UINib.OptionsKey`).
    public typealias UINib = Nib
    /// UIKit's `UIStoryboardSegue`: OpenTableView's ``StoryboardSegue``.
    public typealias UIStoryboardSegue = StoryboardSegue
#endif

#if !canImport(ObjectiveC)
    import OpenTableViewUIKit

    /// Foundation's `autoreleasepool(invoking:)`, which Foundation on Linux lacks: runs `body`,
    /// then frees what storyboards and nibs instantiated inside it, unless something else keeps
    /// it, as draining an autorelease pool does on iOS (see ``AutoreleasePool``).
    ///
    /// Called off the main actor (where nothing is instantiated from a storyboard or nib) it only
    /// runs `body`.
    public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
        guard isOnMainActorExecutor() else { return try body() }
        MainActor.assumeIsolated { AutoreleasePool.push() }
        defer { MainActor.assumeIsolated { AutoreleasePool.pop() } }
        return try body()
    }
#endif
