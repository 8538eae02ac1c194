#pragma once

#include "apierror.h"
#include "httpserver.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>

namespace trainyard::daemon {

// The answers every part of the HTTP API writes the same way (Api and the jobs resource).

// JSON, indented as the v1 REST front end does, invalid UTF-8 replaced.
HttpResponse jsonResponse(int status, const nlohmann::json& body);
// A google.rpc.Status; a 401 also names the realm.
HttpResponse errorResponse(const ApiError& error);
// The request's JSON body (strict: no duplicate members, no trailing text), or nullopt with the
// exchange answered with the 400 that says why.
std::optional<nlohmann::json> jsonBody(HttpExchange& exchange);
// A query parameter that must be an integer: the fallback when absent; when it is not an integer
// (or beyond int64), nullopt, the exchange answered with a 400 naming it (it used to fall back
// silently, so that "pageSize=ten" read a page of the default size).
std::optional<std::int64_t> integerParam(HttpExchange& exchange, const char* name, std::int64_t fallback);

} // namespace trainyard::daemon
