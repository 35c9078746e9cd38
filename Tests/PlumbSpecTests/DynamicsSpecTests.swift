import Plumb
import PlumbDynamics
import PlumbSpec
import Testing

/// The `dynamics:` section: what it parses into, the run it makes, and every class of invalid input
/// as `FILE:LINE:COLUMN: error: …` at the exact position.
@Suite("Spec dynamics")
struct DynamicsSpecTests {
    /// The views every case below refers to; `dynamics:` is line 6.
    static let views = """
        size: [320, 568]
        views:
          - {name: red, frame: [135, 259, 50, 50]}
          - {name: green, frame: [135, 309, 50, 50]}
          - {name: flat, frame: [0, 0, 50, 0]}
        dynamics:

        """

    /// The error a `dynamics:` body gives, parsing the spec and running it for 0 s.
    static func error(_ dynamics: String, prefix: String = views) -> String? {
        do {
            let spec = try Spec(yaml: prefix + dynamics, file: "s.yaml")
            _ = try SpecSimulation(spec, duration: 0)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("the issue's example parses into its six behaviours with their values and positions")
    func issueExample() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views:
                  - {name: red,   frame: [135, 259, 50, 50], background: "#ff0000"}
                  - {name: green, frame: [135, 309, 50, 50], background: "#00ff00"}
                dynamics:
                  - gravity: {items: [red, green], magnitude: 1.0}          # or angle:, or direction: [dx, dy]
                  - collision: {items: [red, green], translatesReferenceBoundsIntoBoundary: true,
                                boundaries: [{identifier: shelf, from: [0, 400], to: [200, 450]}]}
                  - itemBehavior: {items: [red], elasticity: 0.5, friction: 0.2, density: 1, resistance: 0}
                  - push: {items: [green], mode: instantaneous, magnitude: 1.0, angle: 0}
                  - snap: {item: red, point: [80, 252], damping: 0.5}
                  - attachment: {item: red, anchor: [160, 100], length: 200, frequency: 0, damping: 0}
                """, file: "s.yaml")
        try #require(spec.dynamics.count == 6)
        #expect(
            spec.dynamics.map(\.location)
                == (6...12).filter { $0 != 8 }.map { SpecLocation(line: $0, column: 5) })
        guard case .gravity(let gravity) = spec.dynamics[0].kind else {
            Issue.record("gravity")
            return
        }
        #expect(
            gravity.items == [
                SpecItemReference("red", location: SpecLocation(line: 6, column: 23)),
                SpecItemReference("green", location: SpecLocation(line: 6, column: 28)),
            ])
        #expect(gravity.magnitude == 1 && gravity.angle == nil && gravity.gravityDirection == nil)
        guard case .collision(let collision) = spec.dynamics[1].kind else {
            Issue.record("collision")
            return
        }
        #expect(collision.translatesReferenceBoundsIntoBoundary == true)
        #expect(collision.collisionMode == nil)
        #expect(collision.boundaries.map(\.identifier) == ["shelf"])
        #expect(
            collision.boundaries[0].path.polylines.map(\.points) == [
                [Point(x: 0, y: 400), Point(x: 200, y: 450)]
            ])
        guard case .itemBehavior(let item) = spec.dynamics[2].kind else {
            Issue.record("itemBehavior")
            return
        }
        #expect(item.elasticity == 0.5 && item.friction == 0.2 && item.density == 1 && item.resistance == 0)
        #expect(item.angularResistance == nil && item.allowsRotation == nil)
        guard case .push(let push) = spec.dynamics[3].kind else {
            Issue.record("push")
            return
        }
        #expect(push.mode == .instantaneous && push.magnitude == 1 && push.angle == 0 && push.active == nil)
        guard case .snap(let snap) = spec.dynamics[4].kind else {
            Issue.record("snap")
            return
        }
        #expect(snap.item.name == "red" && snap.snapPoint == Point(x: 80, y: 252) && snap.damping == 0.5)
        guard case .attachment(let attachment) = spec.dynamics[5].kind else {
            Issue.record("attachment")
            return
        }
        #expect(attachment.kind == .plain && attachment.item.name == "red" && attachment.attachedTo == nil)
        #expect(attachment.anchorPoint == Point(x: 160, y: 100) && attachment.length == 200)
        #expect(attachment.frequency == 0 && attachment.damping == 0)
    }

    @Test("the other spellings and shapes: gravityDirection, snapPoint, anchorPoint, pin, boundary paths")
    func otherForms() throws {
        let spec = try Spec(
            yaml: Self.views + """
                  - gravity: {items: [red], gravityDirection: [0, 0.5]}
                  - collision:
                      items: [red, green]
                      collisionMode: boundaries
                      referenceBoundsInsets: [10, 0, 0, 0]
                      boundaries:
                        - {identifier: box, rect: [0, 0, 10, 10]}
                        - {identifier: ring, ovalIn: [0, 0, 10, 10]}
                        - {identifier: zig, points: [[0, 0], [5, 5], [10, 0]], closed: true}
                  - attachment: {kind: pin, item: red, attachedTo: green, anchorPoint: [160, 309], attachmentRange: [-0.5, 0.5]}
                  - attachment: {kind: sliding, item: green, anchorPoint: [160, 334], axisOfTranslation: [0, 1]}
                  - snap: {item: green, snapPoint: [1, 2]}
                """, file: "s.yaml")
        try #require(spec.dynamics.count == 5)
        guard case .gravity(let gravity) = spec.dynamics[0].kind,
            case .collision(let collision) = spec.dynamics[1].kind,
            case .attachment(let pin) = spec.dynamics[2].kind,
            case .attachment(let sliding) = spec.dynamics[3].kind,
            case .snap(let snap) = spec.dynamics[4].kind
        else {
            Issue.record("kinds")
            return
        }
        #expect(gravity.gravityDirection == Vector(dx: 0, dy: 0.5))
        #expect(collision.collisionMode == .boundaries)
        #expect(collision.referenceBoundsInsets == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(collision.boundaries.map(\.identifier) == ["box", "ring", "zig"])
        #expect(collision.boundaries[2].path.polylines.map(\.isClosed) == [true])
        #expect(pin.kind == .pin && pin.attachedTo?.name == "green")
        #expect(pin.attachmentRange == FloatRange(minimum: -0.5, maximum: 0.5))
        #expect(sliding.kind == .sliding && sliding.axisOfTranslation == Vector(dx: 0, dy: 1))
        #expect(snap.snapPoint == Point(x: 1, y: 2))
    }

    @Test("a view laid out by constraints is an item at its laid-out frame")
    func constrainedItem() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views:
                  - {name: bob}
                constraints:
                  - "H:|-(230)-[bob(20)]"
                  - "V:|-(290)-[bob(40)]"
                dynamics:
                  - gravity: {items: [bob], angle: 0, magnitude: 0.5}
                """, file: "s.yaml")
        let run = try SpecSimulation(spec, duration: 1, fps: 10)
        #expect(run.items == ["bob"])
        #expect(run.sizes == [Size(width: 20, height: 40)])
        #expect(run.frames.count == 11)
        #expect(run.frames.map(\.time) == (0...10).map { Double($0) / 10 })
        #expect(run.frames[0].poses == [SpecSimulation.Pose(center: Point(x: 240, y: 310), angle: 0)])
        // 500 pt/s² to the right for 1 s: x = ½·500·t² (+ the 1/240 s Euler term ½·a·h·t ≈ 1.04),
        // written on the 0.5 pt grid.
        let x = run.frames[10].poses[0].center.x
        #expect(abs(x - (240 + 250 + 0.5 * 500 / 240)) <= 0.25 + 1e-9)
        #expect(run.frames[10].poses[0].center.y == 310)
        #expect(run.pausedAt == nil)
    }

