#pragma once

#include "tensorboard/scalarcollector.h"

#include "spec/job.h"

#include <string>
#include <vector>

namespace trainyard::daemon {

struct VertexOrigin;

// Where one job's own outputs are on this machine: the folder the files API serves and the folders its
// TensorBoard event files are looked for in (docs/api.md, "Scalars" and "Files"). Pure.
//
// - A v1 job: its jobDir, for both (a trial's files are in <jobDir>/<trial id>, as trainers write
//   them, so its runs are "3/train").
// - A Vertex job: the baseOutputDirectory as the daemon maps it (vertexOutputBase); its events are in
//   AIP_TENSORBOARD_LOG_DIR, <base>/logs/ for a CustomJob and <base>/<trial>/logs/ with run prefix
//   "<trial>/" for each trial of a HyperparameterTuningJob (the trials the job has so far).
// - Neither: no folder; `status` says so in words.
struct JobOutputs {
    std::string filesRoot; // absolute, no trailing slash; empty when the job has none
    std::vector<EventRoot> eventRoots;
    std::string status;
};

JobOutputs jobOutputs(const spec::Job& job, const VertexOrigin* origin, const std::string& workspace);

} // namespace trainyard::daemon
