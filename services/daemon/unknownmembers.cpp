#include "unknownmembers.h"

#include "requestlimits.h"

#include "spec/fieldpath.h"
#include "spec/fields.h"
#include "spec/vertex/fields.h"
#include "spec/vertex/hyperparametertuningjob.h"

#include <algorithm>
#include <string_view>

namespace trainyard::daemon {

namespace {

    // Members the daemon defines beyond the v1 API (docs/api.md), by path.
    constexpr std::string_view extensions[] = {
        "trainingInput.pythonInterpreter", // the interpreter of a package job's replicas (PackageStager::interpreterOf)
    };

    class Walker {
    public:
        explicit Walker(std::vector<UnknownMember>& out)
            : m_out(out)
        {
        }

        template <spec::Message T>
        void message(const T& m)
        {
            using spec::forEachField; // and, found by argument-dependent lookup, spec::vertex's
            forEachField(m, [&](const char* name, const auto& field) {
                if (!field)
                    return;
                spec::FieldPath::Scope scope(m_path, name);
                value(*field);
            });
            if (!m.unknown.is_object())
                return;
            for (const auto& [key, member] : m.unknown.items()) {
                const std::string path = spec::joinPath(m_path.text(), key);
                if (std::find(std::begin(extensions), std::end(extensions), path) == std::end(extensions))
                    m_out.push_back({ path, key, m_path.text() });
            }
        }

    private:
        template <typename T>
        void value(const T& v)
        {
            if constexpr (spec::Message<T>)
                message(v);
        }

        template <typename T>
        void value(const std::vector<T>& items)
        {
            if constexpr (spec::Message<T>) {
                for (std::size_t i = 0; i < items.size(); ++i) {
                    spec::FieldPath::Scope scope(m_path, i);
                    message(items[i]);
                }
            }
        }

        std::vector<UnknownMember>& m_out;
        spec::FieldPath m_path;
    };

} // namespace

std::vector<UnknownMember> unknownMembers(const spec::Job& job)
{
    std::vector<UnknownMember> out;
    Walker(out).message(job);
    return out;
}

std::vector<UnknownMember> unknownMembers(const spec::vertex::CustomJob& job)
{
    std::vector<UnknownMember> out;
    Walker(out).message(job);
    return out;
}

std::vector<UnknownMember> unknownMembers(const spec::vertex::HyperparameterTuningJob& job)
{
    std::vector<UnknownMember> out;
    Walker(out).message(job);
    return out;
}

ApiError unknownMembersError(const std::vector<UnknownMember>& members)
{
    std::string message;
    std::vector<FieldViolation> violations;
    for (std::size_t i = 0; i < members.size() && i < limits::maxReportedUnknownMembers; ++i) {
        const UnknownMember& member = members[i];
        const std::string description = "Invalid JSON payload received. Unknown name \"" + member.name + "\""
            + (member.parent.empty() ? std::string() : " at '" + member.parent + "'") + ": Cannot find field.";
        message += (message.empty() ? "" : "\n") + description;
        violations.push_back({ member.path, description });
    }
    if (members.size() > limits::maxReportedUnknownMembers)
        message += "\n(and " + std::to_string(members.size() - limits::maxReportedUnknownMembers) + " more unknown names)";
    return ApiError::badRequest(std::move(message), violations);
}

} // namespace trainyard::daemon
