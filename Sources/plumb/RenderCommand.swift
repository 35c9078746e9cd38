// RenderCommand: `plumb render SPEC -o OUT.svg [--size WxH]... [--overlay]`.

import ArgumentParser
import Foundation
import PlumbInterfaceBuilder
import PlumbRender
import PlumbSpec
import PlumbSpecRender

/// `plumb render`: an SVG picture of a screen spec laid out at one or more sizes.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a screen spec, laid out at one or more sizes, as an SVG picture.",
        discussion: """
            Lays out SPEC at each --size (the spec's size by default), as plumb layout does, and writes \
            one SVG with a panel per size, side by side, captioned "320 × 568": every view at its frame, \
            filled with its background ("#rrggbb" or "#rgb") or outlined, and the text of labels, buttons \
            and text fields at their lines and baselines in DejaVu Sans at the font's size (the font the \
            text was measured with; each line has its measured width as textLength, so it fits its frame \
            in any viewer).

            --overlay also draws every constraint of the spec (a line between the edges or centres it \
            relates, a bar for a width or height; blue), a required constraint that does not hold, the \
            one broken to recover from a conflict, in red, and a dashed orange outline around each \
            ambiguous view, with a legend; captions count the failures.

            Scroll views and lists show the visible part of their content, clipped as UIKit clips \
            them; --full draws their whole content instead, scrolled to the top, every cell of a list \
            made, overflowing the panel.

            A .xib or .storyboard file draws each scene (--scene ID: that one) at its design size (or \
            each --size), one panel per scene and size, side by side; the overlay titles each constraint \
            with its IB id and line and names ambiguous views by user label or IB id.

            -o - writes the SVG to standard output. Exit status: 0 when the picture is written (whatever \
            the diagnostics; use plumb check for CI), 2 for invalid input (FILE:LINE:COLUMN: error: … on \
            standard error) or a file that cannot be written.
            """
    )

    @Argument(help: "The screen spec (YAML or JSON), or a .xib or .storyboard file.")
    var spec: String

    @OptionGroup var interfaceBuilder: InterfaceBuilderArguments

    @Option(name: [.customShort("o"), .long], help: "The SVG file to write; - for standard output.")
    var output: String

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help:
            "A root size such as 320x568 (each side 0…1e10 points), overriding the spec's size; repeat for several sizes."
    )
    var size: [SizeArgument] = []

    @Option(name: .long, help: "ltr or rtl: the layout direction, overriding the spec's layoutDirection.")
    var direction: DirectionArgument?

    func validate() throws { try SizeArgument.validate(size) }

    @Flag(name: .long, help: "Draw the constraints, broken constraints and ambiguous views.")
    var overlay = false

    @Flag(name: .long, help: "Draw the whole content of scroll views and lists, not only the visible part.")
    var full = false

    func run() throws {
        var svg = ""
        guard !isInterfaceBuilderFile(spec) else {
            try withDocument(at: spec) { document throws(InterfaceBuilderSceneError) in
                let layouts = InterfaceBuilderReport.layouts(
                    try InterfaceBuilderReport.scenes(of: document, id: interfaceBuilder.scene),
                    sizes: size.map(\.size), options: interfaceBuilder.options(direction: direction))
                svg = LayoutRenderer(overlay: overlay, clipsScrollViews: !full).svg(
                    layouts.map { panel($0.layout, title: "\($0.scene.id) (\($0.scene.className))") })
            }
            return try writeOutput(svg, to: output)
        }
        try withSpec(at: spec, direction: direction) { spec throws(SpecError) in
            var layouts = try SpecReport.layouts(
                spec, sizes: size.map(\.size), measurer: commandTextMeasurer())
            if full { layouts = layouts.map { $0.showingFullContent() } }
            svg = LayoutRenderer(overlay: overlay, clipsScrollViews: !full).svg(layouts.map(\.panel))
        }
        try writeOutput(svg, to: output)
    }
}

/// A scene's panel: its views in document order, its constraints titled with IB ids and lines,
/// `title` in the caption.
func panel(_ layout: InterfaceBuilderLayout, title: String) -> LayoutRenderer.Panel {
    let annotations = RenderAnnotations(
        views: layout.entries.map(\.view),
        constraints: layout.titledConstraints.map { .init($0.constraint, source: $0.title, line: $0.line) },
        ambiguousViews: layout.namedAmbiguousViews.map {
            .init($0.view, name: $0.name, variables: $0.variables)
        },
        unsatisfiableCount: layout.unsatisfiableCount, title: title)
    return LayoutRenderer.Panel(root: layout.root, annotations: annotations)
}

/// Writes `text` to the file at `path` (standard output for `-`); a file that cannot be written is
/// `PATH:1:1: error: …` on standard error and exit status 2, as is a directory.
func writeOutput(_ text: String, to path: String) throws {
    if path == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        FileHandle.standardError.write(
            Data(
                "\(path):1:1: error: this is a directory, not a file; give -o the path of a file to write\n"
                    .utf8))
        throw ExitCode(2)
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
        FileHandle.standardError.write(
            Data("\(path):1:1: error: cannot write the file; check that its directory exists\n".utf8))
        throw ExitCode(2)
    }
}
