#pragma once

// The walker that reads YAML into any spec message through forEachField (spec/fields.h,
// spec/vertex/fields.h): shared by the codecs of v1 config.yaml (yamlcodec.cpp) and of Vertex's --config
// files (vertex/yamlconfig.cpp), so both read alike and keep the same guards. Internal to the spec library.

#include "decodeerror.h"
#include "fieldpath.h"
#include "fields.h"
#include "numbers.h"
#include "unknownfields.h"
#include "utf8.h"
#include "yamlguard.h"

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace trainyard::spec::yamlwalk {

using json = nlohmann::json;

// Aliases let a small file describe an exponentially large tree ("billion laughs").
inline constexpr std::size_t maxNodes = 200'000;

struct YamlFailure {
    std::string path;
    std::string message;
    YAML::Mark mark;
};

inline bool isPlain(const YAML::Node& node) { return node.Tag() == "?"; }

// YAML 1.2 core schema for plain scalars of fields we do not know, so they are kept with the type
// a YAML reader would give them.
json plainScalarToJson(const std::string& text);

// How lenient the reader is where gcloud's readers differ from the proto3 JSON mapping.
struct YamlReading {
    // A lone value where a list belongs is read as a list of that one value: apitools (protorpc's
    // protojson), which gcloud's Vertex commands read --config with, wraps it so, and gcloud's own
    // example for `ai custom-jobs create --config` writes `workerPoolSpecs:` with one mapping under it.
    bool loneValueAsList = false;
};

class YamlReader {
public:
    explicit YamlReader(YamlReading reading = {})
        : m_reading(reading)
    {
    }

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
        throw YamlFailure { m_path.text(), std::move(message), node.Mark() };
    }

private:
    // Aliases can make a collection contain itself; the text's nesting check cannot see that, so
    // the walk bounds its own depth too.
    class DepthGuard {
    public:
        DepthGuard(YamlReader& reader, const YAML::Node& node)
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
        YamlReader& m_reader;
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
        if (!node.IsSequence()) {
            if (!m_reading.loneValueAsList)
                fail(node, "expected a list");
            FieldPath::Scope scope(m_path, 0);
            T item {};
            readValue(node, item);
            out.push_back(std::move(item));
            return;
        }
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

    YamlReading m_reading;
    FieldPath m_path;
    std::size_t m_nodes = 0;
    std::size_t m_depth = 0;
};

// What must be refused before yaml-cpp sees the text (size, UTF-8, control characters, nesting, an
// unclosed quote, several documents), as a DecodeError with its line; nothing when the text may be parsed.
std::optional<DecodeError> precheckYaml(std::string_view text);

// Parses one document; its root, or a DecodeError with line and column.
Decoded<YAML::Node> loadYaml(std::string_view text);

DecodeError decodeError(const YamlFailure& failure);

// A whole document as the message T; an empty document is T{}.
template <Message T>
Decoded<T> decodeYaml(std::string_view text, YamlReading reading = {})
{
    Decoded<T> result;
    auto root = loadYaml(text);
    if (!root) {
        result.error = root.error;
        return result;
    }
    if (!root->IsDefined() || root->IsNull()) {
        result.value = T {};
        return result;
    }
    try {
        YamlReader reader(reading);
        T message;
        reader.readMessage(*root, message);
        result.value = std::move(message);
    } catch (const YamlFailure& failure) {
        result.error = decodeError(failure);
    } catch (const YAML::Exception& e) {
        result.error.message = e.msg;
        result.error.line = e.mark.is_null() ? 0 : e.mark.line + 1;
        result.error.column = e.mark.is_null() ? 0 : e.mark.column + 1;
    } catch (const std::exception& e) {
        result.error.message = e.what();
    }
    return result;
}

} // namespace trainyard::spec::yamlwalk
