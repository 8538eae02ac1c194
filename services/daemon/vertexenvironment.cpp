#include "vertexenvironment.h"

#include <algorithm>
#include <set>

namespace trainyard::daemon {

namespace {

    using json = nlohmann::json;

    // TensorFlow's name of each pool's task (Vertex's distributed-training page: primary, workers,
    // parameter servers, evaluators).
    constexpr const char* tensorFlowTypes[] = { "chief", "worker", "ps", "evaluator" };

    std::string withSlash(std::string path)
    {
        if (path.empty() || path.back() != '/')
            path += '/';
        return path;
    }

    const json& member(const json& object, const char* name)
    {
        static const json none;
        if (!object.is_object())
            return none;
        const auto it = object.find(name);
        return it == object.end() ? none : *it;
    }

    std::string text(const json& value)
    {
        return value.is_string() ? value.get<std::string>() : std::string();
    }

    const json& poolSpec(const VertexOrigin& origin, int pool)
    {
        static const json none;
        const json& pools = member(vertexJobSpec(origin), "workerPoolSpecs");
        if (!pools.is_array() || pool < 0 || static_cast<std::size_t>(pool) >= pools.size())
            return none;
        return pools[static_cast<std::size_t>(pool)];
    }

    // $(NAME) from `known`, unresolved references left as written, $$(NAME) as $(NAME) (EnvVar.value).
    std::string expand(const std::string& value, const std::map<std::string, std::string>& known)
    {
        std::string out;
        std::size_t i = 0;
        while (i < value.size()) {
            if (value.compare(i, 3, "$$(") == 0) {
                out += "$(";
                i += 3;
                continue;
            }
            if (value.compare(i, 2, "$(") == 0) {
                const std::size_t close = value.find(')', i + 2);
                if (close != std::string::npos) {
                    const auto found = known.find(value.substr(i + 2, close - i - 2));
                    if (found != known.end()) {
                        out += found->second;
                        i = close + 1;
                        continue;
                    }
                }
            }
            out += value[i++];
        }
        return out;
    }

} // namespace

int vertexPoolOf(const ReplicaPlan& replica)
{
    if (replica.taskType == "worker")
        return 1;
    if (replica.taskType == "ps")
        return 2;
    if (replica.taskType == "evaluator")
        return 3;
    return 0; // master or chief
}

const nlohmann::json& vertexJobSpec(const VertexOrigin& origin)
{
    return member(origin.resource, origin.kind == VertexOrigin::Kind::CustomJob ? "jobSpec" : "trialJobSpec");
}

std::string vertexOutputBase(const VertexOrigin& origin, const std::string& jobWorkspace, const std::string& trialId)
{
    std::string prefix = text(member(member(vertexJobSpec(origin), "baseOutputDirectory"), "outputUriPrefix"));
    if (prefix.empty())
        return {};
    std::string base;
    if (const std::size_t scheme = prefix.find("://"); scheme != std::string::npos)
        base = jobWorkspace + "/output/" + prefix.substr(scheme + 3);
    else if (prefix.front() == '/')
        base = prefix;
    else
        base = jobWorkspace + "/output/" + prefix; // relative: nowhere else it could mean
    base = withSlash(base);
    return trialId.empty() ? base : base + trialId + "/";
}

std::string vertexJobWorkspace(const std::string& runWorkspace, const std::string& trialId)
{
    const std::string suffix = "/trials/" + trialId;
    if (!trialId.empty() && runWorkspace.size() > suffix.size() && runWorkspace.ends_with(suffix))
        return runWorkspace.substr(0, runWorkspace.size() - suffix.size());
    return runWorkspace;
}

Environment vertexEnvironment(const VertexOrigin& origin, const Environment& daemonEnvironment, const std::vector<ReplicaPlan>& replicas,
    const std::map<std::string, int>& ports, const ReplicaPlan& replica, const TrialSetup& trial, const std::string& jobWorkspace,
    const std::map<std::string, std::string>& hosts)
{
    const auto addressOf = [&](const std::string& name) {
        const auto host = hosts.find(name);
        const auto port = ports.find(name);
        return (host == hosts.end() ? std::string("localhost") : host->second) + ":" + std::to_string(port == ports.end() ? 0 : port->second);
    };
    json pools = json::object();
    json tensorFlow = json::object();
    for (const auto& r : replicas) {
        const int pool = vertexPoolOf(r);
        pools["workerpool" + std::to_string(pool)].push_back(addressOf(r.name));
        if (pool != 3)
            tensorFlow[tensorFlowTypes[pool]].push_back(addressOf(r.name));
    }
    const int pool = vertexPoolOf(replica);
    json poolTask = { { "type", "workerpool" + std::to_string(pool) }, { "index", replica.index } };
    json tensorFlowTask = { { "type", tensorFlowTypes[pool] }, { "index", replica.index } };
    if (!trial.id.empty()) {
        poolTask["trial"] = trial.id;
        tensorFlowTask["trial"] = trial.id;
    }
    const json& jobSpec = vertexJobSpec(origin);

    Environment env;
    std::set<std::string> daemons; // the names the daemon sets, which a pool's env cannot replace
    const auto set = [&](const std::string& name, const std::string& value) {
        env.emplace_back(name, value);
        daemons.insert(name);
    };
    if (replicas.size() > 1) {
        set("TF_CONFIG", json({ { "cluster", tensorFlow }, { "task", tensorFlowTask }, { "job", jobSpec }, { "environment", "cloud" } }).dump());
        set("CLUSTER_SPEC", json({ { "cluster", pools }, { "task", poolTask }, { "job", jobSpec }, { "environment", "cloud" } }).dump());
    }
    const std::string jobId = origin.name.substr(origin.name.rfind('/') + 1);
    for (const auto& [name, value] : daemonEnvironment) {
        if (name == "TF_CONFIG" || name == "CLUSTER_SPEC")
            continue; // v1's, with master/worker/ps names: replaced above
        set(name, name == "CLOUD_ML_JOB_ID" ? jobId : value);
    }
    if (const std::string base = vertexOutputBase(origin, jobWorkspace, trial.id); !base.empty()) {
        set("AIP_MODEL_DIR", base + "model/");
        set("AIP_CHECKPOINT_DIR", base + "checkpoints/");
        set("AIP_TENSORBOARD_LOG_DIR", base + "logs/");
    }

    const json& spec = poolSpec(origin, pool);
    const json& python = member(spec, "pythonPackageSpec");
    const json& variables = member(python.is_object() ? python : member(spec, "containerSpec"), "env");
    if (!variables.is_array())
        return env;
    std::map<std::string, std::string> known(env.begin(), env.end());
    for (const json& variable : variables) {
        const std::string name = text(member(variable, "name"));
        if (name.empty() || daemons.contains(name))
            continue;
        std::string value = expand(text(member(variable, "value")), known);
        known[name] = value;
        const auto earlier = std::find_if(env.begin(), env.end(), [&name](const auto& e) { return e.first == name; });
        if (earlier != env.end())
            earlier->second = value; // a name given twice: the last one counts
        else
            env.emplace_back(name, std::move(value));
    }
    return env;
}

std::optional<VertexPythonCommand> vertexPythonCommand(const VertexOrigin& origin, const ReplicaPlan& replica)
{
    const json& python = member(poolSpec(origin, vertexPoolOf(replica)), "pythonPackageSpec");
    if (!python.is_object())
        return std::nullopt;
    VertexPythonCommand command;
    command.module = text(member(python, "pythonModule"));
    if (const json& args = member(python, "args"); args.is_array())
        for (const json& arg : args)
            command.args.push_back(text(arg));
    return command;
}

} // namespace trainyard::daemon
