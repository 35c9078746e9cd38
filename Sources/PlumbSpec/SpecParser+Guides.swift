// Names of views and layout guides: one namespace, so that an equation's item is never ambiguous.

import Plumb
import Yams

extension SpecParser {
    /// The entries of a `layoutGuides:` list: names, each unique among views and guides.
    mutating func layoutGuides(_ node: Node) throws(SpecError) -> [SpecGuide] {
        var guides: [SpecGuide] = []
        for element in try sequence(node, "layoutGuides") {
            let name = try self.name(element, "layout guide name")
            try claim(name, at: element, isGuide: true)
            guides.append(SpecGuide(name: name, location: location(of: element)))
        }
        return guides
    }

    /// Records the name of a view or guide, after checking that it is not reserved and not taken.
    mutating func claim(_ name: String, at node: Node, isGuide: Bool) throws(SpecError) {
        guard name != "root", name != "superview" else {
            throw error(
                "'\(name)' is reserved (`root` is the root view, `superview` a view's superview); choose another name",
                at: node)
        }
        if let earlier = names[name], !isGuide {
            throw error(
                "duplicate view name '\(name)' (first at line \(earlier.line)); give each view its own name",
                at: node)
        }
        if let earlier = names[name] ?? guideNames[name] {
            let what = names[name] != nil ? "a view" : "a layout guide"
            throw error(
                "duplicate name '\(name)' (first at line \(earlier.line), \(what)); views and layout guides "
                    + "share one set of names, so give each its own name",
                at: node)
        }
        if isGuide {
            guideNames[name] = location(of: node)
        } else {
            names[name] = location(of: node)
        }
    }
}
