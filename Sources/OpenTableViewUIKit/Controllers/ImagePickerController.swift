import Foundation
import OpenTableViewDiagnostics

/// The system's photo picker and camera, as UIKit's `UIImagePickerController`
/// ([UIImagePickerController](https://developer.apple.com/documentation/uikit/uiimagepickercontroller)):
/// a navigation controller presented to let the user pick a photo or take one.
///
/// Headless nothing is shown and there is no camera: ``isSourceTypeAvailable(_:)`` answers `true`
/// for ``SourceType/photoLibrary`` and ``SourceType/savedPhotosAlbum`` and `false` for
/// ``SourceType/camera``, and setting ``sourceType`` to the camera raises UIKit's
/// `NSInvalidArgumentException` ("Source type 1 not available"). Present the picker as usual (it is
/// recorded like any presented controller); a test plays the user with `simulate.pickImage(_:)`,
/// `simulate.pickMedia(with:)` or `simulate.cancel()`. As on iOS the picker stays on screen when
/// the user picks: the delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)`
/// dismisses it (Apple: "The delegate methods are responsible for dismissing the picker"). A
/// delegate that does not implement `imagePickerControllerDidCancel(_:)` gets UIKit's default:
/// the picker dismisses itself. A picker shown with no delegate is dismissed at once (Apple: "If
/// this property is nil, the picker is dismissed immediately if you try to show it").
///
/// The delegate is the navigation controller's ``NavigationController/delegate``: UIKit narrows
/// that property's type to `UIImagePickerControllerDelegate & UINavigationControllerDelegate`,
/// which Swift cannot do in a subclass, so the picker calls the image-picker methods when its
/// delegate also conforms to ``ImagePickerControllerDelegate`` (`Compatibility/Porting.md`,
/// "Image picker").
@preconcurrency @MainActor
open class ImagePickerController: NavigationController {
    /// Where the picker takes media from, as `UIImagePickerController.SourceType` (same raw
    /// values).
    public enum SourceType: Int, Sendable {
        /// The photo library (the default).
        case photoLibrary = 0
        /// The camera: never available headless.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// Which camera, as `UIImagePickerController.CameraDevice` (same raw values).
    public enum CameraDevice: Int, Sendable {
        /// The back camera (the default).
        case rear = 0
        /// The front camera.
        case front = 1
    }

    /// A key of the dictionary the delegate receives, as `UIImagePickerController.InfoKey`: the
    /// raw values are UIKit's constant names, so a dictionary keyed by strings reads the same.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the key.
        public var rawValue: String

        /// A key from UIKit's string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The media's type identifier (`"public.image"`, `"public.movie"`), a `String`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user cropped it, a `UIImage`; only with ``allowsEditing``.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle the user cropped to.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset library URL of the media (deprecated in iOS 11).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a photo taken with the camera.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The Live Photo picked.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The Photos asset picked (deprecated in iOS 14).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The file URL of a copy of the picked image (iOS 11).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The type identifier of images, `kUTTypeImage`: the default of ``mediaTypes``.
    package static let imageType = "public.image"
    /// The type identifier of movies, `kUTTypeMovie`.
    package static let movieType = "public.movie"

    /// Where the picker takes media from. Default ``SourceType/photoLibrary``. Setting a source
    /// that ``isSourceTypeAvailable(_:)`` rejects (the camera, headless) raises UIKit's
    /// `NSInvalidArgumentException`, "Source type 1 not available", and keeps the old value.
    open var sourceType: SourceType {
        get { sourceTypeStorage }
        set { trapping { try checkedSetSourceType(newValue) } }
    }

    /// The storage of ``sourceType``.
    private var sourceTypeStorage = SourceType.photoLibrary

    /// The type identifiers of the media the user can pick. Default `["public.image"]`
    /// (`kUTTypeImage`), as in UIKit.
    open var mediaTypes: [String] = [ImagePickerController.imageType]
    /// Whether the user crops the picked image before it is handed over (the delegate then gets
    /// ``InfoKey/editedImage`` too). Default `false`.
    open var allowsEditing = false
    /// The camera used. Default ``CameraDevice/rear``. Recorded only: there is no camera.
    open var cameraDevice = CameraDevice.rear
    /// Whether the camera's own controls show. Default `true`. Recorded only.
    open var showsCameraControls = true
    /// The longest movie the user can record or pick, in seconds. Default 600 (ten minutes).
    /// Recorded only.
    open var videoMaximumDuration: TimeInterval = 600

    /// Creates a picker of the photo library, as `UIImagePickerController()`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a picker whose navigation stack starts with `rootViewController`, as the
    /// initializer UIKit's picker inherits from `UINavigationController` (apps do not use it).
    public override init(rootViewController: ViewController) {
        super.init(rootViewController: rootViewController)
    }

    /// Creates the controller from an archive, as UIKit's `init?(coder:)`: only OpenTableView's
    /// Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the device can pick from `sourceType`, as `isSourceTypeAvailable(_:)`. Headless
    /// there is no camera: `false` for ``SourceType/camera``, `true` for the photo library and the
    /// saved photos album (a test gives the picked image itself).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers, as `availableMediaTypes(for:)`: images and movies for
    /// the library and the album, `nil` for an unavailable source (the camera, headless).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType, movieType] : nil
    }

    /// Whether `cameraDevice` exists, as `isCameraDeviceAvailable(_:)`: `false` headless.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool {
        false
    }

    /// ``sourceType``'s setter without the trap: throws UIKit's exception and keeps the old value.
    package func checkedSetSourceType(_ sourceType: SourceType) throws(TableViewException) {
        guard Self.isSourceTypeAvailable(sourceType) else { throw Messages.sourceTypeNotAvailable(sourceType.rawValue) }
        sourceTypeStorage = sourceType
    }

    /// The delegate as an image-picker delegate, when it is one.
    package var imagePickerDelegate: ImagePickerControllerDelegate? {
        delegate as? ImagePickerControllerDelegate
    }

    /// Dismisses the picker when it appears with no image-picker delegate, as Apple documents.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if imagePickerDelegate == nil, presentingViewController != nil {
            dismiss(animated: false)
        }
    }

    /// Hands `info` to the delegate, the user's pick. The picker stays presented until the
    /// delegate dismisses it.
    package func finishSimulatedPick(_ info: [InfoKey: Any]) {
        imagePickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Tells the delegate the user cancelled (whose default dismisses the picker).
    package func finishSimulatedCancel() {
        imagePickerDelegate?.imagePickerControllerDidCancel(self)
    }
}

/// Hears what the user did in an image picker, as UIKit's `UIImagePickerControllerDelegate`. Both
/// methods are optional; a type that adopts it also adopts ``NavigationControllerDelegate``, as
/// ``ImagePickerController``'s delegate must in UIKit.
@preconcurrency @MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The user picked an image or movie, or took one: `info` holds it under
    /// ``ImagePickerController/InfoKey`` keys. The implementation dismisses the picker.
    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user tapped Cancel. The implementation dismisses the picker.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Default: nothing. The picker stays on screen, as UIKit's picker does not dismiss itself
    /// after a pick (`Compatibility/Porting.md`, "Image picker").
    public func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {}

    /// Default: the picker dismisses itself, as UIKit's does when its delegate does not implement
    /// the method (`Compatibility/Evidence.md` §19, "Image picker").
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismiss(animated: true)
    }
}
