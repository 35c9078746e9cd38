// The view tree of a spec: `views:` and each entry's `subviews:`, depth first.

import Plumb
import Yams

extension SpecParser {
    /// The entries of a `views:` or `subviews:` list.
    mutating func views(_ node: Node, _ what: String) throws(SpecError) -> [ViewSpec] {
        var result: [ViewSpec] = []
        for entry in try sequence(node, what) {
            result.append(try view(entry, what))
        }
        return result
    }

    /// One view entry and its subtree.
    mutating func view(_ node: Node, _ what: String) throws(SpecError) -> ViewSpec {
        let pairs = try mapping(node, "each entry of \(what)")
        guard let nameNode = pairs.first(where: { $0.key == "name" })?.value else {
            throw error("a view needs a `name:` (unique, [A-Za-z_][A-Za-z0-9_]*)", at: node)
        }
        let name = try self.name(nameNode, "view name")
        try claim(name, at: nameNode, isGuide: false)
        var kind = ViewKind.view
        if let kindNode = pairs.first(where: { $0.key == "kind" })?.value {
            let text = try string(kindNode, "kind")
            guard let parsed = ViewKind(rawValue: text) else {
                throw error(
                    "unknown kind '\(text)'; use \(ViewKind.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: kindNode)
            }
            kind = parsed
        }
        var view = ViewSpec(name: name, kind: kind, location: location(of: nameNode))
        var autoresizingNode: Node?
        var marginsNode: Node?
        for (key, keyNode, value) in pairs {
            switch key {
            case "name", "kind": continue
            case "background": view.background = try color(value, "background of '\(name)'")
            case "intrinsicSize":
                guard kind == .view else {
                    throw error(
                        "a \(kind.rawValue) measures its own content; remove intrinsicSize or use kind: view",
                        at: keyNode)
                }
                let values = try numbers(value, count: 2, "intrinsicSize", nullable: true)
                view.intrinsicSize = (values[0], values[1])
                view.intrinsicSizeLocation = location(of: keyNode)
            case "hugging": view.hugging = try priorities(value, "hugging")
            case "compressionResistance":
                view.compressionResistance = try priorities(value, "compressionResistance")
            case "frame":
                let values = try numbers(value, count: 4, "frame ([x, y, width, height])").map { $0 ?? 0 }
                view.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
                view.frameLocation = location(of: keyNode)
            case "autoresizing":
                view.autoresizing = try flags(value, "autoresizing", table: SpecParser.autoresizingNames)
                autoresizingNode = keyNode
            case "subviews": view.subviews = try views(value, "subviews of '\(name)'")
            case "cell" where kind == .list: view.cellTemplate = [try cellTemplate(value, of: name)]
            case "isHidden":
                guard case .bool(let hidden) = try self.value(value, key) else {
                    throw error("isHidden must be true or false", at: keyNode)
                }
                view.isHidden = hidden
            case "semanticContentAttribute":
                view.semanticContentAttribute = try choice(
                    value, "semanticContentAttribute", table: SpecParser.semanticNames)
            case "layoutMargins", "directionalLayoutMargins":
                if let other = marginsNode {
                    throw error(
                        "'\(name)' gives both layoutMargins and directionalLayoutMargins (first at line "
                            + "\(location(of: other).line)); they set the same margins, so keep one",
                        at: keyNode)
                }
                marginsNode = keyNode
                if key == "layoutMargins" {
                    view.layoutMargins = try insets(
                        value, "layoutMargins ([top, left, bottom, right])", negative: true)
                } else {
                    let insets = try insets(
                        value, "directionalLayoutMargins ([top, leading, bottom, trailing])", negative: true)
                    view.directionalLayoutMargins = DirectionalEdgeInsets(
                        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
                }
            case "insetsLayoutMarginsFromSafeArea":
                view.insetsLayoutMarginsFromSafeArea = try bool(value, key)
            case "preservesSuperviewLayoutMargins":
                view.preservesSuperviewLayoutMargins = try bool(value, key)
            case "layoutGuides":
                guard !isInCellTemplate else {
                    throw error(
                        "a cell's views cannot own layout guides (constraints cannot name a cell's views); "
                            + "remove layoutGuides",
                        at: keyNode)
                }
                view.layoutGuides = try layoutGuides(value)
            default:
                if kind.propertyNames.contains(key) {
                    view.properties.append(
                        SpecProperty(
                            name: key, value: try self.value(value, key), location: location(of: value)))
                } else if let other = ViewKind.allCases.first(where: { $0.propertyNames.contains(key) }) {
                    let own =
                        kind.propertyNames.isEmpty
                        ? "" : "; a \(kind.rawValue) takes \(kind.propertyNames.joined(separator: ", "))"
                    throw error(
                        "'\(key)' is not a property of a \(kind.rawValue) (it is one of a \(other.rawValue))\(own)",
                        at: keyNode)
                } else {
                    try checkKey(
                        key, keyNode, allowed: SpecGrammar.view.keyNames + kind.propertyNames,
                        in: "view '\(name)'")
                }
            }
        }
        if let autoresizingNode, view.frame == nil {
            throw error(
                "autoresizing applies to a view with a `frame:`; add `frame: [x, y, width, height]` or remove it",
                at: autoresizingNode)
        }
        return view
    }
}
