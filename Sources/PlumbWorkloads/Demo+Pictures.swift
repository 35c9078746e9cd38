// The demo's PNG pictures and GIF animation, beside its SVGs, when this build draws pictures (the
// package's PNG trait): each still picture as NAME.png, the animation as NAME.gif.

import PlumbRaster

extension Demo.Step {
    /// The step's pictures as files: `NAME.png` for each still picture and `NAME.gif` for the
    /// animation, at `scale` pixels per point; none when `Picture.isAvailable` is false.
    /// - Throws: `PictureError` when the rasteriser refuses (a scale other than 1…3).
    public func pictures(scale: Int = 1) throws(PictureError) -> [(name: String, bytes: [UInt8])] {
        guard Picture.isAvailable else { return [] }
        var files: [(name: String, bytes: [UInt8])] = []
        for (name, drawing) in drawings {
            files.append(("\(name).png", try Picture.png(drawing, scale: scale)))
        }
        if let (name, recording) = animation {
            files.append(("\(name).gif", try Picture.gif(recording, scale: scale)))
        }
        return files
    }
}
