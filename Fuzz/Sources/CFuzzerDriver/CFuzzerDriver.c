// Nothing to compile: the module only declares libFuzzer's driver (see include/CFuzzerDriver.h).
#include "CFuzzerDriver.h"
