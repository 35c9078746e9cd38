// UIKit controls Plumb has no class for yet, stood in for by a plain view with UIKit's fixed
// intrinsic size (iOS 13 and later). When Plumb gains these controls, map the elements to them
// here and nowhere else.

import Plumb

/// A control element Plumb lays out as a plain view of a fixed intrinsic size.
struct ControlStandIn: Sendable {
    /// UIKit's class name.
    var className: String
    /// The intrinsic size; `View.noIntrinsicMetric` on an axis without one.
    var intrinsicSize: Size

    /// The stand-ins by element name; `activityIndicatorView`'s size depends on its style.
    static func forElement(_ element: IBElement) -> ControlStandIn? {
        let none = View.noIntrinsicMetric
        switch element.name {
        case "switch":
            return ControlStandIn(className: "UISwitch", intrinsicSize: Size(width: 51, height: 31))
        case "slider":
            return ControlStandIn(className: "UISlider", intrinsicSize: Size(width: none, height: 30))
        case "stepper":
            return ControlStandIn(className: "UIStepper", intrinsicSize: Size(width: 94, height: 32))
        case "segmentedControl":
            return ControlStandIn(
                className: "UISegmentedControl", intrinsicSize: Size(width: none, height: 31))
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
            return ControlStandIn(
                className: "UIActivityIndicatorView",
                intrinsicSize: large ? Size(width: 37, height: 37) : Size(width: 20, height: 20))
        case "progressView":
            return ControlStandIn(className: "UIProgressView", intrinsicSize: Size(width: none, height: 4))
        case "pageControl":
            return ControlStandIn(className: "UIPageControl", intrinsicSize: Size(width: none, height: 26))
        case "textView":
            return ControlStandIn(className: "UITextView", intrinsicSize: Size(width: none, height: none))
        case "datePicker", "pickerView":
            return ControlStandIn(
                className: element.name == "datePicker" ? "UIDatePicker" : "UIPickerView",
                intrinsicSize: Size(width: 320, height: 216))
        case "searchBar":
            return ControlStandIn(className: "UISearchBar", intrinsicSize: Size(width: none, height: 56))
        case "navigationBar":
            return ControlStandIn(className: "UINavigationBar", intrinsicSize: Size(width: none, height: 44))
        case "toolbar":
            return ControlStandIn(className: "UIToolbar", intrinsicSize: Size(width: none, height: 44))
        case "tabBar":
            return ControlStandIn(className: "UITabBar", intrinsicSize: Size(width: none, height: 49))
        default: return nil
        }
    }
}
