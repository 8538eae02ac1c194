#pragma once

#include "client/backend.h"
#include "models/notificationrules.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <map>
#include <vector>

class QTimer;

namespace trainyard::ui {

class BackendSession;

// Applies the user's notification rules (models::NotificationRules, saved in QSettings) to every
// watched backend and tells what they match through notify() (the console hands it to its Notifier):
// - state rules: the session's transitions;
// - log rules (only while an enabled one exists): follows the log of each RUNNING job a rule applies
//   to, from its live end (from its start for a job seen entering RUNNING), until the follow ends with
//   the job or no rule wants it any more;
// - metric rules: the jobs' trials as updates arrive, and a light poll of running tuning jobs
//   (BackendSession::reload) so that a crossing is told while the study runs.
// Everything is asynchronous: nothing here waits on a backend.
class NotificationCenter : public QObject {
    Q_OBJECT

public:
    explicit NotificationCenter(QObject* parent = nullptr);
    ~NotificationCenter() override;

    void watch(BackendSession* session);
    // Reads the rules again from the settings (after the settings dialog saved them).
    void reload();
    // reload() on every center there is (what the Notifications settings page calls on apply()).
    static void reloadAll();
    // Uses these rules (without saving them).
    void setRules(std::vector<models::NotificationRule> rules);
    const std::vector<models::NotificationRule>& rules() const { return m_engine.rules(); }

    // What the center follows now, for tests and the curious.
    bool isFollowing(const BackendSession* session, const QString& jobId) const;
    int followCount() const { return static_cast<int>(m_follows.size()); }
    // Seconds between reads of running tuning jobs while metric rules exist (default 10).
    void setMetricPollInterval(int seconds);

signals:
    // What a rule matched, to be told to the user.
    void notify(const trainyard::models::Notification& notification);
    // A follow started or ended.
    void followsChanged();

private:
    struct Follow {
        QPointer<BackendSession> session;
        QString backend;
        QString jobId;
        client::Backend::StreamId stream = 0; // 0 while the live end is being read
    };

    void onTransition(BackendSession* session, const spec::Transition& transition);
    void onJobUpdated(BackendSession* session, const QString& jobId);
    void onSessionGone(QObject* session);
    // Looks at every job of a session again: follows, and metrics (finished jobs only remembered).
    void scan(BackendSession* session);
    void syncFollows(BackendSession* session);
    void startFollow(BackendSession* session, const QString& jobId, bool fromStart);
    void beginStream(quint64 serial, std::int64_t since);
    void onLines(quint64 serial, const std::vector<spec::LogLine>& lines);
    void onFollowEnded(quint64 serial);
    void stop(std::map<quint64, Follow>::iterator it);
    void pollMetrics();
    void deliver(std::vector<models::Notification> notifications);
    void scheduleFlush();

    models::NotificationEngine m_engine;
    std::vector<QPointer<BackendSession>> m_sessions;
    std::map<quint64, Follow> m_follows; // by serial
    // "backend\njobId" of the jobs seen queued or running: a metric rule tells of a finished job's trials
    // only if it was seen open (one that ended before the console looked is history).
    QSet<QString> m_seenOpen;
    quint64 m_nextSerial = 1;
    QTimer* m_flush;
    QTimer* m_poll;
};

} // namespace trainyard::ui
