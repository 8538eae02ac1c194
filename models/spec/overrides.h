#pragma once

#include "job.h"

namespace trainyard::spec {

// gcloud's rule for `--config`: values given explicitly (a command-line flag, a wizard field) win over
// the file. Every field present in `explicitValues` replaces the one in `file`; messages merge field by
// field, lists and maps are replaced whole (a flag's list is the list).
Job applyExplicitValues(Job file, const Job& explicitValues);

} // namespace trainyard::spec
