// SpecGrammar: the one table of a screen spec's keys and the kinds of value they take.
//
// Design. The parser checks every mapping's keys against this table (its "unknown key … valid
// keys: …" messages list a section's keys in the table's order), the builder looks names up in
// the same name tables the table lists (view kinds, relations of VFL options, stack
// distributions, line break modes, font weights…), and ``SpecSchema`` walks it to write the JSON
// Schema editors validate specs with. A key added here is accepted by the parser and known to the
// schema at once, so the two cannot drift. The finer rules that depend on several keys at once
// (a frame before autoresizing, one of `snapPoint:` and `point:`, an attachment kind's keys) stay
// in the parser, which reports them at their line and column; the schema describes keys and
// values only.

import Plumb

/// The keys and value kinds of a screen spec (docs/spec-format.md).
package enum SpecGrammar {
    /// The top level of a spec.
    package static let spec = SpecSection(
        "spec", "A screen spec for Plumb: a view tree, its constraints and optional dynamics.",
        keys: [
            SpecKey(
                "size", .tuple(count: 2, element: nonNegative),
                "The root view's size [width, height], in points."),
            SpecKey(
                "spacing", .choice(SpacingProfile.allCases.map(\.rawValue)),
                "UIKit's spacing rules; ios7 by default."),
            SpecKey("metrics", .dictionary(.number()), "Named numbers for VFL strings and equations."),
            SpecKey("views", .list(.section(view.name)), "The root's subviews, each with its subtree."),
            SpecKey(
                "constraints", .list(constraint),
                "VFL strings, equations and {vfl:, options:, metrics:} entries."),
            SpecKey("dynamics", .list(.oneOf(sections: behaviors.map(\.name))), "UIKit Dynamics behaviours."),
            SpecKey(
                "layoutDirection", .choice(SpecParser.directionNames.map(\.0)), "leftToRight by default."),
            SpecKey(
                "safeArea", .tuple(count: 4, element: nonNegative),
                "The root's safe area insets [top, left, bottom, right]."),
            SpecKey("layoutGuides", .list(.name), "Layout guides the root owns, by name."),
            SpecKey(
                "layoutMargins", .tuple(count: 4, element: .number()),
                "The root's layout margins [top, left, bottom, right]."),
            SpecKey(
                "insetsLayoutMarginsFromSafeArea", .boolean,
                "Whether the root's margins grow by the safe area; true by default."),
        ])

    /// A view entry of `views:` or `subviews:` (its kind's properties are in ``properties(of:)``).
    package static let view = SpecSection(
        "view", "A view: a name, a kind, and the kind's UIKit properties.",
        keys: [
            SpecKey("name", .name, "The view's unique name; neither root nor superview."),
            SpecKey("kind", .choice(ViewKind.allCases.map(\.rawValue)), "What the view is; view by default."),
            SpecKey("background", .color, "The fill colour for pictures, \"#rrggbb\" or \"#rgb\"."),
            SpecKey(
                "intrinsicSize", .tuple(count: 2, element: .nullable(.number())),
                "A plain view's intrinsic content size; null for no metric on an axis."),
            SpecKey("hugging", priorities, "Content hugging priorities [horizontal, vertical]."),
            SpecKey(
                "compressionResistance", priorities,
                "Compression resistance priorities [horizontal, vertical]."),
            SpecKey("subviews", .list(.section("view")), "The view's subviews."),
            SpecKey(
                "frame", .tuple(count: 4, element: .number()),
                "A frame [x, y, width, height]: springs and struts instead of constraints."),
            SpecKey(
                "autoresizing", .flags(SpecParser.autoresizingNames.map(\.0)),
                "The autoresizing mask of a view with a frame."),
            SpecKey("isHidden", .boolean, "Whether the view is hidden."),
            SpecKey(
                "semanticContentAttribute", .choice(SpecParser.semanticNames.map(\.0)),
                "How the view lays out right to left."),
            SpecKey(
                "layoutMargins", .tuple(count: 4, element: .number()),
                "Layout margins [top, left, bottom, right]."),
            SpecKey(
                "directionalLayoutMargins", .tuple(count: 4, element: .number()),
                "Layout margins [top, leading, bottom, trailing]."),
            SpecKey(
                "insetsLayoutMarginsFromSafeArea", .boolean,
                "Whether the margins grow by the safe area; true by default."),
            SpecKey(
                "preservesSuperviewLayoutMargins", .boolean,
                "Whether the margins keep content inside the superview's margins."),
            SpecKey("layoutGuides", .list(.name), "Layout guides the view owns, by name."),
        ],
        required: ["name"])

    /// The control properties of a view of `kind`, by UIKit name, in the order messages list them.
    package static func properties(of kind: ViewKind) -> [SpecKey] {
        switch kind {
        case .view: []
        case .label:
            [
                text, font,
                SpecKey("numberOfLines", .wholeNumber(minimum: 0), "The most lines shown; 0 for no limit."),
                SpecKey(
                    "lineBreakMode", .choice(SpecBuilder.lineBreakModes.map(\.0)), "How text wraps or is cut."
                ),
                SpecKey("preferredMaxLayoutWidth", .number(), "The width a multi-line label wraps at."),
            ]
        case .button:
            [
                SpecKey("title", .text, "The button's title."), font,
                SpecKey("contentEdgeInsets", insets, "Space around the title [top, left, bottom, right]."),
            ]
        case .textField:
            [text, SpecKey("placeholder", .text, "The text shown while the field is empty."), font]
        case .imageView:
            [SpecKey("image", .tuple(count: 2, element: nonNegative), "The image's size [width, height].")]
        case .stack:
            [
                SpecKey("axis", .choice(SpecBuilder.axes.map(\.0)), "The direction of the arrangement."),
                SpecKey(
                    "distribution", .choice(SpecBuilder.distributions.map(\.0)),
                    "How the arranged views share the axis."),
                SpecKey(
                    "alignment", .choice(SpecBuilder.alignments.map(\.0)),
                    "How the arranged views sit across the axis."),
                SpecKey("spacing", .number(), "The space between arranged views."),
                SpecKey(
                    "arrangedSubviews", .list(.name),
                    "The subviews arranged, in order; all of them by default."),
                SpecKey(
                    "isBaselineRelativeArrangement", .boolean,
                    "Whether vertical spacing is measured between baselines."),
                SpecKey(
                    "isLayoutMarginsRelativeArrangement", .boolean,
                    "Whether the arrangement is inside the layout margins."),
            ]
        case .scroll:
            [
                contentOffset,
                SpecKey("contentInset", insets, "Insets around the content [top, left, bottom, right]."),
            ]
        case .list:
            [
                SpecKey("cell", .section(view.name), "The view tree of one cell."),
                SpecKey(
                    "items", .list(.dictionary(.nullable(.text))),
                    "The records shown, each a mapping from a label of the cell to its text."),
                SpecKey("minimumLineSpacing", .number(), "The space between cells."),
                SpecKey(
                    "estimatedItemHeight", .number(minimum: 0, exclusiveMinimum: true),
                    "The height assumed for a cell not yet laid out."),
                contentOffset,
            ]
        case .switch: [SpecKey("isOn", .boolean, "Whether the switch is on.")]
        case .slider: [value, minimumValue, maximumValue]
        case .stepper:
            [
                value, minimumValue, maximumValue, SpecKey("stepValue", .number(), "The step of a tap."),
                design,
            ]
        case .segmentedControl:
            [
                SpecKey("segments", .list(.text), "The segments' titles, in order."),
                SpecKey(
                    "selectedSegmentIndex", .wholeNumber(minimum: -1), "The selected segment; -1 for none."),
                SpecKey(
                    "apportionsSegmentWidthsByContent", .boolean,
                    "Whether segments are as wide as their titles."),
                font, design,
            ]
        case .activityIndicator:
            [
                SpecKey("style", .choice(SpecBuilder.indicatorStyles.map(\.0)), "The indicator's size."),
                SpecKey("hidesWhenStopped", .boolean, "Whether a stopped indicator is hidden."),
                SpecKey("isAnimating", .boolean, "Whether the indicator is animating."),
            ]
        case .progressView: [SpecKey("progress", .number(), "The progress, from 0 to 1."), design]
        case .textView:
            [
                text, font,
                SpecKey("isScrollEnabled", .boolean, "Whether the text scrolls instead of growing the view."),
                SpecKey("textContainerInset", insets, "Space around the text [top, left, bottom, right]."),
                SpecKey("lineFragmentPadding", nonNegative, "Space at each end of a line."),
            ]
        }
    }

    /// A `{vfl:, options:, metrics:}` entry of `constraints:`.
    package static let formatEntry = SpecSection(
        "formatEntry", "A Visual Format Language string with its options and metrics.",
        keys: [
            SpecKey("vfl", .text), SpecKey("options", .flags(SpecParser.optionNames.map(\.0))),
            SpecKey("metrics", .dictionary(.number())),
        ],
        required: ["vfl"])

    /// A font: `{size:, weight:, family:}`.
    package static let fontEntry = SpecSection(
        "font", "A font: its point size, weight and family.",
        keys: [
            SpecKey("size", .number(minimum: 0, exclusiveMinimum: true)),
            SpecKey("weight", .choice(SpecBuilder.weights.map(\.0))), SpecKey("family", .text),
        ])

    /// The behaviours of `dynamics:`, named after their UIKit class, in the order messages list them.
    package static let behaviors: [SpecSection] = [
        SpecSection(
            "gravity", "UIGravityBehavior: a constant acceleration.",
            keys: [
                items, SpecKey("gravityDirection", vector), SpecKey("direction", vector),
                SpecKey("angle", .number()),
                SpecKey("magnitude", .number()),
            ]),
        SpecSection(
            "collision", "UICollisionBehavior: items collide with each other and with boundaries.",
            keys: [
                items, SpecKey("collisionMode", .choice(SpecParser.collisionModes.map(\.0))),
                SpecKey("translatesReferenceBoundsIntoBoundary", .boolean),
                SpecKey("referenceBoundsInsets", insets),
                SpecKey("boundaries", .list(.section(boundary.name))),
            ]),
        SpecSection(
            "itemBehavior", "UIDynamicItemBehavior: the items' material and velocities.",
            keys: [
                items, SpecKey("elasticity", nonNegative), SpecKey("friction", nonNegative),
                SpecKey("density", .number(minimum: 0, exclusiveMinimum: true)),
                SpecKey("resistance", nonNegative),
                SpecKey("angularResistance", nonNegative), SpecKey("allowsRotation", .boolean),
                SpecKey("isAnchored", .boolean), SpecKey("charge", .number()),
                SpecKey("linearVelocity", vector),
                SpecKey("angularVelocity", .number()),
            ]),
        SpecSection(
            "push", "UIPushBehavior: a continuous or instantaneous force.",
            keys: [
                items, SpecKey("mode", .choice(SpecParser.pushModes.map(\.0))), SpecKey("active", .boolean),
                SpecKey("angle", .number()), SpecKey("magnitude", .number()),
                SpecKey("pushDirection", vector),
                SpecKey("targetOffsetFromCenter", vector),
            ],
            required: ["mode"]),
        SpecSection(
            "snap", "UISnapBehavior: the item settles at a point.",
            keys: [
                SpecKey("item", .name), SpecKey("snapPoint", vector), SpecKey("point", vector),
                SpecKey("damping", .number(minimum: 0, maximum: 1)),
            ],
            required: ["item"]),
        SpecSection(
            "attachment", "UIAttachmentBehavior: a rod, spring, slider, limit, weld or pin.",
            keys: [
                SpecKey("kind", .choice(AttachmentSpec.Kind.allCases.map(\.rawValue))),
                SpecKey("item", .name),
                SpecKey("attachedTo", .name), SpecKey("anchorPoint", vector), SpecKey("anchor", vector),
                SpecKey("offsetFromCenter", vector), SpecKey("attachedOffsetFromCenter", vector),
                SpecKey("axisOfTranslation", vector), SpecKey("length", nonNegative),
                SpecKey("frequency", nonNegative), SpecKey("damping", nonNegative),
                SpecKey("frictionTorque", nonNegative), SpecKey("attachmentRange", vector),
            ],
            required: ["item"]),
        SpecSection(
            "field", "UIFieldBehavior: a field of force over a region.",
            keys: [
                SpecKey("kind", .choice(FieldSpec.Kind.allCases.map(\.rawValue))), items,
                SpecKey("position", vector), SpecKey("region", .section(region.name)),
                SpecKey("strength", .number()), SpecKey("falloff", .number()),
                SpecKey("minimumRadius", .number(minimum: 0, exclusiveMinimum: true)),
                SpecKey("direction", vector), SpecKey("smoothness", .number(minimum: 0, maximum: 1)),
                SpecKey("animationSpeed", nonNegative),
            ],
            required: ["kind"]),
    ]

    /// A field's `region:`.
    package static let region = SpecSection(
        "region", "A field's region: a radius or a size, optionally inverted.",
        keys: [
            SpecKey("radius", nonNegative), SpecKey("size", .tuple(count: 2, element: nonNegative)),
            SpecKey("inverse", .boolean),
        ])

    /// An entry of a collision's `boundaries:`.
    package static let boundary = SpecSection(
        "boundary", "A collision boundary: a segment, rectangle, oval or path.",
        keys: [
            SpecKey("identifier", .text), SpecKey("from", vector), SpecKey("to", vector),
            SpecKey("rect", .tuple(count: 4, element: .number())),
            SpecKey("ovalIn", .tuple(count: 4, element: .number())),
            SpecKey("points", .list(vector, minimumCount: 2)), SpecKey("closed", .boolean),
        ],
        required: ["identifier"])

    /// Every section but ``spec`` and ``view``, for the schema's definitions.
    package static var sections: [SpecSection] { [formatEntry, fontEntry] + behaviors + [region, boundary] }

    /// A number ≥ 0.
    static let nonNegative = SpecValueKind.number(minimum: 0)
    /// A priority pair `[horizontal, vertical]`, each in (0, 1000].
    static let priorities = SpecValueKind.tuple(
        count: 2, element: .number(minimum: 0, maximum: 1000, exclusiveMinimum: true))
    /// `[top, left, bottom, right]`.
    static let insets = SpecValueKind.tuple(count: 4, element: .number())
    /// `[x, y]` or `[dx, dy]`.
    static let vector = SpecValueKind.tuple(count: 2, element: .number())
    /// A control's `design:`.
    static let design = SpecKey(
        "design", .choice(SpecBuilder.designs.map(\.0)), "The controls' look: iOS7, or iOS13 (the default).")
    /// A control's `text:`.
    static let text = SpecKey("text", .text, "The text shown.")
    /// A control's `font:`.
    static let font = SpecKey(
        "font", .either([.number(minimum: 0, exclusiveMinimum: true), .section(fontEntry.name)]),
        "A point size of the system font, or {size:, weight:, family:}.")
    /// A control's `value:`.
    static let value = SpecKey("value", .number(), "The current value.")
    /// A control's `minimumValue:`.
    static let minimumValue = SpecKey("minimumValue", .number(), "The lowest value.")
    /// A control's `maximumValue:`.
    static let maximumValue = SpecKey("maximumValue", .number(), "The highest value.")
    /// A scroll view's or list's `contentOffset:`.
    static let contentOffset = SpecKey(
        "contentOffset", .tuple(count: 2, element: .number()),
        "The point of the content shown at the top left [x, y].")
    /// A behaviour's `items:`.
    static let items = SpecKey("items", .list(.name))
    /// An entry of `constraints:`: a VFL string, an equation or a `{vfl:}` entry.
    static let constraint = SpecValueKind.either([.text, .section(formatEntry.name)])
}
