#pragma once

#include "spec/decodeerror.h"
#include "spec/job.h"

#include <QObject>
#include <QString>

#include <functional>

namespace trainyard::ui {

// Job files as people have them: a gcloud config.yaml (.yaml, .yml) or an API job (.json). Read and
// written on a worker thread; the callback runs on the caller's thread, if the receiver still exists.
namespace jobfiles {

enum class Format { Yaml, Json };
Format formatOf(const QString& path); // by extension; JSON unless .yaml/.yml

// Decodes file content (for tests and for both directions of the round trip).
spec::Decoded<spec::Job> decode(const std::string& text, Format format);
std::string encode(const spec::Job& job, Format format); // YAML: gcloud's config.yaml scope; JSON: the request body

void read(const QString& path, QObject* receiver, std::function<void(spec::Decoded<spec::Job>, QString error)> done);
void write(const QString& path, const spec::Job& job, QObject* receiver, std::function<void(QString error)> done);

} // namespace jobfiles

} // namespace trainyard::ui
