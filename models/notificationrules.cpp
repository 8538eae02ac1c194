#include "notificationrules.h"

#include "metricrounding.h"


#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSettings>

#include <chrono>
#include <cmath>

namespace trainyard::models {

namespace {
    const QString settingsKey = QStringLiteral("notifications/rules");
    constexpr int maxRateLimitSeconds = 24 * 3600;
    const char* const defaultMetricTag = "training/hptuning/metric"; // what cloudml-hypertune reports without a tag

    QString kindKey(RuleKind kind)
    {
        switch (kind) {
        case RuleKind::StateChange:
            return QStringLiteral("state");
        case RuleKind::LogLine:
            return QStringLiteral("log");
        case RuleKind::MetricThreshold:
            return QStringLiteral("metric");
        }
        return QStringLiteral("state");
    }

    std::optional<RuleKind> kindFromKey(const QString& key)
    {
        if (key == QLatin1String("state"))
            return RuleKind::StateChange;
        if (key == QLatin1String("log"))
            return RuleKind::LogLine;
        if (key == QLatin1String("metric"))
            return RuleKind::MetricThreshold;
        return std::nullopt;
    }

    QString severityKey(SeverityFloor floor)
    {
        switch (floor) {
        case SeverityFloor::Any:
            return QStringLiteral("any");
        case SeverityFloor::WarningAndUp:
            return QStringLiteral("warning");
        case SeverityFloor::ErrorAndUp:
            return QStringLiteral("error");
        }
        return QStringLiteral("any");
    }

    SeverityFloor severityFromKey(const QString& key, SeverityFloor fallback)
    {
        if (key == QLatin1String("any"))
            return SeverityFloor::Any;
        if (key == QLatin1String("warning"))
            return SeverityFloor::WarningAndUp;
        if (key == QLatin1String("error"))
            return SeverityFloor::ErrorAndUp;
        return fallback;
    }

    bool isWildcard(const QString& filter)
    {
        return filter.contains(QLatin1Char('*')) || filter.contains(QLatin1Char('?'));
    }

    QString elide(const QString& text, qsizetype length)
    {
        return text.size() <= length ? text : text.left(length - 1) + QChar(0x2026);
    }

