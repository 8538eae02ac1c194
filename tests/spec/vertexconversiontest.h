#pragma once

// Helpers shared by the conversion tests: jobs from JSON text, and a report as "path code" lines
// that QCOMPARE prints when they differ.

#include "spec/jsoncodec.h"
#include "spec/numbers.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/violation.h"

#include "testfixtures.h"

#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace trainyard::test {

inline spec::Job v1Job(const std::string& json)
{
    auto decoded = spec::jobFromJsonText(json);
    if (!decoded)
        qFatal("test v1 job does not decode: %s", decoded.error.message.c_str());
    return *decoded.value;
}

inline spec::vertex::CustomJob customJob(const std::string& json)
{
    auto decoded = spec::vertex::customJobFromJsonText(json);
    if (!decoded)
        qFatal("test custom job does not decode: %s", decoded.error.message.c_str());
    return *decoded.value;
}

inline spec::vertex::HyperparameterTuningJob tuningJob(const std::string& json)
{
    auto decoded = spec::vertex::hyperparameterTuningJobFromJsonText(json);
    if (!decoded)
        qFatal("test tuning job does not decode: %s", decoded.error.message.c_str());
    return *decoded.value;
}

// Each warning as "path code"; every entry must be a warning with an English text.
inline QStringList reportLines(const std::vector<spec::Violation>& report)
{
    QStringList out;
    for (const auto& v : report) {
        if (v.severity != spec::Severity::Warning || v.englishMessage().empty())
            out << QStringLiteral("NOT A WARNING WITH TEXT: ") + QString::fromStdString(v.path);
        out << QString::fromStdString(v.path + ' ' + v.code);
    }
    return out;
}

inline QString canonical(const std::string& json)
{
    return QString::fromStdString(nlohmann::json::parse(json).dump());
}

// Leaves of a JSON document by path ("trainingInput.masterConfig.imageUri", "…trials[2].state");
// arrays of scalars are one leaf.
inline void flatten(const nlohmann::json& j, const std::string& path, std::map<std::string, nlohmann::json>& out)
{
    if (j.is_object() && !j.empty()) {
        for (const auto& [key, value] : j.items())
            flatten(value, path.empty() ? key : path + '.' + key, out);
    } else if (j.is_array() && !j.empty() && j.front().is_object()) {
        for (std::size_t i = 0; i < j.size(); ++i)
            flatten(j[i], path + '[' + std::to_string(i) + ']', out);
    } else {
        out[path] = j;
    }
}

inline bool under(const std::string& path, const std::string& prefix)
{
    return path == prefix || (path.starts_with(prefix) && (path[prefix.size()] == '.' || path[prefix.size()] == '['));
}

// v1 keeps trial values as text, Vertex as numbers: "0.0070710678118654755" comes back as the shortest
// text of the same double ("0.007071067811865475"), which is the same value.
inline bool sameValue(const nlohmann::json& a, const nlohmann::json& b)
{
    if (a == b)
        return true;
    if (!a.is_string() || !b.is_string())
        return false;
    const auto x = spec::parseDouble(a.get<std::string>());
    const auto y = spec::parseDouble(b.get<std::string>());
    return x && y && *x == *y;
}

// "trials[2].state" -> "trials[].state": a path as a list of what cannot survive names it.
inline std::string withoutIndexes(const std::string& path)
{
    static const std::regex index(R"(\[\d+\])");
    return std::regex_replace(path, index, "[]");
}

// Each leaf of `before` that `after` lacks or changed, unless the report names it (or a field above
// it) or it lies under one of `lossy` (paths with indexes written as []).
inline QStringList lostFields(const nlohmann::json& before, const nlohmann::json& after,
    const std::vector<spec::Violation>& report, const std::vector<std::string>& lossy)
{
    std::map<std::string, nlohmann::json> was, is;
    flatten(before, {}, was);
    flatten(after, {}, is);
    QStringList lost;
    for (const auto& [path, value] : was) {
        const auto it = is.find(path);
        if (it != is.end() && sameValue(it->second, value))
            continue;
        const bool reported = std::any_of(report.begin(), report.end(), [&](const spec::Violation& v) { return under(path, v.path); });
        const bool known = std::any_of(lossy.begin(), lossy.end(), [&](const std::string& l) { return under(withoutIndexes(path), l); });
        if (!reported && !known)
            lost << QString::fromStdString(path + " = " + value.dump() + " came back as "
                + (it == is.end() ? std::string("nothing") : it->second.dump()));
    }
    return lost;
}

} // namespace trainyard::test
