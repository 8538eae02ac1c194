#pragma once

#include "spec/violation.h"

#include <nlohmann/json.hpp>

#include <QObject>

#include <map>
#include <string>
#include <vector>

namespace trainyard::ui {

// A document being composed in the wizard, as the API's JSON: its pages read and write each field by
// path ("jobSpec.workerPoolSpecs[1].replicaCount") and every change is judged at once, so problems
// are always current, by path. What a document is and how it is judged is the subclass's (a v1 Job:
// JobDraft; a Vertex CustomJob or HyperparameterTuningJob: VertexDraft); the widgets (FieldBinder,
// ProblemLabel) know only this.
class DocumentDraft : public QObject {
    Q_OBJECT

public:
    explicit DocumentDraft(QObject* parent = nullptr);

    const nlohmann::json& document() const { return m_document; }

    // The value at a path, null when absent.
    nlohmann::json value(const std::string& path) const;
    // Sets the value at a path, creating the objects on the way; null (or an empty string, array or
    // object) removes the field, so "left empty" and "absent" are the same for the user.
    void setValue(const std::string& path, const nlohmann::json& value);
    // Removes several fields at once (one validation, one changed()).
    void clearValues(const std::vector<std::string>& paths);

    // Problems the subclass found, plus those the console adds (an existing job id on the backend).
    const std::vector<spec::Violation>& violations() const { return m_violations; }
    // The problems of a field and of everything inside it.
    std::vector<spec::Violation> violationsAt(const std::string& path) const;
    // A problem the spec library cannot know (the backend already has a job of that id); empty clears it.
    void setExternalProblem(const std::string& path, const std::string& code, const std::string& message);
    bool ready() const { return !spec::hasErrors(m_violations); }

signals:
    // After every change; the violations are current.
    void changed();

protected:
    // Decodes and judges the document; called after every change. Not from a constructor: a subclass
    // calls revalidate() at the end of its own.
    virtual std::vector<spec::Violation> judge(const nlohmann::json& document) = 0;
    // Replaces the whole document (no changed(): the caller emits it once it is done).
    void replaceDocument(nlohmann::json document);
    void revalidate();

private:
    void removeValue(const std::string& path); // no validation, no prune

    nlohmann::json m_document = nlohmann::json::object();
    std::vector<spec::Violation> m_violations;
    struct External {
        std::string code;
        std::string message;
    };
    std::map<std::string, External> m_external; // by path
};

// Splits "a.b[2].c" into object keys and array indices: {"a", "b", 2, "c"}.
struct PathStep {
    std::string key;
    int index = -1; // >= 0: an array index
};
std::vector<PathStep> parsePath(const std::string& path);

} // namespace trainyard::ui
