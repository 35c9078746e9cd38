// The PNG snapshot strategy, for teams that want to see pixels: only in a build with the package's
// PNG trait (PlumbRaster's cairo renderer). A PNG's bytes depend on the cairo, pixman and libpng
// versions, so references are compared pixel by pixel with a per-channel tolerance
// (`PNGComparison`), never byte for byte.
//
// Design. The tree is laid out, drawn by `LayoutRenderer` into a `Drawing` and painted by
// `PNGRenderer`; the diffing decodes both PNGs and counts the pixels whose channels differ by more
// than the tolerance. A tree that cannot be painted (an image over 32767 pixels a side) snapshots
// as empty data, which the comparison reports as not a PNG, with the renderer's reason.

#if PNG
    import Foundation
    import Plumb
    import PlumbRaster
    import PlumbRender
    import SnapshotTesting

    extension Snapshotting where Value == View, Format == Data {
        /// The laid-out tree under the view painted as a PNG at 1 pixel per point, compared
        /// exactly (tolerance 0). Stored as `.png`. Only with the package trait `PNG`.
        ///
        /// ```swift
        /// assertSnapshot(of: root, as: .png)
        /// ```
        public static var png: Snapshotting { png() }

        /// The laid-out tree under the view painted as a PNG by `PNGRenderer`. Stored as `.png`.
        /// Only with the package trait `PNG`.
        /// - Parameters:
        ///   - scale: pixels per point: 1 (the default), 2 or 3.
        ///   - tolerance: how far, 0…255, a channel of a pixel may differ from the reference's
        ///     before the pixel counts as different (0 by default); use a few units when
        ///     references are recorded on a machine with another cairo.
        ///   - overlay: draw the constraints, broken constraints and ambiguous views too.
        /// - Complexity: O(views + pixels) per snapshot.
        public static func png(scale: Int = 1, tolerance: Int = 0, overlay: Bool = false) -> Snapshotting {
            let renderer = LayoutRenderer(overlay: overlay)
            let compare: (Data, Data) -> (String, [DiffAttachment])? = { reference, actual in
                do {
                    let comparison = try PNGComparison.compare(
                        expected: [UInt8](reference), actual: [UInt8](actual), tolerance: tolerance)
                    return comparison.message.map { ($0, []) }
                } catch {
                    return ("\(error)", [])
                }
            }
            let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }, diffV2: compare)
            return Snapshotting(pathExtension: "png", diffing: diffing) { (root: View) in
                root.layoutIfNeeded()
                return Data((try? PNGRenderer(scale: scale).png([root], renderer: renderer)) ?? [])
            }
        }
    }
#endif
