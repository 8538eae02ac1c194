#include "eventdecoder.h"

#include "tensorboard/tbevent.pb.h"

#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

namespace trainyard::daemon {

namespace {

    // IEEE 754 binary16 → double, subnormals and NaN included.
    double halfToDouble(std::uint16_t bits)
    {
        const int sign = (bits >> 15) ? -1 : 1;
        const int exponent = (bits >> 10) & 0x1f;
        const int mantissa = bits & 0x3ff;
        if (exponent == 0)
            return sign * std::ldexp(mantissa, -24);
        if (exponent == 31)
            return mantissa ? std::numeric_limits<double>::quiet_NaN() : sign * std::numeric_limits<double>::infinity();
        return sign * std::ldexp(mantissa + 1024, exponent - 25);
    }

    template <typename T> T loadLe(const std::string& bytes)
    {
        unsigned char b[sizeof(T)];
        std::memcpy(b, bytes.data(), sizeof(T));
        std::uint64_t v = 0;
        for (int i = int(sizeof(T)) - 1; i >= 0; --i)
            v = (v << 8) | b[i];
        T out;
        if constexpr (sizeof(T) == 8) {
            std::memcpy(&out, &v, 8);
        } else if constexpr (sizeof(T) == 4) {
            const auto v32 = static_cast<std::uint32_t>(v);
            std::memcpy(&out, &v32, 4);
        } else {
            const auto v16 = static_cast<std::uint16_t>(v);
            std::memcpy(&out, &v16, 2);
        }
        return out;
    }

    // The value of a rank-0 tensor of a numeric type; nullopt for anything else.
    std::optional<double> scalarOf(const tb::TensorProto& t)
    {
        if (t.tensor_shape().dim_size() != 0 || t.tensor_shape().unknown_rank())
            return std::nullopt;
        const std::string& content = t.tensor_content();
        switch (t.dtype()) {
        case tb::DT_FLOAT:
            if (t.float_val_size() > 0)
                return t.float_val(0);
            if (content.size() == 4)
                return loadLe<float>(content);
            break;
        case tb::DT_DOUBLE:
            if (t.double_val_size() > 0)
                return t.double_val(0);
            if (content.size() == 8)
                return loadLe<double>(content);
            break;
        case tb::DT_HALF:
            if (t.half_val_size() > 0)
                return halfToDouble(static_cast<std::uint16_t>(t.half_val(0)));
            if (content.size() == 2)
                return halfToDouble(loadLe<std::uint16_t>(content));
            break;
        case tb::DT_INT32:
            if (t.int_val_size() > 0)
                return t.int_val(0);
            if (content.size() == 4)
                return loadLe<std::int32_t>(content);
            break;
        case tb::DT_INT64:
            if (t.int64_val_size() > 0)
                return static_cast<double>(t.int64_val(0));
            if (content.size() == 8)
                return static_cast<double>(loadLe<std::int64_t>(content));
            break;
        default:
            break;
        }
        return std::nullopt;
    }

} // namespace

bool EventDecoder::decode(std::string_view record, std::vector<TaggedPoint>& out)
{
    if (record.size() > std::size_t(std::numeric_limits<int>::max()))
        return false;
    tb::Event event;
    if (!event.ParseFromArray(record.data(), static_cast<int>(record.size())))
        return false;
    if (!event.has_summary())
        return true; // file_version, graphs, session logs: an Event, but no points
    for (const tb::Summary::Value& value : event.summary().value()) {
        // The plugin is decided by a tag's first value; later values of the tag usually carry no metadata.
        auto known = m_scalarTags.find(value.tag());
        if (known == m_scalarTags.end()) {
            const std::string& plugin = value.metadata().plugin_data().plugin_name();
            known = m_scalarTags.emplace(value.tag(), plugin.empty() || plugin == "scalars").first;
        }
        std::optional<double> v;
        if (value.value_case() == tb::Summary::Value::kSimpleValue)
            v = value.simple_value();
        else if (value.value_case() == tb::Summary::Value::kTensor && known->second)
            v = scalarOf(value.tensor());
        if (v)
            out.push_back({ value.tag(), { event.step(), event.wall_time(), *v } });
    }
    return true;
}

} // namespace trainyard::daemon
