#pragma once

#include <nlohmann/json.hpp>

#include <string>

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
};

} // namespace trainyard::daemon
