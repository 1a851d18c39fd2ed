// cairo and its FreeType backend, seen by Rendering alone: the pictures are drawn with cairo,
// the glyphs come from the same FreeType faces the layout measured with.
#include <cairo.h>
#include <cairo-ft.h>
