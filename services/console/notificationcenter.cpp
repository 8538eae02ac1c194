#include "console/notificationcenter.h"

#include "console/backendsession.h"

#include "models/joblistmodel.h"

#include <QTimer>

namespace trainyard::ui {

namespace {
    std::vector<NotificationCenter*>& centers()
    {
        static std::vector<NotificationCenter*> all; // GUI thread only
        return all;
    }

    bool isFinal(const QString& state)
    {
        return state == QLatin1String("SUCCEEDED") || state == QLatin1String("FAILED") || state == QLatin1String("CANCELLED");
    }
} // namespace

NotificationCenter::NotificationCenter(QObject* parent)
    : QObject(parent)
    , m_flush(new QTimer(this))
    , m_poll(new QTimer(this))
{
    m_flush->setSingleShot(true);
    connect(m_flush, &QTimer::timeout, this, [this] {
        deliver(m_engine.flush());
        scheduleFlush();
    });
    m_poll->setInterval(10'000);
    connect(m_poll, &QTimer::timeout, this, &NotificationCenter::pollMetrics);
    m_engine.setRules(models::NotificationRules::load());
    if (m_engine.hasMetricRules())
        m_poll->start();
    centers().push_back(this);
}

NotificationCenter::~NotificationCenter()
{
    std::erase(centers(), this);
    while (!m_follows.empty())
        stop(m_follows.begin());
}

void NotificationCenter::watch(BackendSession* session)
{
    if (!session)
        return;
    m_sessions.emplace_back(session);
    connect(session, &BackendSession::transition, this, [this, session](const spec::Transition& t) { onTransition(session, t); });
    // Metric rules read trials: the job's document, which the session announces whenever one comes
    // (every event and read brings the job's).
    connect(session, &BackendSession::documentChanged, this, [this, session](const QString& jobId) { onJobUpdated(session, jobId); });
    connect(session, &BackendSession::refreshed, this, [this, session] { scan(session); });
    connect(session, &QObject::destroyed, this, &NotificationCenter::onSessionGone);
    scan(session);
}

void NotificationCenter::reload()
{
    setRules(models::NotificationRules::load());
}

void NotificationCenter::reloadAll()
{
    const std::vector<NotificationCenter*> all = centers();
    for (NotificationCenter* center : all)
        center->reload();
}

void NotificationCenter::setRules(std::vector<models::NotificationRule> rules)
{
    m_engine.setRules(std::move(rules));
    if (m_engine.hasMetricRules()) {
        if (!m_poll->isActive())
            m_poll->start();
    } else {
        m_poll->stop();
    }
    for (const QPointer<BackendSession>& session : m_sessions) {
        if (BackendSession* s = session.data())
            scan(s);
    }
    // Follows of sessions no longer here, or of jobs no rule wants any more.
    for (auto it = m_follows.begin(); it != m_follows.end();) {
        auto next = std::next(it);
        if (!it->second.session || !m_engine.wantsLogs(it->second.backend, it->second.jobId))
            stop(it);
        it = next;
    }
    scheduleFlush();
}

void NotificationCenter::setMetricPollInterval(int seconds)
{
    m_poll->setInterval(std::max(1, seconds) * 1000);
}

bool NotificationCenter::isFollowing(const BackendSession* session, const QString& jobId) const
{
    for (const auto& [serial, follow] : m_follows) {
        if (follow.session.data() == session && follow.jobId == jobId)
            return true;
    }
    return false;
}

void NotificationCenter::onTransition(BackendSession* session, const spec::Transition& t)
{
    const QString backend = session->backend()->name();
    if (std::optional<models::Notification> n = m_engine.onTransition(backend, t))
        deliver({ std::move(*n) });
    const QString jobId = QString::fromStdString(t.jobId);
    if (!isFinal(QString::fromStdString(t.state)))
        m_seenOpen.insert(backend + QLatin1Char('\n') + jobId);
    // Seen entering RUNNING: every line it writes from now is new, so from the start of its log.
    if (t.state == "RUNNING" && m_engine.wantsLogs(backend, jobId) && !isFollowing(session, jobId))
        startFollow(session, jobId, true);
}

void NotificationCenter::onJobUpdated(BackendSession* session, const QString& jobId)
{
    if (!m_engine.hasMetricRules())
        return;
    const std::shared_ptr<const spec::Job> job = session->document(jobId);
    if (!job)
        return;
    // A job that ended before the console saw it open is history, not news (a document read when
    // an old study is selected): remembered, not told.
    const QString backend = session->backend()->name();
    const bool open = !job->state || !spec::isTerminal(job->state->value());
    const QString key = backend + QLatin1Char('\n') + jobId;
    if (open)
        m_seenOpen.insert(key);
    deliver(m_engine.onJob(backend, *job, open || m_seenOpen.contains(key)));
}

void NotificationCenter::onSessionGone(QObject* session)
{
    // Its backend is gone with it: its streams end without a cancel.
    for (auto it = m_follows.begin(); it != m_follows.end();) {
        if (!it->second.session || it->second.session.data() == session)
            it = m_follows.erase(it);
        else
            ++it;
    }
    std::erase_if(m_sessions, [session](const QPointer<BackendSession>& s) { return !s || s.data() == session; });
    emit followsChanged();
}

void NotificationCenter::scan(BackendSession* session)
{
    syncFollows(session);
    if (!m_engine.hasMetricRules())
        return;
    const models::JobListModel* jobs = session->jobs();
    const QString backend = session->backend()->name();
    std::vector<models::Notification> out;
    for (int row = 0; row < jobs->rowCount(); ++row) {
        if (!jobs->isTuning(row))
            continue;
        const bool open = !isFinal(jobs->stateWire(row));
        if (open)
            m_seenOpen.insert(backend + QLatin1Char('\n') + jobs->jobId(row));
        // The rows have no trials: the documents the session holds are read now, a running study's is
        // read (it comes back through documentChanged); jobs that ended before the console looked are
        // history, not news, and are left alone.
        const std::shared_ptr<const spec::Job> job = session->document(jobs->jobId(row));
        if (job && job->trainingOutput && job->trainingOutput->trials) {
            auto found = m_engine.onJob(backend, *job, open);
            out.insert(out.end(), std::make_move_iterator(found.begin()), std::make_move_iterator(found.end()));
        } else if (open) {
            session->fetchDocument(jobs->jobId(row));
        }
    }
    deliver(std::move(out));
}

void NotificationCenter::syncFollows(BackendSession* session)
{
    if (!m_engine.hasLogRules())
        return;
    const models::JobListModel* jobs = session->jobs();
    const QString backend = session->backend()->name();
    for (int row = 0; row < jobs->rowCount(); ++row) {
        if (jobs->stateWire(row) != QLatin1String("RUNNING"))
            continue;
        const QString& jobId = jobs->jobId(row);
        if (!jobId.isEmpty() && m_engine.wantsLogs(backend, jobId) && !isFollowing(session, jobId))
            startFollow(session, jobId, false);
    }
}

void NotificationCenter::startFollow(BackendSession* session, const QString& jobId, bool fromStart)
{
    const quint64 serial = m_nextSerial++;
    m_follows.emplace(serial, Follow { session, session->backend()->name(), jobId, 0 });
    emit followsChanged();
    if (fromStart) {
        beginStream(serial, 0);
        return;
    }
    // From the live end: what the log holds already was written before anyone asked to be told.
    session->backend()->readLogs(jobId.toStdString(), 0, 1, this, [this, serial](client::ApiResult<spec::LogWindow> result) {
        if (const auto* window = std::get_if<spec::LogWindow>(&result))
            beginStream(serial, window->total);
        else
            onFollowEnded(serial); // tried again at the next scan
    });
}

void NotificationCenter::beginStream(quint64 serial, std::int64_t since)
{
    auto it = m_follows.find(serial);
    if (it == m_follows.end())
        return; // stopped meanwhile
    BackendSession* session = it->second.session.data();
    if (!session) {
        m_follows.erase(it);
        emit followsChanged();
        return;
    }
    it->second.stream = session->backend()->followLogs(
        it->second.jobId.toStdString(), since, this, [this, serial](std::vector<spec::LogLine> lines) { onLines(serial, lines); },
        [this, serial](std::optional<client::ApiError>) { onFollowEnded(serial); });
}

void NotificationCenter::onLines(quint64 serial, const std::vector<spec::LogLine>& lines)
{
    auto it = m_follows.find(serial);
    if (it == m_follows.end())
        return;
    deliver(m_engine.onLogLines(it->second.backend, it->second.jobId, lines));
    scheduleFlush();
}

void NotificationCenter::onFollowEnded(quint64 serial)
{
    if (m_follows.erase(serial) > 0)
        emit followsChanged();
}

void NotificationCenter::stop(std::map<quint64, Follow>::iterator it)
{
    if (BackendSession* session = it->second.session.data()) {
        if (it->second.stream)
            session->backend()->cancelStream(it->second.stream);
    }
    m_follows.erase(it);
    emit followsChanged();
}

void NotificationCenter::pollMetrics()
{
    if (!m_engine.hasMetricRules())
        return;
    for (const QPointer<BackendSession>& s : m_sessions) {
        BackendSession* session = s.data();
        if (!session)
            continue;
        const models::JobListModel* jobs = session->jobs();
        for (int row = 0; row < jobs->rowCount(); ++row) {
            if (jobs->stateWire(row) != QLatin1String("RUNNING"))
                continue;
            if (jobs->isTuning(row))
                session->reload(jobs->jobId(row).toStdString()); // its trials arrive through documentChanged
        }
    }
}

void NotificationCenter::deliver(std::vector<models::Notification> notifications)
{
    for (const models::Notification& n : notifications)
        emit notify(n);
}

void NotificationCenter::scheduleFlush()
{
    const std::optional<std::int64_t> in = m_engine.nextFlushIn();
    if (!in) {
        m_flush->stop();
        return;
    }
    m_flush->start(static_cast<int>(std::min<std::int64_t>(*in + 50, 24LL * 3600 * 1000)));
}

} // namespace trainyard::ui
