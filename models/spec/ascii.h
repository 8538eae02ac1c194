#pragma once

// Character classes of ASCII alone, whatever the locale: what gcloud's checks and a POSIX shell's
// words are made of.

namespace trainyard::spec {

inline bool isAsciiLower(char c)
{
    return c >= 'a' && c <= 'z';
}
inline bool isAsciiUpper(char c)
{
    return c >= 'A' && c <= 'Z';
}
inline bool isAsciiDigit(char c)
{
    return c >= '0' && c <= '9';
}
inline bool isNonAscii(char c)
{
    return static_cast<unsigned char>(c) >= 0x80;
}
inline char asciiLower(char c)
{
    return isAsciiUpper(c) ? static_cast<char>(c - 'A' + 'a') : c;
}
inline char asciiUpper(char c)
{
    return isAsciiLower(c) ? static_cast<char>(c - 'a' + 'A') : c;
}

} // namespace trainyard::spec
