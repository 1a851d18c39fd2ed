#include "CICUShim.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

ReflowBreakIterator *reflow_break_open(ReflowBreakKind kind, const char *locale, const uint16_t *text,
                                       int32_t length, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open((UBreakIteratorType)kind, locale, (const UChar *)text, length, &status);
    *error = (int32_t)status;
    return U_FAILURE(status) ? NULL : (ReflowBreakIterator *)iterator;
}

int32_t reflow_break_first(ReflowBreakIterator *iterator) { return ubrk_first((UBreakIterator *)iterator); }
int32_t reflow_break_next(ReflowBreakIterator *iterator) { return ubrk_next((UBreakIterator *)iterator); }
int32_t reflow_break_rule_status(ReflowBreakIterator *iterator) { return ubrk_getRuleStatus((UBreakIterator *)iterator); }
void reflow_break_close(ReflowBreakIterator *iterator) { ubrk_close((UBreakIterator *)iterator); }

int32_t reflow_script_of(uint32_t codepoint, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)codepoint, &status);
    *error = (int32_t)status;
    return (int32_t)script;
}

const char *reflow_script_code(int32_t script) {
    const char *code = uscript_getShortName((UScriptCode)script);
    return code ? code : "";
}

ReflowBidi *reflow_bidi_open(const uint16_t *text, int32_t length, uint8_t paragraphLevel, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_SUCCESS(status)) {
        ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)paragraphLevel, NULL, &status);
    }
    *error = (int32_t)status;
    if (U_FAILURE(status)) {
        if (bidi) ubidi_close(bidi);
        return NULL;
    }
    return (ReflowBidi *)bidi;
}

uint8_t reflow_bidi_run_at(ReflowBidi *bidi, int32_t position, int32_t *limit) {
    UBiDiLevel level = 0;
    ubidi_getLogicalRun((const UBiDi *)bidi, position, limit, &level);
    return (uint8_t)level;
}

uint8_t reflow_bidi_paragraph_level(ReflowBidi *bidi) { return (uint8_t)ubidi_getParaLevel((const UBiDi *)bidi); }
void reflow_bidi_close(ReflowBidi *bidi) { ubidi_close((UBiDi *)bidi); }

const char *reflow_icu_error_name(int32_t error) { return u_errorName((UErrorCode)error); }

void reflow_icu_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(version);
    u_versionToString(version, text);
    if (capacity > 0) {
        strncpy(buffer, text, (size_t)capacity - 1);
        buffer[capacity - 1] = '\0';
    }
}
