// The durations and frame rates a simulation accepts, and the messages for the others.

import PlumbSpec
import Testing

@Suite("Simulation run length")
struct SpecSimulationRunLengthTests {
    @Test(
        "Runs inside the limits are accepted",
        arguments: [(0.0, 60.0), (5, 60), (3600, 27.7), (1, 100_000)])
    func accepted(duration: Double, fps: Double) {
        #expect(SpecSimulation.runLengthProblem(duration: duration, fps: fps) == nil)
    }

    @Test(
        "Each problem has its message, the first one found",
        arguments: [
            (-1.0, 60.0, "--duration must be a number of seconds ≥ 0, not -1"),
            (.nan, 0, "--duration must be a number of seconds ≥ 0, not nan"),
            (1, 0, "--fps must be a number of frames per second > 0, not 0"),
            (1, .infinity, "--fps must be a number of frames per second > 0, not inf"),
            (
                3600.5, 1,
                "--duration 3600.5 is beyond the limit of 3600 seconds (an hour of simulated time); simulate less"
            ),
            (
                2000, 60,
                "--duration 2000 at --fps 60 records 120000 frames, beyond the limit of 100000; lower --duration or --fps"
            ),
        ])
    func rejected(duration: Double, fps: Double, message: String) {
        #expect(SpecSimulation.runLengthProblem(duration: duration, fps: fps) == message)
    }
}
