#include "slurmscript.h"

#include "slurmplacement.h"

#include "spec/daemonmessages.h"

#include <algorithm>
#include <cmath>

namespace trainyard::daemon {

namespace {

    // The pool of the scale tier that a replica of this role belongs to, for a tier other than CUSTOM.
    const std::optional<spec::ReplicaPool>* tierPool(const spec::ScaleTierInfo& tier, spec::Role role)
    {
        switch (role) {
        case spec::Role::Master:
            return &tier.master;
        case spec::Role::Worker:
            return &tier.workers;
        case spec::Role::ParameterServer:
            return &tier.parameterServers;
        case spec::Role::Evaluator:
            return nullptr;
        }
        return nullptr;
    }

    bool writable(const std::string& value)
    {
        return std::none_of(value.begin(), value.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
    }

    // A value on an #SBATCH line, as sbatch's option reader takes it: inside double quotes a backslash
    // escapes the next character and '#' starts no comment (checked against sbatch 22.05: squeue --json gives such values back unchanged).
    std::string sbatchQuoted(const std::string& value)
    {
        std::string out = "\"";
        for (const char c : value) {
            if (c == '"' || c == '\\')
                out += '\\';
            out += c;
        }
        return out + "\"";
    }

    // A word for bash: single quotes, in which nothing is special but the quote itself.
    std::string shellQuoted(const std::string& value)
    {
        std::string out = "'";
        for (const char c : value)
            out += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return out + "'";
    }

    // sbatch replaces %j, %x, … in --output; %% is a plain %.
    std::string filenamePattern(const std::string& path)
    {
        std::string out;
        for (const char c : path)
            out += c == '%' ? std::string("%%") : std::string(1, c);
        return out;
    }

    std::string componentOptions(const SlurmRequest& request, std::size_t tasks, const std::string& partition)
    {
        std::string line = "#SBATCH --partition=" + sbatchQuoted(partition) + " --ntasks=" + std::to_string(tasks);
        if (request.cpus > 0)
            line += " --cpus-per-task=" + std::to_string(request.cpus) + " --mem-per-cpu=" + std::to_string(request.memoryMbPerCpu);
        if (request.gpus > 0)
            line += " --gpus-per-task=" + std::to_string(request.gpus);
        return line + "\n";
    }

} // namespace

SlurmRequest slurmRequest(const spec::Job& job, const ReplicaPlan& replica, const spec::Catalog& catalog)
{
    SlurmRequest request;
    request.gpus = replica.gpuCount;
    if (!job.trainingInput)
        return request;
    const spec::TrainingInput& in = *job.trainingInput;
    const spec::Role role = replicaRole(replica);
    if (const auto& type = in.machineType(role)) {
        request.machineType = *type;
        request.field = std::string("trainingInput.") + spec::roleTypeField(role);
    } else if (const auto* tier = catalog.scaleTier(in.scaleTier ? in.scaleTier->wire() : "BASIC")) {
        if (const auto* pool = tierPool(*tier, role); pool && *pool) {
            request.machineType = (*pool)->machineType;
            request.field = "trainingInput.scaleTier";
        }
    }
    const spec::MachineTypeInfo* machine = catalog.machineType(request.machineType);
    if (!machine || machine->vcpus <= 0) {
        request.machineType.clear();
        return request;
    }
    request.cpus = machine->vcpus;
    const auto memoryMb = static_cast<std::int64_t>(std::ceil(machine->memoryGb * 1024.0));
    request.memoryMbPerCpu = (memoryMb + request.cpus - 1) / request.cpus;
    return request;
}

int slurmNice(const spec::Job& job)
{
    std::int32_t priority = 0;
    if (job.trainingInput && job.trainingInput->scheduling)
        priority = job.trainingInput->scheduling->priority.value_or(0);
    return 1000 - std::clamp(priority, 0, 1000);
}

std::string slurmBatchScript(const spec::Job& job, const std::vector<ReplicaPlan>& replicas, const spec::Catalog& catalog,
    const SlurmSubmission& submission, std::string& error)
{
    const std::pair<const char*, const std::string*> values[] = { { "the partition", &submission.partition },
        { "the job name", &submission.jobName }, { "the comment", &submission.comment }, { "the workspace", &submission.workspace },
        { "the task program", &submission.taskProgram }, { "the plan path", &submission.planPath },
        { "the output path", &submission.outputPath } };
    for (const auto& [what, value] : values) {
        if (!writable(*value)) {
            error = spec::formatDaemonMessage(spec::daemonmsg::slurmUnsafeText, { what });
            return {};
        }
    }
    const auto components = slurmComponents(replicas);
    if (components.empty()) {
        error = "the job has no replicas";
        return {};
    }

    std::string script = "#!/bin/bash\n";
    script += "# Written by trainyardd: one Slurm task per replica, each trainyardd --slurm-task, which starts the trainer.\n";
    script += "#SBATCH --job-name=" + sbatchQuoted(submission.jobName) + "\n";
    script += "#SBATCH --comment=" + sbatchQuoted(submission.comment) + "\n";
    script += "#SBATCH --chdir=" + sbatchQuoted(submission.workspace) + "\n";
    script += "#SBATCH --output=" + sbatchQuoted(filenamePattern(submission.outputPath)) + "\n";
    script += "#SBATCH --error=" + sbatchQuoted(filenamePattern(submission.outputPath)) + "\n";
    script += "#SBATCH --no-requeue\n";
    if (job.trainingInput && job.trainingInput->scheduling && job.trainingInput->scheduling->maxRunningTime) {
        const spec::Duration& limit = *job.trainingInput->scheduling->maxRunningTime;
        const std::int64_t seconds = std::max<std::int64_t>(0, limit.seconds + (limit.nanos > 0 ? 1 : 0));
        script += "#SBATCH --time=" + std::to_string(std::max<std::int64_t>(1, (seconds + 59) / 60)) + "\n";
    }
    script += "#SBATCH --nice=" + std::to_string(slurmNice(job)) + "\n";
    // Options before the first hetjob line carry over to the later components; each component states
    // its own resources all the same, so that none inherits another's.
    for (std::size_t c = 0; c < components.size(); ++c) {
        if (c > 0)
            script += "#SBATCH hetjob\n";
        script += componentOptions(slurmRequest(job, components[c].front(), catalog), components[c].size(), submission.partition);
    }

    // One step over every component: its tasks are numbered (SLURM_PROCID) component after component,
    // which is slurmTaskOrder(), and placed by block distribution, which slurmReplicaNodes() assumes
    // (stated, so that no SLURM_DISTRIBUTION in the daemon's environment changes it). A replica that
    // fails ends the step (--kill-on-bad-exit), as a failed replica ends a local run.
    const std::string task = "--distribution=block " + shellQuoted(submission.taskProgram) + " --slurm-task " + shellQuoted(submission.planPath);
    script += "exec srun --kill-on-bad-exit=1";
    if (components.size() == 1) {
        script += " --ntasks=" + std::to_string(components[0].size()) + " " + task + "\n";
        return script;
    }
    for (std::size_t c = 0; c < components.size(); ++c)
        script += std::string(c > 0 ? " :" : "") + " --het-group=" + std::to_string(c) + " --ntasks=" + std::to_string(components[c].size())
            + " " + task;
    return script + "\n";
}

std::optional<std::string> slurmAdmissionError(const spec::Job& job, const std::vector<ReplicaPlan>& replicas, const spec::Catalog& catalog,
    int nodes, int maxCpusPerNode, std::int64_t maxMemoryPerNodeMb, int maxGpusPerNode, const std::string& location)
{
    if (!job.trainingInput)
        return std::nullopt;
    const spec::TrainingInput& in = *job.trainingInput;
    for (const spec::Role role : spec::allRoles) {
        const auto& config = in.config(role);
        if (config && config->imageUri)
            return spec::formatDaemonMessage(
                spec::daemonmsg::slurmCustomContainer, { std::string("trainingInput.") + spec::roleConfigField(role) + ".imageUri", location });
    }
    const auto components = slurmComponents(replicas);
    if (static_cast<std::int64_t>(components.size()) > nodes)
        return spec::formatDaemonMessage(
            spec::daemonmsg::slurmTooManyPools, { std::to_string(components.size()), location, std::to_string(std::max(nodes, 0)) });
    for (const auto& component : components) {
        const ReplicaPlan& replica = component.front();
        const SlurmRequest request = slurmRequest(job, replica, catalog);
        if (request.cpus > maxCpusPerNode)
            return spec::formatDaemonMessage(spec::daemonmsg::slurmMachineCpus,
                { request.field, request.machineType, std::to_string(request.cpus), location, std::to_string(maxCpusPerNode) });
        if (const std::int64_t memory = request.memoryMbPerCpu * request.cpus; memory > maxMemoryPerNodeMb)
            return spec::formatDaemonMessage(spec::daemonmsg::slurmMachineMemory,
                { request.field, request.machineType, std::to_string(memory), location, std::to_string(maxMemoryPerNodeMb) });
        if (request.gpus > maxGpusPerNode) {
            const spec::Role role = replicaRole(replica);
            const std::string field = in.config(role) && in.config(role)->acceleratorConfig
                ? std::string("trainingInput.") + spec::roleConfigField(role) + ".acceleratorConfig.count"
                : request.field;
            return spec::formatDaemonMessage(
                spec::daemonmsg::slurmReplicaGpus, { field, std::to_string(request.gpus), location, std::to_string(maxGpusPerNode) });
        }
    }
    return std::nullopt;
}

} // namespace trainyard::daemon
