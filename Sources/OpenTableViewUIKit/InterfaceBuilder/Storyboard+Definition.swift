import Foundation

extension Storyboard {
    /// What a `.storyboard` file defines, as the code `otv-port` generates from it registers it
    /// (``Storyboard/register(_:name:bundle:)``): its scenes, the initial one, and the unwind
    /// actions its exits call.
    public struct Definition {
        /// The object ID of the initial scene's controller (`initialViewController`), or `nil`.
        public var initialScene: String?
        /// The scenes, in the file's order.
        public var scenes: [Scene]
        /// The unwind actions the storyboard's exit connections name, with the classes that
        /// implement them (see ``StoryboardUnwindAction``).
        public var unwindActions: [StoryboardUnwindAction]

        /// Creates a definition.
        public init(initialScene: String?, scenes: [Scene], unwindActions: [StoryboardUnwindAction] = []) {
            self.initialScene = initialScene
            self.scenes = scenes
            self.unwindActions = unwindActions
        }

        /// The scene with the storyboard identifier `identifier`.
        func scene(withIdentifier identifier: String) -> Scene? {
            scenes.first { $0.identifier == identifier }
        }
    }

    /// One scene of a storyboard: its controller, made by generated code.
    public struct Scene {
        /// The object ID of the scene's controller in the file (`id="BYZ-38-t0r"`), which
        /// segues, relationships and `initialViewController` name.
        public var id: String
        /// The controller's storyboard identifier (`storyboardIdentifier`), or `nil`.
        public var identifier: String?
        /// Creates the scene's controller with the loading given: through
        /// ``NibLoader/viewController(_:_:)``, then its attributes, segues
        /// (``NibLoader/segue(_:identifier:from:to:)``) and the builder of its root view
        /// (``NibLoader/setView(of:_:)``).
        public var instantiate: @MainActor (NibLoader) -> ViewController

        /// Creates a scene.
        public init(
            id: String, identifier: String? = nil, instantiate: @escaping @MainActor (NibLoader) -> ViewController
        ) {
            self.id = id
            self.identifier = identifier
            self.instantiate = instantiate
        }
    }
}
