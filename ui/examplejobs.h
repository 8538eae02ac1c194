#pragma once

#include "spec/job.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <vector>

namespace trainyard::ui {

// One of the example trainers that come with Trainyard (examples/), as a job ready for the wizard.
struct ExampleJob {
    QString title; // with a mnemonic
    QString description;
    spec::Job job;
};

class ExampleJobs {
    Q_DECLARE_TR_FUNCTIONS(trainyard::ui::ExampleJobs)

public:
    // The examples folder for a console in `applicationDir`: $TRAINYARD_EXAMPLES, else where the package
    // installs it (../share/trainyard/examples), else the checkout the console was built in
    // (build/bin/../../examples). Empty when none holds the digits and distributed trainers.
    static QString folder(const QString& applicationDir);

    // The digits classifier (one replica), a master with two workers (the distributed example) and a
    // digits tuning study, for the local daemon. Ids carry `now` ("digits_20261126_151200"), and each
    // job writes to a folder of its own under `runsFolder` (so that no example resumes another's checkpoints).
    static std::vector<ExampleJob> jobs(const QString& examplesFolder, const QString& runsFolder, const QDateTime& now);

    // Where the examples' job dirs go by default: $XDG_DATA_HOME/trainyard-runs (~/.local/share/trainyard-runs).
    static QString defaultRunsFolder();
};

} // namespace trainyard::ui
