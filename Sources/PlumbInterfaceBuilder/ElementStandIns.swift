// UIKit elements Plumb has no class for, stood in for by a plain view with UIKit's fixed
// intrinsic size (iOS 13 and later): pickers, the page control, the search bar and the
// navigation bar, toolbar and tab bar. When Plumb gains one of them, map its element to it in
// SceneBuilder+SystemControls.swift and remove it here.

import Plumb

/// An element Plumb lays out as a plain view of a fixed intrinsic size.
struct ElementStandIn: Sendable {
    /// The intrinsic size; `View.noIntrinsicMetric` on an axis without one.
    var intrinsicSize: Size

    /// The stand-ins by element name.
    static func forElement(_ element: IBElement) -> ElementStandIn? {
        let none = View.noIntrinsicMetric
        switch element.name {
        case "pageControl":
            return ElementStandIn(intrinsicSize: Size(width: none, height: 26))
        case "datePicker", "pickerView":
            return ElementStandIn(intrinsicSize: Size(width: 320, height: 216))
        case "searchBar":
            return ElementStandIn(intrinsicSize: Size(width: none, height: 56))
        case "navigationBar", "toolbar":
            return ElementStandIn(intrinsicSize: Size(width: none, height: 44))
        case "tabBar":
            return ElementStandIn(intrinsicSize: Size(width: none, height: 49))
        default: return nil
        }
    }
}
