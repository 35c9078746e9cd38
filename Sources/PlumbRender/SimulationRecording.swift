// SimulationRecording: a UIKit Dynamics run as plain values for `SimulationRenderer` — the laid-out
// tree, the dynamic items, every recorded frame's poses, and the fixed things to draw (boundaries,
// snap points, anchors, attachment lines) — so that the renderer knows no input format.

import Plumb
import PlumbDynamics

/// A recorded dynamics run over a laid-out view tree, as ``SimulationRenderer`` draws it.
public struct SimulationRecording {
    /// Where an item is in one frame.
    public struct Pose: Hashable, Sendable {
        /// The item's centre in the root's coordinates, in points.
        public var center: Point
        /// The item's rotation in radians, positive clockwise on screen.
        public var angle: Double

        /// A pose.
        public init(center: Point, angle: Double) {
            self.center = center
            self.angle = angle
        }
    }

    /// One recorded frame.
    public struct Frame: Sendable {
        /// The time since the run began, in seconds.
        public var time: Double
        /// Each item's pose, in the order of ``SimulationRecording/items``.
        public var poses: [Pose]

        /// A frame.
        public init(time: Double, poses: [Pose]) {
            self.time = time
            self.poses = poses
        }
    }

    /// Something fixed the picture shows, in the root's coordinates.
    public enum Guide {
        /// A collision boundary, drawn dashed.
        case boundary(BezierPath)
        /// A snap point, drawn as a cross.
        case snapPoint(Point)
        /// An attachment's anchor point, drawn as a dot.
        case anchor(Point)
    }

    /// An attachment drawn as a line that follows its items.
    public struct Attachment {
        /// The index in ``SimulationRecording/items`` of the (first) attached item.
        public var item: Int
        /// The attachment point on it, from its centre in its own coordinates.
        public var offset: Offset
        /// The index of the second item, nil for an attachment to an anchor.
        public var attachedItem: Int?
        /// The attachment point on the second item, from its centre.
        public var attachedOffset: Offset
        /// The anchor point in the root's coordinates (nil: the line starts at the item's point).
        public var anchorPoint: Point?

        /// An attachment of `item` to `attachedItem` or to `anchorPoint`.
        public init(
            item: Int, offset: Offset = Offset(horizontal: 0, vertical: 0), attachedItem: Int? = nil,
            attachedOffset: Offset = Offset(horizontal: 0, vertical: 0), anchorPoint: Point? = nil
        ) {
            self.item = item
            self.offset = offset
            self.attachedItem = attachedItem
            self.attachedOffset = attachedOffset
            self.anchorPoint = anchorPoint
        }
    }

    /// The laid-out tree (the reference view is its root) and the views to draw.
    public var panel: LayoutRenderer.Panel
    /// The dynamic items, in the order of each frame's poses.
    public var items: [View]
    /// The recorded frames, evenly spaced in time, the first at 0.
    public var frames: [Frame]
    /// The simulated time, in seconds.
    public var duration: Double
    /// The frames recorded per second.
    public var fps: Double
    /// When the animator paused, in seconds; nil if it did not.
    public var pausedAt: Double?
    /// The fixed boundaries, snap points and anchors, in drawing order.
    public var guides: [Guide]
    /// The attachments drawn as lines.
    public var attachments: [Attachment]

    /// A recording.
    public init(
        panel: LayoutRenderer.Panel, items: [View], frames: [Frame], duration: Double, fps: Double,
        pausedAt: Double? = nil, guides: [Guide] = [], attachments: [Attachment] = []
    ) {
        self.panel = panel
        self.items = items
        self.frames = frames
        self.duration = duration
        self.fps = fps
        self.pausedAt = pausedAt
        self.guides = guides
        self.attachments = attachments
    }
}
