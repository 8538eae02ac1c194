#pragma once

#include "console/draftstore.h"

#include <optional>
#include <string>
#include <variant>

// The files DraftStore keeps (drafts and templates): their JSON, written atomically and read back
// with a message for the user when they cannot be. Runs on the store's thread; no state.
namespace trainyard::ui::draftfile {

using State = DraftState;

inline constexpr const char* draftMarker = "trainyardDraft";
inline constexpr const char* templateMarker = "trainyardTemplate";

struct Stored {
    QString name;
    QDateTime savedAt;
    spec::Job job;
    std::optional<VertexDraftState> vertex; // a Vertex AI draft (then `job` is empty)
};

// The file's JSON: a small header (format, save time, app version), then the job in the v1 JSON
// codec, or the Vertex AI draft under "vertex".
std::string documentText(const char* marker, const QString& name, const State& state);
// Error messages, empty on success.
QString writeFile(const QString& path, const std::string& text);
QString removeFile(const QString& path);
std::optional<Stored> readFile(const QString& path, const char* marker, bool named, QString& error);

} // namespace trainyard::ui::draftfile
