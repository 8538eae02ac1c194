#include "outputfiles.h"

#include "wirefields.h"

#include <algorithm>
#include <string_view>

namespace trainyard::spec {

namespace {
    // A path a listing may hold: relative, no empty, "." or ".." segment, no NUL (a hostile server's
    // listing must not name anything outside the root to the console).
    bool relativeInside(const std::string& path)
    {
        if (path.empty() || path.front() == '/' || path.find('\0') != std::string::npos)
            return false;
        std::size_t start = 0;
        while (start <= path.size()) {
            const std::size_t end = std::min(path.find('/', start), path.size());
            const std::string_view segment(path.data() + start, end - start);
            if (segment.empty() || segment == "." || segment == "..")
                return false;
            start = end + 1;
        }
        return true;
    }
} // namespace

nlohmann::json outputListingToJson(const OutputListing& listing)
{
    nlohmann::json files = nlohmann::json::array();
    for (const auto& f : listing.files) {
        nlohmann::json item = { { "path", f.path } };
        if (f.directory)
            item["directory"] = true;
        else
            item["size"] = std::to_string(f.size);
        if (f.modifyTime)
            item["modifyTime"] = f.modifyTime->toString();
        files.push_back(std::move(item));
    }
    nlohmann::json json = { { "root", listing.root }, { "files", std::move(files) } };
    if (listing.truncated)
        json["truncated"] = true;
    if (!listing.status.empty())
        json["status"] = listing.status;
    return json;
}

std::optional<OutputListing> outputListingFromJson(const nlohmann::json& json)
{
    if (!json.is_object())
        return std::nullopt;
    OutputListing listing;
    if (!wire::readString(json, "root", listing.root) || !wire::readString(json, "status", listing.status)
        || !wire::readBool(json, "truncated", listing.truncated))
        return std::nullopt;
    const auto files = json.find("files");
    if (files == json.end() || files->is_null())
        return listing;
    if (!files->is_array())
        return std::nullopt;
    for (const auto& item : *files) {
        if (!item.is_object())
            return std::nullopt;
        OutputFile f;
        if (!wire::readString(item, "path", f.path) || !relativeInside(f.path) || !wire::readBool(item, "directory", f.directory))
            return std::nullopt;
        if (item.contains("size")) {
            const auto size = wire::int64Of(item["size"]);
            if (!size || *size < 0)
                return std::nullopt;
            f.size = *size;
        }
        if (const auto time = item.find("modifyTime"); time != item.end() && !time->is_null()) {
            if (!time->is_string())
                return std::nullopt;
            f.modifyTime = Timestamp::parse(time->get<std::string>());
            if (!f.modifyTime)
                return std::nullopt;
        }
        listing.files.push_back(std::move(f));
    }
    return listing;
}

} // namespace trainyard::spec
