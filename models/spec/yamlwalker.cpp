#include "yamlreader_p.h"
#include "yamlwriter_p.h"

#include "strictjson.h"
#include "yamlcodec.h"

#include <algorithm>
#include <array>
#include <charconv>

// The non-template parts of the YAML walkers (yamlreader_p.h, yamlwriter_p.h).

namespace trainyard::spec::yamlwalk {

// YAML 1.2 core schema for plain scalars of fields we do not know, so they are kept with the type
// a YAML reader would give them.
json plainScalarToJson(const std::string& text)
{
    static const std::set<std::string> nulls { "", "~", "null", "Null", "NULL" };
    static const std::set<std::string> trues { "true", "True", "TRUE" };
    static const std::set<std::string> falses { "false", "False", "FALSE" };
    if (nulls.contains(text))
        return nullptr;
    if (trues.contains(text))
        return true;
    if (falses.contains(text))
        return false;
    if (const auto i = parseInteger<std::int64_t>(text))
        return *i;
    if (text.find_first_of("0123456789") != std::string::npos && text.find_first_not_of("0123456789+-.eE") == std::string::npos) {
        if (const auto d = parseDouble(text); d && std::isfinite(*d))
            return *d;
    }
    return text;
}

std::optional<DecodeError> precheckYaml(std::string_view text)
{
    DecodeError error;
    if (text.size() > yamlMaxBytes) {
        error.message = "document is larger than " + std::to_string(yamlMaxBytes) + " bytes";
        return error;
    }
    if (const auto bad = firstInvalidUtf8(text)) {
        error.message = "the file is not valid UTF-8";
        lineAndColumn(text, *bad, error.line, error.column);
        return error;
    }
    if (const auto bad = firstNonPrintable(text)) {
        error.message = "the file holds a control character, which YAML does not allow";
        lineAndColumn(text, *bad, error.line, error.column);
        return error;
    }
    int line = 0;
    if (auto problem = checkNesting(text, line); problem || (problem = checkStructure(text, line))) {
        error.message = *problem;
        error.line = line;
        error.column = 1;
        return error;
    }
    return std::nullopt;
}

Decoded<YAML::Node> loadYaml(std::string_view text)
{
    Decoded<YAML::Node> result;
    if (auto problem = precheckYaml(text)) {
        result.error = std::move(*problem);
        return result;
    }
    try {
        // YAML::Load, not LoadAll: yaml-cpp 0.7's LoadAll never returns on some inputs (a lone ",").
        // checkStructure() has already refused streams of several documents.
        result.value = YAML::Load(std::string(text));
    } catch (const YAML::Exception& e) {
        result.error.message = e.msg;
        result.error.line = e.mark.is_null() ? 0 : e.mark.line + 1;
        result.error.column = e.mark.is_null() ? 0 : e.mark.column + 1;
    } catch (const std::exception& e) {
        result.error.message = e.what();
    }
    return result;
}

DecodeError decodeError(const YamlFailure& failure)
{
    DecodeError error;
    error.path = failure.path;
    error.message = failure.message;
    error.line = failure.mark.is_null() ? 0 : failure.mark.line + 1;
    error.column = failure.mark.is_null() ? 0 : failure.mark.column + 1;
    return error;
}

namespace {

    // Would PyYAML read this plain scalar as something other than a string? Then it must be quoted.
    bool needsQuotes(const std::string& s)
    {
        static const std::set<std::string> words { "null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False",
            "FALSE", "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N" };
        if (s.empty() || words.contains(s))
            return true;
        // "---" and "..." at the start of a line mark a document's start and end (a fuzzer found an
        // unknown key "---   x" written bare, which read back as a second document).
        if (s.rfind("---", 0) == 0 || s.rfind("...", 0) == 0)
            return true;
        const char c = s.front();
        if (c >= '0' && c <= '9')
            return true; // numbers, dates, times, sexagesimal values
        if ((c == '+' || c == '-' || c == '.') && s.size() > 1) {
            const char d = s[1];
            return (d >= '0' && d <= '9') || d == '.' || d == 'i' || d == 'I' || d == 'n' || d == 'N';
        }
        return false;
    }

    // Control characters (C0, DEL, C1), and the Unicode line breaks and BOM that YAML readers treat
    // specially, only survive inside double quotes, where they are written as escapes.
    bool needsEscapes(const std::string& s)
    {
        for (std::size_t i = 0; i < s.size(); ++i) {
            const auto u = static_cast<unsigned char>(s[i]);
            const auto next = i + 1 < s.size() ? static_cast<unsigned char>(s[i + 1]) : 0;
            if (u < 0x20 || u == 0x7F || (u == 0xC2 && next >= 0x80 && next <= 0x9F))
                return true;
        }
        return s.find("\xE2\x80\xA8") != std::string::npos || s.find("\xE2\x80\xA9") != std::string::npos
            || s.find("\xEF\xBB\xBF") != std::string::npos;
    }

} // namespace

void emitString(YAML::Emitter& out, const std::string& s)
{
    if (needsEscapes(s))
        out << YAML::DoubleQuoted << s;
    else if (needsQuotes(s))
        out << YAML::SingleQuoted << s;
    else
        out << s;
}

std::string formatDouble(double v)
{
    if (std::trunc(v) == v && std::fabs(v) < 9007199254740992.0)
        return std::to_string(static_cast<std::int64_t>(v));
    std::array<char, 64> buf {};
    const auto [end, ec] = std::to_chars(buf.data(), buf.data() + buf.size(), v);
    std::string text = ec == std::errc {} ? std::string(buf.data(), end) : std::to_string(v);
    // YAML 1.1 (PyYAML, so gcloud) reads a float only with a dot: "1e-04" would be the string
    // "1e-04" there, "1.0e-04" is 0.0001 everywhere.
    if (const auto e = text.find('e'); e != std::string::npos && text.find('.') == std::string::npos)
        text.insert(e, ".0");
    return text;
}

void emitJson(YAML::Emitter& out, const json& j)
{
    switch (j.type()) {
    case json::value_t::object:
        out << YAML::BeginMap;
        for (const auto& [key, value] : j.items()) {
            out << YAML::Key;
            emitString(out, key);
            out << YAML::Value;
            emitJson(out, value);
        }
        out << YAML::EndMap;
        break;
    case json::value_t::array:
        out << YAML::BeginSeq;
        for (const auto& value : j)
            emitJson(out, value);
        out << YAML::EndSeq;
        break;
    case json::value_t::string:
        emitString(out, j.get<std::string>());
        break;
    case json::value_t::boolean:
        out << (j.get<bool>() ? "true" : "false");
        break;
    case json::value_t::number_integer:
        out << std::to_string(j.get<std::int64_t>());
        break;
    case json::value_t::number_unsigned:
        out << std::to_string(j.get<std::uint64_t>());
        break;
    case json::value_t::number_float:
        out << formatDouble(j.get<double>());
        break;
    default:
        out << YAML::Null;
        break;
    }
}

std::string finishedYaml(const YAML::Emitter& out)
{
    std::string text = out.c_str();
    // yaml-cpp escapes every control character but DEL. needsEscapes() put each string holding one in
    // double quotes, where "\x7F" is the escape YAML readers expect.
    for (auto pos = text.find('\x7F'); pos != std::string::npos; pos = text.find('\x7F', pos))
        text.replace(pos, 1, "\\x7F");
    if (!text.empty() && text.back() != '\n')
        text += '\n';
    return text;
}

} // namespace trainyard::spec::yamlwalk
