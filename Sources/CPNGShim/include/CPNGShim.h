#ifndef REFLOW_CPNG_SHIM_H
#define REFLOW_CPNG_SHIM_H

// PNG encoding of cairo image data through libpng. libpng reports errors with longjmp, which
// Swift cannot cross, so the jump lands here in C and comes back as a return code.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Encodes `height` rows of `width` pixels, each a native-endian 32-bit word (alpha or unused, red,
/// green, blue, as cairo keeps them; `premultiplied` for cairo's ARGB32), as an 8-bit RGB PNG with
/// no filter and zlib at `level` (0-9). On success returns 0 and sets `*bytes` (free with
/// `reflow_png_free`) and `*length`; on failure returns nonzero and writes a message to `error`.
int reflow_png_encode(const uint8_t *data, int32_t width, int32_t height, int32_t stride, int32_t premultiplied,
                      int32_t level, uint8_t **bytes, size_t *length, char *error, size_t error_capacity);

/// Encodes `height` rows of `width` palette indices (one byte each) as an 8-bit indexed PNG whose
/// palette is `palette_count` (1-256) red, green, blue triples, with no filter and zlib at `level`.
/// Returns as `reflow_png_encode` does.
int reflow_png_encode_indexed(const uint8_t *indices, int32_t width, int32_t height, const uint8_t *palette,
                              int32_t palette_count, int32_t level, uint8_t **bytes, size_t *length, char *error,
                              size_t error_capacity);

/// Frees bytes that `reflow_png_encode` or `reflow_png_encode_indexed` returned.
void reflow_png_free(uint8_t *bytes);

#ifdef __cplusplus
}
#endif

#endif
