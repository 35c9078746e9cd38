import PlumbSpec

extension SpecLayout.Entry {
    /// The entry's `background:` as a colour, or nil when it has none.
    /// - Throws: ``PlumbSpec/SpecError`` at the view's line when the background is not `#rrggbb`
    ///   or `#rgb`.
    func backgroundColor(in layout: SpecLayout) throws(SpecError) -> SVGColor? {
        guard let background = spec?.background else { return nil }
        guard let color = SVGColor(hex: background) else {
            throw SpecError(
                file: layout.spec.file, location: spec?.location ?? .start,
                message:
                    "background '\(background)' of '\(name)' is not a colour; write \"#rrggbb\" or \"#rgb\"")
        }
        return color
    }
}
