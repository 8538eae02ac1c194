#pragma once

#include "spec/job.h"
#include "spec/logrecords.h"
#include "spec/transition.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <optional>
#include <map>
#include <set>
#include <tuple>
#include <vector>

class QSettings;

namespace trainyard::models {

// The user's notification rules: when the console tells them (a tray message, the status bar) that
// something happened to a job. Pure logic, no widgets: console/notificationcenter.* feeds it transitions,
// log lines and jobs, ui/notifier.* shows what it returns, ui/settings/notificationspage.* edits it.

enum class RuleKind { StateChange, LogLine, MetricThreshold };
// The least severity a log line must have for a log rule to look at it.
enum class SeverityFloor { Any, WarningAndUp, ErrorAndUp };
enum class Comparison { Above, Below };

struct NotificationRule {
    RuleKind kind = RuleKind::StateChange;
    bool enabled = true;
    // Which jobs: empty = every job. A pattern with * or ? is a wildcard over the whole id, otherwise
    // a substring; both ignore case. The backend filter works the same on the backend's name.
    QString jobFilter;
    QString backendFilter;

    // StateChange: the wire names of the states that notify ("SUCCEEDED", …).
    QStringList states;

    // LogLine: a QRegularExpression searched in each line of a RUNNING job.
    QString pattern;
    bool caseInsensitive = false;
    SeverityFloor severity = SeverityFloor::Any;
    int rateLimitSeconds = 60; // at most one notification per rule and job in this many seconds

    // MetricThreshold: the metric (empty: the job's hyperparameter metric, whatever its tag), and
    // when a trial's reported value notifies (strictly above or below the threshold).
    QString metric;
    Comparison comparison = Comparison::Above;
    double threshold = 0;

    friend bool operator==(const NotificationRule&, const NotificationRule&) = default;
};

// What a rule produced: shown by the Notifier.
struct Notification {
    enum class Level { Information, Warning, Critical };
    int rule = -1; // index into the rule list
    QString backend;
    QString jobId;
    QString title;
    QString message;
    Level level = Level::Information;
};

class NotificationRules {
    Q_DECLARE_TR_FUNCTIONS(trainyard::models::NotificationRules)

public:
    static const QStringList& allStates(); // the states a state rule can choose, in lifecycle order
    static std::vector<NotificationRule> defaults(); // one state rule: SUCCEEDED, FAILED, CANCELLED
    static NotificationRule make(RuleKind kind); // a new rule of that kind, with sensible values

    static QString kindName(RuleKind kind); // "State change", "Log line", "Metric threshold"
    static QString summary(const NotificationRule& rule); // one line for a list of rules
    // "Rule 2 (log line)": how messages name a rule (`index` from 0).
    static QString ruleName(const NotificationRule& rule, int index);
    // Empty when the rule is usable, else what is wrong, naming the rule and the field.
    static QString problem(const NotificationRule& rule, int index);
    static QString problem(const std::vector<NotificationRule>& rules); // the first problem

    // Whether a job filter / backend filter admits a name (empty filters admit everything).
    static bool filterMatches(const QString& filter, const QString& name);
    static bool appliesTo(const NotificationRule& rule, const QString& backend, const QString& jobId);
    static bool severityPasses(SeverityFloor floor, spec::LogSeverity severity);
    static QRegularExpression compile(const NotificationRule& rule);

    // JSON: {"version":1,"rules":[…]}. fromJson: nullopt when the text is not a rule list at all;
    // fields of a rule that are missing or of the wrong type take the new rule's values.
    static QByteArray toJson(const std::vector<NotificationRule>& rules);
    static std::optional<std::vector<NotificationRule>> fromJson(const QByteArray& json);
    // QSettings key notifications/rules; defaults() when absent or garbled.
    static std::vector<NotificationRule> load(QSettings& settings);
    static void save(QSettings& settings, const std::vector<NotificationRule>& rules);
    static std::vector<NotificationRule> load(); // from QSettings()
    static void save(const std::vector<NotificationRule>& rules);
};

// Applies rules to what a backend reports. Keeps the state that makes notifications sparse: the rate
// limit of each (log rule, job) and the (metric rule, job, trial) already notified.
class NotificationEngine {
    Q_DECLARE_TR_FUNCTIONS(trainyard::models::NotificationEngine)

public:
    using Clock = std::function<std::int64_t()>; // milliseconds, monotonic

    explicit NotificationEngine(Clock clock = {});

    // Replaces the rules. Rate limits and notified trials are kept for rules that did not change.
    void setRules(std::vector<NotificationRule> rules);
    const std::vector<NotificationRule>& rules() const { return m_rules; }
    // Enabled, valid log / metric rules exist (and whether one applies to a job).
    bool hasLogRules() const;
    bool hasMetricRules() const;
    bool wantsLogs(const QString& backend, const QString& jobId) const;

    // A state change: at most one notification (the first enabled state rule that matches).
    std::optional<Notification> onTransition(const QString& backend, const spec::Transition& transition) const;
    // Lines of a running job: a notification per log rule whose rate limit allows it; matches within
    // the limit are counted and told with the next notification ("and 12 more lines"), or by flush().
    std::vector<Notification> onLogLines(const QString& backend, const QString& jobId, const std::vector<spec::LogLine>& lines);
    // A job as reported: a notification for each (metric rule, trial) whose value first crossed the
    // threshold. `notify` false: remember the crossings without notifying (jobs that ended before the
    // console looked).
    std::vector<Notification> onJob(const QString& backend, const spec::Job& job, bool notify = true);
    // Matches counted within a rate limit whose window has passed: one summary notification each.
    std::vector<Notification> flush();
    // Milliseconds until flush() has something to say (nullopt: nothing pending).
    std::optional<std::int64_t> nextFlushIn() const;

private:
    struct RateState {
        std::int64_t lastNotified = 0;
        int suppressed = 0; // matches since lastNotified that were not told
        QString lastSuppressed; // the latest of them
    };
    std::int64_t now() const;
    Notification logNotification(int rule, const QString& backend, const QString& jobId, const QString& line, int more) const;

    Clock m_clock;
    std::vector<NotificationRule> m_rules;
    std::vector<QRegularExpression> m_patterns; // per rule (invalid for other kinds and bad patterns)
    using RateKey = std::tuple<int, QString, QString>; // (rule, backend, job)
    std::map<RateKey, RateState> m_rates; // few entries: jobs × log rules with a window still open
    std::set<std::tuple<int, QString, QString, QString>> m_crossed; // (rule, backend, job, trial)
};

} // namespace trainyard::models
