// Which bars Interface Builder shows over a storyboard controller's view (simulated metrics): a
// navigation bar when the controller says so (`<simulatedNavigationBarMetrics
// key="simulatedTopBarMetrics">`) or when it is inferred: the controller is a navigation
// controller's root, or is shown (a `show` or `push` segue) from a controller that has one; a tab
// bar when the controller (or the navigation controller holding it) is one of a tab bar
// controller's `viewControllers`, or says so. `<nil key="simulatedTopBarMetrics"/>` hides the
// inferred bar; `translucent="NO"` makes it opaque: the view then starts below it.

/// The bars over a controller's view.
struct SimulatedBars: Hashable, Sendable {
    /// A navigation bar at the top (44 pt).
    var navigationBar = false
    /// Whether the navigation bar is opaque (the view starts below it and below the status bar).
    var opaqueNavigationBar = false
    /// A tab bar at the bottom (49 pt).
    var tabBar = false

    /// The bars of every controller with a view in a storyboard, by controller id.
    static func inferred(in document: IBElement) -> [String: SimulatedBars] {
        var controllers: [String: IBElement] = [:]
        for scene in document.grandchildren("scenes") {
            for object in scene.grandchildren("objects") where object["sceneMemberID"] == "viewController" {
                if let id = object["id"] { controllers[id] = object }
            }
        }
        var inNavigation = Set<String>()
        var inTabs = Set<String>()
        var shows: [(from: String, to: String)] = []
        for (id, controller) in controllers {
            controller.walk { element in
                guard element.name == "segue", let destination = element["destination"] else { return }
                switch (element["kind"], element["relationship"]) {
                case ("relationship", "rootViewController")
                where controller.name == "navigationController" && !controller.flag("navigationBarHidden"):
                    inNavigation.insert(destination)
                case ("relationship", "viewControllers") where controller.name == "tabBarController":
                    inTabs.insert(destination)
                case ("show", _), ("push", _): shows.append((id, destination))
                default: break
                }
            }
        }
        // A navigation controller in a tab passes the tab bar to its root.
        for (id, controller) in controllers
        where controller.name == "navigationController" && inTabs.contains(id) {
            controller.walk { element in
                if element.name == "segue", element["relationship"] == "rootViewController",
                    let destination = element["destination"]
                {
                    inTabs.insert(destination)
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for (from, to) in shows where inNavigation.contains(from) && !inNavigation.contains(to) {
                inNavigation.insert(to)
                if inTabs.contains(from) { inTabs.insert(to) }
                changed = true
            }
        }
        var result: [String: SimulatedBars] = [:]
        for (id, controller) in controllers {
            var bars = SimulatedBars(navigationBar: inNavigation.contains(id), tabBar: inTabs.contains(id))
            for child in controller.children {
                switch (child.name, child.key) {
                case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"):
                    bars.navigationBar = true
                    bars.opaqueNavigationBar = child["translucent"] == "NO"
                case ("nil", "simulatedTopBarMetrics"): bars.navigationBar = false
                case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"): bars.tabBar = true
                case ("nil", "simulatedBottomBarMetrics"): bars.tabBar = false
                default: break
                }
            }
            result[id] = bars
        }
        return result
    }
}
