#ifndef LIFE_CPNG_SHIM_H
#define LIFE_CPNG_SHIM_H
#include <png.h>
/// The simplified API's version and formats are macros Swift may not import: as constants.
static const unsigned int LIFE_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned int LIFE_PNG_FORMAT_RGB = PNG_FORMAT_RGB;
#endif