    QString number(double value)
    {
        return QLocale().toString(value, 'g', 6);
    }
} // namespace

const QStringList& NotificationRules::allStates()
{
    static const QStringList states { QStringLiteral("QUEUED"), QStringLiteral("PREPARING"), QStringLiteral("RUNNING"), QStringLiteral("SUCCEEDED"),
        QStringLiteral("FAILED"), QStringLiteral("CANCELLING"), QStringLiteral("CANCELLED") };
    return states;
}

std::vector<NotificationRule> NotificationRules::defaults()
{
    return { make(RuleKind::StateChange) };
}

NotificationRule NotificationRules::make(RuleKind kind)
{
    NotificationRule rule;
    rule.kind = kind;
    if (kind == RuleKind::StateChange)
        rule.states = { QStringLiteral("SUCCEEDED"), QStringLiteral("FAILED"), QStringLiteral("CANCELLED") };
    return rule;
}

QString NotificationRules::kindName(RuleKind kind)
{
    switch (kind) {
    case RuleKind::StateChange:
        return tr("State change");
    case RuleKind::LogLine:
        return tr("Log line");
    case RuleKind::MetricThreshold:
        return tr("Metric threshold");
    }
    return {};
}

QString NotificationRules::summary(const NotificationRule& rule)
{
    QString what;
    switch (rule.kind) {
    case RuleKind::StateChange:
        what = rule.states.isEmpty() ? tr("no state chosen") : tr("enters %1").arg(rule.states.join(QStringLiteral(", ")));
        break;
    case RuleKind::LogLine: {
        what = rule.pattern.isEmpty() ? tr("no pattern") : tr("line matches “%1”").arg(elide(rule.pattern, 40));
        if (rule.severity == SeverityFloor::WarningAndUp)
            what += tr(" (WARNING and up)");
        else if (rule.severity == SeverityFloor::ErrorAndUp)
            what += tr(" (ERROR and up)");
        break;
    }
    case RuleKind::MetricThreshold: {
        const QString metric = rule.metric.isEmpty() ? tr("the objective metric") : rule.metric;
        what = rule.comparison == Comparison::Above ? tr("%1 above %2").arg(metric, number(rule.threshold))
                                                    : tr("%1 below %2").arg(metric, number(rule.threshold));
        break;
    }
    }
    QString which = rule.jobFilter.trimmed().isEmpty() ? tr("every job") : tr("jobs “%1”").arg(rule.jobFilter.trimmed());
    if (!rule.backendFilter.trimmed().isEmpty())
        which += tr(" on “%1”").arg(rule.backendFilter.trimmed());
    return what + QStringLiteral(" · ") + which;
}

QString NotificationRules::ruleName(const NotificationRule& rule, int index)
{
    return tr("Rule %1 (%2)").arg(index + 1).arg(kindName(rule.kind)); // the kind as the table names it, capital and all: lower-casing a translation breaks German nouns
}

QString NotificationRules::problem(const NotificationRule& rule, int index)
{
    const QString name = ruleName(rule, index);
    switch (rule.kind) {
    case RuleKind::StateChange:
        if (rule.states.isEmpty())
            return tr("%1: choose at least one state.").arg(name);
        break;
    case RuleKind::LogLine: {
        if (rule.pattern.isEmpty())
            return tr("%1: the pattern is empty.").arg(name);
        const QRegularExpression re = compile(rule);
        if (!re.isValid())
            return tr("%1: the pattern is not a valid regular expression: %2 at offset %3.")
                .arg(name, re.errorString())
                .arg(re.patternErrorOffset());
        if (rule.rateLimitSeconds < 1 || rule.rateLimitSeconds > maxRateLimitSeconds)
            return tr("%1: the rate limit must be between 1 and %2 seconds.").arg(name).arg(maxRateLimitSeconds);
        break;
    }
    case RuleKind::MetricThreshold:
        if (!std::isfinite(rule.threshold))
            return tr("%1: the threshold must be a finite number.").arg(name);
        break;
    }
    for (const QString* filter : { &rule.jobFilter, &rule.backendFilter }) {
        if (isWildcard(*filter) && !QRegularExpression(QRegularExpression::wildcardToRegularExpression(filter->trimmed())).isValid())
            return (filter == &rule.jobFilter ? tr("%1: the job filter is not a valid wildcard.") : tr("%1: the backend filter is not a valid wildcard."))
                .arg(name);
    }
    return {};
}

QString NotificationRules::problem(const std::vector<NotificationRule>& rules)
{
    for (std::size_t i = 0; i < rules.size(); ++i) {
        QString p = problem(rules[i], static_cast<int>(i));
        if (!p.isEmpty())
            return p;
    }
    return {};
}

bool NotificationRules::filterMatches(const QString& rawFilter, const QString& name)
{
    const QString filter = rawFilter.trimmed();
    if (filter.isEmpty())
        return true;
    if (!isWildcard(filter))
        return name.contains(filter, Qt::CaseInsensitive);
    const QRegularExpression re(QRegularExpression::wildcardToRegularExpression(filter), QRegularExpression::CaseInsensitiveOption);
    return re.isValid() && re.match(name).hasMatch();
}

bool NotificationRules::appliesTo(const NotificationRule& rule, const QString& backend, const QString& jobId)
{
    return rule.enabled && filterMatches(rule.jobFilter, jobId) && filterMatches(rule.backendFilter, backend);
}

bool NotificationRules::severityPasses(SeverityFloor floor, spec::LogSeverity severity)
{
    switch (floor) {
    case SeverityFloor::Any:
        return true;
    case SeverityFloor::WarningAndUp:
        return severity >= spec::LogSeverity::Warning;
    case SeverityFloor::ErrorAndUp:
        return severity >= spec::LogSeverity::Error;
    }
    return true;
}

QRegularExpression NotificationRules::compile(const NotificationRule& rule)
{
    QRegularExpression::PatternOptions options = QRegularExpression::NoPatternOption;
    if (rule.caseInsensitive)
        options |= QRegularExpression::CaseInsensitiveOption;
    return QRegularExpression(rule.pattern, options);
}

QByteArray NotificationRules::toJson(const std::vector<NotificationRule>& rules)
{
    QJsonArray list;
    for (const NotificationRule& rule : rules) {
        QJsonObject o;
        o[QStringLiteral("kind")] = kindKey(rule.kind);
        o[QStringLiteral("enabled")] = rule.enabled;
        o[QStringLiteral("jobFilter")] = rule.jobFilter;
        o[QStringLiteral("backendFilter")] = rule.backendFilter;
        switch (rule.kind) {
        case RuleKind::StateChange:
            o[QStringLiteral("states")] = QJsonArray::fromStringList(rule.states);
            break;
        case RuleKind::LogLine:
            o[QStringLiteral("pattern")] = rule.pattern;
            o[QStringLiteral("caseInsensitive")] = rule.caseInsensitive;
            o[QStringLiteral("severity")] = severityKey(rule.severity);
            o[QStringLiteral("rateLimitSeconds")] = rule.rateLimitSeconds;
            break;
        case RuleKind::MetricThreshold:
            o[QStringLiteral("metric")] = rule.metric;
            o[QStringLiteral("comparison")] = rule.comparison == Comparison::Above ? QStringLiteral("above") : QStringLiteral("below");
            o[QStringLiteral("threshold")] = rule.threshold;
            break;
        }
        list.append(o);
    }
    QJsonObject root;
    root[QStringLiteral("version")] = 1;
    root[QStringLiteral("rules")] = list;
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::optional<std::vector<NotificationRule>> NotificationRules::fromJson(const QByteArray& json)
{
    QJsonParseError error {};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    const QJsonObject root = document.object();
    if (!root.value(QStringLiteral("rules")).isArray())
        return std::nullopt;
    std::vector<NotificationRule> rules;
    for (const QJsonValue& value : root.value(QStringLiteral("rules")).toArray()) {
        if (!value.isObject())
            continue;
        const QJsonObject o = value.toObject();
        const std::optional<RuleKind> kind = kindFromKey(o.value(QStringLiteral("kind")).toString());
        if (!kind)
            continue; // a kind from a later version, or garbage
        NotificationRule rule = make(*kind);
        rule.enabled = o.value(QStringLiteral("enabled")).toBool(rule.enabled);
        rule.jobFilter = o.value(QStringLiteral("jobFilter")).toString();
        rule.backendFilter = o.value(QStringLiteral("backendFilter")).toString();
        switch (*kind) {
        case RuleKind::StateChange:
            if (o.value(QStringLiteral("states")).isArray()) {
                rule.states.clear();
                for (const QJsonValue& s : o.value(QStringLiteral("states")).toArray()) {
                    const QString state = s.toString();
                    if (allStates().contains(state) && !rule.states.contains(state))
                        rule.states << state;
                }
            }
            break;
        case RuleKind::LogLine:
            rule.pattern = o.value(QStringLiteral("pattern")).toString();
            rule.caseInsensitive = o.value(QStringLiteral("caseInsensitive")).toBool(false);
            rule.severity = severityFromKey(o.value(QStringLiteral("severity")).toString(), SeverityFloor::Any);
            rule.rateLimitSeconds = std::clamp(o.value(QStringLiteral("rateLimitSeconds")).toInt(rule.rateLimitSeconds), 1, maxRateLimitSeconds);
            break;
        case RuleKind::MetricThreshold: {
            rule.metric = o.value(QStringLiteral("metric")).toString();
            rule.comparison = o.value(QStringLiteral("comparison")).toString() == QLatin1String("below") ? Comparison::Below : Comparison::Above;
            const double threshold = o.value(QStringLiteral("threshold")).toDouble(0);
            rule.threshold = std::isfinite(threshold) ? threshold : 0;
            break;
        }
        }
        rules.push_back(std::move(rule));
    }
    return rules;
}

std::vector<NotificationRule> NotificationRules::load(QSettings& settings)
{
    const QVariant value = settings.value(settingsKey);
    if (!value.isValid())
        return defaults();
    std::optional<std::vector<NotificationRule>> rules = fromJson(value.toString().toUtf8());
    return rules ? std::move(*rules) : defaults();
}

void NotificationRules::save(QSettings& settings, const std::vector<NotificationRule>& rules)
{
    settings.setValue(settingsKey, QString::fromUtf8(toJson(rules)));
}

std::vector<NotificationRule> NotificationRules::load()
{
    QSettings settings;
    return load(settings);
}

void NotificationRules::save(const std::vector<NotificationRule>& rules)
{
    QSettings settings;
    save(settings, rules);
}

// --- NotificationEngine -------------------------------------------------------------------------

NotificationEngine::NotificationEngine(Clock clock)
    : m_clock(std::move(clock))
{
    setRules(NotificationRules::defaults());
}

std::int64_t NotificationEngine::now() const
{
    if (m_clock)
        return m_clock();
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void NotificationEngine::setRules(std::vector<NotificationRule> rules)
{
    // State kept for a rule survives only where the rule at that place is the same rule.
    auto unchanged = [&](int index) {
        const auto at = static_cast<std::size_t>(index);
        return at < rules.size() && at < m_rules.size() && rules[at] == m_rules[at];
    };
    std::erase_if(m_rates, [&](const auto& entry) { return !unchanged(std::get<0>(entry.first)); });
    std::erase_if(m_crossed, [&](const auto& key) { return !unchanged(std::get<0>(key)); });
    m_rules = std::move(rules);
    m_patterns.clear();
    m_patterns.reserve(m_rules.size());
    for (const NotificationRule& rule : m_rules) {
        QRegularExpression re;
        if (rule.kind == RuleKind::LogLine && !rule.pattern.isEmpty()) {
            re = NotificationRules::compile(rule);
            re.optimize();
        }
        m_patterns.push_back(std::move(re));
    }
}

bool NotificationEngine::hasLogRules() const
{
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        if (m_rules[i].enabled && m_rules[i].kind == RuleKind::LogLine && !m_rules[i].pattern.isEmpty() && m_patterns[i].isValid())
            return true;
    }
    return false;
}

bool NotificationEngine::hasMetricRules() const
{
    for (const NotificationRule& rule : m_rules) {
        if (rule.enabled && rule.kind == RuleKind::MetricThreshold && std::isfinite(rule.threshold))
            return true;
    }
    return false;
}

bool NotificationEngine::wantsLogs(const QString& backend, const QString& jobId) const
{
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const NotificationRule& rule = m_rules[i];
        if (rule.kind == RuleKind::LogLine && !rule.pattern.isEmpty() && m_patterns[i].isValid() && NotificationRules::appliesTo(rule, backend, jobId))
            return true;
    }
    return false;
}

std::optional<Notification> NotificationEngine::onTransition(const QString& backend, const spec::Transition& t) const
{
    const QString jobId = QString::fromStdString(t.jobId);
    const QString state = QString::fromStdString(t.state);
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const NotificationRule& rule = m_rules[i];
        if (rule.kind != RuleKind::StateChange || !rule.states.contains(state) || !NotificationRules::appliesTo(rule, backend, jobId))
            continue;
        Notification n;
        n.rule = static_cast<int>(i);
        n.backend = backend;
        n.jobId = jobId;
        if (state == QLatin1String("QUEUED"))
            n.title = tr("Job %1 is queued").arg(jobId);
        else if (state == QLatin1String("PREPARING"))
            n.title = tr("Job %1 is preparing").arg(jobId);
        else if (state == QLatin1String("RUNNING"))
            n.title = tr("Job %1 is running").arg(jobId);
        else if (state == QLatin1String("SUCCEEDED"))
            n.title = tr("Job %1 succeeded").arg(jobId);
        else if (state == QLatin1String("FAILED")) {
            n.title = tr("Job %1 failed").arg(jobId);
            n.level = Notification::Level::Critical;
        } else if (state == QLatin1String("CANCELLING")) {
            n.title = tr("Job %1 is being cancelled").arg(jobId);
            n.level = Notification::Level::Warning;
        } else if (state == QLatin1String("CANCELLED")) {
            n.title = tr("Job %1 was cancelled").arg(jobId);
            n.level = Notification::Level::Warning;
        } else {
            n.title = tr("Job %1 is %2").arg(jobId, state);
        }
        n.message = tr("on %1").arg(backend);
        if (!t.reason.empty())
            n.message += QStringLiteral(": ") + reasonText(QString::fromStdString(t.reason)).left(300); // the daemon's English, in the UI language, metrics rounded
        return n;
    }
    return std::nullopt;
}

