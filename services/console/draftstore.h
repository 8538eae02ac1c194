#pragma once

#include "client/withcontext.h"
#include "spec/job.h"

#include <QDateTime>
#include <QObject>
#include <QSet>
#include <QString>
#include <QThread>

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace trainyard::ui {

// A draft of the Vertex AI wizard: its document as the pages edit it (kept whether it decodes or
// not: a half-typed job is still work), the kind it was composed as, and where it is sent (part of
// the URL, not of the document).
struct VertexDraftState {
    nlohmann::json document = nlohmann::json::object();
    bool tuningJob = false;
    std::string location;
    bool operator==(const VertexDraftState&) const = default;
};

// What a draft holds: the v1 wizard's job, or the Vertex AI wizard's draft.
using DraftState = std::variant<spec::Job, VertexDraftState>;

// A draft found on disk: what the wizard was editing when the console last stopped without
// submitting or closing it (a crash, a kill, a power cut).
struct DraftInfo {
    QString id;
    QDateTime savedAt; // UTC
    QString jobId;     // the draft job's jobId (a Vertex draft's displayName), empty when it has none yet
    spec::Job job;     // a v1 draft's job
    std::optional<VertexDraftState> vertex; // set for a Vertex AI draft (then `job` is empty)
};

// A named job template.
struct TemplateInfo {
    QString name; // exactly as the user typed it (kept inside the file, not taken from its name)
    QDateTime savedAt; // UTC
    spec::Job job;
};

// Keeps the wizard's drafts on disk so that a crash loses at most half a second of work, and keeps
// named templates.
//
// Every file operation runs on the store's own thread, in the order the calls were made; the GUI
// thread never waits on the disk. Results come back on the thread that owns the store. Files are
// written atomically (QSaveFile) as JSON: a small header (format, save time, app version) and the
// job in the v1 JSON codec, or a Vertex AI wizard's draft (draftfile.h).
//
//   <folder>/<draft id>.json                 one per draft
//   <folder>/../templates/<safe name>.json   one per template
//
// A draft lives from begin() until discard(): call discard() when the job was submitted or the user
// closed the wizard deliberately. Drafts left on disk are what loadLeftovers() offers back at the
// next start; to resume one, go on saving under its id (it becomes a draft of this session).
class DraftStore : public QObject {
    Q_OBJECT

public:
    // The drafts folder of this user: QStandardPaths::AppDataLocation + "/drafts".
    static QString defaultFolder();
    // At most one write per draft within this interval.
    static constexpr int saveIntervalMs = 500;

    explicit DraftStore(QString folder = defaultFolder(), QObject* parent = nullptr);
    // Writes the pending state of every draft, then waits for the store's thread to finish.
    ~DraftStore() override;

    QString folder() const { return m_folder; }
    QString templatesFolder() const { return m_templatesFolder; }
    // The file of a draft or a template (whether or not it exists yet).
    QString draftPath(const QString& draftId) const;
    QString templatePath(const QString& name) const;

    // A new draft id (nothing is written before the first save()).
    QString begin();
    // Records the draft's state and returns at once: written at most every saveIntervalMs, off the
    // GUI thread, the latest state always winning. An id not of the form begin() makes is ignored
    // (with a warning): ids become file names.
    void save(const QString& draftId, const spec::Job& job);
    // The same for the Vertex AI wizard: its drafts live beside the v1 ones, under the same ids.
    void saveVertex(const QString& draftId, const VertexDraftState& state);
    // Writes every pending draft state now (on the store's thread; this call returns at once).
    void flush();
    // Forgets the draft and deletes its file.
    void discard(const QString& draftId);

    // Reads the drafts on disk on the store's thread and calls `done` on the owner thread, newest
    // first. The drafts of this session (begun and not discarded) are not leftovers and are left
    // out. A file that cannot be read is skipped, reported with problem() and kept on disk.
    void loadLeftovers(std::function<void(std::vector<DraftInfo>)> done);
    // The same, answered only while `context` lives.
    void loadLeftovers(const QObject* context, std::function<void(std::vector<DraftInfo>)> done)
    {
        loadLeftovers(client::withContext(context, std::move(done)));
    }

    // Saves (or replaces) a named template. False, and nothing written, for a blank name.
    bool saveTemplate(const QString& name, const spec::Job& job);
    // Reads every template on the store's thread and calls `done` on the owner thread, sorted by
    // name. Unreadable files are skipped and reported with problem(), as for drafts.
    void loadTemplates(std::function<void(std::vector<TemplateInfo>)> done);
    void loadTemplates(const QObject* context, std::function<void(std::vector<TemplateInfo>)> done)
    {
        loadTemplates(client::withContext(context, std::move(done)));
    }
    void removeTemplate(const QString& name);

    // The file name (without folder) a template of this name is stored under: the name itself,
    // with path separators, '%', control characters, characters Windows forbids, and leading or
    // trailing dots and spaces written as %XX; long names shortened and made unique by a hash.
    static QString templateFileName(const QString& name);

signals:
    // A draft's state reached the disk.
    void saved(const QString& draftId);
    // A file could not be written, read or removed. `message` is for the user.
    void problem(const QString& path, const QString& message);

private:
    struct Pending {
        DraftState state;
        quint64 token = 0; // identifies the debounce timer armed for this state
    };
    struct Shared;

    void writeDue(const QString& draftId, quint64 token);
    void post(std::function<void()> task);
    void keep(const QString& draftId, DraftState state);
    void postWrite(const QString& draftId, DraftState state);

    QString m_folder;
    QString m_templatesFolder;
    QThread m_thread;
    QObject* m_worker = nullptr; // lives on m_thread; the queue of file operations
    std::shared_ptr<Shared> m_shared;
    std::map<QString, Pending> m_pending; // debounced states not yet handed to the thread
    QSet<QString> m_live; // drafts of this session
    quint64 m_nextToken = 0;
};

} // namespace trainyard::ui
