import Foundation

/// The user's choice in an image picker. An OpenTableView addition: UIKit has no such API.
extension Simulation where Base: ImagePickerController {
    /// Simulates the user picking `image` (and, with ``ImagePickerController/allowsEditing``,
    /// confirming the crop): the delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)`
    /// receives ``ImagePickerController/InfoKey/mediaType`` `"public.image"`,
    /// ``ImagePickerController/InfoKey/originalImage`` `image`,
    /// ``ImagePickerController/InfoKey/editedImage`` when editing is allowed (`editedImage`, or
    /// `image` uncropped when `nil`) and ``ImagePickerController/InfoKey/imageURL`` when given.
    /// The picker stays presented until the delegate dismisses it, as on iOS.
    ///
    /// Traps when the user could not pick it: the picker is not presented, its
    /// ``ImagePickerController/mediaTypes`` do not include images, or `editedImage` is given while
    /// editing is not allowed.
    public func pickImage(_ image: Image, editedImage: Image? = nil, imageURL: URL? = nil) {
        let picker = base
        precondition(
            picker.mediaTypes.contains(ImagePickerController.imageType),
            "simulate.pickImage(_:): the picker's mediaTypes \(picker.mediaTypes) do not include public.image")
        precondition(
            editedImage == nil || picker.allowsEditing,
            "simulate.pickImage(_:editedImage:): an edited image, but allowsEditing is false")
        var info: [ImagePickerController.InfoKey: Any] = [
            .mediaType: ImagePickerController.imageType, .originalImage: image,
        ]
        if picker.allowsEditing { info[.editedImage] = editedImage ?? image }
        if let imageURL { info[.imageURL] = imageURL }
        pickMedia(with: info)
    }

    /// Simulates the user picking media described by `info`, handed to the delegate's
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` as it is (a movie's
    /// ``ImagePickerController/InfoKey/mediaURL``, a camera photo's metadata…). The picker stays
    /// presented until the delegate dismisses it. Traps when the picker is not presented.
    public func pickMedia(with info: [ImagePickerController.InfoKey: Any]) {
        precondition(
            base.presentingViewController != nil,
            "simulate.pickMedia(with:): the picker is not presented, so the user cannot pick")
        base.finishSimulatedPick(info)
    }

    /// Simulates the user tapping Cancel: the delegate's `imagePickerControllerDidCancel(_:)`,
    /// whose default (a delegate that does not implement it) dismisses the picker, as UIKit's
    /// picker does. Traps when the picker is not presented.
    public func cancel() {
        precondition(
            base.presentingViewController != nil,
            "simulate.cancel(): the picker is not presented, so the user cannot cancel")
        base.finishSimulatedCancel()
    }
}
