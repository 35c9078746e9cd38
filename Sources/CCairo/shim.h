// cairo's C API for PlumbRaster (`pkg-config cairo`; apt: libcairo2-dev), with its FreeType font
// backend (cairo-ft), built only with the package's PNG trait.
#ifndef PLUMB_CCAIRO_SHIM_H
#define PLUMB_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H

#endif
