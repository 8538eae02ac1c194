#include "replicaplan.h"

#include "requestlimits.h"

#include "spec/catalog.h"

#include <algorithm>

namespace trainyard::daemon {

namespace {

    // GPUs a replica of this role asks for: its acceleratorConfig, or those built into a legacy type.
    int gpusOf(const spec::TrainingInput& in, spec::Role role, std::string& error)
    {
        const auto& config = in.config(role);
        if (config && config->acceleratorConfig && config->acceleratorConfig->type) {
            const std::string& type = *config->acceleratorConfig->type;
            if (type.starts_with("TPU"))
                error = "this daemon has no TPUs (" + type + ")";
            const std::int64_t count = config->acceleratorConfig->count.value_or(0);
            if (count > limits::maxAcceleratorsPerReplica) // create refuses it; never narrowed to int unchecked
                error = "a replica has at most " + std::to_string(limits::maxAcceleratorsPerReplica) + " GPUs";
            return type.starts_with("NVIDIA") ? static_cast<int>(std::clamp<std::int64_t>(count, 0, limits::maxAcceleratorsPerReplica)) : 0;
        }
        if (const auto& type = in.machineType(role)) {
            if (*type == "cloud_tpu")
                error = "this daemon has no TPUs (cloud_tpu)";
            if (const auto* machine = spec::Catalog::builtin().machineType(*type); machine && machine->builtInAccelerator)
                return machine->builtInAccelerator->count;
        }
        return 0;
    }

} // namespace

std::vector<ReplicaPlan> planReplicas(const spec::Job& job, std::string& error)
{
    std::vector<ReplicaPlan> plan;
    if (!job.trainingInput) {
        error = "the job has no trainingInput";
        return plan;
    }
    const spec::TrainingInput& in = *job.trainingInput;
    // One entry per replica follows: the counts are checked first, so that no count, however large,
    // is ever allocated (create refuses such jobs; this guards every other caller).
    if (const std::int64_t count = replicaCount(in); count > limits::maxReplicas) {
        error = "the job has " + std::to_string(count) + " replicas; a job has at most " + std::to_string(limits::maxReplicas);
        return plan;
    }
    const std::string primary = in.useChiefInTfConfig.value_or(false) ? "chief" : "master";
    const auto add = [&](const char* kind, const std::string& type, std::int64_t count, int gpus) {
        for (std::int64_t i = 0; i < count; ++i)
            plan.push_back({ std::string(kind) + "-replica-" + std::to_string(i), type, static_cast<int>(i), gpus });
    };
    // Local meaning of the scale tiers (docs/api.md): the same roles as in the cloud, fewer of them.
    switch (in.scaleTier ? in.scaleTier->value() : spec::ScaleTier::Basic) {
    case spec::ScaleTier::Basic:
        add("master", primary, 1, 0);
        break;
    case spec::ScaleTier::Standard1:
        add("master", primary, 1, 0);
        add("worker", "worker", 2, 0);
        add("ps", "ps", 1, 0);
        break;
    case spec::ScaleTier::Premium1:
        add("master", primary, 1, 0);
        add("worker", "worker", 4, 0);
        add("ps", "ps", 2, 0);
        break;
    case spec::ScaleTier::BasicGpu:
        add("master", primary, 1, 1);
        break;
    case spec::ScaleTier::BasicTpu:
        error = "this daemon has no TPUs (scale tier BASIC_TPU)";
        return {};
    case spec::ScaleTier::Custom:
        add("master", primary, 1, gpusOf(in, spec::Role::Master, error));
        add("worker", "worker", in.count(spec::Role::Worker), gpusOf(in, spec::Role::Worker, error));
        add("ps", "ps", in.count(spec::Role::ParameterServer), gpusOf(in, spec::Role::ParameterServer, error));
        add("evaluator", "evaluator", in.count(spec::Role::Evaluator), gpusOf(in, spec::Role::Evaluator, error));
        break;
    }
    if (!error.empty())
        return {};
    return plan;
}

std::int64_t replicaCount(const spec::TrainingInput& in)
{
    switch (in.scaleTier ? in.scaleTier->value() : spec::ScaleTier::Basic) {
    case spec::ScaleTier::Standard1:
        return 4;
    case spec::ScaleTier::Premium1:
        return 7;
    case spec::ScaleTier::Custom: {
        // Each count capped at 2^61 (negative ones, refused by validation, as 0): three of them and
        // the master cannot overflow int64.
        constexpr std::int64_t cap = std::int64_t { 1 } << 61;
        std::int64_t total = 1;
        for (const spec::Role role : { spec::Role::Worker, spec::Role::ParameterServer, spec::Role::Evaluator })
            total += std::clamp<std::int64_t>(in.count(role), 0, cap);
        return total;
    }
    default:
        return 1; // BASIC, BASIC_GPU; BASIC_TPU is refused by planReplicas
    }
}

int gpuTotal(const std::vector<ReplicaPlan>& plan)
{
    int total = 0;
    for (const auto& r : plan)
        total += r.gpuCount;
    return total;
}

std::vector<int> replicaGpus(const std::vector<ReplicaPlan>& plan, const std::vector<int>& gpus, const std::string& replica)
{
    std::vector<int> devices;
    std::size_t offset = 0;
    for (const auto& r : plan) {
        if (r.name == replica) {
            for (std::size_t i = 0; i < static_cast<std::size_t>(r.gpuCount) && offset + i < gpus.size(); ++i)
                devices.push_back(gpus[offset + i]);
            break;
        }
        offset += static_cast<std::size_t>(r.gpuCount);
    }
    return devices;
}

bool isPrimary(const ReplicaPlan& replica)
{
    return replica.index == 0 && (replica.taskType == "master" || replica.taskType == "chief");
}

spec::Role replicaRole(const ReplicaPlan& replica)
{
    if (replica.name.starts_with("worker"))
        return spec::Role::Worker;
    if (replica.name.starts_with("ps"))
        return spec::Role::ParameterServer;
    if (replica.name.starts_with("evaluator"))
        return spec::Role::Evaluator;
    return spec::Role::Master;
}

} // namespace trainyard::daemon
