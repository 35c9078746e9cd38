import Foundation
import Plumb
import PlumbInterfaceBuilder

/// The Interface Builder fixtures of Tests/Fixtures/InterfaceBuilder.
enum Fixture {
    /// The fixtures directory.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InterfaceBuilder")

    /// The URL of a fixture.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// A fixture document.
    static func document(_ name: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOf: url(name))
    }

    /// The hand-written fixtures whose unflagged views must lay out at their stored frames.
    static let matching = [
        "constraints.storyboard", "controls.xib", "stacks.storyboard", "scroll.storyboard", "cells.xib",
        "variations.storyboard", "misc.xib", "bars.storyboard",
    ]

    /// `true` when the two rectangles are equal within `tolerance` in each coordinate.
    static func equal(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}
