import Plumb

/// Several items that move as one rigid body (UIKit's `UIDynamicItemGroup`, docs/dynamics.md §3.4).
///
/// Add the group, not its members, to behaviours. Its bounds are the union of the members' frames
/// (their bounding boxes at creation), its centre that rectangle's centre; the body has one
/// collision shape per member, placed and turned as the member was, and the mass of all of them.
/// The animator writes the group's centre and rotation, and the group moves each member: its
/// centre follows the rigid motion and its transform becomes the group's rotation plus its own
/// initial one. Groups cannot nest.
public final class DynamicItemGroup: DynamicItem {
    /// The members, in the order given.
    public let items: [any DynamicItem]
    /// Each member's offset from the group centre and rotation when the group was made.
    let placements: [(offset: Point, angle: Double)]
    /// The union of the members' frames at creation, with its origin at (0, 0).
    public let bounds: Rect
    private var storedCenter: Point
    private var storedTransform = AffineTransform.identity

    /// Groups `items` (at least one, none of them a group).
    public init(items: [any DynamicItem]) {
        precondition(!items.isEmpty, "DynamicItemGroup needs at least one item")
        precondition(!items.contains { $0 is DynamicItemGroup }, "DynamicItemGroup cannot contain a group")
        self.items = items
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for item in items {
            let t = item.transform
            let w = item.bounds.width / 2
            let h = item.bounds.height / 2
            let ex = abs(t.a) * w + abs(t.c) * h
            let ey = abs(t.b) * w + abs(t.d) * h
            minX = min(minX, item.center.x - ex)
            maxX = max(maxX, item.center.x + ex)
            minY = min(minY, item.center.y - ey)
            maxY = max(maxY, item.center.y + ey)
        }
        let center = Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        storedCenter = center
        bounds = Rect(x: 0, y: 0, width: maxX - minX, height: maxY - minY)
        placements = items.map {
            (Point(x: $0.center.x - center.x, y: $0.center.y - center.y), $0.transform.rotationAngle)
        }
    }

    /// The group's centre; setting it moves every member with the group's current rotation.
    public var center: Point {
        get { storedCenter }
        set {
            storedCenter = newValue
            placeMembers()
        }
    }

    /// The group's rotation; setting it turns every member about the group's centre.
    public var transform: AffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            placeMembers()
        }
    }

    private func placeMembers() {
        let rotation = AffineTransform(rotationAngle: storedTransform.rotationAngle)
        for (item, placement) in zip(items, placements) {
            let d = rotation.apply(to: placement.offset)
            item.center = Point(x: storedCenter.x + d.x, y: storedCenter.y + d.y)
            item.transform = AffineTransform(rotationAngle: storedTransform.rotationAngle + placement.angle)
        }
    }
}
