#pragma once

#include <string>
#include <utility>
#include <vector>

namespace trainyard::spec {
struct Violation;
}

namespace trainyard::daemon {

// A field of a request that is at fault, and why (a google.rpc.BadRequest's fieldViolation).
struct FieldViolation {
    std::string field; // "trainingInput.scaleTier", "pageToken"
    std::string description;

    friend bool operator==(const FieldViolation&, const FieldViolation&) = default;
};

// Why Engine refused to create, change or find a job. The jobs resource answers it as an ApiError
// (an HTTP status and a google.rpc.Status); Engine itself knows nothing of HTTP.
struct JobError {
    enum class Code { InvalidArgument, NotFound, AlreadyExists, FailedPrecondition, Aborted, Unimplemented };

    Code code = Code::InvalidArgument;
    std::string message;
    std::vector<FieldViolation> violations; // empty unless fields of the job are at fault

    static JobError invalidArgument(std::string message, std::vector<FieldViolation> violations = {})
    {
        return { Code::InvalidArgument, std::move(message), std::move(violations) };
    }
    // "field: description", naming the field.
    static JobError invalidField(const std::string& field, const std::string& description)
    {
        return invalidArgument(field + ": " + description, { { field, description } });
    }
    // The errors among the spec's violations (warnings are not refusals), the first one summarized.
    static JobError fromViolations(const std::vector<spec::Violation>& violations);
    static JobError notFound(std::string message) { return { Code::NotFound, std::move(message), {} }; }
    static JobError alreadyExists(std::string message) { return { Code::AlreadyExists, std::move(message), {} }; }
    static JobError failedPrecondition(std::string message) { return { Code::FailedPrecondition, std::move(message), {} }; }
    static JobError aborted(std::string message) { return { Code::Aborted, std::move(message), {} }; }
    static JobError unimplemented(std::string message) { return { Code::Unimplemented, std::move(message), {} }; }
};

} // namespace trainyard::daemon
