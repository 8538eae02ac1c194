#include "yamlcodec.h"

#include "fieldpath.h"
#include "fields.h"
#include "jsoncodec.h"
#include "numbers.h"
#include "strictjson.h"
#include "utf8.h"
#include "yamlguard.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

namespace trainyard::spec {

namespace {

    using json = nlohmann::json;

    // Aliases let a small file describe an exponentially large tree ("billion laughs").
    constexpr std::size_t maxNodes = 200'000;

    struct Failure {
        std::string path;
        std::string message;
        YAML::Mark mark;
    };

    bool isPlain(const YAML::Node& node) { return node.Tag() == "?"; }

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

    class Reader {
    public:
        template <Message T>
        void readMessage(const YAML::Node& node, T& out)
        {
            if (!node.IsMap())
                fail(node, "expected a mapping of field names to values");
            std::set<std::string> seen;
            std::map<std::string, YAML::Node> members;
            for (const auto& entry : node) {
                countNode(entry.first);
                const std::string key = keyText(entry.first);
                if (!seen.insert(key).second) {
                    FieldPath::Scope scope(m_path, key);
                    fail(entry.first, "duplicate key \"" + key + "\"");
                }
                members.emplace(key, entry.second);
            }
            std::set<std::string_view> known;
            forEachField(out, [&](const char* name, auto& field) {
                known.insert(name);
                const auto it = members.find(name);
                if (it == members.end() || it->second.IsNull())
                    return;
                FieldPath::Scope scope(m_path, name);
                readField(it->second, field);
            });
            for (const auto& [key, value] : members) {
                if (known.contains(key))
                    continue;
                FieldPath::Scope scope(m_path, key);
                if (out.unknown.is_null())
                    out.unknown = json::object();
                out.unknown[key] = toJsonValue(value);
            }
        }

        [[noreturn]] void fail(const YAML::Node& node, std::string message) const
        {
            throw Failure { m_path.text(), std::move(message), node.Mark() };
        }

    private:
        // Aliases can make a collection contain itself; the text's nesting check cannot see that, so
        // the walk bounds its own depth too.
        class DepthGuard {
        public:
            DepthGuard(Reader& reader, const YAML::Node& node)
                : m_reader(reader)
            {
                if (m_reader.m_depth >= yamlMaxNesting)
                    m_reader.fail(node, "nesting deeper than " + std::to_string(yamlMaxNesting) + " levels (does an alias refer to itself?)");
                ++m_reader.m_depth;
            }
            ~DepthGuard() { --m_reader.m_depth; }
            DepthGuard(const DepthGuard&) = delete;
            DepthGuard& operator=(const DepthGuard&) = delete;

        private:
            Reader& m_reader;
        };

        void countNode(const YAML::Node& node)
        {
            if (++m_nodes > maxNodes)
                fail(node, "document has more than " + std::to_string(maxNodes) + " nodes (are aliases expanding it?)");
        }

        std::string keyText(const YAML::Node& key)
        {
            if (!key.IsScalar())
                fail(key, "keys must be plain names");
            return repairedUtf8(key.Scalar());
        }

        std::string scalar(const YAML::Node& node, const char* expected)
        {
            countNode(node);
            if (!node.IsScalar())
                fail(node, std::string("expected ") + expected + ", found " + (node.IsSequence() ? "a list" : "a mapping"));
            return repairedUtf8(node.Scalar());
        }

        template <typename T>
        void readField(const YAML::Node& node, std::optional<T>& out)
        {
            T value {};
            readValue(node, value);
            out = std::move(value);
        }

        void readValue(const YAML::Node& node, std::string& out) { out = scalar(node, "text"); }

        void readValue(const YAML::Node& node, bool& out)
        {
            // PyYAML (gcloud) reads YAML 1.1 booleans, so yes/no/on/off are accepted too.
            static const std::set<std::string> trues { "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON" };
            static const std::set<std::string> falses { "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF" };
            const std::string text = scalar(node, "true or false");
            if (trues.contains(text))
                out = true;
            else if (falses.contains(text))
                out = false;
            else
                fail(node, "expected true or false, found \"" + text.substr(0, 64) + "\"");
        }

