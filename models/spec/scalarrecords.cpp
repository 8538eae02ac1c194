#include "scalarrecords.h"

#include "wirefields.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>

namespace trainyard::spec {

namespace {

    // proto3's JSON mapping for the doubles JSON cannot hold.
    nlohmann::json doubleToJson(double value)
    {
        if (std::isnan(value))
            return "NaN";
        if (std::isinf(value))
            return value > 0 ? "Infinity" : "-Infinity";
        return value;
    }

    std::optional<double> doubleFromJson(const nlohmann::json& json)
    {
        if (json.is_number())
            return json.get<double>();
        if (!json.is_string())
            return std::nullopt;
        const auto& text = json.get_ref<const std::string&>();
        if (text == "NaN")
            return std::numeric_limits<double>::quiet_NaN();
        if (text == "Infinity")
            return std::numeric_limits<double>::infinity();
        if (text == "-Infinity")
            return -std::numeric_limits<double>::infinity();
        return std::nullopt;
    }

    std::optional<std::vector<std::string>> stringList(const nlohmann::json& json, const char* key)
    {
        std::vector<std::string> out;
        const auto it = json.find(key);
        if (it == json.end() || it->is_null())
            return out;
        if (!it->is_array())
            return std::nullopt;
        for (const auto& item : *it) {
            if (!item.is_string())
                return std::nullopt;
            out.push_back(item.get<std::string>());
        }
        return out;
    }

    std::string encode(std::string_view text)
    {
        static const char hex[] = "0123456789ABCDEF";
        std::string out;
        for (const char ch : text) {
            const auto c = static_cast<unsigned char>(ch);
            if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~' || c == '/') {
                out += static_cast<char>(c);
            } else {
                out += '%';
                out += hex[c >> 4];
                out += hex[c & 15];
            }
        }
        return out;
    }

    std::string joined(const std::vector<std::string>& items)
    {
        std::string out;
        for (const auto& item : items)
            out += (out.empty() ? "" : ",") + encode(item);
        return out;
    }

} // namespace

std::vector<ScalarPoint> downsampleMinMax(const std::vector<ScalarPoint>& points, int buckets)
{
    if (buckets <= 0 || points.size() <= static_cast<std::size_t>(2 * buckets + 2))
        return points;
    std::int64_t lo = points.front().step;
    std::int64_t hi = points.front().step;
    for (const auto& p : points) {
        lo = std::min(lo, p.step);
        hi = std::max(hi, p.step);
    }
    const double span = static_cast<double>(hi - lo) + 1.0;
    const auto bucketOf = [&](std::int64_t step) {
        return std::min(buckets - 1, static_cast<int>(static_cast<double>(step - lo) / span * buckets));
    };
    // Per bucket, the indices of its lowest, highest and first NaN point.
    constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
    struct Pick {
        std::size_t low = none, high = none, nan = none;
    };
    std::vector<Pick> picks(static_cast<std::size_t>(buckets));
    for (std::size_t i = 0; i < points.size(); ++i) {
        Pick& pick = picks[static_cast<std::size_t>(bucketOf(points[i].step))];
        const double v = points[i].value;
        if (std::isnan(v)) {
            if (pick.nan == none)
                pick.nan = i;
            continue;
        }
        if (pick.low == none || v < points[pick.low].value)
            pick.low = i;
        if (pick.high == none || v > points[pick.high].value)
            pick.high = i;
    }
    std::vector<std::size_t> keep = { 0, points.size() - 1 };
    for (const Pick& pick : picks)
        for (const std::size_t i : { pick.low, pick.high, pick.nan })
            if (i != none)
                keep.push_back(i);
    std::sort(keep.begin(), keep.end());
    keep.erase(std::unique(keep.begin(), keep.end()), keep.end());
    std::vector<ScalarPoint> out;
    out.reserve(keep.size());
    for (const std::size_t i : keep)
        out.push_back(points[i]);
    return out;
}

