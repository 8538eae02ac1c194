#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace trainyard::spectool {

// Runs one command line ("validate FILE…" or "check FILE…", "convert FILE --to json|yaml|gcloud|vertex", "catalog") and returns the
// process exit status: 0 success, 1 the input has errors, 2 usage errors.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace trainyard::spectool
