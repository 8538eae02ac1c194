#pragma once

#include "console/documentdraft.h"

#include "spec/vertex/catalog.h"
#include "spec/vertex/vertexjob.h"

#include <map>
#include <string>
#include <vector>

namespace trainyard::ui {

// A Vertex AI job being composed: a CustomJob, or a HyperparameterTuningJob whose trials run its
// trialJobSpec. The document is the resource as the API takes it (int64 as strings), so the pages
// bind to the paths the validator reports ("jobSpec.workerPoolSpecs[1].machineSpec.acceleratorCount")
// and the Review page shows exactly what is sent. Besides the document: the location it is sent to
// (part of the URL, not of the resource), checked against the locations the chosen backend serves.
//
// The edits that touch several fields at once live here, not in the widgets, so that they are tested
// without a window: a pool taken into use or dropped (an unused pool between used ones stays `{}`,
// as the API wants it), a machine type that brings its own GPUs, code switched between a Python
// package and a container (its env vars kept), the kind switched (the study kept for switching
// back), a parameter tree edited (vertexdraftstudy.cpp).
class VertexDraft : public DocumentDraft {
    Q_OBJECT

public:
    enum class Kind { CustomJob, TuningJob };
    enum class Code { PythonPackage, Container };
    enum class ParameterType { Double, Integer, Categorical, Discrete };
    static constexpr int maxPools = 4;

    explicit VertexDraft(QObject* parent = nullptr);

    const spec::vertex::VertexCatalog& catalog() const { return spec::vertex::VertexCatalog::builtIn(); }

    // Replaces the whole job (an import, a conversion, a restored draft).
    void setJob(const spec::vertex::VertexJob& job);
    // The document decoded, as last judged (output fields included when an import had them).
    const spec::vertex::VertexJob& job() const { return m_job; }
    // A saved draft back as it was: the document whether it decodes or not (a half-typed job is
    // still work), its kind, its location (kept as it is when empty).
    void restore(Kind kind, nlohmann::json document, const std::string& location);

    Kind kind() const { return m_kind; }
    // A custom job becomes a tuning job over the same spec, and back; the study is kept meanwhile.
    void setKind(Kind kind);
    // "jobSpec" or "trialJobSpec": where the pools are.
    std::string specPath() const;
    std::string poolPath(int pool) const;

    // Where the job is sent: a Google region, or a daemon location ("local").
    const std::string& location() const { return m_location; }
    void setLocation(const std::string& location);
    // The locations the chosen backend serves; empty: not known yet (nothing checked).
    void setLocations(std::vector<std::string> locations);
    const std::vector<std::string>& locations() const { return m_locations; }

    // Worker pools (vertexdraftpools.cpp).
    int poolCount() const;
    bool poolUsed(int pool) const;
    // A pool taken into use gets pool 0's machine and code and one replica; pool 0 cannot be dropped.
    void setPoolUsed(int pool, bool used);
    // Keeps the pool's accelerator where the machine takes it (its count clamped to an allowed one),
    // puts in the one a machine comes with (a2, a3, g2), else drops it.
    void setMachineType(int pool, const std::string& machineType);
    // The accelerators the pool's machine takes; the counts its accelerator comes in.
    std::vector<std::string> acceleratorChoices(int pool) const;
    std::vector<int> acceleratorCounts(int pool) const;
    void setAccelerator(int pool, const std::string& accelerator); // empty: none
    Code poolCode(int pool) const;
    void setPoolCode(int pool, Code code);
    // "…workerPoolSpecs[i].pythonPackageSpec" or "….containerSpec".
    std::string codePath(int pool) const;

    // The study's parameters as a tree (vertexdraftstudy.cpp). A parameter's path is where its
    // ParameterSpec is: "studySpec.parameters[0]",
    // "studySpec.parameters[0].conditionalParameterSpecs[1].parameterSpec".
    std::vector<std::string> parameterPaths() const; // depth-first, parents before children
    // The parent of a conditional parameter; empty for a top one.
    static std::string parentOf(const std::string& parameterPath);
    static int depthOf(const std::string& parameterPath);
    // Adds a parameter (a double in [0, 1]) at the top, or under a parent taking its first value;
    // answers its path.
    std::string addParameter(const std::string& parentPath = {});
    void removeParameter(const std::string& parameterPath);
    ParameterType parameterType(const std::string& parameterPath) const;
    void setParameterType(const std::string& parameterPath, ParameterType type);
    static std::string valueSpecKey(ParameterType type); // "doubleValueSpec", …
    // Where a conditional parameter's parent values are: "…conditionalParameterSpecs[1].parentCategoricalValues.values"
    // (by the parent's type); empty for a top parameter.
    std::string conditionPath(const std::string& parameterPath) const;

protected:
    std::vector<spec::Violation> judge(const nlohmann::json& document) override;

private:
    void setDocument(nlohmann::json document); // replace, judge, changed()
    nlohmann::json* poolNode(nlohmann::json& document, int pool) const;

    Kind m_kind = Kind::CustomJob;
    spec::vertex::VertexJob m_job;
    std::string m_location;
    std::vector<std::string> m_locations;
    nlohmann::json m_keptStudy; // a tuning job's own fields while it is a custom job
    // The code chosen for each pool while neither spec has a field yet (an empty spec is pruned).
    std::map<std::string, ParameterType> m_chosenType; // by parameter path, while its value spec is empty
    Code m_chosenCode[maxPools] = { Code::PythonPackage, Code::PythonPackage, Code::PythonPackage, Code::PythonPackage };
};

} // namespace trainyard::ui
