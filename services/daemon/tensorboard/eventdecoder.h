#pragma once

#include "spec/scalarrecords.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace trainyard::daemon {

// One scalar as an Event carries it.
struct TaggedPoint {
    std::string tag;
    spec::ScalarPoint point;
};

// Event records (the data of a TFRecord) → scalar points. One decoder per event file: it remembers
// which plugin each tag belongs to, because a writer puts a value's SummaryMetadata only on the first
// value of a tag in a file and TensorBoard goes by that first one.
//
// A point is
// - a Summary.Value's simple_value (TF1 summaries, tensorboardX, PyTorch's SummaryWriter), or
// - a scalar tensor (TF2's tf.summary.scalar): a tensor of rank 0 (no dims) of DT_FLOAT, DT_DOUBLE,
//   DT_HALF, DT_INT32 or DT_INT64, its value in the typed field or in tensor_content (little-endian),
//   whose tag's plugin is "scalars", or which has no plugin at all.
// Other values (images, histograms, text, a tensor of another plugin) are not points.
class EventDecoder {
public:
    // Appends the record's points to `out`; false when the bytes are not an Event.
    bool decode(std::string_view record, std::vector<TaggedPoint>& out);

private:
    std::unordered_map<std::string, bool> m_scalarTags; // tag → its first value said "scalars" or nothing
};

} // namespace trainyard::daemon
