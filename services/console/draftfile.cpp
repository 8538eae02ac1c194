#include "console/draftfile.h"

#include "spec/jsoncodec.h"
#include "spec/strictjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace trainyard::ui::draftfile {

namespace {

    // v1 drafts and templates are written as format 1, which every console reads; a Vertex AI draft
    // as format 2, so that a console from before Vertex AI says it was written by a newer Trainyard
    // (and keeps it) instead of calling it broken.
    constexpr int v1FormatVersion = 1;
    constexpr int vertexFormatVersion = 2;
    constexpr qint64 maxFileBytes = 16 * 1024 * 1024;

    QString utcText(const QDateTime& time) { return time.toUTC().toString(Qt::ISODateWithMs); }

    // "vertex": {"kind": "customJob" | "hyperparameterTuningJob", "location": "…", "document": {…}}.
    // The document is kept as the wizard had it, decoded or not: a half-typed job is still a draft.
    bool readVertex(const nlohmann::json& vertex, Stored& stored, QString& error)
    {
        const auto kind = vertex.is_object() ? vertex.find("kind") : vertex.end();
        const auto document = vertex.is_object() ? vertex.find("document") : vertex.end();
        if (kind == vertex.end() || !kind->is_string() || (*kind != "customJob" && *kind != "hyperparameterTuningJob") || document == vertex.end()
            || !document->is_object()) {
            error = DraftStore::tr("The file holds no Vertex AI job.");
            return false;
        }
        VertexDraftState state;
        state.tuningJob = *kind == "hyperparameterTuningJob";
        state.document = *document;
        const auto location = vertex.find("location");
        if (location != vertex.end() && location->is_string())
            state.location = location->get<std::string>();
        stored.vertex = std::move(state);
        return true;
    }

} // namespace

// The file's JSON: a small header, then the job in the v1 JSON codec.
std::string documentText(const char* marker, const QString& name, const State& state)
{
    const auto* vertex = std::get_if<VertexDraftState>(&state);
    nlohmann::ordered_json document;
    document[marker] = vertex ? vertexFormatVersion : v1FormatVersion;
    if (!name.isNull())
        document["name"] = name.toStdString();
    document["savedAt"] = utcText(QDateTime::currentDateTimeUtc()).toStdString();
    const QString version = QCoreApplication::applicationVersion();
    if (!version.isEmpty())
        document["appVersion"] = version.toStdString();
    if (vertex) {
        document["vertex"] = { { "kind", vertex->tuningJob ? "hyperparameterTuningJob" : "customJob" }, { "location", vertex->location },
            { "document", vertex->document } };
    } else {
        document["job"] = spec::toJson(std::get<spec::Job>(state));
    }
    return document.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + '\n';
}

// Writes atomically: the old file stays whole until the new one is complete. An error message,
// empty on success.
QString writeFile(const QString& path, const std::string& text)
{
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath()))
        return DraftStore::tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(info.absolutePath()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    const auto size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size) {
        const QString error = file.errorString();
        file.cancelWriting();
        return error;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

QString removeFile(const QString& path)
{
    QFile file(path);
    if (!file.exists() || file.remove())
        return {};
    return file.errorString();
}

// Reads a draft or template file; an error message for the user when it cannot.
std::optional<Stored> readFile(const QString& path, const char* marker, bool named, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return std::nullopt;
    }
    if (file.size() > maxFileBytes) {
        error = DraftStore::tr("The file is larger than %1 MiB.").arg(maxFileBytes / (1024 * 1024));
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    const auto parsed = spec::parseStrictJson(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!parsed) {
        error = QString::fromStdString(parsed.error.toString());
        return std::nullopt;
    }
    const nlohmann::json& document = *parsed;
    const auto format = document.is_object() ? document.find(marker) : document.end();
    if (!document.is_object() || format == document.end() || !format->is_number_integer()) {
        error = named ? DraftStore::tr("This is not a Trainyard job template.") : DraftStore::tr("This is not a Trainyard job draft.");
        return std::nullopt;
    }
    if (format->get<std::int64_t>() > vertexFormatVersion) {
        error = DraftStore::tr("It was written by a newer Trainyard (format %1).").arg(format->get<std::int64_t>());
        return std::nullopt;
    }
    Stored stored;
    if (named) {
        const auto name = document.find("name");
        if (name == document.end() || !name->is_string() || name->get<std::string>().empty()) {
            error = DraftStore::tr("The template has no name.");
            return std::nullopt;
        }
        stored.name = QString::fromStdString(name->get<std::string>());
    }
    const auto vertex = named ? document.end() : document.find("vertex");
    if (vertex != document.end()) {
        if (!readVertex(*vertex, stored, error))
            return std::nullopt;
    } else if (const auto jobMember = document.find("job"); jobMember == document.end() || !jobMember->is_object()) {
        error = DraftStore::tr("The file holds no job.");
        return std::nullopt;
    } else if (auto job = spec::jobFromJson(*jobMember); !job) {
        spec::DecodeError decodeError = job.error;
        decodeError.path = decodeError.path.empty() ? std::string("job") : "job." + decodeError.path;
        decodeError.line = 0;
        decodeError.column = 0;
        error = QString::fromStdString(decodeError.toString());
        return std::nullopt;
    } else {
        stored.job = std::move(*job.value);
    }
    const auto savedAt = document.find("savedAt");
    if (savedAt != document.end() && savedAt->is_string())
        stored.savedAt = QDateTime::fromString(QString::fromStdString(savedAt->get<std::string>()), Qt::ISODateWithMs).toUTC();
    if (!stored.savedAt.isValid())
        stored.savedAt = QFileInfo(path).lastModified().toUTC();
    return stored;
}

} // namespace trainyard::ui::draftfile
