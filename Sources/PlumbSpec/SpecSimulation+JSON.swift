// The JSON of `plumb simulate`, written by hand so that keys come in the documented order, items
// in spec order and one frame or event per line: the same run gives the same bytes every time.

import Plumb
import PlumbSolver

extension SpecSimulation {
    /// `{"fps":…,"frames":[{"t":…,"items":{"NAME":{"center":[x,y],"angle":a}}}…],"pausedAt":t|null,
    /// "events":[{"t":…,"kind":"began"|"ended","items":[…],"boundary":id|null}…]}`, one frame and
    /// one event per line. Times and angles are rounded to 1e-6 (s, rad); centres are the
    /// animator's pixel-rounded ones, exact.
    public var json: String {
        var text = "{\"fps\":\(number(fps)),\"frames\":["
        text += frames.map { frame in
            "\n{\"t\":\(NumberFormat.micro(frame.time)),\"items\":{"
                + zip(items, frame.poses).map { name, pose in
                    "\(quoted(name)):{\"center\":[\(number(pose.center.x)),\(number(pose.center.y))],"
                        + "\"angle\":\(NumberFormat.micro(pose.angle))}"
                }.joined(separator: ",") + "}}"
        }.joined(separator: ",")
        text += "\n],\"pausedAt\":\(pausedAt.map(NumberFormat.micro) ?? "null"),\"events\":["
        text += events.map { event in
            "\n{\"t\":\(NumberFormat.micro(event.time)),\"kind\":\(quoted(event.kind.rawValue)),\"items\":["
                + event.items.map(quoted).joined(separator: ",") + "],\"boundary\":"
                + (event.boundary.map(quoted) ?? "null") + "}"
        }.joined(separator: ",")
        text += events.isEmpty ? "]}" : "\n]}"
        return text
    }
}
