// ICU's C functions carry their version in their names (ubrk_open_72); Swift cannot call them
// through the renaming macros, so Swift code uses the CICUShim target's wrappers instead.
#include <unicode/uversion.h>
