#pragma once

#include "replicaplan.h"
#include "trialsetup.h"
#include "vertexorigin.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace trainyard::daemon {

// What a replica of a job created through the Vertex surface sees that a v1 replica does not: Vertex
// names its cluster by worker pool, puts outputs under baseOutputDirectory and gives each pool its own
// variables, module and arguments. Pure, like clusterenvironment.h, whose variables it starts from:
// the same inputs give the same variables (tst_vertexenvironment).

using Environment = std::vector<std::pair<std::string, std::string>>;

// The worker pool a replica of the v1 plan belongs to: the conversion made pools 0..3 the roles master
// (or chief), worker, parameter server and evaluator, in that order.
int vertexPoolOf(const ReplicaPlan& replica);

// The spec the replicas run: a CustomJob's jobSpec, a tuning job's trialJobSpec (null when missing).
const nlohmann::json& vertexJobSpec(const VertexOrigin& origin);

// The folder AIP_MODEL_DIR, AIP_CHECKPOINT_DIR and AIP_TENSORBOARD_LOG_DIR lie in, with a trailing '/';
// empty when the job has no baseOutputDirectory. This machine cannot write to Cloud Storage, so a
// gs:// (or any other scheme's) prefix becomes a folder of the job's workspace, `output/<bucket>/<path>/`;
// a local absolute path is used as it is. A trial's base is `<base>/<trialId>/`, as Vertex sets it for
// the CustomJob behind each trial.
std::string vertexOutputBase(const VertexOrigin& origin, const std::string& jobWorkspace, const std::string& trialId);

// The workspace of the job a run belongs to: a trial runs in `<job workspace>/trials/<id>`, and the
// job's outputs are the job's, not the trial's.
std::string vertexJobWorkspace(const std::string& runWorkspace, const std::string& trialId);

// A replica's variables on Vertex, made from the daemon's (clusterEnvironment()):
// - CLUSTER_SPEC: `cluster` keyed `workerpool0`…`workerpool3` (only the pools that have replicas,
//   evaluators included), `task` {"type": "workerpoolN", "index": i, "trial": id for a trial},
//   `job` (the CustomJobSpec the replicas run) and `"environment": "cloud"`;
// - TF_CONFIG: the same cluster under TensorFlow's names (chief for pool 0, worker, ps; evaluators are
//   no part of a TensorFlow cluster, as on AI Platform), the task under the same names;
// - neither for a job of one replica: Vertex gives single-replica jobs no CLUSTER_SPEC (Google's
//   training images' sitecustomize.py says so; that it gives no TF_CONFIG either is UNVERIFIED);
// - CLOUD_ML_JOB_ID: the Vertex job's numeric id (the last segment of its name; UNVERIFIED: Google's
//   documentation says only "the name given to the training job");
// - AIP_MODEL_DIR, AIP_CHECKPOINT_DIR, AIP_TENSORBOARD_LOG_DIR under vertexOutputBase();
// - the pool's own `env` (pythonPackageSpec.env or containerSpec.env), `$(NAME)` expanded from the
//   variables before it and `$$(NAME)` left as `$(NAME)`, as the EnvVar documentation says. Where a pool
//   variable has the name of one of the daemon's, the daemon's stays: the replica's place in the cluster,
//   its devices and its trial are the daemon's to say, and a stray name must not misplace it.
// The daemon's other variables (CLOUD_ML_TRIAL_ID, CLOUD_ML_HP_METRIC_*, MASTER_ADDR, WORLD_SIZE,
// CUDA_VISIBLE_DEVICES …) are kept as they are, in their order.
Environment vertexEnvironment(const VertexOrigin& origin, const Environment& daemonEnvironment, const std::vector<ReplicaPlan>& replicas,
    const std::map<std::string, int>& ports, const ReplicaPlan& replica, const TrialSetup& trial, const std::string& jobWorkspace,
    const std::map<std::string, std::string>& hosts = {});

// What a pool of Python packages runs: `python -m <pythonModule> <args>`, then the trial's arguments.
// Pools may differ, where a v1 job had one module for all. Nothing for a pool that runs a container.
struct VertexPythonCommand {
    std::string module;
    std::vector<std::string> args;
};
std::optional<VertexPythonCommand> vertexPythonCommand(const VertexOrigin& origin, const ReplicaPlan& replica);

} // namespace trainyard::daemon
