// Fonts (docs/interface-builder.md, "Fonts"): IB's `<fontDescription>` as Plumb's `Font`. The
// system fonts keep the family `System`, which a text measurer maps to the platform's sans-serif
// face (San Francisco does not exist on Linux); text styles take their iOS default sizes
// (Large size category); named fonts keep their family, with the weight read from the name.

import Plumb

extension SceneBuilder {
    /// The element's `<fontDescription key="fontDescription">` for the traits, or nil.
    func font(_ element: IBElement) -> Font? {
        guard let description = child(element, key: "fontDescription"), description.name == "fontDescription"
        else { return nil }
        return font(description: description)
    }

    /// A `<fontDescription>` as a font, with a warning for what cannot be read (the system font
    /// at 17 pt is used).
    func font(description: IBElement) -> Font? {
        let size = description["pointSize"].flatMap(Double.init)
        if let style = description["style"] {
            guard let (styleSize, weight) = SceneBuilder.textStyles[style] else {
                warn(description, "unknown text style '\(style)'; the system font at 17 pt is used")
                return .systemFont(ofSize: 17)
            }
            return .systemFont(ofSize: size ?? styleSize, weight: weight)
        }
        guard let size, size > 0 else {
            warn(description, "a font without a pointSize; the system font at 17 pt is used")
            return .systemFont(ofSize: 17)
        }
        switch description["type"] {
        case "system", "italicSystem":
            return .systemFont(ofSize: size, weight: weight(description["weight"], description))
        case "boldSystem": return .boldSystemFont(ofSize: size)
        case nil:
            guard let name = description["name"] else {
                warn(description, "a font with neither a type nor a name; the system font is used")
                return .systemFont(ofSize: size)
            }
            return Font(
                family: description["family"] ?? name, pointSize: size,
                weight: SceneBuilder.weight(ofFontNamed: name))
        case let type?:
            warn(description, "unknown font type '\(type)'; the system font is used")
            return .systemFont(ofSize: size)
        }
    }

    /// IB's `weight` names.
    func weight(_ name: String?, _ element: IBElement) -> Font.Weight {
        switch name {
        case nil, "regular": return .regular
        case "ultraLight": return .ultraLight
        case "thin": return .thin
        case "light": return .light
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy": return .heavy
        case "black": return .black
        case let other?:
            warn(element, "unknown font weight '\(other)'; regular is used")
            return .regular
        }
    }

    /// The weight a PostScript name implies: `HelveticaNeue-Bold` → bold, `Avenir-Light` → light.
    static func weight(ofFontNamed name: String) -> Font.Weight {
        let suffix = name.split(separator: "-").last.map { $0.lowercased() } ?? ""
        guard name.contains("-") else { return .regular }
        if suffix.contains("ultralight") || suffix.contains("extralight") { return .ultraLight }
        if suffix.contains("thin") || suffix.contains("hairline") { return .thin }
        if suffix.contains("light") { return .light }
        if suffix.contains("semibold") || suffix.contains("demibold") { return .semibold }
        if suffix.contains("medium") { return .medium }
        if suffix.contains("heavy") || suffix.contains("extrabold") { return .heavy }
        if suffix.contains("black") { return .black }
        if suffix.contains("bold") { return .bold }
        return .regular
    }

    /// The text styles of Dynamic Type at the default (Large) size: point size and weight.
    static let textStyles: [String: (Double, Font.Weight)] = [
        "UICTFontTextStyleLargeTitle": (34, .regular),
        "UICTFontTextStyleTitle0": (34, .regular),
        "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular),
        "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold),
        "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular),
        "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular),
        "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]
}
