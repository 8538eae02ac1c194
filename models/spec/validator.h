#pragma once

// Internal to the spec library: the rules behind validate(), one member function per area, spread
// over validate*.cpp by area. Messages are marked with QT_TR_NOOP in this class's context so that
// lupdate finds them and Violation::message() translates them.

#include "catalog.h"
#include "job.h"
#include "violation.h"

#include <QCoreApplication>

#include <initializer_list>
#include <string>
#include <vector>

namespace trainyard::spec {

class Validator {
    Q_DECLARE_TR_FUNCTIONS(trainyard::spec::Validator)

public:
    Validator(const Catalog& catalog, std::vector<Violation>& out)
        : m_catalog(catalog)
        , m_out(out)
    {
    }

    void job(const Job& job);

private:
    void jobId(const std::optional<std::string>& id, const std::string& path, bool required);
    void labels(const std::map<std::string, std::string>& labels);
    void compute(const TrainingInput& in);
    void roleMachine(const TrainingInput& in, Role role);
    void accelerator(const AcceleratorConfig& acc, const MachineTypeInfo* machine, const std::string& path);
    void disk(const DiskConfig& disk, const std::string& path);
    void code(const TrainingInput& in);
    void runtime(const TrainingInput& in);
    void placement(const TrainingInput& in);
    void scheduling(const Scheduling& s);
    void hyperparameters(const HyperparameterSpec& hp);
    void parameter(const ParameterSpec& p, const std::string& path);
    void grid(const HyperparameterSpec& hp);

    template <typename E>
    void enumValue(const std::optional<Enum<E>>& value, const std::string& path);

    void error(std::string path, const char* code, const char* text, std::initializer_list<std::string> args = {})
    {
        m_out.push_back({ std::move(path), code, Severity::Error, text, args });
    }
    void warning(std::string path, const char* code, const char* text, std::initializer_list<std::string> args = {})
    {
        m_out.push_back({ std::move(path), code, Severity::Warning, text, args });
    }

    const Catalog& m_catalog;
    std::vector<Violation>& m_out;
};

template <typename E>
void Validator::enumValue(const std::optional<Enum<E>>& value, const std::string& path)
{
    if (!value || value->isRecognized())
        return;
    std::string names;
    for (const auto& [v, name] : EnumNames<E>::names) {
        if (!names.empty())
            names += ", ";
        names += name;
    }
    error(path, "enum.unknown", QT_TR_NOOP("Unknown value \"%1\"; expected one of %2."), { std::string(value->wire()), names });
}

// Small text helpers shared by the rule files.
std::size_t codePoints(const std::string& utf8);
std::string formatNumber(double value);
std::string joined(const std::vector<std::string>& items, const char* separator = ", ");

} // namespace trainyard::spec
