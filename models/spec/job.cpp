#include "job.h"

namespace trainyard::spec {

Job withoutOutputFields(Job job)
{
    job.trainingOutput.reset();
    job.predictionOutput.reset();
    job.state.reset();
    job.errorMessage.reset();
    job.createTime.reset();
    job.startTime.reset();
    job.endTime.reset();
    job.etag.reset();
    job.jobPosition.reset();
    return job;
}

} // namespace trainyard::spec
