/// How a ``ScrollView``'s safe area adds to its ``ScrollView/adjustedContentInset`` (UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior`).
///
/// Plumb has no navigation or tab bars, so the only automatic source is the safe area, and
/// ``automatic`` behaves as UIKit's does for a scroll view that fills a view controller's view:
/// the top and bottom always adjust, left and right as with ``scrollableAxes``.
public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
    /// Top and bottom safe-area insets always count; left and right only on a horizontally
    /// scrollable axis. The default.
    case automatic
    /// Safe-area insets count on each axis that can scroll: the content (plus ``ScrollView/contentInset``)
    /// is longer than the frame, or the scroll view always bounces on that axis.
    case scrollableAxes
    /// Safe-area insets never count: ``ScrollView/adjustedContentInset`` is ``ScrollView/contentInset``.
    case never
    /// Safe-area insets always count, on both axes.
    case always
}
