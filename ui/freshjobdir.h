#pragma once

#include <QString>

namespace trainyard::ui {

// A job directory for a new job made from another (Resubmit, Clone): the old one would make a trainer
// that checkpoints resume the old run and "succeed" at once. The last path segment that is the old job's
// id becomes the new id ("/runs/mnist_1/out" → "/runs/mnist_2/out"); without one, the new id is appended
// ("/runs/mnist" → "/runs/mnist/mnist_2"). Works on gs:// URIs alike. Empty stays empty (no job dir).
QString freshJobDir(const QString& jobDir, const QString& oldJobId, const QString& newJobId);

} // namespace trainyard::ui
