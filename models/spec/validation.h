#pragma once

#include "catalog.h"
#include "job.h"
#include "violation.h"

#include <vector>

namespace trainyard::spec {

// Every rule the API (and gcloud before it) enforces on a job someone submits, checked at once:
// the result lists all violations, errors and warnings, in field order. Output-only fields are not
// checked. The catalog decides which machine types, accelerators, regions and runtimes exist.
std::vector<Violation> validate(const Job& job, const Catalog& catalog = Catalog::builtin());

// The documented defaults, made explicit (as the service applies them on create): scale tier BASIC,
// maxRunningTime seven days, and for tuning jobs maxTrials 1, maxParallelTrials 1 and the default metric tag.
Job withDefaults(Job job);

} // namespace trainyard::spec
