#include "jsoncodec.h"

#include "fieldpath.h"
#include "fields.h"
#include "numbers.h"
#include "strictjson.h"
#include "vertex/fields.h"

#include <cmath>
#include <set>

namespace trainyard::spec {

namespace {

    using json = nlohmann::json;

    struct Failure {
        std::string path;
        std::string message;
    };

    const char* typeName(const json& j)
    {
        switch (j.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "a list";
        case json::value_t::string:
            return "a string";
        case json::value_t::boolean:
            return "a boolean";
        case json::value_t::binary:
            return "binary data";
        case json::value_t::discarded:
            return "nothing";
        default:
            return "a number";
        }
    }

    class Reader {
    public:
        template <Message T>
        void readMessage(const json& j, T& out)
        {
            if (!j.is_object())
                fail("expected an object, found " + std::string(typeName(j)));
            std::set<std::string_view> known;
            forEachField(out, [&](const char* name, auto& field) {
                known.insert(name);
                const auto it = j.find(name);
                if (it == j.end() || it->is_null())
                    return;
                FieldPath::Scope scope(m_path, name);
                readField(*it, field);
            });
            for (const auto& [key, value] : j.items()) {
                if (!known.contains(key)) {
                    if (out.unknown.is_null())
                        out.unknown = json::object();
                    out.unknown[key] = value;
                }
            }
        }

        [[noreturn]] void fail(std::string message) const { throw Failure { m_path.text(), std::move(message) }; }

    private:
        template <typename T>
        void readField(const json& j, std::optional<T>& out)
        {
            T value {};
            readValue(j, value);
            out = std::move(value);
        }

        void readValue(const json& j, std::string& out)
        {
            if (!j.is_string())
                fail("expected a string, found " + std::string(typeName(j)));
            out = j.get<std::string>();
        }

        void readValue(const json& j, bool& out)
        {
            if (!j.is_boolean())
                fail("expected true or false, found " + std::string(typeName(j)));
            out = j.get<bool>();
        }

        template <std::integral I>
            requires(!std::same_as<I, bool>)
        void readValue(const json& j, I& out)
        {
            std::optional<I> value;
            if (j.is_number_integer() && !j.is_number_unsigned())
                value = narrowInteger<I>(j.get<std::int64_t>());
            else if (j.is_number_unsigned())
                value = narrowUnsigned<I>(j.get<std::uint64_t>());
            else if (j.is_number_float())
                value = integralDouble<I>(j.get<double>());
            else if (j.is_string())
                value = parseInteger<I>(j.get_ref<const std::string&>());
            else
                fail("expected an integer, found " + std::string(typeName(j)));
            if (!value)
                fail("expected an integer between " + std::to_string(std::numeric_limits<I>::min()) + " and "
                    + std::to_string(std::numeric_limits<I>::max()));
            out = *value;
        }

        void readValue(const json& j, double& out)
        {
            if (j.is_number()) {
                out = j.get<double>();
                return;
            }
            if (j.is_string()) {
                // proto3 JSON also allows numbers as strings; "NaN" and "Infinity" are refused because
                // no double in this API means anything when not finite.
                if (const auto value = parseDouble(j.get_ref<const std::string&>()); value && std::isfinite(*value)) {
                    out = *value;
                    return;
                }
            }
            fail("expected a finite number, found " + std::string(typeName(j)));
        }

        void readValue(const json& j, Duration& out)
        {
            if (!j.is_string())
                fail("expected a duration such as \"3600s\", found " + std::string(typeName(j)));
            const auto value = Duration::parse(j.get_ref<const std::string&>());
            if (!value)
                fail("\"" + j.get<std::string>().substr(0, 64) + "\" is not a duration such as \"3600s\" or \"1.5s\"");
            out = *value;
        }

        void readValue(const json& j, Timestamp& out)
        {
            if (!j.is_string())
                fail("expected an RFC 3339 time, found " + std::string(typeName(j)));
            const auto value = Timestamp::parse(j.get_ref<const std::string&>());
            if (!value)
                fail("\"" + j.get<std::string>().substr(0, 64)
                    + "\" is not an RFC 3339 time such as \"2024-05-01T12:00:00Z\"");
            out = *value;
        }

        template <typename E>
        void readValue(const json& j, Enum<E>& out)
        {
            if (j.is_string()) {
                out = Enum<E>::fromWire(j.get_ref<const std::string&>());
                return;
            }
            // proto3 JSON parsers also accept an enum's number.
            if (j.is_number_integer()) {
                const auto index = j.get<std::int64_t>();
                const auto& names = EnumNames<E>::names;
                if (index >= 0 && static_cast<std::size_t>(index) < names.size()) {
                    out = names[static_cast<std::size_t>(index)].first;
                    return;
                }
            }
            fail("expected one of the names of this enum, found " + std::string(typeName(j)));
        }

        void readValue(const json& j, OpaqueJson& out) { out = j; }

