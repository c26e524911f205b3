import Foundation

extension ViewController {
    /// Loads the root view from Interface Builder, as UIKit's default `loadView()` does: from the
    /// controller's storyboard scene, else from the nib named ``nibName``, else from a nib
    /// registered under the class's name (first without a trailing "Controller", then the full
    /// name, as UIKit looks one up; Apple, "nibName"). Returns whether a view was loaded.
    ///
    /// The view's objects are awoken when they are all created and connected, then the scene's
    /// embed segues are performed; `viewDidLoad()` follows, in ``loadViewIfNeeded()``.
    package func loadViewFromInterfaceBuilder() -> Bool {
        if let sceneViewLoader {
            let loader = NibLoader(storyboard: storyboardStorage, owner: self)
            view = sceneViewLoader(loader, self)
            loader.awakeObjects()
            performEmbedSegues()
            return true
        }
        guard let name = nibNameStorage ?? classNamedNib() else { return false }
        // The nib's "view" outlet to its File's Owner sets the view.
        _ = Nib(nibName: name, bundle: nibBundleStorage).instantiate(withOwner: self, options: nil)
        guard viewIfLoaded != nil else { raise(Messages.nibViewOutletNotSet(nibName: name)) }
        return true
    }

    /// The registered nib named after the class, as UIKit looks one up for a controller created
    /// without a nib name.
    private func classNamedNib() -> String? {
        let className = String(describing: type(of: self))
        var names: [String] = []
        if className.hasSuffix("Controller") { names.append(String(className.dropLast("Controller".count))) }
        names.append(className)
        return names.first { Nib.isRegistered($0) }
    }

    /// Performs the embed segues of the scene, in the file's order.
    private func performEmbedSegues() {
        let embeds = embedSegues
        embedSegues = []
        for embed in embeds {
            embed.template.perform(from: self, sender: self, triggered: false, container: embed.container)
        }
    }
}
