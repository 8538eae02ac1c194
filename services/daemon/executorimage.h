#pragma once

#include "replicaplan.h"

#include <string>
#include <vector>

namespace trainyard::daemon {

struct DaemonConfig;
struct VertexOrigin;

// Where a Vertex pool of Python packages runs. Vertex runs it inside its pythonPackageSpec's
// executorImageUri; this daemon runs it with the local interpreter unless started with
// `--executor-images container` (DaemonConfig::executorImagesInContainers) and a container engine is
// found (ContainerEngine::locate, which only looks at files): then inside that image, as a
// custom-container replica (ContainerReplica), with the staged packages mounted and on PYTHONPATH.
// The same answer at PREPARING (which images to pull) and at each replica's start, restarts included.

// The executorImageUri of the replica's pool; empty for a container pool, a v1 job or a pool without one.
std::string executorImageOf(const VertexOrigin* vertex, const ReplicaPlan& replica);

// True when the replica runs inside its executor image.
bool runsInExecutorImage(const DaemonConfig& config, const VertexOrigin* vertex, const ReplicaPlan& replica);

// The images the replicas that runsInExecutorImage() run, each once, in name order; empty when none does.
std::vector<std::string> executorImages(const DaemonConfig& config, const VertexOrigin* vertex, const std::vector<ReplicaPlan>& replicas);

} // namespace trainyard::daemon