        template <std::integral I>
            requires(!std::same_as<I, bool>)
        void readValue(const YAML::Node& node, I& out)
        {
            const std::string text = scalar(node, "an integer");
            const auto value = parseInteger<I>(text);
            if (!value)
                fail(node, "expected an integer between " + std::to_string(std::numeric_limits<I>::min()) + " and "
                        + std::to_string(std::numeric_limits<I>::max()) + ", found \"" + text.substr(0, 64) + "\"");
            out = *value;
        }

        void readValue(const YAML::Node& node, double& out)
        {
            const std::string text = scalar(node, "a number");
            const auto value = parseDouble(text);
            if (!value || !std::isfinite(*value))
                fail(node, "expected a finite number, found \"" + text.substr(0, 64) + "\"");
            out = *value;
        }

        void readValue(const YAML::Node& node, Duration& out)
        {
            const std::string text = scalar(node, "a duration");
            const auto value = Duration::parse(text);
            if (!value)
                fail(node, "\"" + text.substr(0, 64) + "\" is not a duration such as 3600s or 1.5s");
            out = *value;
        }

        void readValue(const YAML::Node& node, Timestamp& out)
        {
            const std::string text = scalar(node, "a time");
            const auto value = Timestamp::parse(text);
            if (!value)
                fail(node, "\"" + text.substr(0, 64) + "\" is not an RFC 3339 time such as 2024-05-01T12:00:00Z");
            out = *value;
        }

        template <typename E>
        void readValue(const YAML::Node& node, Enum<E>& out)
        {
            out = Enum<E>::fromWire(scalar(node, "a name"));
        }

        void readValue(const YAML::Node& node, OpaqueJson& out) { out = toJsonValue(node); }

        template <typename T>
        void readValue(const YAML::Node& node, std::vector<T>& out)
        {
            countNode(node);
            const DepthGuard guard(*this, node);
            if (!node.IsSequence())
                fail(node, "expected a list");
            for (std::size_t i = 0; i < node.size(); ++i) {
                FieldPath::Scope scope(m_path, i);
                T item {};
                readValue(node[i], item);
                out.push_back(std::move(item));
            }
        }

        void readValue(const YAML::Node& node, std::map<std::string, std::string>& out)
        {
            countNode(node);
            const DepthGuard guard(*this, node);
            if (!node.IsMap())
                fail(node, "expected a mapping of names to text");
            for (const auto& entry : node) {
                const std::string key = keyText(entry.first);
                FieldPath::Scope scope(m_path, key);
                if (out.contains(key))
                    fail(entry.first, "duplicate key \"" + key + "\"");
                out.emplace(key, entry.second.IsNull() ? std::string() : scalar(entry.second, "text"));
            }
        }

        template <Message T>
        void readValue(const YAML::Node& node, T& out)
        {
            countNode(node);
            const DepthGuard guard(*this, node);
            readMessage(node, out);
        }

        json toJsonValue(const YAML::Node& node)
        {
            countNode(node);
            const DepthGuard guard(*this, node);
            switch (node.Type()) {
            case YAML::NodeType::Scalar:
                return isPlain(node) ? plainScalarToJson(node.Scalar()) : json(repairedUtf8(node.Scalar()));
            case YAML::NodeType::Sequence: {
                json out = json::array();
                for (std::size_t i = 0; i < node.size(); ++i) {
                    FieldPath::Scope scope(m_path, i);
                    out.push_back(toJsonValue(node[i]));
                }
                return out;
            }
            case YAML::NodeType::Map: {
                json out = json::object();
                for (const auto& entry : node) {
                    const std::string key = keyText(entry.first);
                    FieldPath::Scope scope(m_path, key);
                    if (out.contains(key))
                        fail(entry.first, "duplicate key \"" + key + "\"");
                    out[key] = toJsonValue(entry.second);
                }
                return out;
            }
            default:
                return nullptr;
            }
        }

        FieldPath m_path;
        std::size_t m_nodes = 0;
        std::size_t m_depth = 0;
    };

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

    class Writer {
    public:
        explicit Writer(YAML::Emitter& out)
            : m_out(out)
        {
        }

        template <Message T>
        void writeMessage(const T& in)
        {
            m_out << YAML::BeginMap;
            std::set<std::string_view> known;
            forEachField(in, [&](const char* name, const auto& field) {
                known.insert(name);
                if (!field)
                    return;
                m_out << YAML::Key << name << YAML::Value;
                writeValue(*field);
            });
            if (in.unknown.is_object()) {
                for (const auto& [key, value] : in.unknown.items()) {
                    if (known.contains(key))
                        continue;
                    m_out << YAML::Key;
                    emitString(m_out, key);
                    m_out << YAML::Value;
                    emitJson(m_out, value);
                }
            }
            m_out << YAML::EndMap;
        }

