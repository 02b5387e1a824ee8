#ifndef LIFE_CZLIB_SHIM_H
#define LIFE_CZLIB_SHIM_H
#include <zlib.h>
/// inflateInit2 is a macro Swift cannot call: starts `stream` on gzip or zlib data (detected from its header).
static inline int life_inflate_init(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}
/// deflateInit2 is a macro too: starts `stream` writing gzip data (a gzip header and trailer) at `level`.
static inline int life_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
#endif
