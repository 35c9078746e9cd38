#!/usr/bin/env python3
"""Text widths from an independent text engine (Pillow + HarfBuzz) for PlumbText's accuracy test.

Writes JSON with, for each (font file, size, text), the advance width of the text set on one line
as Pillow measures it with `ImageFont.truetype(path, size).getlength(text)`, for
Tests/PlumbTextTests/Fixtures/pillow-widths.json (PillowWidthTests compares Plumb's widths to it).

Layout: Pillow's Raqm layout, i.e. HarfBuzz shaping with its default features, so kerning comes
from the font's OpenType GPOS table (Plumb reads the legacy `kern` table through FreeType: two
independent sources of the same design data). Pillow's basic layout is not used: it adds
FT_Get_Kerning's 26.6 value after dividing it by 64 (as of Pillow 13.0.0), so its widths all but
ignore kerning ("AV" in DejaVu Sans: 2799.95 font units instead of 2671), and it sums hinted
advances, whole pixels at small sizes.

Size: every text is measured at size = unitsPerEm px, where one pixel is one font unit, so neither
hinting nor HarfBuzz's 1/64 px positions round anything; the width at the requested size is that
times size / unitsPerEm (`width`). Ascent and descent (`getmetrics()` at unitsPerEm px, in font
units) are recorded per font.

Usage:
    pip install pillow   # tested with Pillow 13.0.0 (Raqm, FreeType 2.14.3)
    python3 Benchmarks/peers/text_widths.py > Tests/PlumbTextTests/Fixtures/pillow-widths.json
"""

import json
import struct
import sys

import PIL
from PIL import ImageFont, features

COMMAND = ("python3 Benchmarks/peers/text_widths.py > "
           "Tests/PlumbTextTests/Fixtures/pillow-widths.json")

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FONTS = [DEJAVU + "DejaVuSans.ttf", DEJAVU + "DejaVuSans-Bold.ttf", DEJAVU + "DejaVuSerif.ttf"]
SIZES = [12, 17, 24.5]
TEXTS = [
    "Button",
    "Регистрация",
    "Войти",
    "Hello, Мир!",
    "AV",
    "To",
    "Yo",
    "AVAVAVAVAVAVAV",
    "WAVE Type",
    "The quick brown fox jumps over the lazy dog",
    "Съешь же ещё этих мягких французских булок, да выпей чаю",
    "0123456789 +-*/ (=) %",
    "Абв ёЁ йЙ ЖжЩщЭэЮюЯя",
]


def units_per_em(path):
    """unitsPerEm from the font's `head` table (face 0 of a collection)."""
    with open(path, "rb") as file:
        data = file.read()
    offset = 0
    if data[:4] == b"ttcf":
        offset = struct.unpack(">I", data[12:16])[0]
    (num_tables,) = struct.unpack(">H", data[offset + 4:offset + 6])
    for i in range(num_tables):
        record = offset + 12 + 16 * i
        tag = data[record:record + 4]
        if tag == b"head":
            (table,) = struct.unpack(">I", data[record + 8:record + 12])
            return struct.unpack(">H", data[table + 18:table + 20])[0]
    raise ValueError(f"{path}: no head table")


def main():
    if not features.check("raqm"):
        sys.exit("error: Pillow was built without Raqm (HarfBuzz); see features.pilinfo()")
    raqm = ImageFont.Layout.RAQM
    cases = []
    fonts = []
    for path in FONTS:
        upem = units_per_em(path)
        design = ImageFont.truetype(path, upem, layout_engine=raqm)
        ascent, descent = design.getmetrics()
        fonts.append({"font": path, "unitsPerEm": upem, "ascent_units": ascent, "descent_units": descent})
        for size in SIZES:
            for text in TEXTS:
                units = design.getlength(text)
                cases.append({"font": path, "size": size, "text": text, "width": units * size / upem})
    result = {
        "command": COMMAND,
        "method": "ImageFont.truetype(font, unitsPerEm, layout_engine=Layout.RAQM).getlength(text)"
                  " * size / unitsPerEm",
        "raqm": features.version("raqm"),
        "harfbuzz": features.version("harfbuzz"),
        "pillow": PIL.__version__,
        "freetype": features.version("freetype2"),
        "fonts": fonts,
        "cases": cases,
    }
    json.dump(result, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
