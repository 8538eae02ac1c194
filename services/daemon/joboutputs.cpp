#include "joboutputs.h"

#include "vertexenvironment.h"
#include "vertexorigin.h"

#include "spec/trainingoutput.h"

namespace trainyard::daemon {

namespace {

    std::string withoutSlash(std::string path)
    {
        while (path.size() > 1 && path.back() == '/')
            path.pop_back();
        return path;
    }

} // namespace

JobOutputs jobOutputs(const spec::Job& job, const VertexOrigin* origin, const std::string& workspace)
{
    JobOutputs out;
    if (origin) {
        const std::string base = withoutSlash(vertexOutputBase(*origin, workspace, {}));
        if (base.empty()) {
            out.status
                = "The job has no baseOutputDirectory: its trainers were given no AIP_MODEL_DIR, AIP_CHECKPOINT_DIR or "
                  "AIP_TENSORBOARD_LOG_DIR.";
            return out;
        }
        out.filesRoot = base;
        if (origin->kind == VertexOrigin::Kind::CustomJob) {
            out.eventRoots.push_back({ base + "/logs", {} });
        } else if (job.trainingOutput && job.trainingOutput->trials) {
            // Each trial's CustomJob has its own base, <base>/<trial>/, and so its own log folder.
            for (const spec::HyperparameterOutput& trial : *job.trainingOutput->trials) {
                if (trial.trialId && !trial.trialId->empty())
                    out.eventRoots.push_back({ base + "/" + *trial.trialId + "/logs", *trial.trialId + "/" });
            }
        }
        return out;
    }
    const auto& jobDir = job.trainingInput ? job.trainingInput->jobDir : std::nullopt;
    if (!jobDir || jobDir->empty()) {
        out.status
            = "The job has no job directory (trainingInput.jobDir): its trainers were told of no folder to write into.";
        return out;
    }
    if (jobDir->find("://") != std::string::npos || jobDir->front() != '/') {
        out.status = "The job directory " + *jobDir + " is not a folder on this machine.";
        return out;
    }
    out.filesRoot = withoutSlash(*jobDir);
    // A trial writes into <jobDir>/<trial id>, so its runs are named "3/train" from the one root.
    out.eventRoots.push_back({ out.filesRoot, {} });
    return out;
}

} // namespace trainyard::daemon
