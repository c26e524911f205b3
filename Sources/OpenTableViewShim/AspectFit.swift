#if !canImport(AVFoundation)
    import Foundation

    /// AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`, which image screens call to fit a photo
    /// into a column: the largest rectangle with `aspectRatio`'s proportions inside `boundingRect`,
    /// centred in it. AVFoundation does not exist off Apple platforms; `otv-port` keeps a file's
    /// `import AVFoundation` behind `#if canImport(AVFoundation)` when this is all the file uses of it.
    ///
    /// A zero width or height in `aspectRatio` gives a zero-sized rectangle at the bounding
    /// rectangle's centre.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
        guard aspectRatio.width > 0, aspectRatio.height > 0 else {
            return CGRect(x: boundingRect.midX, y: boundingRect.midY, width: 0, height: 0)
        }
        let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
        let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
        return CGRect(
            x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width,
            height: size.height)
    }
#endif
