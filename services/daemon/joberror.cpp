#include "joberror.h"

#include "spec/violation.h"

namespace trainyard::daemon {

JobError JobError::fromViolations(const std::vector<spec::Violation>& violations)
{
    std::vector<FieldViolation> fields;
    std::string summary;
    for (const auto& v : violations) {
        if (v.severity != spec::Severity::Error)
            continue;
        fields.push_back({ v.path, v.englishMessage() });
        if (summary.empty())
            summary = v.path + ": " + v.englishMessage();
    }
    std::string message = fields.size() == 1 ? summary : std::to_string(fields.size()) + " field violations; the first: " + summary;
    return invalidArgument(std::move(message), std::move(fields));
}

} // namespace trainyard::daemon
