#pragma once

// Internal to the spec library: the rules behind vertex::validate(), one member per area, spread over
// validate*.cpp by topic (the job, its pools, its study). Messages are marked with QT_TRANSLATE_NOOP
// in the v1 validator's context, the one Violation::message() translates with.

#include "catalog.h"
#include "customjob.h"
#include "hyperparametertuningjob.h"
#include "studyspec.h"

#include "spec/enum.h"
#include "spec/violation.h"

#include <initializer_list>
#include <set>
#include <string>
#include <vector>

namespace trainyard::spec::vertex {

class VertexRules {
public:
    VertexRules(const VertexCatalog& catalog, std::vector<Violation>& out)
        : m_catalog(catalog)
        , m_out(out)
    {
    }

    void customJob(const CustomJob& job);
    void tuningJob(const HyperparameterTuningJob& job);
    void jobSpec(const CustomJobSpec& spec, const std::string& path);
    void study(const StudySpec& study, const std::string& path);

private:
    // validatejob.cpp
    void displayName(const std::optional<std::string>& name, const std::string& path);
    void labels(const std::optional<std::map<std::string, std::string>>& labels, const std::string& path);
    // validatepools.cpp
    void pool(const WorkerPoolSpec& pool, std::size_t index, const std::string& path);
    const MachineType* machine(const MachineSpec& spec, const std::string& path);
    void accelerator(const MachineSpec& spec, const MachineType* machine, const std::string& path);
    void disk(const DiskSpec& disk, const std::string& path);
    void code(const WorkerPoolSpec& pool, const MachineSpec* machineSpec, const std::string& path);
    void envVars(const std::optional<std::vector<EnvVar>>& env, const std::string& path);
    void scheduling(const Scheduling& s, const std::string& path);
    // validatestudy.cpp
    void metrics(const StudySpec& study, const std::string& path);
    void parameter(const ParameterSpec& p, const std::string& path, std::set<std::string>& ids);
    void condition(const ConditionalParameterSpec& c, const ParameterSpec& parent, const std::string& path, std::set<std::string>& ids);

public:
    template <typename E>
    void enumValue(const std::optional<Enum<E>>& value, const std::string& path)
    {
        if (!value || value->isRecognized())
            return;
        std::string names;
        for (const auto& [v, name] : EnumNames<E>::names)
            names += (names.empty() ? "" : ", ") + std::string(name);
        error(path, "vertex.enumUnknown", unknownEnumText(), { std::string(value->wire()), names });
    }

    void error(std::string path, const char* code, const char* text, std::initializer_list<std::string> args = {})
    {
        m_out.push_back({ std::move(path), code, Severity::Error, text, args });
    }
    void warning(std::string path, const char* code, const char* text, std::initializer_list<std::string> args = {})
    {
        m_out.push_back({ std::move(path), code, Severity::Warning, text, args });
    }

private:
    static const char* unknownEnumText();

    const VertexCatalog& m_catalog;
    std::vector<Violation>& m_out;
};

} // namespace trainyard::spec::vertex
