// FreeType's C API for PlumbText (`pkg-config freetype2`; apt: libfreetype-dev).
#ifndef PLUMB_CFREETYPE_SHIM_H
#define PLUMB_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#endif
