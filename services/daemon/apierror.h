#pragma once

#include "joberror.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace trainyard::daemon {

// A google.rpc.Status as the v1 REST front end writes it: {"error": {code, message, status, details}}.
struct ApiError {
    int httpStatus = 500;
    std::string status = "INTERNAL";
    std::string message;
    nlohmann::json details = nlohmann::json::array();

    nlohmann::json toJson() const
    {
        nlohmann::json error = { { "code", httpStatus }, { "message", message }, { "status", status } };
        if (!details.empty())
            error["details"] = details;
        return { { "error", error } };
    }

    static ApiError invalidArgument(std::string message) { return { 400, "INVALID_ARGUMENT", std::move(message) }; }
    static ApiError notFound(std::string message) { return { 404, "NOT_FOUND", std::move(message) }; }
    static ApiError alreadyExists(std::string message) { return { 409, "ALREADY_EXISTS", std::move(message) }; }
    static ApiError failedPrecondition(std::string message) { return { 400, "FAILED_PRECONDITION", std::move(message) }; }
    static ApiError aborted(std::string message) { return { 409, "ABORTED", std::move(message) }; }
    static ApiError unauthenticated(std::string message) { return { 401, "UNAUTHENTICATED", std::move(message) }; }
    static ApiError permissionDenied(std::string message) { return { 403, "PERMISSION_DENIED", std::move(message) }; }
    static ApiError unimplemented(std::string message) { return { 501, "UNIMPLEMENTED", std::move(message) }; }
    static ApiError internal(std::string message) { return { 500, "INTERNAL", std::move(message) }; }

    // 400 INVALID_ARGUMENT with a google.rpc.BadRequest detail naming each field at fault: the one
    // place that detail is written.
    static ApiError badRequest(std::string message, const std::vector<FieldViolation>& violations)
    {
        ApiError error = invalidArgument(std::move(message));
        error.addFieldViolations(violations);
        return error;
    }
    // 400 INVALID_ARGUMENT "field: description", naming the field.
    static ApiError fieldViolation(const std::string& field, const std::string& description)
    {
        return badRequest(field + ": " + description, { { field, description } });
    }

    void addFieldViolations(const std::vector<FieldViolation>& violations)
    {
        nlohmann::json fields = nlohmann::json::array();
        for (const auto& v : violations)
            fields.push_back({ { "field", v.field }, { "description", v.description } });
        details.push_back({ { "@type", "type.googleapis.com/google.rpc.BadRequest" }, { "fieldViolations", fields } });
    }
};

} // namespace trainyard::daemon
