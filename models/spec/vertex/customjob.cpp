#include "customjob.h"

namespace trainyard::spec::vertex {

CustomJob withoutOutputFields(CustomJob job)
{
    job.name.reset();
    job.state.reset();
    job.createTime.reset();
    job.startTime.reset();
    job.endTime.reset();
    job.updateTime.reset();
    job.error.reset();
    job.webAccessUris.reset();
    job.satisfiesPzs.reset();
    job.satisfiesPzi.reset();
    return job;
}

} // namespace trainyard::spec::vertex
