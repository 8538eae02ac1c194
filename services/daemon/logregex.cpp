#include "logregex.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <QString>

namespace trainyard::daemon {

namespace {

    // QRegularExpression's JIT stack: 32 KiB growing to 512 KiB, so that a pattern that backtracks
    // deeply fails (no match) where it failed before, and matches where it matched.
    constexpr std::size_t jitStackStart = 32 * 1024;
    constexpr std::size_t jitStackMax = 512 * 1024;

} // namespace

struct LogRegex::Pcre {
    pcre2_code* code = nullptr;
    pcre2_match_data* data = nullptr;
    pcre2_match_context* context = nullptr;
    pcre2_jit_stack* stack = nullptr;
    bool jit = false;

    ~Pcre()
    {
        pcre2_jit_stack_free(stack);
        pcre2_match_context_free(context);
        pcre2_match_data_free(data);
        pcre2_code_free(code);
    }
};

std::unique_ptr<LogRegex> LogRegex::compile(const std::string& pattern, bool caseSensitive, std::string& error)
{
    // Through QString and back: bytes that are not UTF-8 become U+FFFD, as the pattern read before.
    const QString wide = QString::fromStdString(pattern);
    const std::string utf8 = wide.toStdString();
    std::unique_ptr<LogRegex> regex(new LogRegex);
    regex->d = std::make_unique<Pcre>();
    Pcre& p = *regex->d;
    int code = 0;
    PCRE2_SIZE offset = 0;
    const std::uint32_t options = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | (caseSensitive ? 0 : PCRE2_CASELESS);
    p.code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(utf8.data()), utf8.size(), options, &code, &offset, nullptr);
    if (!p.code) {
        PCRE2_UCHAR message[256] = {};
        pcre2_get_error_message(code, message, sizeof message);
        // QRegularExpression counted the offset in UTF-16 code units.
        const auto units = QString::fromUtf8(utf8.data(), static_cast<qsizetype>(std::min<std::size_t>(offset, utf8.size()))).size();
        error = "Invalid regular expression: " + std::string(reinterpret_cast<const char*>(message)) + " at offset "
            + std::to_string(units) + ".";
        return nullptr;
    }
    p.jit = pcre2_jit_compile(p.code, PCRE2_JIT_COMPLETE) == 0;
    p.data = pcre2_match_data_create(1, nullptr); // whether it matches, not where: one pair is enough
    p.context = pcre2_match_context_create(nullptr);
    if (p.jit) {
        p.stack = pcre2_jit_stack_create(jitStackStart, jitStackMax, nullptr);
        pcre2_jit_stack_assign(p.context, nullptr, p.stack);
    }
    return regex;
}

LogRegex::~LogRegex() = default;

bool LogRegex::matches(std::string_view line)
{
    const auto* subject = reinterpret_cast<PCRE2_SPTR>(line.data());
    // An empty line may have no address to give (a line of length 0 has no bytes mapped).
    static const PCRE2_UCHAR empty = 0;
    if (line.empty())
        subject = &empty;
    const int rc = d->jit ? pcre2_jit_match(d->code, subject, line.size(), 0, 0, d->data, d->context)
                          : pcre2_match(d->code, subject, line.size(), 0, 0, d->data, d->context);
    return rc >= 0;
}

} // namespace trainyard::daemon
