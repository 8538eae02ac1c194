#include "console/vertexdraft.h"

#include "spec/vertex/jsoncodec.h"
#include "spec/vertex/validator.h"

#include <QtGlobal>

#include <algorithm>

namespace trainyard::ui {

namespace {
    // A tuning job's own members: kept aside while the draft is a custom job.
    constexpr const char* tuningKeys[] = { "studySpec", "maxTrialCount", "parallelTrialCount", "maxFailedTrialCount" };

    std::string joined(const std::vector<std::string>& words)
    {
        std::string out;
        for (const auto& w : words)
            out += (out.empty() ? "" : ", ") + w;
        return out;
    }
} // namespace

VertexDraft::VertexDraft(QObject* parent)
    : DocumentDraft(parent)
{
    // A job that runs once its package and module are named: one n1-standard-4 replica on the
    // catalog's first CPU training container (the user picks another on the Pools page).
    nlohmann::json pool = { { "machineSpec", { { "machineType", "n1-standard-4" } } }, { "replicaCount", "1" } };
    for (const auto& container : catalog().containers()) {
        if (!container.gpu) {
            pool["pythonPackageSpec"] = { { "executorImageUri", container.uri } };
            break;
        }
    }
    replaceDocument({ { "jobSpec", { { "workerPoolSpecs", nlohmann::json::array({ pool }) } } } });
}

void VertexDraft::setDocument(nlohmann::json document)
{
    replaceDocument(std::move(document));
    emit changed();
}

void VertexDraft::setJob(const spec::vertex::VertexJob& job)
{
    m_keptStudy = nullptr;
    if (const auto* custom = std::get_if<spec::vertex::CustomJob>(&job)) {
        m_kind = Kind::CustomJob;
        setDocument(spec::toJson(*custom));
    } else {
        m_kind = Kind::TuningJob;
        setDocument(spec::toJson(std::get<spec::vertex::HyperparameterTuningJob>(job)));
    }
}

void VertexDraft::restore(Kind kind, nlohmann::json document, const std::string& location)
{
    m_keptStudy = nullptr;
    m_kind = kind;
    setDocument(std::move(document));
    if (!location.empty())
        setLocation(location);
}

std::string VertexDraft::specPath() const
{
    return m_kind == Kind::CustomJob ? "jobSpec" : "trialJobSpec";
}

std::string VertexDraft::poolPath(int pool) const
{
    return specPath() + ".workerPoolSpecs[" + std::to_string(pool) + "]";
}

void VertexDraft::setKind(Kind kind)
{
    if (kind == m_kind)
        return;
    nlohmann::json document = this->document();
    const std::string from = specPath();
    m_kind = kind;
    if (document.contains(from)) {
        document[specPath()] = document[from];
        document.erase(from);
    }
    if (kind == Kind::CustomJob) {
        m_keptStudy = nlohmann::json::object();
        for (const char* key : tuningKeys) {
            if (document.contains(key)) {
                m_keptStudy[key] = document[key];
                document.erase(key);
            }
        }
    } else if (m_keptStudy.is_object() && !m_keptStudy.empty()) {
        document.update(m_keptStudy);
    } else {
        // A study to start from: one metric to maximize, no parameter yet (the page asks for one).
        document["studySpec"] = { { "metrics", nlohmann::json::array({ { { "metricId", "accuracy" }, { "goal", "MAXIMIZE" } } }) } };
        document["maxTrialCount"] = 10;
        document["parallelTrialCount"] = 2;
    }
    setDocument(std::move(document));
}

void VertexDraft::setLocation(const std::string& location)
{
    if (location == m_location)
        return;
    m_location = location;
    revalidate();
    emit changed();
}

void VertexDraft::setLocations(std::vector<std::string> locations)
{
    m_locations = std::move(locations);
    revalidate();
    emit changed();
}

std::vector<spec::Violation> VertexDraft::judge(const nlohmann::json& document)
{
    std::vector<spec::Violation> violations;
    const auto decodeError = [&](const spec::DecodeError& error) {
        // A value of the wrong kind (only through a hand-edited import): say where.
        violations.push_back({ error.path, "draft.undecodable", spec::Severity::Error, "%1", { error.message } });
    };
    if (m_kind == Kind::CustomJob) {
        auto decoded = spec::fromJson<spec::vertex::CustomJob>(document);
        if (decoded) {
            violations = spec::vertex::validate(*decoded.value);
            m_job = std::move(*decoded.value);
        } else {
            decodeError(decoded.error);
        }
    } else {
        auto decoded = spec::fromJson<spec::vertex::HyperparameterTuningJob>(document);
        if (decoded) {
            violations = spec::vertex::validate(*decoded.value);
            m_job = std::move(*decoded.value);
        } else {
            decodeError(decoded.error);
        }
    }
    // The location is the URL's, not the resource's: the path "location" names the wizard's field.
    if (m_location.empty()) {
        violations.push_back({ "location", "vertex.locationMissing", spec::Severity::Error,
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "Choose where the job runs."), {} });
    } else if (!m_locations.empty() && std::find(m_locations.begin(), m_locations.end(), m_location) == m_locations.end()) {
        violations.push_back({ "location", "vertex.locationUnknown", spec::Severity::Error,
            QT_TRANSLATE_NOOP("trainyard::spec::Validator", "This backend does not run jobs in %1; it runs them in %2."),
            { m_location, joined(m_locations) } });
    }
    return violations;
}

} // namespace trainyard::ui
