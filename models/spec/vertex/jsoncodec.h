#pragma once

#include "customjob.h"
#include "hyperparametertuningjob.h"
#include "operation.h"

#include "spec/jsoncodec.h"

#include <string>
#include <string_view>

namespace trainyard::spec::vertex {

// The Vertex messages share the v1 codec (spec/jsoncodec.h): spec::fromJson<T> and spec::toJson<T>
// are instantiated for every type in TRAINYARD_FOR_EACH_VERTEX_MESSAGE, with the same proto3 JSON
// rules (int64 as strings, durations, RFC 3339 times, unknown members kept, errors with JSON paths).
// These read a whole document from text, refusing duplicate keys and bad UTF-8 as the v1 reader does.

Decoded<CustomJob> customJobFromJsonText(std::string_view text);
Decoded<HyperparameterTuningJob> hyperparameterTuningJobFromJsonText(std::string_view text);
std::string toJsonText(const CustomJob& job, int indent = 2);
std::string toJsonText(const HyperparameterTuningJob& job, int indent = 2);

} // namespace trainyard::spec::vertex
