// libFuzzer entry point over the whole screen-spec path, as `plumb` runs it: every input is a spec
// file's text (its bytes as they are), parsed, built and laid out at its own size and at one other,
// reported as JSON and text, checked, drawn as SVG (plain, with the overlay, and with every list
// made), and, when it has a `dynamics:` section, simulated for a short time and drawn animated.
// Invalid input is a normal outcome (a `SpecError`); the fuzzer fails on a crash, a hang, or
// output a user's script could not read: JSON that strict JSON parsing rejects (a non-finite number
// printed as `inf` or `nan`), or `check` disagreeing with the layout's own diagnostics.

import CFuzzerDriver
import Foundation
import Plumb
import PlumbRender
import PlumbSpec
import PlumbSpecRender

/// SwiftPM links an executable's `main` to `<Module>_main`, which `-parse-as-library` does not
/// emit: this is it, handing control to libFuzzer's driver with the callback below.
@_cdecl("SpecFuzzer_main")
func fuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

/// libFuzzer's callback: runs one spec text through every stage (never crashes, never hangs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let spec = try? Spec(yaml: text, file: "fuzz.yaml") else { return 0 }
    let sizes = [Size(width: 320, height: 568), Size(width: 568, height: 320)]
    for requested in [[], sizes] {
        guard let layouts = try? SpecReport.layouts(spec, sizes: requested) else { continue }
        for layout in layouts {
            requireStrictJSON(layout.json, "layout")
            _ = layout.text
        }
        if let check = try? SpecReport.check(spec, sizes: requested) {
            precondition(
                check.failed == layouts.contains(where: \.hasFailures),
                "plumb check disagrees with the layout's diagnostics")
        }
        _ = LayoutRenderer().svg(layouts.map(\.panel))
        _ = LayoutRenderer(overlay: true).svg(layouts.map(\.panel))
        _ = LayoutRenderer(clipsScrollViews: false).svg(layouts.map { $0.showingFullContent().panel })
    }
    if !spec.dynamics.isEmpty, let run = try? SpecSimulation(spec, duration: 0.25, fps: 30) {
        requireStrictJSON(run.json, "simulate")
        _ = SimulationRenderer().svg(run.recording)
    }
    return 0
}

/// Traps unless `text` is one strict JSON value (Foundation rejects `inf` and `nan`).
func requireStrictJSON(_ text: String, _ command: String) {
    do {
        _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
        fatalError("plumb \(command) printed JSON that does not parse: \(error)\n\(text.prefix(2000))")
    }
}
