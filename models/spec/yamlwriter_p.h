#pragma once

// The walker that writes any spec message as YAML through forEachField: shared by the v1 config.yaml
// codec (yamlcodec.cpp) and Vertex's --config files (vertex/yamlconfig.cpp). Internal to the spec library.

#include "fields.h"
#include "unknownfields.h"

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace trainyard::spec::yamlwalk {

// Strings PyYAML would read as another type are quoted; control characters are escaped.
void emitString(YAML::Emitter& out, const std::string& s);
// Shortest form that reads back to v, with the dot YAML 1.1 needs to see a float.
std::string formatDouble(double v);
void emitJson(YAML::Emitter& out, const nlohmann::json& j);

class YamlWriter {
public:
    explicit YamlWriter(YAML::Emitter& out)
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

// The emitter's text as a file: DEL escaped, a final line break.
std::string finishedYaml(const YAML::Emitter& out);

template <Message T>
std::string encodeYaml(const T& message)
{
    YAML::Emitter out;
    out.SetIndent(2);
    out.SetSeqFormat(YAML::Block);
    YamlWriter writer(out);
    writer.writeMessage(message);
    return finishedYaml(out);
}

} // namespace trainyard::spec::yamlwalk
