#include "console/draftstore.h"

#include "console/draftfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUuid>

#include <algorithm>
#include <optional>

namespace trainyard::ui {

using draftfile::documentText;
using draftfile::draftMarker;
using draftfile::readFile;
using draftfile::removeFile;
using draftfile::templateMarker;
using draftfile::writeFile;

struct DraftStore::Shared {
    // Draft states handed to the thread and not yet written, each with the sequence number of the
    // write task that is to write it: a task that finds a newer state leaves it to a later task,
    // so when writes queue up (a slow disk) only the latest state of a draft is written.
    QMutex mutex;
    std::map<QString, std::pair<quint64, draftfile::State>> outbox;
    quint64 nextSeq = 0;
};

namespace {

    constexpr qsizetype maxFileNameBytes = 200;

    // Draft ids become file names: only what begin() makes (lower-case hex and dashes) is accepted.
    bool isDraftId(const QString& id)
    {
        if (id.isEmpty() || id.size() > 64)
            return false;
        return std::all_of(id.begin(), id.end(), [](QChar c) {
            return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'-';
        });
    }

    using Problems = std::vector<std::pair<QString, QString>>;

} // namespace

QString DraftStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/drafts");
}

DraftStore::DraftStore(QString folder, QObject* parent)
    : QObject(parent)
    , m_folder(QDir::cleanPath(QDir(folder).absolutePath()))
    , m_templatesFolder(QDir::cleanPath(m_folder + QStringLiteral("/../templates")))
    , m_shared(std::make_shared<Shared>())
{
    m_thread.setObjectName(QStringLiteral("DraftStore"));
    m_worker = new QObject;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
}

DraftStore::~DraftStore()
{
    flush();
    post([] { QThread::currentThread()->quit(); }); // after every write queued before it
    m_thread.wait();
}

QString DraftStore::draftPath(const QString& draftId) const { return m_folder + u'/' + draftId + QStringLiteral(".json"); }

QString DraftStore::templatePath(const QString& name) const { return m_templatesFolder + u'/' + templateFileName(name) + QStringLiteral(".json"); }

QString DraftStore::begin()
{
    QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_live.insert(id);
    return id;
}

void DraftStore::save(const QString& draftId, const spec::Job& job) { keep(draftId, job); }

void DraftStore::saveVertex(const QString& draftId, const VertexDraftState& state) { keep(draftId, state); }

void DraftStore::keep(const QString& draftId, DraftState state)
{
    if (!isDraftId(draftId)) {
        qWarning("DraftStore: ignoring a save under the malformed draft id \"%s\"", qUtf8Printable(draftId));
        return;
    }
    m_live.insert(draftId);
    auto [it, inserted] = m_pending.try_emplace(draftId);
    it->second.state = std::move(state);
    if (!inserted)
        return; // its timer is already running; it will write this latest state
    const quint64 token = ++m_nextToken;
    it->second.token = token;
    QTimer::singleShot(saveIntervalMs, this, [this, draftId, token] { writeDue(draftId, token); });
}

void DraftStore::writeDue(const QString& draftId, quint64 token)
{
    const auto it = m_pending.find(draftId);
    if (it == m_pending.end() || it->second.token != token)
        return; // flushed or discarded meanwhile
    DraftState state = std::move(it->second.state);
    m_pending.erase(it);
    postWrite(draftId, std::move(state));
}

void DraftStore::flush()
{
    auto pending = std::exchange(m_pending, {});
    for (auto& [id, state] : pending)
        postWrite(id, std::move(state.state));
}

void DraftStore::discard(const QString& draftId)
{
    if (!isDraftId(draftId))
        return;
    m_pending.erase(draftId);
    m_live.remove(draftId);
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->outbox.erase(draftId);
    }
    post([this, path = draftPath(draftId)] {
        const QString error = removeFile(path);
        if (!error.isEmpty())
            QMetaObject::invokeMethod(this, [this, path, error] { emit problem(path, tr("Cannot delete the draft: %1").arg(error)); });
    });
}

void DraftStore::post(std::function<void()> task) { QMetaObject::invokeMethod(m_worker, std::move(task), Qt::QueuedConnection); }

void DraftStore::postWrite(const QString& draftId, DraftState state)
{
    quint64 seq = 0;
    {
        QMutexLocker lock(&m_shared->mutex);
        seq = ++m_shared->nextSeq;
        m_shared->outbox[draftId] = { seq, std::move(state) };
    }
    post([this, shared = m_shared, draftId, seq] {
        std::optional<DraftState> latest;
        {
            QMutexLocker lock(&shared->mutex);
            const auto it = shared->outbox.find(draftId);
            if (it == shared->outbox.end() || it->second.first != seq)
                return; // discarded, or a newer state is queued behind this task
            latest = std::move(it->second.second);
            shared->outbox.erase(it);
        }
        const QString path = draftPath(draftId);
        const QString error = writeFile(path, documentText(draftMarker, QString(), *latest));
        if (error.isEmpty())
            QMetaObject::invokeMethod(this, [this, draftId] { emit saved(draftId); });
        else
            QMetaObject::invokeMethod(this, [this, path, error] { emit problem(path, tr("Cannot save the draft: %1").arg(error)); });
    });
}

