// Compile-time proof of Compatibility/API.md's "UIImagePickerController" section: every member
// marked "yes" or "partial" is referenced once, in UIKit's spelling through the shim, after its
// "// API: <row>" marker. The functions are never called: compiling them is the test (see
// APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageImagePicker {
        /// A screen choosing a photo, as apps write it.
        final class PhotoScreen: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            // API: UIImagePickerControllerDelegate.imagePickerController(_:didFinishPickingMediaWithInfo:)
            func imagePickerController(
                _ picker: UIImagePickerController,
                didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
            ) {
                _ = info[.editedImage] as? UIImage
                dismiss(animated: true)
            }
            // API: UIImagePickerControllerDelegate.imagePickerControllerDidCancel(_:)
            func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                picker.dismiss(animated: true)
            }
        }

        static func picker(screen: PhotoScreen) {
            // API: UIImagePickerController
            let picker = UIImagePickerController()
            // API: UIImagePickerController.isSourceTypeAvailable(_:)
            if UIImagePickerController.isSourceTypeAvailable(.camera) {
                // API: UIImagePickerController.sourceType
                picker.sourceType = .camera
            }
            // API: UIImagePickerController.SourceType
            let _: [UIImagePickerController.SourceType] = [.photoLibrary, .camera, .savedPhotosAlbum]
            // API: UIImagePickerController.availableMediaTypes(for:)
            let _: [String]? = UIImagePickerController.availableMediaTypes(for: .photoLibrary)
            // API: UIImagePickerController.isCameraDeviceAvailable(_:)
            let _: Bool = UIImagePickerController.isCameraDeviceAvailable(.front)
            // API: UIImagePickerController.mediaTypes
            picker.mediaTypes = ["public.image"]
            // API: UIImagePickerController.allowsEditing
            picker.allowsEditing = true
            // API: UIImagePickerController.cameraDevice
            picker.cameraDevice = .front
            // API: UIImagePickerController.showsCameraControls
            picker.showsCameraControls = false
            // API: UIImagePickerController.videoMaximumDuration
            picker.videoMaximumDuration = 30
            // API: UIImagePickerController.delegate
            picker.delegate = screen
            // API: UIImagePickerController.InfoKey
            let _: [UIImagePickerController.InfoKey] = [
                .mediaType, .originalImage, .editedImage, .cropRect, .mediaURL, .referenceURL, .mediaMetadata,
                .livePhoto, .phAsset, .imageURL,
            ]
            screen.present(picker, animated: true)
        }
    }
#endif
