#ifndef LIFE_CFONTCONFIG_SHIM_H
#define LIFE_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
