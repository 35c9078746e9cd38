/// How a ``CollectionView`` lays out its items: one column of full-width items, each as tall as
/// its cell's content (UIKit's `UICollectionViewFlowLayout` with self-sizing, full-width cells;
/// vertical scrolling only).
///
/// Item k of a section lies `minimumLineSpacing` below item k − 1; each section is inset by
/// ``sectionInset`` (an empty section still takes its top and bottom insets). The items' width is
/// the collection view's width less its ``ScrollView/adjustedContentInset`` and the section's left
/// and right insets.
public struct CollectionViewFlowLayout: Hashable, Sendable {
    /// The vertical space between items of a section, in points; 10 by default, as in UIKit.
    public var minimumLineSpacing = 10.0
    /// The space around each section's items, in points; zero by default.
    public var sectionInset = EdgeInsets.zero
    /// The height assumed for an item not measured yet, in points; 50 by default (UIKit's default
    /// item size is 50 × 50). A good estimate keeps the scroll bar and jumps accurate.
    public var estimatedItemHeight = 50.0

    /// Creates a layout; every parameter has UIKit's default.
    public init(
        minimumLineSpacing: Double = 10, sectionInset: EdgeInsets = .zero, estimatedItemHeight: Double = 50
    ) {
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.estimatedItemHeight = estimatedItemHeight
    }
}
