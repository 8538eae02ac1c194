#include "console/jobdraft.h"

#include "spec/jsoncodec.h"
#include "spec/validation.h"

namespace trainyard::ui {

JobDraft::JobDraft(QObject* parent)
    : DocumentDraft(parent)
    , m_catalog(spec::Catalog::builtin())
{
    revalidate();
}

void JobDraft::setCatalog(spec::Catalog catalog)
{
    m_catalog = std::move(catalog);
    revalidate();
    emit changed();
}

void JobDraft::setJob(const spec::Job& job)
{
    replaceDocument(spec::toJson(job));
    emit changed();
}

void JobDraft::setBackendCheck(BackendCheck check)
{
    m_backendCheck = std::move(check);
    revalidate();
    emit changed();
}

std::vector<spec::Violation> JobDraft::judge(const nlohmann::json& document)
{
    auto decoded = spec::jobFromJson(document);
    if (!decoded) {
        // A value of the wrong kind (only possible through a bug or a hand-edited import): say where.
        return { { decoded.error.path, "draft.undecodable", spec::Severity::Error, "%1", { decoded.error.message } } };
    }
    m_job = std::move(*decoded.value);
    auto violations = spec::validate(m_job, m_catalog);
    if (m_backendCheck) {
        for (auto& v : m_backendCheck(m_job)) {
            // The backend says which regions it serves; "unknown region, training runs in <every
            // region of the catalog>" beside it would contradict it.
            std::erase_if(violations, [&](const spec::Violation& s) { return s.path == v.path && s.code == "region.unknown"; });
            violations.push_back(std::move(v));
        }
    }
    return violations;
}

} // namespace trainyard::ui