Notification NotificationEngine::logNotification(int rule, const QString& backend, const QString& jobId, const QString& line, int more) const
{
    Notification n;
    n.rule = rule;
    n.backend = backend;
    n.jobId = jobId;
    n.level = Notification::Level::Warning;
    const NotificationRule& r = m_rules[static_cast<std::size_t>(rule)];
    n.title = tr("Job %1 logged “%2”").arg(jobId, elide(r.pattern, 40));
    n.message = tr("on %1: %2").arg(backend, elide(line.trimmed(), 300));
    if (more > 0)
        n.message += QLatin1Char(' ') + (more == 1 ? tr("(and 1 more line)") : tr("(and %n more lines)", nullptr, more));
    return n;
}

std::vector<Notification> NotificationEngine::onLogLines(const QString& backend, const QString& jobId, const std::vector<spec::LogLine>& lines)
{
    std::vector<Notification> out;
    if (lines.empty())
        return out;
    const std::int64_t t = now();
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const NotificationRule& rule = m_rules[i];
        const QRegularExpression& re = m_patterns[i];
        if (rule.kind != RuleKind::LogLine || rule.pattern.isEmpty() || !re.isValid() || !NotificationRules::appliesTo(rule, backend, jobId))
            continue;
        const int index = static_cast<int>(i);
        const std::int64_t window = std::int64_t(rule.rateLimitSeconds) * 1000;
        for (const spec::LogLine& line : lines) {
            if (!NotificationRules::severityPasses(rule.severity, line.severity))
                continue;
            const QString text = QString::fromStdString(line.text);
            if (!re.match(text).hasMatch())
                continue;
            const RateKey key { index, backend, jobId };
            auto it = m_rates.find(key);
            if (it == m_rates.end()) {
                m_rates.emplace(key, RateState { t, 0, {} });
                out.push_back(logNotification(index, backend, jobId, text, 0));
            } else if (t - it->second.lastNotified >= window) {
                out.push_back(logNotification(index, backend, jobId, text, it->second.suppressed));
                it->second = RateState { t, 0, {} };
            } else {
                ++it->second.suppressed;
                it->second.lastSuppressed = text;
            }
        }
    }
    return out;
}

