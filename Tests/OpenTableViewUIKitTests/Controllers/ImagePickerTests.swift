import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIImagePickerController`. Apple's pages: "UIImagePickerController" (`sourceType`: "The source
/// type you set must be available and an exception is thrown if it is not", default
/// `.photoLibrary`; `delegate`: "If this property is nil, the picker is dismissed immediately if
/// you try to show it"), "isSourceTypeAvailable(_:)", "UIImagePickerControllerDelegate" ("The
/// delegate methods are responsible for dismissing the picker when the operation completes"),
/// "imagePickerControllerDidCancel(_:)" ("Implementation of this method is optional, but
/// expected"); what UIKit does without it, and the exception's text, in
/// `Compatibility/Evidence.md` §19, "Image picker".
@MainActor
@Suite struct ImagePickerTests {
    /// A profile screen, as apps write it: presents the picker, hears the result, dismisses it.
    final class ProfileScreen: ViewController, ImagePickerControllerDelegate, NavigationControllerDelegate {
        var events: [String] = []
        var picked: [ImagePickerController.InfoKey: Any] = [:]

        func choosePhoto(allowsEditing: Bool = false) -> ImagePickerController {
            let picker = ImagePickerController()
            picker.allowsEditing = allowsEditing
            picker.delegate = self
            present(picker, animated: true)
            return picker
        }

        func imagePickerController(
            _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
        ) {
            events.append("picked presented=\(presentedViewController != nil)")
            picked = info
            dismiss(animated: true)
            events.append("dismissed presented=\(presentedViewController != nil)")
        }
    }

    /// A screen that also handles Cancel itself.
    final class CancellingScreen: ViewController, ImagePickerControllerDelegate, NavigationControllerDelegate {
        var events: [String] = []

        func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
            events.append("cancelled presented=\(presentedViewController != nil)")
        }
    }

    func show(_ screen: ViewController) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        return window
    }

    @Test func defaultsAndWhatHeadlessHasNoCamera() {
        let picker = ImagePickerController()
        expectEqual(picker.sourceType, .photoLibrary)
        expectEqual(picker.mediaTypes, ["public.image"])
        #expect(!picker.allowsEditing)
        #expect(picker.delegate == nil)
        #expect(ImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(ImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!ImagePickerController.isSourceTypeAvailable(.camera))
        #expect(!ImagePickerController.isCameraDeviceAvailable(.front))
        expectEqual(ImagePickerController.availableMediaTypes(for: .photoLibrary), ["public.image", "public.movie"])
        expectEqual(ImagePickerController.availableMediaTypes(for: .camera), nil)
        expectEqual(
            [ImagePickerController.SourceType.photoLibrary, .camera, .savedPhotosAlbum].map(\.rawValue), [0, 1, 2])
        expectEqual(
            [ImagePickerController.InfoKey.originalImage, .editedImage, .imageURL, .mediaType].map(\.rawValue),
            [
                "UIImagePickerControllerOriginalImage", "UIImagePickerControllerEditedImage",
                "UIImagePickerControllerImageURL", "UIImagePickerControllerMediaType",
            ])
        // A picker is a navigation controller, as in UIKit.
        #expect((picker as ViewController) is NavigationController)
    }

    @Test func choosingTheCameraRaisesUIKitsExceptionAndKeepsTheSource() {
        let picker = ImagePickerController()
        #expect(throws: TableViewException(.invalidArgument, "Source type 1 not available")) {
            try picker.checkedSetSourceType(.camera)
        }
        expectEqual(picker.sourceType, .photoLibrary)
        picker.sourceType = .savedPhotosAlbum
        expectEqual(picker.sourceType, .savedPhotosAlbum)
    }

    @Test func pickingHandsTheImageToTheDelegateWhichDismissesThePicker() throws {
        let screen = ProfileScreen()
        let window = show(screen)
        let picker = screen.choosePhoto()
        expectIdentical(screen.presentedViewController, picker)
        expectIdentical(picker.presentingViewController, screen)
        let photo = Image(named: "beach", size: CGSize(width: 4032, height: 3024))
        picker.simulate.pickImage(photo)
        // The picker is still presented when the delegate hears; the delegate's dismiss removes it.
        expectEqual(screen.events, ["picked presented=true", "dismissed presented=false"])
        expectEqual(
            Set(screen.picked.keys.map(\.rawValue)),
            ["UIImagePickerControllerMediaType", "UIImagePickerControllerOriginalImage"])
        expectEqual(screen.picked[.originalImage] as? Image, photo)
        expectEqual(screen.picked[.mediaType] as? String, "public.image")
        expectEqual(screen.presentedViewController, nil)
        withExtendedLifetime(window) {}
    }

    @Test func withEditingAllowedTheDelegateAlsoGetsTheEditedImage() throws {
        let screen = ProfileScreen()
        let window = show(screen)
        let picker = screen.choosePhoto(allowsEditing: true)
        let photo = Image(named: "beach", size: CGSize(width: 400, height: 300))
        let square = Image(named: "beach-cropped", size: CGSize(width: 300, height: 300))
        let url = URL(fileURLWithPath: "/tmp/beach.jpeg")
        picker.simulate.pickImage(photo, editedImage: square, imageURL: url)
        expectEqual(screen.picked[.originalImage] as? Image, photo)
        expectEqual(screen.picked[.editedImage] as? Image, square)
        expectEqual(screen.picked[.imageURL] as? URL, url)
        // Without an edited image of its own the user kept the whole photo.
        let again = screen.choosePhoto(allowsEditing: true)
        again.simulate.pickImage(photo)
        expectEqual(screen.picked[.editedImage] as? Image, photo)
        withExtendedLifetime(window) {}
    }

    @Test func cancellingWithoutACancelMethodDismissesThePicker() {
        let screen = ProfileScreen()
        let window = show(screen)
        let picker = screen.choosePhoto()
        picker.simulate.cancel()
        expectEqual(screen.presentedViewController, nil)
        expectEqual(picker.presentingViewController, nil)
        expectEqual(screen.events, [])
        withExtendedLifetime(window) {}
    }

    @Test func aDelegateThatHandlesCancelIsToldAndDecidesWhenToDismiss() {
        let screen = CancellingScreen()
        let window = show(screen)
        let picker = ImagePickerController()
        picker.delegate = screen
        screen.present(picker, animated: true)
        picker.simulate.cancel()
        expectEqual(screen.events, ["cancelled presented=true"])
        expectIdentical(screen.presentedViewController, picker)
        picker.dismiss(animated: true)
        expectEqual(screen.presentedViewController, nil)
        withExtendedLifetime(window) {}
    }

    @Test func aPickerWithoutADelegateIsDismissedAsSoonAsItIsShown() {
        let screen = ViewController()
        let window = show(screen)
        let picker = ImagePickerController()
        screen.present(picker, animated: true)
        expectEqual(screen.presentedViewController, nil)
        expectEqual(picker.presentingViewController, nil)
        withExtendedLifetime(window) {}
    }
}
