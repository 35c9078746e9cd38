/// An image as layout sees it (UIKit's `UIImage`): only its size, in points; no pixels.
public struct Image: Hashable, Sendable {
    /// The size, in points.
    public var size: Size

    /// Creates an image of a size in points.
    public init(size: Size) {
        self.size = size
    }

    /// Creates an image `width` × `height` points.
    public init(width: Double, height: Double) {
        self.init(size: Size(width: width, height: height))
    }
}
