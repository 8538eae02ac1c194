#include "jobdirreusebox.h"

namespace trainyard::ui {

JobDirReuseBox::JobDirReuseBox(QString previousJobDir, QString freshJobDir, QWidget* parent)
    : QCheckBox(tr("Re&use the job directory (resume from its checkpoints)"), parent)
    , m_previous(std::move(previousJobDir))
    , m_fresh(std::move(freshJobDir))
{
    setToolTip(tr("Write into %1, where the earlier job left its outputs: a trainer that keeps checkpoints goes on from "
                  "the last one instead of training anew.")
            .arg(m_previous));
    connect(this, &QCheckBox::toggled, this, [this] { emit jobDirChosen(chosenJobDir()); });
}

} // namespace trainyard::ui