std::vector<Notification> NotificationEngine::flush()
{
    std::vector<Notification> out;
    const std::int64_t t = now();
    for (auto it = m_rates.begin(); it != m_rates.end();) {
        const auto& [rule, backend, jobId] = it->first;
        RateState& state = it->second;
        const std::int64_t window = std::int64_t(m_rules[static_cast<std::size_t>(rule)].rateLimitSeconds) * 1000;
        if (t - state.lastNotified < window) {
            ++it;
            continue;
        }
        if (state.suppressed == 0) {
            it = m_rates.erase(it); // the window passed quietly: the next match notifies at once
            continue;
        }
        // The last of the held-back lines, with the count of the others.
        out.push_back(logNotification(rule, backend, jobId, state.lastSuppressed, state.suppressed - 1));
        state = RateState { t, 0, {} };
        ++it;
    }
    return out;
}

std::optional<std::int64_t> NotificationEngine::nextFlushIn() const
{
    std::optional<std::int64_t> next;
    const std::int64_t t = now();
    for (const auto& [key, state] : m_rates) {
        if (state.suppressed == 0)
            continue;
        const std::int64_t window = std::int64_t(m_rules[static_cast<std::size_t>(std::get<0>(key))].rateLimitSeconds) * 1000;
        const std::int64_t in = std::max<std::int64_t>(0, state.lastNotified + window - t);
        next = next ? std::min(*next, in) : in;
    }
    return next;
}

