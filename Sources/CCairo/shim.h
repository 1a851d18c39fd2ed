// cairo, seen by Rendering alone: the pictures are drawn with cairo; glyphs come from Typesetting
// as outlines and colour bitmaps, so cairo's font backends are not used.
#include <cairo.h>
