#include "listrequest.h"

#include "apiresponse.h"
#include "requestlimits.h"

#include "spec/numbers.h"

#include <algorithm>
#include <limits>
#include <string>
#include <variant>

namespace trainyard::daemon {

namespace {

    // A page token is the creation sequence number the next page continues below; whole, as it was
    // handed out ("12abc" is not the token "12").
    std::optional<std::int64_t> parsePageToken(const std::string& token)
    {
        if (token.empty())
            return std::numeric_limits<std::int64_t>::max();
        const auto below = spec::parseInteger<std::int64_t>(token);
        if (!below || *below < 0)
            return std::nullopt;
        return below;
    }

} // namespace

std::optional<ListRequest> ListRequest::read(HttpExchange& exchange)
{
    const HttpRequest& request = exchange.request;
    const std::string filterText = request.param("filter");
    if (filterText.size() > limits::maxFilterLength) {
        exchange.respond(errorResponse(ApiError::fieldViolation("filter", "At most " + std::to_string(limits::maxFilterLength)
            + " characters; this one has " + std::to_string(filterText.size()) + ".")));
        return std::nullopt;
    }
    // 0 is the default (proto3's unset) and above the maximum is the maximum, as Google's list
    // does (AIP-158; the console asks for 1,000); negative is an error.
    const auto pageSize = integerParam(exchange, "pageSize", 0);
    if (!pageSize)
        return std::nullopt;
    if (*pageSize < 0) {
        exchange.respond(errorResponse(ApiError::fieldViolation("pageSize", "Must not be negative; this is " + std::to_string(*pageSize) + ".")));
        return std::nullopt;
    }
    auto parsed = JobFilter::parse(filterText);
    if (const auto* error = std::get_if<JobFilter::Error>(&parsed)) {
        exchange.respond(errorResponse(
            ApiError::invalidArgument("Invalid filter at position " + std::to_string(error->position) + ": " + error->message)));
        return std::nullopt;
    }
    const auto below = parsePageToken(request.param("pageToken"));
    if (!below) {
        exchange.respond(errorResponse(
            ApiError::badRequest("Invalid page token", { { "pageToken", "Use the nextPageToken of the previous page, as it is." } })));
        return std::nullopt;
    }
    const auto size = static_cast<std::size_t>(*pageSize == 0 ? limits::defaultListPageSize : std::min<std::int64_t>(*pageSize, limits::maxListPageSize));
    return ListRequest { std::move(std::get<JobFilter>(parsed)), size, *below };
}

} // namespace trainyard::daemon
