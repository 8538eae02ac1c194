#include "replicaplan.h"

#include "spec/catalog.h"

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
            return type.starts_with("NVIDIA") ? static_cast<int>(config->acceleratorConfig->count.value_or(0)) : 0;
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

int gpuTotal(const std::vector<ReplicaPlan>& plan)
{
    int total = 0;
    for (const auto& r : plan)
        total += r.gpuCount;
    return total;
}

} // namespace trainyard::daemon
