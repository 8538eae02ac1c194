#include "jsoncodec.h"

#include "spec/strictjson.h"

namespace trainyard::spec::vertex {

namespace {

    template <typename T>
    Decoded<T> fromText(std::string_view text)
    {
        auto parsed = parseStrictJson(text);
        if (!parsed) {
            Decoded<T> result;
            result.error = parsed.error;
            return result;
        }
        return fromJson<T>(*parsed.value);
    }

    template <typename T>
    std::string toText(const T& message, int indent)
    {
        // Strings set in code may hold invalid UTF-8; replace it rather than throw.
        return toJson<T>(message).dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
    }

} // namespace

Decoded<CustomJob> customJobFromJsonText(std::string_view text)
{
    return fromText<CustomJob>(text);
}

Decoded<HyperparameterTuningJob> hyperparameterTuningJobFromJsonText(std::string_view text)
{
    return fromText<HyperparameterTuningJob>(text);
}

std::string toJsonText(const CustomJob& job, int indent)
{
    return toText(job, indent);
}

std::string toJsonText(const HyperparameterTuningJob& job, int indent)
{
    return toText(job, indent);
}

} // namespace trainyard::spec::vertex
