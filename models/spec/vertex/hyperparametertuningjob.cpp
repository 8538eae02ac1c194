#include "hyperparametertuningjob.h"

namespace trainyard::spec::vertex {

HyperparameterTuningJob withoutOutputFields(HyperparameterTuningJob job)
{
    job.name.reset();
    job.trials.reset();
    job.state.reset();
    job.createTime.reset();
    job.startTime.reset();
    job.endTime.reset();
    job.updateTime.reset();
    job.error.reset();
    job.satisfiesPzs.reset();
    job.satisfiesPzi.reset();
    return job;
}

} // namespace trainyard::spec::vertex
