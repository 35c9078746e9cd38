// The `dynamics:` section: a list of one-key maps, each a UIKit Dynamics behaviour named after its
// class without prefix and suffix, with its properties under UIKit's names. Parsed after the views
// so that every item name is checked against the tree (and `root`, the reference view, refused);
// values are checked for type and range at their own line and column. Whether an item has a
// non-zero size is known only after layout, so `SpecSimulation` checks that.

import Plumb
import PlumbDynamics
import Yams

extension SpecParser {
    /// The collision modes by UIKit name.
    static let collisionModes: [(String, CollisionBehavior.Mode)] = [
        ("items", .items), ("boundaries", .boundaries), ("everything", .everything),
    ]

    /// The push modes by UIKit name.
    static let pushModes: [(String, PushBehavior.Mode)] = [
        ("continuous", .continuous), ("instantaneous", .instantaneous),
    ]

    /// The behaviours of `dynamics:`.
    func dynamics(_ node: Node) throws(SpecError) -> [BehaviorSpec] {
        var result: [BehaviorSpec] = []
        let names = SpecGrammar.behaviors.map(\.name)
        for entry in try sequence(node, "dynamics") {
            let pairs = try mapping(entry, "a behaviour of dynamics")
            guard pairs.count == 1,
                let (name, keyNode, value) = pairs.first.map({ ($0.key, $0.keyNode, $0.value) })
            else {
                throw error(
                    "each entry of dynamics must be a mapping with one key, the behaviour "
                        + "(e.g. `- gravity: {items: [a]}`), not \(pairs.count) keys",
                    at: entry)
            }
            guard let keys = SpecGrammar.behaviors.first(where: { $0.name == name })?.keyNames else {
                throw error(
                    "unknown behaviour '\(name)' in dynamics; use \(names.joined(separator: ", "))",
                    at: keyNode)
            }
            var properties: [String: (key: Node, value: Node)] = [:]
            for (key, keyNode, value) in try mapping(value, name) {
                try checkKey(key, keyNode, allowed: keys, in: name)
                properties[key] = (keyNode, value)
            }
            let behavior = BehaviorProperties(name: name, node: keyNode, properties: properties)
            let kind: BehaviorSpec.Kind
            switch name {
            case "gravity": kind = .gravity(try gravity(behavior))
            case "collision": kind = .collision(try collision(behavior))
            case "itemBehavior": kind = .itemBehavior(try itemBehavior(behavior))
            case "push": kind = .push(try push(behavior))
            case "snap": kind = .snap(try snap(behavior))
            case "attachment": kind = .attachment(try attachment(behavior))
            default: kind = .field(try field(behavior))
            }
            result.append(BehaviorSpec(kind, location: location(of: keyNode)))
        }
        return result
    }

    /// A behaviour's properties by key, with its name and key node for messages.
    struct BehaviorProperties {
        let name: String
        let node: Node
        let properties: [String: (key: Node, value: Node)]

        subscript(_ key: String) -> Node? { properties[key]?.value }
    }

    /// `items:`, a list of view names (empty when absent).
    func items(_ behavior: BehaviorProperties) throws(SpecError) -> [SpecItemReference] {
        guard let node = behavior["items"] else { return [] }
        var result: [SpecItemReference] = []
        for element in try sequence(node, "\(behavior.name) items") {
            result.append(try item(element, "\(behavior.name) items"))
        }
        return result
    }

    /// One item: the name of a view of the tree, not the root.
    func item(_ node: Node, _ what: String) throws(SpecError) -> SpecItemReference {
        let name = try string(node, "each item of \(what)")
        if name == "root" {
            throw error(
                "'root' cannot be a dynamic item: it is the reference view; name one of its subviews",
                at: node)
        }
        guard names[name] != nil else {
            throw error(
                "unknown view '\(name)' in \(what); views are named in `views:`\(suggestion(for: name))",
                at: node)
        }
        return SpecItemReference(name, location: location(of: node))
    }

    /// The required single item of `key`.
    func requiredItem(_ behavior: BehaviorProperties, _ key: String) throws(SpecError) -> SpecItemReference {
        guard let node = behavior[key] else {
            throw error("\(behavior.name) needs `\(key):`, the name of a view", at: behavior.node)
        }
        return try item(node, "\(behavior.name) \(key)")
    }

