#include "slurmplacement.h"

#include <charconv>
#include <optional>

namespace trainyard::daemon {

namespace {

    // More hosts than any list Slurm writes for one job: a malformed or hostile range stops here.
    constexpr std::size_t maxHosts = 100'000;

    std::optional<long> number(std::string_view text)
    {
        long value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < 0)
            return std::nullopt;
        return value;
    }

    // The values of one bracket's body, "1-3,07,10-11" -> 1 2 3 07 10 11, zero padding kept.
    bool expandRanges(std::string_view body, std::vector<std::string>& out)
    {
        while (!body.empty()) {
            const auto comma = body.find(',');
            const std::string_view item = body.substr(0, comma);
            body = comma == std::string_view::npos ? std::string_view() : body.substr(comma + 1);
            const auto dash = item.find('-');
            const std::string_view first = item.substr(0, dash);
            const std::string_view last = dash == std::string_view::npos ? first : item.substr(dash + 1);
            const auto from = number(first);
            const auto to = number(last);
            if (!from || !to || *to < *from || static_cast<std::size_t>(*to - *from) >= maxHosts)
                return false;
            for (long v = *from; v <= *to; ++v) {
                std::string digits = std::to_string(v);
                if (digits.size() < first.size())
                    digits.insert(0, first.size() - digits.size(), '0');
                out.push_back(std::move(digits));
            }
            if (out.size() > maxHosts)
                return false;
        }
        return true;
    }

    // One host expression without top-level commas: "r[1-2]n[01-02]-ib".
    bool expandOne(std::string_view expr, std::vector<std::string>& out)
    {
        const auto open = expr.find('[');
        if (open == std::string_view::npos) {
            if (expr.find(']') != std::string_view::npos)
                return false;
            out.emplace_back(expr);
            return true;
        }
        const auto close = expr.find(']', open);
        if (close == std::string_view::npos || expr.substr(0, open).find(']') != std::string_view::npos)
            return false;
        std::vector<std::string> values;
        std::vector<std::string> tails;
        if (!expandRanges(expr.substr(open + 1, close - open - 1), values) || values.empty() || !expandOne(expr.substr(close + 1), tails))
            return false;
        if (values.size() * tails.size() + out.size() > maxHosts)
            return false;
        const std::string_view prefix = expr.substr(0, open);
        for (const auto& value : values)
            for (const auto& tail : tails)
                out.push_back(std::string(prefix) + value + tail);
        return true;
    }

} // namespace

std::vector<std::string> expandHostlist(std::string_view list)
{
    std::vector<std::string> hosts;
    std::size_t start = 0;
    int depth = 0;
    for (std::size_t i = 0; i <= list.size(); ++i) {
        const char c = i < list.size() ? list[i] : ',';
        if (c == '[')
            ++depth;
        else if (c == ']')
            --depth;
        if (depth < 0 || depth > 1)
            return {};
        if (c != ',' || depth != 0)
            continue;
        const std::string_view expr = list.substr(start, i - start);
        start = i + 1;
        if (expr.empty() || !expandOne(expr, hosts))
            return {};
    }
    if (depth != 0)
        return {};
    return hosts;
}

std::vector<int> expandTasksPerNode(std::string_view counts)
{
    std::vector<int> tasks;
    while (!counts.empty()) {
        const auto comma = counts.find(',');
        std::string_view item = counts.substr(0, comma);
        counts = comma == std::string_view::npos ? std::string_view() : counts.substr(comma + 1);
        long repeat = 1;
        if (const auto paren = item.find('('); paren != std::string_view::npos) {
            if (!item.ends_with(')') || item.substr(paren, 2) != "(x")
                return {};
            const auto times = number(item.substr(paren + 2, item.size() - paren - 3));
            if (!times || *times < 1 || static_cast<std::size_t>(*times) > maxHosts)
                return {};
            repeat = *times;
            item = item.substr(0, paren);
        }
        const auto count = number(item);
        if (!count || *count > 1'000'000 || tasks.size() + static_cast<std::size_t>(repeat) > maxHosts)
            return {};
        tasks.insert(tasks.end(), static_cast<std::size_t>(repeat), static_cast<int>(*count));
    }
    return tasks;
}

std::vector<std::vector<ReplicaPlan>> slurmComponents(const std::vector<ReplicaPlan>& replicas)
{
    std::vector<std::vector<ReplicaPlan>> components;
    std::vector<std::string> types;
    for (const auto& r : replicas) {
        std::size_t c = 0;
        while (c < types.size() && types[c] != r.taskType)
            ++c;
        if (c == types.size()) {
            types.push_back(r.taskType);
            components.emplace_back();
        }
        components[c].push_back(r);
    }
    return components;
}

std::vector<ReplicaPlan> slurmTaskOrder(const std::vector<ReplicaPlan>& replicas)
{
    std::vector<ReplicaPlan> order;
    for (auto& component : slurmComponents(replicas))
        order.insert(order.end(), component.begin(), component.end());
    return order;
}

std::map<std::string, std::string> slurmReplicaNodes(const std::vector<ReplicaPlan>& replicas,
    const std::vector<std::string>& componentNodelists, const std::vector<std::string>& componentTasksPerNode)
{
    std::map<std::string, std::string> nodes;
    const auto components = slurmComponents(replicas);
    for (std::size_t c = 0; c < components.size() && c < componentNodelists.size() && c < componentTasksPerNode.size(); ++c) {
        const auto hosts = expandHostlist(componentNodelists[c]);
        const auto tasks = expandTasksPerNode(componentTasksPerNode[c]);
        std::size_t node = 0;
        int onNode = 0;
        for (const auto& replica : components[c]) {
            while (node < hosts.size() && node < tasks.size() && onNode >= tasks[node]) {
                ++node;
                onNode = 0;
            }
            if (node >= hosts.size() || node >= tasks.size())
                break;
            nodes[replica.name] = hosts[node];
            ++onNode;
        }
    }
    return nodes;
}

std::map<std::string, int> slurmReplicaPorts(std::int64_t slurmJobId, const std::vector<ReplicaPlan>& replicas)
{
    std::map<std::string, int> ports;
    const std::int64_t slot = ((slurmJobId % slurmPortStride) + slurmPortStride) % slurmPortStride;
    std::int64_t rank = 0;
    for (const auto& r : slurmTaskOrder(replicas)) {
        ports[r.name] = slurmPortBase + static_cast<int>((rank * slurmPortStride + slot) % slurmPortRange);
        ++rank;
    }
    return ports;
}

} // namespace trainyard::daemon
