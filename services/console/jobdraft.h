#pragma once

#include "spec/catalog.h"
#include "spec/job.h"
#include "spec/violation.h"

#include <nlohmann/json.hpp>

#include <QObject>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace trainyard::ui {

// The job being composed. The wizard's pages only bind to it: each field is read and written by its
// API path ("trainingInput.masterConfig.acceleratorConfig.count", "…params[2].maxValue"). Every
// change is decoded and validated at once with the spec library, so errors and warnings are always
// current, by path, exactly as the daemon would judge the job.
class JobDraft : public QObject {
    Q_OBJECT

public:
    explicit JobDraft(QObject* parent = nullptr);

    // The catalog the job is checked against: the backend's (the local daemon adds its region).
    void setCatalog(spec::Catalog catalog);
    const spec::Catalog& catalog() const { return m_catalog; }

    // Replaces the whole job (an import, a clone, a restored draft, a template).
    void setJob(const spec::Job& job);
    const spec::Job& job() const { return m_job; }
    const nlohmann::json& document() const { return m_document; }

    // The value at a path, null when absent.
    nlohmann::json value(const std::string& path) const;
    // Sets the value at a path, creating the objects on the way; null (or an empty string, array or
    // object) removes the field, so "left empty" and "absent" are the same for the user.
    void setValue(const std::string& path, const nlohmann::json& value);

    // Problems found by the validator, plus those the console adds (an existing job id on the backend).
    const std::vector<spec::Violation>& violations() const { return m_violations; }
    // The problems of a field and of everything inside it.
    std::vector<spec::Violation> violationsAt(const std::string& path) const;
    // A problem the spec library cannot know (the backend already has a job of that id); empty clears it.
    void setExternalProblem(const std::string& path, const std::string& code, const std::string& message);
    bool ready() const { return !spec::hasErrors(m_violations); }
    // What the chosen backend would refuse (BackendFit::check), run after the spec's rules on every
    // change; empty: none. Its word on a region replaces the catalog's list of every region.
    using BackendCheck = std::function<std::vector<spec::Violation>(const spec::Job&)>;
    void setBackendCheck(BackendCheck check);
    // Removes several fields at once (one validation, one changed()).
    void clearValues(const std::vector<std::string>& paths);

signals:
    // After every change; the violations are current.
    void changed();

private:
    void revalidate();
    void removeValue(const std::string& path); // no validation, no prune

    spec::Catalog m_catalog;
    nlohmann::json m_document = nlohmann::json::object();
    spec::Job m_job;
    std::vector<spec::Violation> m_violations;
    struct External {
        std::string code;
        std::string message;
    };
    std::map<std::string, External> m_external; // by path
    BackendCheck m_backendCheck;
};

// Splits "a.b[2].c" into object keys and array indices: {"a", "b", 2, "c"}.
struct PathStep {
    std::string key;
    int index = -1; // >= 0: an array index
};
std::vector<PathStep> parsePath(const std::string& path);

} // namespace trainyard::ui
