#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

// deflateInit2 and inflateInit2 are macros (they pass the library's version and the stream's
// size): Swift cannot call them, so each gets a function. windowBits 15 + 16: the gzip format.
static inline int cz_gzip_deflate_init(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

static inline int cz_gzip_inflate_init(z_stream *stream) {
    return inflateInit2(stream, 15 + 16);
}

#endif
