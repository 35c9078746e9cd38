// Which durations and frame rates a simulation accepts, with the message `plumb simulate` prints
// for the others (its --duration and --fps).

import PlumbSolver

extension SpecSimulation {
    /// Why a run of `duration` seconds recording `fps` frames per second cannot be made, as a
    /// message naming `plumb simulate`'s options (`--duration must be a number of seconds ≥ 0,
    /// not -1`); nil when ``init(_:duration:fps:measurer:)`` accepts it: 0 ≤ `duration` ≤
    /// ``maximumDuration``, `fps` > 0, both finite, and `duration · fps` ≤ ``maximumFrames``.
    /// - Complexity: O(1).
    public static func runLengthProblem(duration: Double, fps: Double) -> String? {
        let seconds = NumberFormat.shortest(duration)
        guard duration.isFinite, duration >= 0 else {
            return "--duration must be a number of seconds ≥ 0, not \(seconds)"
        }
        guard fps.isFinite, fps > 0 else {
            return "--fps must be a number of frames per second > 0, not \(NumberFormat.shortest(fps))"
        }
        guard duration <= maximumDuration else {
            return "--duration \(seconds) is beyond the limit of 3600 seconds (an hour of simulated time); "
                + "simulate less"
        }
        guard duration * fps <= maximumFrames else {
            return "--duration \(seconds) at --fps \(NumberFormat.shortest(fps)) records "
                + "\(Int(duration * fps)) frames, beyond the limit of 100000; lower --duration or --fps"
        }
        return nil
    }
}
