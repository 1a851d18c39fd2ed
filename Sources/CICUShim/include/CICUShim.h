#ifndef REFLOW_CICU_SHIM_H
#define REFLOW_CICU_SHIM_H

// Unversioned wrappers over the few ICU functions Reflow needs. Text is UTF-16; error codes are
// ICU's UErrorCode values (0 = success, negative = warning, positive = failure).
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A break iterator over a UTF-16 buffer that the caller keeps alive while it is used.
typedef struct ReflowBreakIterator ReflowBreakIterator;

/// Kinds of break iterator: grapheme clusters and line-break opportunities (UAX #29, #14).
typedef enum { REFLOW_BREAK_CHARACTER = 0, REFLOW_BREAK_LINE = 2 } ReflowBreakKind;

ReflowBreakIterator *reflow_break_open(ReflowBreakKind kind, const char *locale, const uint16_t *text,
                                       int32_t length, int32_t *error);
int32_t reflow_break_first(ReflowBreakIterator *iterator);
int32_t reflow_break_next(ReflowBreakIterator *iterator);
/// The rule status of the boundary just returned; for line breaks, >= 100 marks a hard break.
int32_t reflow_break_rule_status(ReflowBreakIterator *iterator);
void reflow_break_close(ReflowBreakIterator *iterator);

/// The Unicode script (UScriptCode) of a code point; 0 = Common, 1 = Inherited.
int32_t reflow_script_of(uint32_t codepoint, int32_t *error);
/// The ISO 15924 code of a UScriptCode ("Latn", "Arab"), or "" when unknown.
const char *reflow_script_code(int32_t script);

/// Bidirectional analysis of one paragraph.
typedef struct ReflowBidi ReflowBidi;
/// paragraphLevel: 0 = LTR, 1 = RTL, 0xFE = take the direction from the first strong character.
ReflowBidi *reflow_bidi_open(const uint16_t *text, int32_t length, uint8_t paragraphLevel, int32_t *error);
/// The embedding level at `position` and, in `limit`, where the run with that level ends.
uint8_t reflow_bidi_run_at(ReflowBidi *bidi, int32_t position, int32_t *limit);
uint8_t reflow_bidi_paragraph_level(ReflowBidi *bidi);
void reflow_bidi_close(ReflowBidi *bidi);

/// ICU's name for an error code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *reflow_icu_error_name(int32_t error);
/// The ICU version as "72.1".
void reflow_icu_version(char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
