// Layout guides and the root's device (docs/interface-builder.md, "Safe area and margins"). A
// `<viewLayoutGuide key="safeArea">` is the view's safe-area guide; `contentLayoutGuide` and
// `frameLayoutGuide` are a scroll view's; a storyboard controller's
// `<viewControllerLayoutGuide type="top|bottom">` is a guide of the root as tall as the top
// (bottom) safe-area inset. The root gets the device's safe area plus the bars its controller
// shows (SimulatedBars.swift: a navigation bar, 44 pt at the top, none when it is opaque, the view
// starting below it; a tab bar, 49 pt at the bottom), less the part of them its stored frame
// already leaves out.

import Plumb

extension SceneBuilder {
    /// Registers the guides `element` declares by their ids.
    func registerGuides(of element: IBElement, view: View) {
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide["id"] else { continue }
            switch guide.key {
            case "safeArea": items[id] = view.safeAreaLayoutGuide
            case "layoutMarginsGuide": items[id] = view.layoutMarginsGuide
            case "contentLayoutGuide":
                guard let scroll = view as? ScrollView else { continue }
                items[id] = scroll.contentLayoutGuide
            case "frameLayoutGuide":
                guard let scroll = view as? ScrollView else { continue }
                items[id] = scroll.frameLayoutGuide
            default:
                warn(guide, "unknown layout guide '\(guide.key ?? "")'; constraints naming it are skipped")
            }
        }
    }

    /// The root's common attributes, size, safe area and margins.
    func configureRoot(_ root: View, element: IBElement, size: Size) {
        configure(root, element: element, arranged: false)
        root.frame = Rect(origin: .zero, size: scene.designSize)
        root.additionalSafeAreaInsets = rootSafeAreaInsets(element)
        guard child(element, key: "layoutMargins") == nil,
            child(element, key: "directionalLayoutMargins") == nil
        else { return }
        if isControllerLike(element) {
            let side = size.width >= 414 ? 20.0 : 16
            root.layoutMargins = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        } else {
            root.layoutMargins = View.defaultLayoutMargins
        }
    }

    /// Whether the root is laid out as a view controller's view (the device's safe area and the
    /// system's minimum margins): a storyboard controller's view, or a xib's top-level plain view;
    /// not a xib's top-level cell.
    func isControllerLike(_ element: IBElement) -> Bool {
        scene.controller != nil
            || !["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(element.name)
    }

    /// The safe area of the root: the device's insets and the controller's bars, less what the
    /// stored frame leaves out (a view below an opaque navigation bar starts at y = 64). A xib's
    /// top-level plain view gets the device's insets too; a top-level cell none.
    func rootSafeAreaInsets(_ element: IBElement) -> EdgeInsets {
        var insets = context.device.safeAreaInsets
        if scene.controller != nil {
            if scene.bars.opaqueNavigationBar {
                insets.top = 0
            } else if scene.bars.navigationBar {
                insets.top += context.device.navigationBarHeight
            }
            if scene.bars.tabBar { insets.bottom += 49 }
        } else if !isControllerLike(element) || (insets.bottom == 0 && !context.usesSafeAreas) {
            // A xib without safe-area guides on a phone without a home indicator: no status bar.
            return .zero
        }
        // A root under an opaque bar starts below it or ends above it; a freeform root keeps
        // the device's insets.
        if let frame = IBElement.frame(of: element), let controller = scene.controller,
            controller.child("freeformSimulatedSizeMetrics") == nil
        {
            insets.top = max(0, insets.top - frame.minY)
            insets.bottom = max(0, insets.bottom - max(0, context.device.size.height - frame.maxY))
        }
        return insets
    }

    /// The controller's top and bottom layout guides, as guides of the root.
    func addControllerGuides(_ controller: IBElement, to root: View) {
        let insets = root.additionalSafeAreaInsets
        for guideElement in controller.grandchildren("layoutGuides")
        where guideElement.name == "viewControllerLayoutGuide" {
            guard let id = guideElement["id"] else { continue }
            let isTop = guideElement["type"] == "top"
            let guide = LayoutGuide(identifier: isTop ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom")
            root.addLayoutGuide(guide)
            let pins = [
                guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                guide.widthAnchor.constraint(equalToConstant: 0),
                isTop
                    ? guide.topAnchor.constraint(equalTo: root.topAnchor)
                    : guide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                guide.heightAnchor.constraint(equalToConstant: isTop ? insets.top : insets.bottom),
            ]
            for pin in pins { pin.isActive = true }
            items[id] = guide
        }
    }
}