    @Test("the seed scene (docs/dynamics.md §16) settles at (160, 543) and (160, 493) and pauses once")
    func seedScene() throws {
        let spec = try Spec(
            yaml: """
                size: [320, 568]
                views:
                  - {name: red,   frame: [135, 259, 50, 50]}
                  - {name: green, frame: [135, 309, 50, 50]}
                dynamics:
                  - gravity: {items: [red, green]}
                  - collision: {items: [red, green], translatesReferenceBoundsIntoBoundary: true}
                """, file: "s.yaml")
        let run = try SpecSimulation(spec, duration: 3)
        let last = try #require(run.frames.last)
        #expect(last.time == 3)
        #expect(abs(last.poses[0].center.x - 160) <= 0.5 && abs(last.poses[0].center.y - 493) <= 0.5)
        #expect(abs(last.poses[1].center.x - 160) <= 0.5 && abs(last.poses[1].center.y - 543) <= 0.5)
        #expect(last.poses.allSatisfy { abs($0.angle) < 0.001 })
        #expect(run.pausedAt.map { $0 >= 1.1 && $0 <= 1.3 } == true)
        #expect(run.events.map(\.kind) == [.began, .began])
        #expect(run.events.map(\.items) == [["red", "green"], ["green"]])
        #expect(run.events.map(\.boundary) == [nil, nil])
        #expect(run.events.map(\.isBoundary) == [false, true])
    }

