#pragma once

#include "apierror.h"

#include "spec/job.h"

#include <string>
#include <vector>

namespace trainyard::spec::vertex {
struct CustomJob;
struct HyperparameterTuningJob;
}

namespace trainyard::daemon {

// A member of a request's Job that the v1 API does not define.
struct UnknownMember {
    std::string path; // "trainingInput.fooBar", "trainingInput.hyperparameters.params[0].wat"
    std::string name; // "fooBar"
    std::string parent; // "trainingInput"; empty at the top level
};

// Every unknown member of a create or patch body, at any depth, as Google's JSON parser refuses them;
// the daemon's own documented extensions (trainingInput.pythonInterpreter) are not among them. The
// spec library keeps such members in `unknown` so that the console loses nothing a newer server
// sends; the strictness is the daemon's, for what it is asked to run.
std::vector<UnknownMember> unknownMembers(const spec::Job& job);
// The same of a Vertex resource a client creates (Google's Vertex front end is as strict).
std::vector<UnknownMember> unknownMembers(const spec::vertex::CustomJob& job);
std::vector<UnknownMember> unknownMembers(const spec::vertex::HyperparameterTuningJob& job);

// 400 INVALID_ARGUMENT naming each, in Google's words:
// Invalid JSON payload received. Unknown name "fooBar" at 'trainingInput': Cannot find field.
ApiError unknownMembersError(const std::vector<UnknownMember>& members);

} // namespace trainyard::daemon