    /// A number that must be ≥ 0 (or > 0 when `positive`).
    func number(
        _ behavior: BehaviorProperties, _ key: String, atLeastZero: Bool = false, positive: Bool = false
    )
        throws(SpecError) -> Double?
    {
        guard let node = behavior[key] else { return nil }
        let value = try number(node, "\(behavior.name) \(key)")
        if positive, value <= 0 {
            throw error(
                "\(behavior.name) \(key) must be greater than 0, not \(PlumbSpec.number(value))", at: node)
        }
        if atLeastZero, value < 0 {
            throw error(
                "\(behavior.name) \(key) must not be negative, not \(PlumbSpec.number(value))", at: node)
        }
        return value
    }

    /// `true` or `false`.
    func bool(_ behavior: BehaviorProperties, _ key: String) throws(SpecError) -> Bool? {
        guard let node = behavior[key] else { return nil }
        guard case .bool(let value) = try self.value(node, key) else {
            throw error("\(behavior.name) \(key) must be true or false, not \(kindName(node))", at: node)
        }
        return value
    }

    /// `[x, y]` as a point.
    func point(_ node: Node, _ what: String) throws(SpecError) -> Point {
        let values = try numbers(node, count: 2, what).map { $0 ?? 0 }
        return Point(x: values[0], y: values[1])
    }

    /// `[x, y]` of `key` as a point, if written.
    func point(_ behavior: BehaviorProperties, _ key: String) throws(SpecError) -> Point? {
        guard let node = behavior[key] else { return nil }
        return try point(node, "\(behavior.name) \(key)")
    }

    /// `[dx, dy]` of `key` as a vector, if written.
    func vector(_ behavior: BehaviorProperties, _ key: String) throws(SpecError) -> Vector? {
        try point(behavior, key).map { Vector(dx: $0.x, dy: $0.y) }
    }

    /// `[horizontal, vertical]` of `key` as an offset, if written.
    func offset(_ behavior: BehaviorProperties, _ key: String) throws(SpecError) -> Offset? {
        try point(behavior, key).map { Offset(horizontal: $0.x, vertical: $0.y) }
    }

    /// One of two spellings of a key (UIKit's and the short one); both at once is an error.
    func either(_ behavior: BehaviorProperties, _ long: String, _ short: String) throws(SpecError) -> String?
    {
        if behavior[long] != nil, let node = behavior.properties[short]?.key {
            throw error("\(behavior.name) has both `\(long):` and `\(short):`; write one of them", at: node)
        }
        return behavior[long] != nil ? long : behavior[short] != nil ? short : nil
    }

    /// Throws when a vector key is combined with `angle:` or `magnitude:`.
    func checkExclusive(_ behavior: BehaviorProperties, vector key: String) throws(SpecError) {
        for other in ["angle", "magnitude"] {
            if let node = behavior.properties[other]?.key {
                throw error(
                    "\(behavior.name) has both `\(key):` and `\(other):`; give the vector or angle and magnitude",
                    at: node)
            }
        }
    }

    func gravity(_ behavior: BehaviorProperties) throws(SpecError) -> GravitySpec {
        var spec = GravitySpec()
        spec.items = try items(behavior)
        if let key = try either(behavior, "gravityDirection", "direction") {
            try checkExclusive(behavior, vector: key)
            spec.gravityDirection = try vector(behavior, key)
        }
        spec.angle = try number(behavior, "angle")
        spec.magnitude = try number(behavior, "magnitude")
        return spec
    }

