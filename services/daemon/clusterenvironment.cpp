#include "clusterenvironment.h"

#include "spec/jsoncodec.h"

#include <algorithm>

namespace trainyard::daemon {

std::vector<std::pair<std::string, std::string>> clusterEnvironment(const spec::Job& job, const std::vector<ReplicaPlan>& replicas,
    const std::map<std::string, int>& ports, const ReplicaPlan& replica, const TrialSetup& trial, const std::vector<int>& gpus,
    ReplicaHost host, const std::map<std::string, std::string>& hosts)
{
    const auto hostOf = [&hosts](const std::string& name) {
        const auto it = hosts.find(name);
        return it == hosts.end() ? std::string("localhost") : it->second;
    };
    const auto portOf = [&ports](const std::string& name) {
        const auto it = ports.find(name);
        return it == ports.end() ? 0 : it->second;
    };
    nlohmann::json cluster = nlohmann::json::object();
    nlohmann::json fullCluster = nlohmann::json::object(); // CLUSTER_SPEC also lists evaluators
    int worldSize = 0;
    int rank = -1;
    for (const auto& r : replicas) {
        const std::string address = hostOf(r.name) + ":" + std::to_string(portOf(r.name));
        fullCluster[r.taskType].push_back(address);
        if (r.taskType != "evaluator")
            cluster[r.taskType].push_back(address);
        if (r.taskType == "master" || r.taskType == "chief" || r.taskType == "worker") {
            if (r.name == replica.name)
                rank = worldSize;
            ++worldSize;
        }
    }
    nlohmann::json task = { { "type", replica.taskType }, { "index", replica.index } };
    if (!trial.id.empty())
        task["trial"] = trial.id; // a string, as trialId is in the API; AI Platform numbers trials from 1
    const nlohmann::json input = spec::toJson(*job.trainingInput);
    const nlohmann::json tfConfig = { { "cluster", cluster }, { "task", task }, { "job", input }, { "environment", "cloud" } };
    const nlohmann::json clusterSpec = { { "cluster", fullCluster }, { "task", task }, { "job", input }, { "environment", "cloud" } };

    std::vector<std::pair<std::string, std::string>> env;
    const auto set = [&env](const char* name, const std::string& value) { env.emplace_back(name, value); };
    set("TF_CONFIG", tfConfig.dump());
    set("CLUSTER_SPEC", clusterSpec.dump());
    set("CLOUD_ML_JOB_ID", job.jobId.value_or(""));
    set("PYTHONUNBUFFERED", "1"); // lines reach the log as they are printed
    if (!trial.id.empty()) {
        // What the cloudml-hypertune library reads (docs/api.md, "Hyperparameter tuning").
        set("CLOUD_ML_TRIAL_ID", trial.id);
        set("CLOUD_ML_HP_METRIC_TAG", trial.metricTag);
        const bool primary = replica.index == 0 && (replica.taskType == "master" || replica.taskType == "chief");
        const std::string folder = trial.metricFile.substr(0, trial.metricFile.rfind('/') + 1);
        set("CLOUD_ML_HP_METRIC_FILE", primary ? trial.metricFile : folder + replica.name + ".metrics");
    }
    const auto master = std::find_if(replicas.begin(), replicas.end(), [](const ReplicaPlan& r) { return r.name == "master-replica-0"; });
    if (master != replicas.end() && ports.contains(master->name)) {
        set("MASTER_ADDR", hostOf(master->name));
        set("MASTER_PORT", std::to_string(ports.at(master->name)));
    }
    if (rank >= 0) {
        set("WORLD_SIZE", std::to_string(worldSize));
        set("RANK", std::to_string(rank));
    }
    if (host == ReplicaHost::Slurm) {
        // Slurm named the task's GPUs in CUDA_VISIBLE_DEVICES (--gpus-per-task), which the task keeps; a
        // replica that asked for none sees none, whatever devices its node has.
        if (replica.gpuCount == 0)
            set("CUDA_VISIBLE_DEVICES", "");
        return env;
    }
    // The GPUs this replica was given, and only those; a container sees only its own, numbered from 0.
    std::string devices;
    int inside = 0;
    for (const int gpu : gpus)
        devices += (devices.empty() ? "" : ",") + std::to_string(host == ReplicaHost::Container ? inside++ : gpu);
    set("CUDA_VISIBLE_DEVICES", devices);
    return env;
}

} // namespace trainyard::daemon
