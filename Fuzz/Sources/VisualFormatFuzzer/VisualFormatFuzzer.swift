// libFuzzer entry point: every input is a format string (its bytes as they are, any encoding),
// parsed in a small tree with views, metrics and options taken from the input's first bytes.
// The parser must never crash or hang; a parse error is a normal outcome. Accepted formats are
// activated and laid out, so the constraints they make are also exercised.

import CFuzzerDriver
import Plumb

/// SwiftPM links an executable's `main` to `<Module>_main`, which `-parse-as-library` does not
/// emit: this is it, handing control to libFuzzer's driver with the callback below.
@_cdecl("VisualFormatFuzzer_main")
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

/// libFuzzer's callback: parses one input (never crashes, never hangs).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    // Options: one byte selects alignment bits, direction and spacing.
    var raw: UInt = 0
    if first & 1 != 0 { raw |= 1 << 3 }
    if first & 2 != 0 { raw |= 1 << 1 }
    if first & 4 != 0 { raw |= 1 << 10 }
    raw |= UInt((first >> 3) & 3) << 16
    if first & 32 != 0 { raw |= 1 << 19 }
    let options = LayoutConstraint.FormatOptions(rawValue: raw)
    let profiles: [SpacingProfile] = [.ios7, .ios8, .ios11]
    let format = String(decoding: bytes.dropFirst(), as: UTF8.self)

    let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 568))
    root.spacingProfile = profiles[Int(first >> 6) % 3]
    root.diagnosticHandler = { _ in }
    var views: [String: LayoutItem] = [:]
    for name in ["a", "b", "c", "view", "_v"] {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[name] = view
    }
    views["orphan"] = View()
    let metrics: [String: Double] = ["m": 8, "p": 750, "z": 0, "neg": -3, "big": 1e300]
    do {
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        if constraints.allSatisfy({ $0.priority.rawValue > 0 }) {
            try? LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
    } catch {
        _ = error.description
    }
    return 0
}
