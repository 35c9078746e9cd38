// giflib's C API for PlumbRaster (apt: libgif-dev, which installs no pkg-config file), built only
// with the package's PNG trait.
#ifndef PLUMB_CGIF_SHIM_H
#define PLUMB_CGIF_SHIM_H

#include <gif_lib.h>

#endif