void DraftStore::loadLeftovers(std::function<void(std::vector<DraftInfo>)> done)
{
    post([this, live = m_live, done = std::move(done)] {
        std::vector<DraftInfo> drafts;
        Problems problems;
        const QFileInfoList files = QDir(m_folder).entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        for (const QFileInfo& file : files) {
            const QString id = file.completeBaseName();
            if (!isDraftId(id) || live.contains(id))
                continue;
            QString error;
            auto stored = readFile(file.filePath(), draftMarker, false, error);
            if (!stored) {
                problems.emplace_back(file.filePath(), tr("Cannot read the draft: %1").arg(error));
                continue;
            }
            QString jobId = QString::fromStdString(stored->job.jobId.value_or(std::string()));
            if (stored->vertex && stored->vertex->document.value("displayName", nlohmann::json()).is_string())
                jobId = QString::fromStdString(stored->vertex->document["displayName"].get<std::string>());
            drafts.push_back({ id, stored->savedAt, jobId, std::move(stored->job), std::move(stored->vertex) });
        }
        std::stable_sort(drafts.begin(), drafts.end(), [](const DraftInfo& a, const DraftInfo& b) { return a.savedAt > b.savedAt; });
        QMetaObject::invokeMethod(this, [this, drafts = std::move(drafts), problems = std::move(problems), done]() mutable {
            for (const auto& [path, message] : problems)
                emit problem(path, message);
            if (done)
                done(std::move(drafts));
        });
    });
}

bool DraftStore::saveTemplate(const QString& name, const spec::Job& job)
{
    if (name.trimmed().isEmpty())
        return false;
    post([this, name, job, path = templatePath(name)] {
        const QString error = writeFile(path, documentText(templateMarker, name, job));
        if (!error.isEmpty())
            QMetaObject::invokeMethod(this, [this, path, error] { emit problem(path, tr("Cannot save the template: %1").arg(error)); });
    });
    return true;
}

void DraftStore::loadTemplates(std::function<void(std::vector<TemplateInfo>)> done)
{
    post([this, done = std::move(done)] {
        std::vector<TemplateInfo> templates;
        Problems problems;
        const QFileInfoList files = QDir(m_templatesFolder).entryInfoList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
        for (const QFileInfo& file : files) {
            QString error;
            auto stored = readFile(file.filePath(), templateMarker, true, error);
            if (!stored) {
                problems.emplace_back(file.filePath(), tr("Cannot read the template: %1").arg(error));
                continue;
            }
            templates.push_back({ stored->name, stored->savedAt, std::move(stored->job) });
        }
        std::stable_sort(templates.begin(), templates.end(), [](const TemplateInfo& a, const TemplateInfo& b) {
            const int order = QString::localeAwareCompare(a.name, b.name);
            return order != 0 ? order < 0 : a.name < b.name;
        });
        QMetaObject::invokeMethod(this, [this, templates = std::move(templates), problems = std::move(problems), done]() mutable {
            for (const auto& [path, message] : problems)
                emit problem(path, message);
            if (done)
                done(std::move(templates));
        });
    });
}

void DraftStore::removeTemplate(const QString& name)
{
    if (name.trimmed().isEmpty())
        return;
    post([this, path = templatePath(name)] {
        const QString error = removeFile(path);
        if (!error.isEmpty())
            QMetaObject::invokeMethod(this, [this, path, error] { emit problem(path, tr("Cannot delete the template: %1").arg(error)); });
    });
}

QString DraftStore::templateFileName(const QString& name)
{
    static constexpr QStringView forbidden = u"%/\\:*?\"<>|";
    QString out;
    out.reserve(name.size());
    const qsizetype last = name.size() - 1;
    for (qsizetype i = 0; i <= last; ++i) {
        const QChar c = name.at(i);
        const auto category = c.category();
        bool escape = forbidden.contains(c) || category == QChar::Other_Control || category == QChar::Other_Format
            || category == QChar::Separator_Line || category == QChar::Separator_Paragraph;
        if ((i == 0 || i == last) && (c == u'.' || c == u' '))
            escape = true; // no hidden files, no "..", nothing Windows would trim
        if (!escape) {
            out += c;
            continue;
        }
        for (const char byte : QString(c).toUtf8()) {
            out += QLatin1Char('%');
            out += QString::number(static_cast<uchar>(byte), 16).toUpper().rightJustified(2, QLatin1Char('0'));
        }
    }
    if (out.toUtf8().size() <= maxFileNameBytes)
        return out;
    // Too long for a file name: a prefix (not cutting an escape or a surrogate pair) and a hash of
    // the whole name.
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex().left(16));
    qsizetype cut = 0;
    qsizetype bytes = 0;
    while (cut < out.size()) {
        qsizetype step = out.at(cut) == u'%' ? 3 : (out.at(cut).isHighSurrogate() && cut + 1 < out.size() ? 2 : 1);
        const qsizetype stepBytes = out.mid(cut, step).toUtf8().size();
        if (bytes + stepBytes > maxFileNameBytes - 40)
            break;
        bytes += stepBytes;
        cut += step;
    }
    return out.left(cut) + u'~' + hash;
}

} // namespace trainyard::ui
