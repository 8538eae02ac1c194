#pragma once

// Helpers shared by the conversion tests: jobs from JSON text, and a report as "path code" lines
// that QCOMPARE prints when they differ.

#include "spec/jsoncodec.h"
#include "spec/vertex/jsoncodec.h"
#include "spec/violation.h"

#include "testfixtures.h"

#include <QStringList>

#include <nlohmann/json.hpp>

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

} // namespace trainyard::test