    private:
        void writeValue(const std::string& v) { emitString(m_out, v); }
        void writeValue(bool v) { m_out << (v ? "true" : "false"); }
        void writeValue(std::int32_t v) { m_out << std::to_string(v); }
        void writeValue(std::int64_t v) { m_out << std::to_string(v); }
        void writeValue(double v) { m_out << formatDouble(v); }
        void writeValue(const Duration& v) { m_out << v.toString(); }
        void writeValue(const Timestamp& v) { m_out << YAML::SingleQuoted << v.toString(); }
        template <typename E>
        void writeValue(const Enum<E>& v)
        {
            emitString(m_out, std::string(v.wire()));
        }
        void writeValue(const OpaqueJson& v) { emitJson(m_out, v); }
        void writeValue(const std::map<std::string, std::string>& v)
        {
            m_out << YAML::BeginMap;
            for (const auto& [key, value] : v) {
                m_out << YAML::Key;
                emitString(m_out, key);
                m_out << YAML::Value;
                emitString(m_out, value);
            }
            m_out << YAML::EndMap;
        }
        template <typename T>
        void writeValue(const std::vector<T>& v)
        {
            m_out << YAML::BeginSeq;
            for (const auto& item : v)
                writeValue(item);
            m_out << YAML::EndSeq;
        }
        template <Message T>
        void writeValue(const T& v)
        {
            writeMessage(v);
        }

        YAML::Emitter& m_out;
    };

} // namespace

Decoded<Job> jobFromYaml(std::string_view text)
{
    Decoded<Job> result;
    if (text.size() > yamlMaxBytes) {
        result.error.message = "document is larger than " + std::to_string(yamlMaxBytes) + " bytes";
        return result;
    }
    if (const auto bad = firstInvalidUtf8(text)) {
        result.error.message = "the file is not valid UTF-8";
        lineAndColumn(text, *bad, result.error.line, result.error.column);
        return result;
    }
    if (const auto bad = firstNonPrintable(text)) {
        result.error.message = "the file holds a control character, which YAML does not allow";
        lineAndColumn(text, *bad, result.error.line, result.error.column);
        return result;
    }
    int line = 0;
    if (auto problem = checkNesting(text, line); problem || (problem = checkStructure(text, line))) {
        result.error.message = *problem;
        result.error.line = line;
        result.error.column = 1;
        return result;
    }
    try {
        // YAML::Load, not LoadAll: yaml-cpp 0.7's LoadAll never returns on some inputs (a lone ",").
        // checkStructure() has already refused streams of several documents.
        const YAML::Node root = YAML::Load(std::string(text));
        if (!root.IsDefined() || root.IsNull()) {
            result.value = Job {};
            return result;
        }
        Reader reader;
        Job job;
        reader.readMessage(root, job);
        result.value = std::move(job);
    } catch (const Failure& failure) {
        result.error.path = failure.path;
        result.error.message = failure.message;
        result.error.line = failure.mark.is_null() ? 0 : failure.mark.line + 1;
        result.error.column = failure.mark.is_null() ? 0 : failure.mark.column + 1;
    } catch (const YAML::Exception& e) {
        result.error.message = e.msg;
        result.error.line = e.mark.is_null() ? 0 : e.mark.line + 1;
        result.error.column = e.mark.is_null() ? 0 : e.mark.column + 1;
    } catch (const std::exception& e) {
        result.error.message = e.what();
    }
    return result;
}

std::string toYaml(const Job& job, YamlScope scope)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetSeqFormat(YAML::Block);
    Writer writer(out);
    writer.writeMessage(scope == YamlScope::GcloudConfig ? withoutOutputFields(job) : job);
    std::string text = out.c_str();
    // yaml-cpp escapes every control character but DEL. needsEscapes() put each string holding one in
    // double quotes, where "\x7F" is the escape YAML readers expect.
    for (auto pos = text.find('\x7F'); pos != std::string::npos; pos = text.find('\x7F', pos))
        text.replace(pos, 1, "\\x7F");
    if (!text.empty() && text.back() != '\n')
        text += '\n';
    return text;
}

} // namespace trainyard::spec
