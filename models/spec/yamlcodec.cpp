#include "yamlcodec.h"

#include "fields.h"
#include "yamlreader_p.h"
#include "yamlwriter_p.h"

// The walkers themselves (yamlreader_p.h, yamlwriter_p.h) are shared with the Vertex --config codec.

namespace trainyard::spec {

Decoded<Job> jobFromYaml(std::string_view text)
{
    return yamlwalk::decodeYaml<Job>(text);
}

std::string toYaml(const Job& job, YamlScope scope)
{
    return yamlwalk::encodeYaml(scope == YamlScope::GcloudConfig ? withoutOutputFields(job) : job);
}

} // namespace trainyard::spec