std::vector<Notification> NotificationEngine::onJob(const QString& backend, const spec::Job& job, bool notify)
{
    std::vector<Notification> out;
    if (!job.jobId || !job.trainingOutput || !job.trainingOutput->trials)
        return out;
    const QString jobId = QString::fromStdString(*job.jobId);
    std::string tag = job.trainingOutput->hyperparameterMetricTag.value_or("");
    if (tag.empty() && job.trainingInput && job.trainingInput->hyperparameters)
        tag = job.trainingInput->hyperparameters->hyperparameterMetricTag.value_or("");
    if (tag.empty())
        tag = defaultMetricTag;
    const QString metric = QString::fromStdString(tag);
    for (std::size_t i = 0; i < m_rules.size(); ++i) {
        const NotificationRule& rule = m_rules[i];
        if (rule.kind != RuleKind::MetricThreshold || !std::isfinite(rule.threshold) || !NotificationRules::appliesTo(rule, backend, jobId))
            continue;
        if (!rule.metric.trimmed().isEmpty() && rule.metric.trimmed() != metric)
            continue;
        const int index = static_cast<int>(i);
        const auto crosses = [&](double v) { return std::isfinite(v) && (rule.comparison == Comparison::Above ? v > rule.threshold : v < rule.threshold); };
        const auto& trials = *job.trainingOutput->trials;
        for (std::size_t k = 0; k < trials.size(); ++k) {
            const spec::HyperparameterOutput& trial = trials[k];
            const QString trialId = trial.trialId ? QString::fromStdString(*trial.trialId) : QString::number(k + 1);
            const auto key = std::make_tuple(index, backend, jobId, trialId);
            if (m_crossed.contains(key))
                continue;
            // The first reported value that crosses, in the order the trial reported them.
            std::optional<double> crossed;
            std::optional<std::int64_t> step;
            for (const spec::HyperparameterMetric& m : trial.allMetrics.value_or(std::vector<spec::HyperparameterMetric> {})) {
                if (m.objectiveValue && crosses(*m.objectiveValue)) {
                    crossed = *m.objectiveValue;
                    step = m.trainingStep;
                    break;
                }
            }
            if (!crossed && trial.finalMetric && trial.finalMetric->objectiveValue && crosses(*trial.finalMetric->objectiveValue)) {
                crossed = *trial.finalMetric->objectiveValue;
                step = trial.finalMetric->trainingStep;
            }
            if (!crossed)
                continue;
            m_crossed.insert(key);
            if (!notify)
                continue;
            Notification n;
            n.rule = index;
            n.backend = backend;
            n.jobId = jobId;
            n.title = rule.comparison == Comparison::Above ? tr("Job %1, trial %2: %3 above %4").arg(jobId, trialId, metric, number(rule.threshold))
                                                           : tr("Job %1, trial %2: %3 below %4").arg(jobId, trialId, metric, number(rule.threshold));
            n.message = step ? tr("on %1: reported %2 at step %3").arg(backend, number(*crossed)).arg(*step)
                             : tr("on %1: reported %2").arg(backend, number(*crossed));
            out.push_back(std::move(n));
        }
    }
    return out;
}

} // namespace trainyard::models