    @Test("a field: kind names the factory; a velocity field moves its item at strength × direction")
    func field() throws {
        let spec = try Spec(
            yaml: Self.views + """
                  - field: {kind: velocity, items: [red], direction: [1, 0], strength: 200, region: {radius: 1000}}
                  - field: {kind: radialGravity, items: [green], position: [0, 0], region: {size: [10, 10], inverse: true}, falloff: 1, minimumRadius: 2}
                """, file: "s.yaml")
        guard case .field(let velocity) = spec.dynamics[0].kind,
            case .field(let radial) = spec.dynamics[1].kind
        else {
            Issue.record("kinds")
            return
        }
        #expect(
            velocity.kind == .velocity && velocity.direction == Vector(dx: 1, dy: 0)
                && velocity.strength == 200)
        #expect(velocity.region == Region(radius: 1000))
        #expect(radial.kind == .radialGravity && radial.position == Point(x: 0, y: 0))
        #expect(radial.region == Region(size: Size(width: 10, height: 10)).inverse())
        #expect(radial.falloff == 1 && radial.minimumRadius == 2)
        let run = try SpecSimulation(
            Spec(
                yaml: Self.views
                    + "  - field: {kind: velocity, items: [red], direction: [1, 0], strength: 200}\n",
                file: "s.yaml"),
            duration: 1, fps: 10)
        // v = (200, 0) pt/s from the first step: 200 pt in 1 s, on the 0.5 pt grid.
        let pose = try #require(run.frames.last?.poses.first)
        #expect(abs(pose.center.x - 360) <= 0.5 && pose.center.y == 284)
    }

    static let cases: [(String, String)] = [
        (
            "  - gravty: {items: [red]}\n",
            "s.yaml:7:5: error: unknown behaviour 'gravty' in dynamics; use gravity, collision, itemBehavior, push, snap, attachment, field"
        ),
        (
            "  - gravity: {items: [red], strength: 2}\n",
            "s.yaml:7:29: error: unknown key 'strength' in gravity; valid keys: items, gravityDirection, direction, angle, magnitude"
        ),
        (
            "  - gravity: {items: [red], magnitude: strong}\n",
            "s.yaml:7:40: error: gravity magnitude must be a number, not the string 'strong'"
        ),
        (
            "  - gravity: {items: [red, gren]}\n",
            "s.yaml:7:28: error: unknown view 'gren' in gravity items; views are named in `views:` (did you mean 'green'?)"
        ),
        (
            "  - gravity: {items: red}\n",
            "s.yaml:7:22: error: gravity items must be a list ([…] or lines starting with '- '), not the string 'red'"
        ),
        (
            "  - gravity: {items: [flat]}\n",
            "s.yaml:7:23: error: 'flat' is 50 × 0 after layout; a dynamic item needs a non-zero width and height (give it a frame, constraints or an intrinsic size)"
        ),
        (
            "  - gravity: {items: [root]}\n",
            "s.yaml:7:23: error: 'root' cannot be a dynamic item: it is the reference view; name one of its subviews"
        ),
        (
            "  - gravity: {items: [red], direction: [0, 1], angle: 1}\n",
            "s.yaml:7:48: error: gravity has both `direction:` and `angle:`; give the vector or angle and magnitude"
        ),
        (
            "  - {gravity: {items: [red]}, collision: {items: [red]}}\n",
            "s.yaml:7:5: error: each entry of dynamics must be a mapping with one key, the behaviour (e.g. `- gravity: {items: [a]}`), not 2 keys"
        ),
        (
            "  - gravity\n",
            "s.yaml:7:5: error: a behaviour of dynamics must be a mapping (key: value), not the string 'gravity'"
        ),
        (
            "  - collision: {items: [red], translatesReferenceBoundsIntoBoundary: 1}\n",
            "s.yaml:7:70: error: collision translatesReferenceBoundsIntoBoundary must be true or false, not a number"
        ),
        (
            "  - collision: {items: [red], collisionMode: all}\n",
            "s.yaml:7:46: error: unknown collisionMode 'all'; use items, boundaries or everything"
        ),
        (
            "  - collision: {items: [red], boundaries: [{identifier: a, from: [0, 0]}]}\n",
            "s.yaml:7:44: error: boundary 'a' needs `to: [x, y]` with `from:`"
        ),
        (
            "  - collision: {items: [red], boundaries: [{from: [0, 0], to: [1, 1]}]}\n",
            "s.yaml:7:44: error: a boundary needs `identifier:`, the name its contacts are reported with"
        ),
        (
            "  - collision: {items: [red], boundaries: [{identifier: a, rect: [0, 0, 1, 1]}, {identifier: a, from: [0, 0], to: [1, 1]}]}\n",
            "s.yaml:7:81: error: duplicate boundary identifier 'a'; give each boundary its own"
        ),
        (
            "  - itemBehavior: {items: [red], density: 0}\n",
            "s.yaml:7:43: error: itemBehavior density must be greater than 0, not 0"
        ),
        (
            "  - itemBehavior: {items: [red], friction: -1}\n",
            "s.yaml:7:44: error: itemBehavior friction must not be negative, not -1"
        ),
        (
            "  - itemBehavior: {items: [red], linearVelocity: [1, 2, 3]}\n",
            "s.yaml:7:50: error: itemBehavior linearVelocity must be a list of 2 numbers, not 3"
        ),
        (
            "  - push: {items: [red]}\n",
            "s.yaml:7:5: error: push needs `mode: continuous` or `mode: instantaneous`"
        ),
        (
            "  - push: {items: [red], mode: once}\n",
            "s.yaml:7:32: error: unknown push mode 'once'; use continuous or instantaneous"
        ),
        (
            "  - snap: {item: red}\n",
            "s.yaml:7:5: error: snap needs `snapPoint: [x, y]`, the point the item settles at"
        ),
        (
            "  - snap: {item: red, point: [0, 0], damping: 2}\n",
            "s.yaml:7:47: error: snap damping must be between 0 and 1, not 2"
        ),
        (
            "  - snap: {item: red, point: [0, 0], snapPoint: [1, 1]}\n",
            "s.yaml:7:23: error: snap has both `snapPoint:` and `point:`; write one of them"
        ),
        (
            "  - attachment: {item: red}\n",
            "s.yaml:7:5: error: attachment needs `anchorPoint: [x, y]` or `attachedTo:` (a second item)"
        ),
        (
            "  - attachment: {kind: rope, item: red, attachedTo: green}\n",
            "s.yaml:7:24: error: unknown attachment kind 'rope'; use plain, sliding, limit, fixed, pin"
        ),
        (
            "  - attachment: {kind: pin, item: red, attachedTo: green}\n",
            "s.yaml:7:5: error: a pin attachment needs `anchorPoint: [x, y]`"
        ),
        (
            "  - attachment: {item: red, attachedTo: red}\n",
            "s.yaml:7:41: error: attachment attachedTo must be another item than 'red'"
        ),
        (
            "  - attachment: {kind: sliding, item: red, anchor: [0, 0], axisOfTranslation: [1, 1]}\n",
            "s.yaml:7:79: error: axisOfTranslation must be a unit vector, not one of length 1.4142135623730951"
        ),
        (
            "  - attachment: {item: red, anchor: [0, 0], attachmentRange: [1, 2]}\n",
            "s.yaml:7:62: error: attachment attachmentRange must contain 0 ([minimum ≤ 0, maximum ≥ 0]), not [1, 2]"
        ),
        (
            "  - field: {items: [red]}\n",
            "s.yaml:7:5: error: field needs `kind:`, one of linearGravity, radialGravity, spring, drag, velocity, vortex, electric, magnetic, noise, turbulence"
        ),
        (
            "  - field: {kind: linearGravity, items: [red]}\n",
            "s.yaml:7:5: error: a linearGravity field needs `direction: [dx, dy]`"
        ),
        (
            "  - field: {kind: drag, items: [red], region: {radius: 1, size: [1, 1]}}\n",
            "s.yaml:7:47: error: a field region needs exactly one of `radius: r` and `size: [w, h]`"
        ),
        (
            "  - field: {kind: drag, items: [red], minimumRadius: 0}\n",
            "s.yaml:7:54: error: field minimumRadius must be greater than 0, not 0"
        ),
    ]

    @Test("invalid dynamics input names the file, line and column, and says how to fix it", arguments: cases)
    func errors(dynamics: String, expected: String) {
        #expect(Self.error(dynamics) == expected)
    }

    @Test("dynamics: must be a list")
    func notAList() {
        #expect(
            Self.error("", prefix: "size: [1, 2]\ndynamics: {gravity: {}}\n")
                == "s.yaml:2:11: error: dynamics must be a list ([…] or lines starting with '- '), not a mapping"
        )
    }
}
