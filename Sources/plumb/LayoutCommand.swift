// LayoutCommand: `plumb layout SPEC|FILE.xib|FILE.storyboard [--size WxH]... [--format json|text]`.

import ArgumentParser
import PlumbInterfaceBuilder
import PlumbSpec

/// `plumb layout`: a screen spec's frames and diagnostics at one or more sizes.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract:
            "Lay out a screen spec or an Interface Builder file and print every view's frames and the diagnostics.",
        discussion: """
            SPEC is a YAML (or JSON) screen spec (docs/spec-format.md): size, spacing (ios7|ios8|ios11), \
            metrics, layoutDirection, safeArea, layoutGuides, layoutMargins, insetsLayoutMarginsFromSafeArea, \
            views (name, kind, background, intrinsicSize, \
            hugging, compressionResistance, frame, autoresizing, subviews, semanticContentAttribute, \
            layoutMargins or directionalLayoutMargins, insetsLayoutMarginsFromSafeArea, layoutGuides, \
            control properties) and constraints (VFL strings, equations such as \
            "a.width == 0.5 * b.width + 10 @750" or "a.top == root.safeArea.top", or {vfl:, options:, metrics:}).

            JSON output, one line per size:
              {"size":{"width":W,"height":H},
               "views":{"NAME":{"superview":"NAME"|null,"frame":{"x","y","width","height"},"absoluteFrame":{…}}},
               "diagnostics":[{"kind":"unsatisfiable"|"ambiguous"|…,"message":…,
                               "constraints":[{"spec":…,"line":N,"constraint":…}],…}]}
            A spec with layoutGuides also has "guides":{"NAME":{"owningView":"NAME","layoutFrame":{…},\
            "absoluteFrame":{…}}} after "views". \
            Views come in spec order, the root ("root") first; frame is in the superview's space, \
            absoluteFrame in the root's, both unrounded. Several --size options print a JSON array with one \
            object per size. --format text prints a frame table.

            --constraints adds "constraints":[{"firstItem","firstAttribute","relation","secondItem", \
            "secondAttribute","multiplier","constant","priority","identifier","spec","line"}] after the \
            diagnostics: every active constraint, view by view in tree order as UIKit's view.constraints \
            lists them (those a view holds in activation order, then its intrinsic size, its subviews' \
            autoresizing masks and the root size), each with the spec entry and line that made it; an \
            intrinsic-size constraint also has "huggingPriority" and "compressionResistancePriority".

            A .xib or .storyboard file (docs/interface-builder.md) prints one JSON object per scene and \
            size, one per line, each scene at its design size unless --size is given:
              {"scene":ID,"size":{"width":W,"height":H},
               "views":{IB_ID:{"superview":IB_ID|null,"class":"UILabel","label":userLabel|null,
                               "frame":{…},"absoluteFrame":{…}}},
               "diagnostics":[{"kind":…,"message":…,"constraints":[{"id":IB_ID|null,"line":N,"constraint":…}],…}]}
            SCENE_ID is the view controller's id in a storyboard, the top-level view's id in a xib; views \
            are keyed by IB's id in document order (an id-less view, such as an old collection view cell's \
            content view, as PARENT_ID.contentView); frames are UIKit's. --scene ID lays out one scene; \
            --traits wR,hC chooses size-class variations; --text design sizes text controls by their \
            design-time frames instead of measuring them. What Plumb does not understand is a warning on \
            standard error naming the element and its line.

            Invalid input exits 2 with FILE:LINE:COLUMN: error: … on standard error.
            """
    )

    @Argument(help: "The screen spec (YAML or JSON), or a .xib or .storyboard file.")
    var spec: String

    @OptionGroup var interfaceBuilder: InterfaceBuilderArguments

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help:
            "A root size such as 320x568 (each side 0…1e10 points), overriding the spec's size; repeat for several sizes."
    )
    var size: [SizeArgument] = []

    func validate() throws { try SizeArgument.validate(size) }

    @Option(name: .long, help: "json (default) or text.")
    var format: SpecReport.Format = .json

    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Also list every active constraint (the spec's, VFL's, stack views', intrinsic sizes', "
                + "autoresizing masks', the root size) with the spec line that made it."))
    var constraints = false

    @Option(name: .long, help: "ltr or rtl: the layout direction, overriding the spec's layoutDirection.")
    var direction: DirectionArgument?

    func run() throws {
        guard !isInterfaceBuilderFile(spec) else {
            return try withDocument(at: spec) { document throws(InterfaceBuilderSceneError) in
                print(
                    try InterfaceBuilderReport.layoutOutput(
                        document, scene: interfaceBuilder.scene, sizes: size.map(\.size),
                        format: format == .json ? .json : .text,
                        options: interfaceBuilder.options(direction: direction)))
            }
        }
        try withSpec(at: spec, direction: direction) { spec throws(SpecError) in
            print(
                try SpecReport.layoutOutput(
                    spec, sizes: size.map(\.size), format: format, constraints: constraints,
                    measurer: commandTextMeasurer()))
        }
    }
}

extension SpecReport.Format: ExpressibleByArgument {}
