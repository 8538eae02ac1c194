#pragma once

#include "console/documentdraft.h"

#include "spec/catalog.h"
#include "spec/job.h"
#include "spec/violation.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <vector>

namespace trainyard::ui {

// The job being composed. The wizard's pages only bind to it: each field is read and written by its
// API path ("trainingInput.masterConfig.acceleratorConfig.count", "…params[2].maxValue"). Every
// change is decoded and validated at once with the spec library, so errors and warnings are always
// current, by path, exactly as the daemon would judge the job.
class JobDraft : public DocumentDraft {
    Q_OBJECT

public:
    explicit JobDraft(QObject* parent = nullptr);

    // The catalog the job is checked against: the backend's (the local daemon adds its region).
    void setCatalog(spec::Catalog catalog);
    const spec::Catalog& catalog() const { return m_catalog; }

    // Replaces the whole job (an import, a clone, a restored draft, a template).
    void setJob(const spec::Job& job);
    const spec::Job& job() const { return m_job; }

    // What the chosen backend would refuse (BackendFit::check), run after the spec's rules on every
    // change; empty: none. Its word on a region replaces the catalog's list of every region.
    using BackendCheck = std::function<std::vector<spec::Violation>(const spec::Job&)>;
    void setBackendCheck(BackendCheck check);

protected:
    std::vector<spec::Violation> judge(const nlohmann::json& document) override;

private:
    spec::Catalog m_catalog;
    spec::Job m_job;
    BackendCheck m_backendCheck;
};

} // namespace trainyard::ui
