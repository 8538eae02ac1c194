#include "apiresponse.h"

#include "spec/numbers.h"
#include "spec/strictjson.h"

namespace trainyard::daemon {

HttpResponse jsonResponse(int status, const nlohmann::json& body)
{
    HttpResponse response;
    response.status = status;
    response.body = body.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    return response;
}

HttpResponse errorResponse(const ApiError& error)
{
    HttpResponse response = jsonResponse(error.httpStatus, error.toJson());
    if (error.httpStatus == 401)
        response.headers.emplace_back("WWW-Authenticate", "Bearer realm=\"trainyardd\"");
    return response;
}

std::optional<nlohmann::json> jsonBody(HttpExchange& exchange)
{
    auto body = spec::parseStrictJson(exchange.request.body);
    if (!body) {
        exchange.respond(errorResponse(ApiError::invalidArgument("Invalid JSON payload received. " + body.error.toString())));
        return std::nullopt;
    }
    return std::move(*body.value);
}

std::optional<std::int64_t> integerParam(HttpExchange& exchange, const char* name, std::int64_t fallback)
{
    const std::string text = exchange.request.param(name);
    if (text.empty())
        return fallback;
    if (const auto value = spec::parseInteger<std::int64_t>(text))
        return value;
    exchange.respond(errorResponse(ApiError::fieldViolation(name, "Must be an integer, not \"" + text.substr(0, 64) + "\".")));
    return std::nullopt;
}

} // namespace trainyard::daemon