    func collision(_ behavior: BehaviorProperties) throws(SpecError) -> CollisionSpec {
        var spec = CollisionSpec()
        spec.items = try items(behavior)
        if let node = behavior["collisionMode"] {
            let text = try string(node, "collision collisionMode")
            guard let mode = SpecParser.collisionModes.first(where: { $0.0 == text })?.1 else {
                throw error("unknown collisionMode '\(text)'; use items, boundaries or everything", at: node)
            }
            spec.collisionMode = mode
        }
        spec.translatesReferenceBoundsIntoBoundary = try bool(
            behavior, "translatesReferenceBoundsIntoBoundary")
        if let node = behavior["referenceBoundsInsets"] {
            if spec.translatesReferenceBoundsIntoBoundary == false {
                throw error(
                    "collision referenceBoundsInsets turns the reference-bounds boundary on; remove "
                        + "`translatesReferenceBoundsIntoBoundary: false` or the insets",
                    at: node)
            }
            let values = try numbers(
                node, count: 4, "collision referenceBoundsInsets ([top, left, bottom, right])"
            )
            .map { $0 ?? 0 }
            spec.referenceBoundsInsets = EdgeInsets(
                top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
        if let node = behavior["boundaries"] {
            var identifiers: Set<String> = []
            for entry in try sequence(node, "collision boundaries") {
                let boundary = try self.boundary(entry)
                guard identifiers.insert(boundary.identifier).inserted else {
                    throw error(
                        "duplicate boundary identifier '\(boundary.identifier)'; give each boundary its own",
                        at: entry)
                }
                spec.boundaries.append(boundary)
            }
        }
        return spec
    }

    /// One boundary: `{identifier:, from:, to:}`, `{identifier:, rect:}`, `{identifier:, ovalIn:}` or
    /// `{identifier:, points:, closed:}`.
    func boundary(_ node: Node) throws(SpecError) -> CollisionSpec.Boundary {
        var values: [String: Node] = [:]
        for (key, keyNode, value) in try mapping(node, "a boundary") {
            try checkKey(key, keyNode, allowed: SpecGrammar.boundary.keyNames, in: "a boundary")
            values[key] = value
        }
        guard let identifierNode = values["identifier"] else {
            throw error("a boundary needs `identifier:`, the name its contacts are reported with", at: node)
        }
        let identifier = try string(identifierNode, "a boundary's identifier")
        let shapes = ["from", "rect", "ovalIn", "points"].filter { values[$0] != nil }
        guard shapes.count == 1 else {
            throw error(
                "boundary '\(identifier)' needs exactly one shape: `from:` and `to:`, `rect:`, `ovalIn:` or `points:`",
                at: node)
        }
        if values["to"] != nil, shapes != ["from"] {
            throw error("boundary '\(identifier)': `to:` goes with `from:`", at: node)
        }
        if values["closed"] != nil, shapes != ["points"] {
            throw error("boundary '\(identifier)': `closed:` goes with `points:`", at: node)
        }
        var path = BezierPath()
        switch shapes[0] {
        case "from":
            guard let toNode = values["to"] else {
                throw error("boundary '\(identifier)' needs `to: [x, y]` with `from:`", at: node)
            }
            path.move(to: try point(values["from"]!, "boundary from"))
            path.addLine(to: try point(toNode, "boundary to"))
        case "rect", "ovalIn":
            let key = shapes[0]
            let v = try numbers(values[key]!, count: 4, "boundary \(key) ([x, y, width, height])").map {
                $0 ?? 0
            }
            let rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            path = key == "rect" ? BezierPath(rect: rect) : BezierPath(ovalIn: rect)
        default:
            let points = try sequence(values["points"]!, "boundary points")
            guard points.count >= 2 else {
                throw error("boundary points needs at least 2 points [[x, y], …]", at: values["points"]!)
            }
            for (i, element) in points.enumerated() {
                let p = try point(element, "each point of boundary points")
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            if let closedNode = values["closed"] {
                guard case .bool(let closed) = try value(closedNode, "closed") else {
                    throw error(
                        "boundary closed must be true or false, not \(kindName(closedNode))", at: closedNode)
                }
                if closed { path.close() }
            }
        }
        return CollisionSpec.Boundary(identifier: identifier, path: path, location: location(of: node))
    }

    func itemBehavior(_ behavior: BehaviorProperties) throws(SpecError) -> ItemBehaviorSpec {
        var spec = ItemBehaviorSpec()
        spec.items = try items(behavior)
        spec.elasticity = try number(behavior, "elasticity", atLeastZero: true)
        spec.friction = try number(behavior, "friction", atLeastZero: true)
        spec.density = try number(behavior, "density", positive: true)
        spec.resistance = try number(behavior, "resistance", atLeastZero: true)
        spec.angularResistance = try number(behavior, "angularResistance", atLeastZero: true)
        spec.allowsRotation = try bool(behavior, "allowsRotation")
        spec.isAnchored = try bool(behavior, "isAnchored")
        spec.charge = try number(behavior, "charge")
        spec.linearVelocity = try point(behavior, "linearVelocity")
        spec.angularVelocity = try number(behavior, "angularVelocity")
        return spec
    }

    func push(_ behavior: BehaviorProperties) throws(SpecError) -> PushSpec {
        var spec = PushSpec()
        spec.items = try items(behavior)
        guard let modeNode = behavior["mode"] else {
            throw error("push needs `mode: continuous` or `mode: instantaneous`", at: behavior.node)
        }
        let text = try string(modeNode, "push mode")
        guard let mode = SpecParser.pushModes.first(where: { $0.0 == text })?.1 else {
            throw error("unknown push mode '\(text)'; use continuous or instantaneous", at: modeNode)
        }
        spec.mode = mode
        spec.active = try bool(behavior, "active")
        if behavior["pushDirection"] != nil {
            try checkExclusive(behavior, vector: "pushDirection")
            spec.pushDirection = try vector(behavior, "pushDirection")
        }
        spec.angle = try number(behavior, "angle")
        spec.magnitude = try number(behavior, "magnitude")
        spec.targetOffsetFromCenter = try offset(behavior, "targetOffsetFromCenter")
        return spec
    }

    func snap(_ behavior: BehaviorProperties) throws(SpecError) -> SnapSpec {
        let item = try requiredItem(behavior, "item")
        guard let key = try either(behavior, "snapPoint", "point"), let point = try point(behavior, key)
        else {
            throw error("snap needs `snapPoint: [x, y]`, the point the item settles at", at: behavior.node)
        }
        var spec = SnapSpec(item: item, snapPoint: point)
        if let damping = try number(behavior, "damping", atLeastZero: true) {
            guard damping <= 1 else {
                throw error(
                    "snap damping must be between 0 and 1, not \(PlumbSpec.number(damping))",
                    at: behavior["damping"]!)
            }
            spec.damping = damping
        }
        return spec
    }

    func attachment(_ behavior: BehaviorProperties) throws(SpecError) -> AttachmentSpec {
        var spec = AttachmentSpec(item: try requiredItem(behavior, "item"))
        if let node = behavior["kind"] {
            let text = try string(node, "attachment kind")
            guard let kind = AttachmentSpec.Kind(rawValue: text) else {
                throw error(
                    "unknown attachment kind '\(text)'; use \(AttachmentSpec.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
                    at: node)
            }
            spec.kind = kind
        }
        if let node = behavior["attachedTo"] {
            let other = try item(node, "attachment attachedTo")
            guard other.name != spec.item.name else {
                throw error("attachment attachedTo must be another item than '\(other.name)'", at: node)
            }
            spec.attachedTo = other
        }
        if let key = try either(behavior, "anchorPoint", "anchor") {
            spec.anchorPoint = try point(behavior, key)
        }
        spec.offsetFromCenter = try offset(behavior, "offsetFromCenter")
        spec.attachedOffsetFromCenter = try offset(behavior, "attachedOffsetFromCenter")
        spec.axisOfTranslation = try vector(behavior, "axisOfTranslation")
        spec.length = try number(behavior, "length", atLeastZero: true)
        spec.frequency = try number(behavior, "frequency", atLeastZero: true)
        spec.damping = try number(behavior, "damping", atLeastZero: true)
        spec.frictionTorque = try number(behavior, "frictionTorque", atLeastZero: true)
        if let node = behavior["attachmentRange"] {
            let values = try numbers(node, count: 2, "attachment attachmentRange ([minimum, maximum])").map {
                $0 ?? 0
            }
            guard values[0] <= 0, values[1] >= 0 else {
                throw error(
                    "attachment attachmentRange must contain 0 ([minimum ≤ 0, maximum ≥ 0]), not "
                        + "[\(PlumbSpec.number(values[0])), \(PlumbSpec.number(values[1]))]",
                    at: node)
            }
            spec.attachmentRange = FloatRange(minimum: values[0], maximum: values[1])
        }
        try checkShape(of: spec, behavior)
        return spec
    }

    /// Checks that the keys given make the attachment kind's initialiser (docs/dynamics.md §10.1).
    func checkShape(of spec: AttachmentSpec, _ behavior: BehaviorProperties) throws(SpecError) {
        let kind = spec.kind
        let needsAnchor: Bool? =
            switch kind {
            case .plain: spec.attachedTo == nil ? true : false
            case .sliding: true
            case .limit: false
            case .fixed, .pin: true
            }
        let needsSecondItem: Bool? =
            switch kind {
            case .plain, .sliding: nil
            case .limit, .fixed, .pin: true
            }
        let title = kind == .plain ? "attachment" : "a \(kind.rawValue) attachment"
        if needsSecondItem == true, spec.attachedTo == nil {
            throw error("\(title) needs `attachedTo:`, the second item", at: behavior.node)
        }
        if needsAnchor == true, spec.anchorPoint == nil {
            let what =
                kind == .plain
                ? "`anchorPoint: [x, y]` or `attachedTo:` (a second item)" : "`anchorPoint: [x, y]`"
            throw error("\(title) needs \(what)", at: behavior.node)
        }
        if needsAnchor == false,
            let node = behavior.properties["anchorPoint"]?.key ?? behavior.properties["anchor"]?.key
        {
            throw error("\(title) between two items takes no anchor point; remove it", at: node)
        }
        let offsetsAllowed = kind == .plain || kind == .limit
        for key in ["offsetFromCenter", "attachedOffsetFromCenter"] {
            if let node = behavior.properties[key]?.key {
                if !offsetsAllowed {
                    throw error(
                        "\(title) takes no \(key) (it is made at its anchor point); remove it", at: node)
                }
                if key == "attachedOffsetFromCenter", spec.attachedTo == nil {
                    throw error("attachedOffsetFromCenter goes with `attachedTo:`", at: node)
                }
            }
        }
        if kind == .sliding {
            guard let axis = spec.axisOfTranslation, let node = behavior["axisOfTranslation"] else {
                throw error(
                    "a sliding attachment needs `axisOfTranslation: [dx, dy]`, a unit vector",
                    at: behavior.node)
            }
            guard abs(axis.magnitude - 1) <= 1e-6 else {
                throw error(
                    "axisOfTranslation must be a unit vector, not one of length \(PlumbSpec.number(axis.magnitude))",
                    at: node)
            }
        } else if let node = behavior.properties["axisOfTranslation"]?.key {
            throw error(
                "only a sliding attachment takes axisOfTranslation; add `kind: sliding` or remove it",
                at: node)
        }
        if let node = behavior.properties["attachmentRange"]?.key, kind != .sliding, kind != .pin {
            throw error("only sliding and pin attachments take attachmentRange", at: node)
        }
        if let node = behavior.properties["frictionTorque"]?.key, kind != .pin {
            throw error("only a pin attachment takes frictionTorque", at: node)
        }
    }
}

extension SpecParser {
    func field(_ behavior: BehaviorProperties) throws(SpecError) -> FieldSpec {
        let kinds = FieldSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kindNode = behavior["kind"] else {
            throw error("field needs `kind:`, one of \(kinds)", at: behavior.node)
        }
        let text = try string(kindNode, "field kind")
        guard let kind = FieldSpec.Kind(rawValue: text) else {
            throw error("unknown field kind '\(text)'; use \(kinds)", at: kindNode)
        }
        var spec = FieldSpec(kind: kind)
        spec.items = try items(behavior)
        spec.position = try point(behavior, "position")
        spec.direction = try vector(behavior, "direction")
        spec.strength = try number(behavior, "strength")
        spec.falloff = try number(behavior, "falloff")
        spec.minimumRadius = try number(behavior, "minimumRadius", positive: true)
        spec.smoothness = try number(behavior, "smoothness", atLeastZero: true)
        if let smoothness = spec.smoothness, smoothness > 1, let node = behavior["smoothness"] {
            throw error(
                "field smoothness must be between 0 and 1, not \(PlumbSpec.number(smoothness))", at: node)
        }
        spec.animationSpeed = try number(behavior, "animationSpeed", atLeastZero: true)
        if let node = behavior["region"] { spec.region = try region(node) }
        if kind == .linearGravity || kind == .velocity, spec.direction == nil {
            throw error("a \(kind.rawValue) field needs `direction: [dx, dy]`", at: behavior.node)
        }
        if kind == .radialGravity, spec.position == nil {
            throw error("a radialGravity field needs `position: [x, y]`", at: behavior.node)
        }
        return spec
    }

    /// `{radius: r}` or `{size: [w, h]}`, optionally `inverse: true`.
    func region(_ node: Node) throws(SpecError) -> Region {
        var values: [String: Node] = [:]
        for (key, keyNode, value) in try mapping(node, "a field region") {
            try checkKey(key, keyNode, allowed: SpecGrammar.region.keyNames, in: "a field region")
            values[key] = value
        }
        var region: Region
        switch (values["radius"], values["size"]) {
        case (let radius?, nil):
            let r = try number(radius, "region radius")
            guard r >= 0 else {
                throw error("region radius must not be negative, not \(PlumbSpec.number(r))", at: radius)
            }
            region = Region(radius: r)
        case (nil, let size?):
            let v = try numbers(size, count: 2, "region size ([width, height])").map { $0 ?? 0 }
            guard v[0] >= 0, v[1] >= 0 else { throw error("region size must not be negative", at: size) }
            region = Region(size: Size(width: v[0], height: v[1]))
        default:
            throw error("a field region needs exactly one of `radius: r` and `size: [w, h]`", at: node)
        }
        if let inverse = values["inverse"] {
            guard case .bool(let flag) = try value(inverse, "inverse") else {
                throw error("region inverse must be true or false, not \(kindName(inverse))", at: inverse)
            }
            if flag { region = region.inverse() }
        }
        return region
    }
}
