#include "CPNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    int failed;
    char *error;
    size_t error_capacity;
} Sink;

static void sink_write(png_structp png, png_bytep data, png_size_t length) {
    Sink *sink = (Sink *)png_get_io_ptr(png);
    if (sink->failed) return;
    if (sink->length + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 65536;
        while (capacity < sink->length + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(sink->bytes, capacity);
        if (!grown) {
            sink->failed = 1;
            png_error(png, "out of memory");
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, length);
    sink->length += length;
}

static void sink_flush(png_structp png) { (void)png; }

static void on_error(png_structp png, png_const_charp message) {
    Sink *sink = (Sink *)png_get_error_ptr(png);
    if (sink && sink->error && sink->error_capacity > 0) snprintf(sink->error, sink->error_capacity, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

/// Writes `message` to `error` (when there is room) and returns the failure code.
static int fail(char *error, size_t error_capacity, const char *message) {
    if (error && error_capacity > 0) snprintf(error, error_capacity, "%s", message);
    return 1;
}

int reflow_png_encode(const uint8_t *data, int32_t width, int32_t height, int32_t stride, int32_t premultiplied,
                      int32_t level, uint8_t **bytes, size_t *length, char *error, size_t error_capacity) {
    if (error && error_capacity > 0) error[0] = 0;
    if (!data || width <= 0 || height <= 0 || stride < width * 4 || !bytes || !length) {
        return fail(error, error_capacity, "invalid image");
    }
    Sink sink = {NULL, 0, 0, 0, error, error_capacity};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        return fail(error, error_capacity, "cannot create a PNG writer");
    }
    png_infop info = png_create_info_struct(png);
    uint8_t *row = (uint8_t *)malloc((size_t)width * 3);
    // Volatile: read after a longjmp.
    uint8_t *volatile row_kept = row;
    if (!info || !row) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        return fail(error, error_capacity, "out of memory");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row_kept);
        free(sink.bytes);
        return 1;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // Interface pictures are large flat areas: no filter compresses them as well as adaptive
    // filtering does, in a fraction of the time.
    png_set_filter(png, 0, PNG_FILTER_NONE);
    png_set_compression_level(png, level < 0 ? 0 : level > 9 ? 9 : level);
    png_write_info(png, info);
    for (int32_t y = 0; y < height; y++) {
        const uint32_t *words = (const uint32_t *)(const void *)(data + (size_t)y * (size_t)stride);
        for (int32_t x = 0; x < width; x++) {
            uint32_t word = words[x];
            uint32_t red = (word >> 16) & 0xFF, green = (word >> 8) & 0xFF, blue = word & 0xFF;
            if (premultiplied) {
                uint32_t alpha = word >> 24;
                if (alpha == 0) {
                    red = green = blue = 0;
                } else if (alpha < 255) {
                    red = red * 255 / alpha;
                    green = green * 255 / alpha;
                    blue = blue * 255 / alpha;
                }
            }
            row[x * 3] = (uint8_t)red;
            row[x * 3 + 1] = (uint8_t)green;
            row[x * 3 + 2] = (uint8_t)blue;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    *bytes = sink.bytes;
    *length = sink.length;
    return 0;
}

int reflow_png_encode_indexed(const uint8_t *indices, int32_t width, int32_t height, const uint8_t *palette,
                              int32_t palette_count, int32_t level, uint8_t **bytes, size_t *length, char *error,
                              size_t error_capacity) {
    if (error && error_capacity > 0) error[0] = 0;
    if (!indices || !palette || width <= 0 || height <= 0 || palette_count < 1 || palette_count > 256 || !bytes || !length) {
        return fail(error, error_capacity, "invalid indexed image");
    }
    for (size_t i = 0; i < (size_t)width * (size_t)height; i++) {
        if (indices[i] >= palette_count) {
            return fail(error, error_capacity, "a pixel's index is outside the palette");
        }
    }
    Sink sink = {NULL, 0, 0, 0, error, error_capacity};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
    if (!png) {
        return fail(error, error_capacity, "cannot create a PNG writer");
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return fail(error, error_capacity, "out of memory");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.bytes);
        return 1;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_color colours[256];
    for (int32_t i = 0; i < palette_count; i++) {
        colours[i].red = palette[i * 3];
        colours[i].green = palette[i * 3 + 1];
        colours[i].blue = palette[i * 3 + 2];
    }
    png_set_PLTE(png, info, colours, palette_count);
    png_set_filter(png, 0, PNG_FILTER_NONE);
    png_set_compression_level(png, level < 0 ? 0 : level > 9 ? 9 : level);
    png_write_info(png, info);
    for (int32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(indices + (size_t)y * (size_t)width));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *bytes = sink.bytes;
    *length = sink.length;
    return 0;
}

void reflow_png_free(uint8_t *bytes) { free(bytes); }
