// CairoPainter: a `Drawing` (PlumbRender's description of a picture, the one its SVG is written
// from) painted into a cairo image surface.
//
// Design. The surface is RGB24 (opaque), `ceil(size × scale)` pixels a side, painted white as the
// SVG's background is, with the user space scaled so that one unit is one point. Elements are
// painted in order exactly as SVG paints them: rectangles (rounded by their corner radius, clamped
// to half the side as SVG clamps `rx`) filled then stroked on their edges, lines with butt caps,
// circles filled; a group saves the state, translates, rotates and clips, and its end restores
// it. Tooltips and animations, which only a viewer can use, are skipped.
//
// Text. Each line is drawn glyph by glyph with `cairo_show_glyphs`, in the FreeType face PlumbText
// measured it with (FontFaces.swift), each glyph at the sum of the advances (kerning included) the
// measurer gives for the scalars before it, so the line is exactly as wide as layout made room for.
// When the drawing asks for another width (a tree measured by another measurer) the font is
// stretched horizontally to it, as SVG's `lengthAdjust="spacingAndGlyphs"` does. Controls and
// format characters, which advance 0, draw nothing. Hinting is off (glyph outlines and advances
// as designed) and antialiasing is gray, never subpixel, so the pixels depend only on the input.
//
// Determinism. cairo and pixman rasterise deterministically; nothing here reads the clock, the
// environment or a dictionary's order, so the same drawing gives the same pixels on every run.

#if PNG
    import CCairo
    import Plumb
    import PlumbRender
    import PlumbText

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Paints drawings into cairo image surfaces.
    struct CairoPainter {
        /// Pixels per point: 1, 2 or 3.
        let scale: Int
        /// The faces text is drawn in.
        let faces: FontFaces

        /// The surface's size in pixels for a page of `size` points.
        /// - Throws: `RasterError.imageSize` past 32767 pixels a side or for an empty page.
        func pixelSize(of size: Size) throws(RasterError) -> (width: Int32, height: Int32) {
            let width = (size.width * Double(scale)).rounded(.up)
            let height = (size.height * Double(scale)).rounded(.up)
            guard width >= 1, height >= 1, width <= RasterError.maximumSide, height <= RasterError.maximumSide
            else { throw .imageSize(width: width, height: height) }
            return (Int32(width), Int32(height))
        }

        /// A new RGB24 surface with `drawing` painted on it; the caller destroys it.
        /// - Throws: `RasterError` for a page too large, or when cairo fails.
        func paint(_ drawing: Drawing) throws(RasterError) -> OpaquePointer {
            let (width, height) = try pixelSize(of: drawing.size)
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else {
                throw .library("cairo could not create a \(width) × \(height) image")
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface)
            else {
                let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
                cairo_surface_destroy(surface)
                throw .library("cairo: \(message)")
            }
            defer { cairo_destroy(context) }
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_set_font_options(context, options)
            cairo_font_options_destroy(options)
            cairo_scale(context, Double(scale), Double(scale))
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
            for element in drawing.elements { paint(element, in: context) }
            cairo_surface_flush(surface)
            let status = cairo_status(context)
            guard status == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                throw .library("cairo: \(String(cString: cairo_status_to_string(status)))")
            }
            return surface
        }

        /// One element.
        private func paint(_ element: Drawing.Element, in context: OpaquePointer) {
            switch element {
            case .rect(let rect, let fill, let stroke, let strokeWidth, let cornerRadius, let dash):
                let width = max(0, rect.width)
                let height = max(0, rect.height)
                addRect(
                    x: rect.origin.x, y: rect.origin.y, width: width, height: height,
                    radius: min(cornerRadius, width / 2, height / 2), in: context)
                if let fill {
                    setSource(fill, in: context)
                    cairo_fill_preserve(context)
                }
                if let stroke { strokePath(stroke, width: strokeWidth, dash: dash, in: context) }
                cairo_new_path(context)
            case .line(let start, let end, let stroke, let strokeWidth, let dash, _):
                cairo_move_to(context, start.x, start.y)
                cairo_line_to(context, end.x, end.y)
                strokePath(stroke, width: strokeWidth, dash: dash, in: context)
                cairo_new_path(context)
            case .circle(let center, let radius, let fill):
                cairo_new_sub_path(context)
                cairo_arc(context, center.x, center.y, max(radius, 0), 0, 2 * Double.pi)
                setSource(fill, in: context)
                cairo_fill(context)
            case .text(let text):
                paint(text, in: context)
            case .beginGroup(let group):
                cairo_save(context)
                if let translation = group.translation {
                    cairo_translate(context, translation.x, translation.y)
                }
                if let rotation = group.rotation { cairo_rotate(context, rotation * Double.pi / 180) }
                if let clip = group.clip {
                    cairo_rectangle(
                        context, clip.rect.origin.x, clip.rect.origin.y, max(0, clip.rect.width),
                        max(0, clip.rect.height))
                    cairo_clip(context)
                }
            case .endGroup:
                cairo_restore(context)
            }
        }

        /// A rectangle's path, its corners rounded by `radius` (0: square).
        private func addRect(
            x: Double, y: Double, width: Double, height: Double, radius: Double, in context: OpaquePointer
        ) {
            guard radius > 0 else {
                cairo_rectangle(context, x, y, width, height)
                return
            }
            let quarter = Double.pi / 2
            cairo_new_sub_path(context)
            cairo_arc(context, x + width - radius, y + radius, radius, -quarter, 0)
            cairo_arc(context, x + width - radius, y + height - radius, radius, 0, quarter)
            cairo_arc(context, x + radius, y + height - radius, radius, quarter, 2 * quarter)
            cairo_arc(context, x + radius, y + radius, radius, 2 * quarter, 3 * quarter)
            cairo_close_path(context)
        }

        /// Strokes the current path (keeping it) in `color`, `width` points wide, dashed by `dash`.
        private func strokePath(_ color: Color, width: Double, dash: [Double], in context: OpaquePointer) {
            setSource(color, in: context)
            cairo_set_line_width(context, width)
            dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
            cairo_stroke_preserve(context)
        }

        private func setSource(_ color: Color, in context: OpaquePointer) {
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        }

        /// One line of text, glyph by glyph at the measured advances (see the design note).
        private func paint(_ text: Drawing.Text, in context: OpaquePointer) {
            guard !text.string.isEmpty, let face = faces.face(for: text.font) else { return }
            let advances = faces.measurer.advances(of: text.string[...], font: text.font)
            let natural = advances.reduce(0, +)
            let width = text.length ?? natural
            let stretch = natural > 0 && width > 0 ? width / natural : 1
            var x = text.anchor == .middle ? text.x - width / 2 : text.x
            var glyphs: [cairo_glyph_t] = []
            for (scalar, advance) in zip(text.string.unicodeScalars, advances) {
                switch scalar.properties.generalCategory {
                case .control, .format:
                    break
                default:
                    let index = FT_Get_Char_Index(face.face, FT_ULong(scalar.value))
                    glyphs.append(cairo_glyph_t(index: UInt(index), x: x, y: text.y))
                }
                x += advance * stretch
            }
            cairo_set_font_face(context, face.cairoFace)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, text.font.pointSize * stretch, text.font.pointSize)
            cairo_set_font_matrix(context, &matrix)
            setSource(text.fill, in: context)
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
        }
    }
#endif
