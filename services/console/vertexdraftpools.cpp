// VertexDraft: the worker pools' edits that touch several fields at once.

#include "console/vertexdraft.h"

#include "console/jsonmember.h"

#include <algorithm>

namespace trainyard::ui {

namespace {
    bool isUsed(const nlohmann::json& pool)
    {
        return pool.is_object() && !pool.empty();
    }

    // Trailing unused pools are dropped: the API takes `{}` only between used ones.
    void trimPools(nlohmann::json& pools)
    {
        while (pools.is_array() && !pools.empty() && !isUsed(pools.back()))
            pools.erase(pools.size() - 1);
    }
} // namespace

nlohmann::json* VertexDraft::poolNode(nlohmann::json& document, int pool) const
{
    const std::string key = specPath();
    if (!document.is_object() || !document.contains(key) || !document[key].is_object() || !document[key].contains("workerPoolSpecs"))
        return nullptr;
    nlohmann::json& pools = document[key]["workerPoolSpecs"];
    if (!pools.is_array() || pool < 0 || static_cast<std::size_t>(pool) >= pools.size())
        return nullptr;
    return &pools[static_cast<std::size_t>(pool)];
}

int VertexDraft::poolCount() const
{
    const auto pools = value(specPath() + ".workerPoolSpecs");
    return pools.is_array() ? static_cast<int>(pools.size()) : 0;
}

bool VertexDraft::poolUsed(int pool) const
{
    return isUsed(value(poolPath(pool)));
}

void VertexDraft::setPoolUsed(int pool, bool used)
{
    if (pool < 0 || pool >= maxPools || used == poolUsed(pool) || (pool == 0 && !used))
        return;
    nlohmann::json document = this->document();
    nlohmann::json& pools = document[specPath()]["workerPoolSpecs"];
    if (!pools.is_array())
        pools = nlohmann::json::array();
    while (pools.size() <= static_cast<std::size_t>(pool))
        pools.push_back(nlohmann::json::object());
    auto& node = pools[static_cast<std::size_t>(pool)];
    if (used) {
        // Pool 0's machine and code are the likeliest start (workers run the chief's program); one replica.
        node = pools[0].is_object() ? pools[0] : nlohmann::json::object();
        node.erase("nfsMounts");
        node.erase("lustreMounts");
        node["replicaCount"] = "1";
        if (!node.contains("machineSpec"))
            node["machineSpec"] = { { "machineType", "n1-standard-4" } };
    } else {
        node = nlohmann::json::object();
        trimPools(pools);
    }
    setDocument(std::move(document));
}

void VertexDraft::setMachineType(int pool, const std::string& machineType)
{
    nlohmann::json document = this->document();
    nlohmann::json* node = poolNode(document, pool);
    if (!node)
        return;
    nlohmann::json& machine = (*node)["machineSpec"];
    if (!machine.is_object())
        machine = nlohmann::json::object();
    if (machineType.empty())
        machine.erase("machineType");
    else
        machine["machineType"] = machineType;
    const spec::vertex::MachineType* known = catalog().machineType(machineType);
    const std::string accelerator = textMember(machine, "acceleratorType");
    const std::vector<int> counts = known ? catalog().allowedCounts(machineType, accelerator) : std::vector<int> {};
    if (known && !accelerator.empty() && !counts.empty()) {
        // Kept; its count clamped to the nearest the machine takes (at least the one it had).
        const int count = intMember(machine, "acceleratorCount", 1);
        const auto fit = std::lower_bound(counts.begin(), counts.end(), count);
        machine["acceleratorCount"] = fit == counts.end() ? counts.back() : *fit;
    } else if (known && known->acceleratorRequired && !known->accelerators.empty()) {
        // The GPUs come with the machine (a2-highgpu-1g: one A100): put them in, as the API wants them named.
        const auto& option = known->accelerators.front();
        machine["acceleratorType"] = option.accelerator;
        machine["acceleratorCount"] = option.counts.empty() ? 1 : option.counts.front();
    } else if (known) {
        machine.erase("acceleratorType");
        machine.erase("acceleratorCount");
    }
    // An unknown machine type keeps what the user set: the validator says what is wrong with it.
    if (machine.empty())
        node->erase("machineSpec");
    setDocument(std::move(document));
}

std::vector<std::string> VertexDraft::acceleratorChoices(int pool) const
{
    std::vector<std::string> out;
    const auto type = value(poolPath(pool) + ".machineSpec.machineType");
    if (const auto* machine = type.is_string() ? catalog().machineType(type.get<std::string>()) : nullptr) {
        for (const auto& option : machine->accelerators)
            out.push_back(option.accelerator);
    }
    return out;
}

std::vector<int> VertexDraft::acceleratorCounts(int pool) const
{
    const auto type = value(poolPath(pool) + ".machineSpec.machineType");
    const auto accelerator = value(poolPath(pool) + ".machineSpec.acceleratorType");
    if (!type.is_string() || !accelerator.is_string())
        return {};
    return catalog().allowedCounts(type.get<std::string>(), accelerator.get<std::string>());
}

void VertexDraft::setAccelerator(int pool, const std::string& accelerator)
{
    nlohmann::json document = this->document();
    nlohmann::json* node = poolNode(document, pool);
    if (!node)
        return;
    nlohmann::json& machine = (*node)["machineSpec"];
    if (!machine.is_object())
        machine = nlohmann::json::object();
    if (accelerator.empty()) {
        machine.erase("acceleratorType");
        machine.erase("acceleratorCount");
    } else {
        machine["acceleratorType"] = accelerator;
        const auto counts = catalog().allowedCounts(textMember(machine, "machineType"), accelerator);
        const int count = intMember(machine, "acceleratorCount", 0);
        if (counts.empty() ? count < 1 : std::find(counts.begin(), counts.end(), count) == counts.end())
            machine["acceleratorCount"] = counts.empty() ? 1 : counts.front();
    }
    if (machine.empty())
        node->erase("machineSpec");
    setDocument(std::move(document));
}

VertexDraft::Code VertexDraft::poolCode(int pool) const
{
    if (value(poolPath(pool) + ".containerSpec").is_object())
        return Code::Container;
    if (value(poolPath(pool) + ".pythonPackageSpec").is_object() || pool < 0 || pool >= maxPools)
        return Code::PythonPackage;
    return m_chosenCode[pool];
}

std::string VertexDraft::codePath(int pool) const
{
    return poolPath(pool) + (poolCode(pool) == Code::Container ? ".containerSpec" : ".pythonPackageSpec");
}

void VertexDraft::setPoolCode(int pool, Code code)
{
    if (code == poolCode(pool) || pool < 0 || pool >= maxPools)
        return;
    m_chosenCode[pool] = code;
    nlohmann::json document = this->document();
    nlohmann::json* node = poolNode(document, pool);
    if (!node)
        return;
    const char* from = code == Code::Container ? "pythonPackageSpec" : "containerSpec";
    const char* to = code == Code::Container ? "containerSpec" : "pythonPackageSpec";
    nlohmann::json old = member(*node, from);
    node->erase(from);
    // What both have (the env vars, the arguments) goes along; the package's container becomes the
    // image to start from, so the user edits it rather than retypes it.
    nlohmann::json next = nlohmann::json::object();
    for (const char* key : { "env", "args" }) {
        if (old.contains(key))
            next[key] = old[key];
    }
    if (code == Code::Container && old.contains("executorImageUri"))
        next["imageUri"] = old["executorImageUri"];
    if (code == Code::PythonPackage && catalog().containerByUri(textMember(old, "imageUri")))
        next["executorImageUri"] = old["imageUri"];
    if (!next.empty())
        (*node)[to] = next;
    setDocument(std::move(document));
}

} // namespace trainyard::ui