        template <typename T>
        void readValue(const json& j, std::vector<T>& out)
        {
            if (!j.is_array())
                fail("expected a list, found " + std::string(typeName(j)));
            out.reserve(j.size());
            for (std::size_t i = 0; i < j.size(); ++i) {
                FieldPath::Scope scope(m_path, i);
                T item {};
                readValue(j[i], item);
                out.push_back(std::move(item));
            }
        }

        void readValue(const json& j, std::map<std::string, std::string>& out)
        {
            if (!j.is_object())
                fail("expected an object of strings, found " + std::string(typeName(j)));
            for (const auto& [key, value] : j.items()) {
                FieldPath::Scope scope(m_path, key);
                std::string text;
                readValue(value, text);
                out.emplace(key, std::move(text));
            }
        }

        template <Message T>
        void readValue(const json& j, T& out)
        {
            readMessage(j, out);
        }

        FieldPath m_path;
    };

    class Writer {
    public:
        template <Message T>
        json writeMessage(const T& in) const
        {
            json out = json::object();
            forEachField(in, [&](const char* name, const auto& field) {
                if (field)
                    out[name] = writeValue(*field);
            });
            if (in.unknown.is_object()) {
                for (const auto& [key, value] : in.unknown.items()) {
                    if (!out.contains(key))
                        out[key] = value;
                }
            }
            return out;
        }

    private:
        json writeValue(const std::string& v) const { return v; }
        json writeValue(bool v) const { return v; }
        json writeValue(std::int32_t v) const { return v; }
        json writeValue(std::int64_t v) const { return std::to_string(v); } // int64 travels as a string
        json writeValue(double v) const
        {
            if (std::isnan(v))
                return "NaN";
            if (std::isinf(v))
                return v > 0 ? "Infinity" : "-Infinity";
            // Integral values are written without a fraction, as proto3 printers do.
            if (std::trunc(v) == v && std::fabs(v) < 9007199254740992.0)
                return static_cast<std::int64_t>(v);
            return v;
        }
        json writeValue(const Duration& v) const { return v.toString(); }
        json writeValue(const Timestamp& v) const { return v.toString(); }
        template <typename E>
        json writeValue(const Enum<E>& v) const
        {
            return std::string(v.wire());
        }
        json writeValue(const OpaqueJson& v) const { return v; }
        json writeValue(const std::map<std::string, std::string>& v) const { return v; }
        template <typename T>
        json writeValue(const std::vector<T>& v) const
        {
            json out = json::array();
            for (const auto& item : v)
                out.push_back(writeValue(item));
            return out;
        }
        template <Message T>
        json writeValue(const T& v) const
        {
            return writeMessage(v);
        }
    };

} // namespace

template <typename T>
Decoded<T> fromJson(const nlohmann::json& document)
{
    Decoded<T> result;
    Reader reader;
    try {
        T value;
        reader.readMessage(document, value);
        result.value = std::move(value);
    } catch (const Failure& failure) {
        result.error.path = failure.path;
        result.error.message = failure.message;
    } catch (const std::exception& e) {
        result.error.message = e.what();
    }
    return result;
}

template <typename T>
nlohmann::json toJson(const T& message)
{
    return Writer {}.writeMessage(message);
}

#define TRAINYARD_INSTANTIATE(T)                                                                                       \
    template Decoded<T> fromJson<T>(const nlohmann::json&);                                                            \
    template nlohmann::json toJson<T>(const T&);
TRAINYARD_INSTANTIATE(AcceleratorConfig)
TRAINYARD_INSTANTIATE(DiskConfig)
TRAINYARD_INSTANTIATE(ReplicaConfig)
TRAINYARD_INSTANTIATE(Scheduling)
TRAINYARD_INSTANTIATE(EncryptionConfig)
TRAINYARD_INSTANTIATE(ParameterSpec)
TRAINYARD_INSTANTIATE(HyperparameterSpec)
TRAINYARD_INSTANTIATE(TrainingInput)
TRAINYARD_INSTANTIATE(HyperparameterMetric)
TRAINYARD_INSTANTIATE(HyperparameterOutput)
TRAINYARD_INSTANTIATE(TrainingOutput)
TRAINYARD_INSTANTIATE(Job)
#define TRAINYARD_INSTANTIATE_VERTEX(T) TRAINYARD_INSTANTIATE(vertex::T)
TRAINYARD_FOR_EACH_VERTEX_MESSAGE(TRAINYARD_INSTANTIATE_VERTEX)
#undef TRAINYARD_INSTANTIATE_VERTEX
#undef TRAINYARD_INSTANTIATE

Decoded<Job> jobFromJson(const nlohmann::json& document)
{
    return fromJson<Job>(document);
}

Decoded<Job> jobFromJsonText(std::string_view text)
{
    auto parsed = parseStrictJson(text);
    if (!parsed) {
        Decoded<Job> result;
        result.error = parsed.error;
        return result;
    }
    return fromJson<Job>(*parsed.value);
}

nlohmann::json toJson(const Job& job)
{
    return toJson<Job>(job);
}

std::string toJsonText(const Job& job, int indent)
{
    // Strings set in code may hold invalid UTF-8; replace it rather than throw.
    return toJson(job).dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace trainyard::spec