nlohmann::json scalarInfoToJson(const ScalarInfo& info)
{
    nlohmann::json json = { { "logRoots", info.logRoots }, { "eventFiles", std::to_string(info.eventFiles) },
        { "corruptRecords", std::to_string(info.corruptRecords) } };
    if (!info.status.empty())
        json["status"] = info.status;
    return json;
}

std::optional<ScalarInfo> scalarInfoFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    ScalarInfo info;
    auto roots = stringList(json, "logRoots");
    if (!roots || !wire::readString(json, "status", info.status))
        return std::nullopt;
    info.logRoots = std::move(*roots);
    for (const auto& [key, out] : { std::pair { "eventFiles", &info.eventFiles }, std::pair { "corruptRecords", &info.corruptRecords } }) {
        if (!json.contains(key))
            continue;
        const auto n = wire::int64Of(json[key]);
        if (!n || *n < 0)
            return std::nullopt;
        *out = *n;
    }
    return info;
}

nlohmann::json scalarWindowToJson(const ScalarWindow& window)
{
    nlohmann::json series = nlohmann::json::array();
    for (const auto& s : window.series) {
        nlohmann::json points = nlohmann::json::array();
        for (const auto& p : s.points)
            points.push_back(nlohmann::json::array({ p.step, doubleToJson(p.wallTime), doubleToJson(p.value) }));
        series.push_back({ { "run", s.run }, { "tag", s.tag }, { "points", std::move(points) } });
    }
    nlohmann::json json = { { "series", std::move(series) }, { "nextSince", std::to_string(window.nextSince) },
        { "complete", window.complete }, { "info", scalarInfoToJson(window.info) } };
    if (window.downsampled)
        json["downsampled"] = true;
    return json;
}

std::optional<ScalarWindow> scalarWindowFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    ScalarWindow window;
    if (!wire::readBool(json, "complete", window.complete) || !wire::readBool(json, "downsampled", window.downsampled))
        return std::nullopt;
    if (json.contains("nextSince")) {
        const auto next = wire::int64Of(json["nextSince"]);
        if (!next || *next < 0)
            return std::nullopt;
        window.nextSince = *next;
    }
    if (const auto info = json.find("info"); info != json.end() && !info->is_null()) {
        auto decoded = scalarInfoFromJson(*info);
        if (!decoded)
            return std::nullopt;
        window.info = std::move(*decoded);
    }
    const auto series = json.find("series");
    if (series == json.end() || series->is_null())
        return window;
    if (!series->is_array())
        return std::nullopt;
    for (const auto& item : *series) {
        if (!item.is_object())
            return std::nullopt;
        ScalarSeries s;
        if (!wire::readString(item, "run", s.run) || !wire::readString(item, "tag", s.tag) || s.tag.empty())
            return std::nullopt;
        const auto points = item.find("points");
        if (points != item.end() && !points->is_null()) {
            if (!points->is_array())
                return std::nullopt;
            s.points.reserve(points->size());
            for (const auto& p : *points) {
                if (!p.is_array() || p.size() != 3)
                    return std::nullopt;
                const auto step = wire::int64Of(p[0]);
                const auto wall = doubleFromJson(p[1]);
                const auto value = doubleFromJson(p[2]);
                if (!step || !wall || !value)
                    return std::nullopt;
                s.points.push_back({ *step, *wall, *value });
            }
        }
        window.series.push_back(std::move(s));
    }
    return window;
}

std::string scalarQueryToUrl(const ScalarQuery& query)
{
    std::string url = "since=" + std::to_string(query.since);
    if (!query.tags.empty())
        url += "&tags=" + joined(query.tags);
    if (!query.runs.empty())
        url += "&runs=" + joined(query.runs);
    if (query.maxPoints > 0)
        url += "&maxPoints=" + std::to_string(query.maxPoints);
    if (query.stepMin)
        url += "&stepMin=" + std::to_string(*query.stepMin);
    if (query.stepMax)
        url += "&stepMax=" + std::to_string(*query.stepMax);
    return url;
}

} // namespace trainyard::spec
