// UIKit controls Plumb has no class for yet, stood in for by a plain view with UIKit's fixed
// intrinsic size (iOS 13 and later). When Plumb gains these controls, map the elements to them
// here and nowhere else.
//
// Constraints place a control's alignment rectangle, which for some controls is smaller than
// the frame UIKit reports (and IB stores): Plumb lays out the alignment rectangle (the view's
// frame) and reports UIKit's frame outset by `alignmentRectInsets`, read from the stored frames
// of real documents: a switch's frame reaches 2 pt beyond its trailing edge, a segmented control's
// 1 pt below its bottom, a slider's 2 pt beyond each side and 1 pt below.

import Plumb

/// A control element Plumb lays out as a plain view of a fixed intrinsic size.
struct ControlStandIn: Sendable {
    /// UIKit's class name.
    var className: String
    /// The intrinsic size of the alignment rectangle; `View.noIntrinsicMetric` on an axis
    /// without one.
    var intrinsicSize: Size
    /// How far UIKit's frame reaches beyond the alignment rectangle, in points (negated
    /// `alignmentRectInsets`); zero by default.
    var alignmentOutsets = EdgeInsets.zero

    /// The stand-ins by element name; `activityIndicatorView`'s size depends on its style.
    static func forElement(_ element: IBElement) -> ControlStandIn? {
        let none = View.noIntrinsicMetric
        switch element.name {
        case "switch":
            return ControlStandIn(
                className: "UISwitch", intrinsicSize: Size(width: 49, height: 31),
                alignmentOutsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
        case "slider":
            return ControlStandIn(
                className: "UISlider", intrinsicSize: Size(width: none, height: 30),
                alignmentOutsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        case "stepper":
            return ControlStandIn(className: "UIStepper", intrinsicSize: Size(width: 94, height: 32))
        case "segmentedControl":
            // Equal segments as wide as the longest title (about 8 pt a character at 13 pt) plus
            // 20 pt of padding: an estimate; design sizing takes IB's width.
            let titles = element.grandchildren("segments").map { $0["title"] ?? "" }
            let widest = Double(titles.map(\.count).max() ?? 0)
            let width = titles.isEmpty ? none : Double(titles.count) * (8 * widest + 20)
            return ControlStandIn(
                className: "UISegmentedControl", intrinsicSize: Size(width: width, height: 31),
                alignmentOutsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
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
