#include "jobformat.h"

#include "spec/catalog.h"
#include "spec/catalogtext.h"
#include "spec/hyperparameterspec.h"

#include <QCoreApplication>
#include <QIcon>
#include <QIconEngine>
#include <QLocale>
#include <QPainter>
#include <QStringList>

#include <array>
#include <cmath>

namespace trainyard::models {

namespace {

    class JobFormat {
        Q_DECLARE_TR_FUNCTIONS(JobFormat)
    };

    QString qs(const std::string& text)
    {
        return QString::fromStdString(text);
    }
    QString qs(std::string_view text)
    {
        return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    }

    // A filled circle drawn at whatever size the view asks for, so no pixmap is made before the view
    // paints (and none outlives the application).
    class CircleIconEngine : public QIconEngine {
    public:
        explicit CircleIconEngine(QColor color)
            : m_color(color)
        {
        }
        void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override
        {
            const int side = qMin(rect.width(), rect.height());
            const qreal diameter = side * 0.625;
            const QRectF circle(rect.x() + (rect.width() - diameter) / 2, rect.y() + (rect.height() - diameter) / 2,
                diameter, diameter);
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setPen(m_color.darker(125));
            QColor fill = m_color;
            if (mode == QIcon::Disabled)
                fill.setAlphaF(0.4f);
            painter->setBrush(fill);
            painter->drawEllipse(circle);
            painter->restore();
        }
        QIconEngine* clone() const override { return new CircleIconEngine(m_color); }

    private:
        QColor m_color;
    };

    constexpr std::size_t stateCount = 8;

    std::size_t stateSlot(spec::State state)
    {
        const auto slot = static_cast<std::size_t>(state);
        return slot < stateCount ? slot : 0;
    }

    QString pool(std::int64_t count, const char* one, const char* many)
    {
        // English plurals by hand: there is no English translation to supply %n forms.
        return count == 1 ? JobFormat::tr(one) : JobFormat::tr(many).arg(count);
    }

    QString acceleratorText(const std::optional<spec::ReplicaConfig>& config)
    {
        if (!config || !config->acceleratorConfig)
            return {};
        const auto& accelerator = *config->acceleratorConfig;
        if (!accelerator.type || accelerator.count.value_or(0) <= 0)
            return {};
        return JobFormat::tr("%1× %2").arg(*accelerator.count).arg(qs(*accelerator.type));
    }

    // "n1-standard-8, 2× NVIDIA_TESLA_T4" or "n1-standard-8"; empty when the role names no machine.
    QString machineText(const spec::TrainingInput& input, spec::Role role)
    {
        const auto& type = input.machineType(role);
        QString text = type ? qs(*type) : QString();
        const QString accelerator = acceleratorText(input.config(role));
        if (!accelerator.isEmpty())
            text = text.isEmpty() ? accelerator : JobFormat::tr("%1, %2").arg(text, accelerator);
        return text;
    }

} // namespace

QString stateLabel(const spec::Enum<spec::State>& state)
{
    if (!state.isRecognized())
        return qs(state.wire());
    switch (state.value()) {
    case spec::State::Unspecified:
        return JobFormat::tr("Unspecified");
    case spec::State::Queued:
        return JobFormat::tr("Queued");
    case spec::State::Preparing:
        return JobFormat::tr("Preparing");
    case spec::State::Running:
        return JobFormat::tr("Running");
    case spec::State::Succeeded:
        return JobFormat::tr("Succeeded");
    case spec::State::Failed:
        return JobFormat::tr("Failed");
    case spec::State::Cancelling:
        return JobFormat::tr("Cancelling");
    case spec::State::Cancelled:
        return JobFormat::tr("Cancelled");
    }
    return qs(state.wire());
}

QString stateLabel(std::string_view wire)
{
    if (wire.empty())
        return {};
    return stateLabel(spec::Enum<spec::State>::fromWire(wire));
}

QColor stateColor(spec::State state)
{
    switch (state) {
    case spec::State::Unspecified:
        return QColor(0xbd, 0xbd, 0xbd);
    case spec::State::Queued:
        return QColor(0x90, 0xa4, 0xae);
    case spec::State::Preparing:
        return QColor(0xf9, 0xa8, 0x25);
    case spec::State::Running:
        return QColor(0x1e, 0x88, 0xe5);
    case spec::State::Succeeded:
        return QColor(0x43, 0xa0, 0x47);
    case spec::State::Failed:
        return QColor(0xe5, 0x39, 0x35);
    case spec::State::Cancelling:
        return QColor(0xfb, 0x8c, 0x00);
    case spec::State::Cancelled:
        return QColor(0x75, 0x75, 0x75);
    }
    return QColor(0xbd, 0xbd, 0xbd);
}

QVariant stateDecoration(spec::State state)
{
    static const std::array<QIcon, stateCount> icons = [] {
        std::array<QIcon, stateCount> made;
        for (std::size_t i = 0; i < stateCount; ++i)
            made[i] = QIcon(new CircleIconEngine(stateColor(static_cast<spec::State>(i))));
        return made;
    }();
    return icons[stateSlot(state)];
}

int stateRank(spec::State state)
{
    switch (state) {
    case spec::State::Unspecified:
        return 0;
    case spec::State::Queued:
        return 1;
    case spec::State::Preparing:
        return 2;
    case spec::State::Running:
        return 3;
    case spec::State::Cancelling:
        return 4;
    case spec::State::Succeeded:
        return 5;
    case spec::State::Failed:
        return 6;
    case spec::State::Cancelled:
        return 7;
    }
    return 0;
}

QDateTime toDateTime(const spec::Timestamp& time)
{
    return QDateTime::fromMSecsSinceEpoch(time.seconds * 1000 + time.nanos / 1'000'000, Qt::UTC);
}

QString formatLocalTime(const spec::Timestamp& time, bool withMilliseconds)
{
    return toDateTime(time).toLocalTime().toString(
        withMilliseconds ? QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz") : QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString formatLocalTimeIso(const spec::Timestamp& time)
{
    const QDateTime local = toDateTime(time).toLocalTime();
    return local.toOffsetFromUtc(local.offsetFromUtc()).toString(Qt::ISODateWithMs);
}

std::int64_t millisecondsBetween(const spec::Timestamp& from, const spec::Timestamp& to)
{
    const std::int64_t ms = (to.seconds - from.seconds) * 1000 + (to.nanos - from.nanos) / 1'000'000;
    return ms > 0 ? ms : 0;
}

QString formatDuration(std::int64_t milliseconds)
{
    const std::int64_t ms = milliseconds > 0 ? milliseconds : 0;
    if (ms < 1000)
        return JobFormat::tr("%1 ms").arg(ms);
    const std::int64_t s = ms / 1000;
    const auto two = [](std::int64_t n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); };
    if (s < 60)
        return JobFormat::tr("%1s").arg(s);
    if (s < 3600)
        return JobFormat::tr("%1m %2s").arg(QString::number(s / 60), two(s % 60));
    if (s < 86'400)
        return JobFormat::tr("%1h %2m").arg(QString::number(s / 3600), two(s % 3600 / 60));
    return JobFormat::tr("%1d %2h").arg(QString::number(s / 86'400), two(s % 86'400 / 3600));
}

QString notApplicableText()
{
    return QStringLiteral("\u2014");
}

QString scaleTierSummary(const std::optional<spec::TrainingInput>& input)
{
    if (!input)
        return {}; // not a training job
    const bool custom = input->scaleTier && *input->scaleTier == spec::ScaleTier::Custom;
    if (!custom)
        return input->scaleTier ? qs(input->scaleTier->wire()) : QStringLiteral("BASIC");

    QStringList pools { JobFormat::tr("1 master") };
    if (const auto n = input->count(spec::Role::Worker); n > 0)
        pools << pool(n, QT_TRANSLATE_NOOP("JobFormat", "1 worker"), QT_TRANSLATE_NOOP("JobFormat", "%1 workers"));
    if (const auto n = input->count(spec::Role::ParameterServer); n > 0)
        pools << pool(n, QT_TRANSLATE_NOOP("JobFormat", "1 parameter server"),
            QT_TRANSLATE_NOOP("JobFormat", "%1 parameter servers"));
    if (const auto n = input->count(spec::Role::Evaluator); n > 0)
        pools << pool(
            n, QT_TRANSLATE_NOOP("JobFormat", "1 evaluator"), QT_TRANSLATE_NOOP("JobFormat", "%1 evaluators"));
    const QString master = machineText(*input, spec::Role::Master);
    const QString replicas = pools.join(QStringLiteral(" + "));
    return master.isEmpty() ? JobFormat::tr("CUSTOM: %1").arg(replicas)
                            : JobFormat::tr("CUSTOM: %1 (%2)").arg(replicas, master);
}

QString clusterDescription(const std::optional<spec::TrainingInput>& input)
{
    if (!input)
        return {};
    const bool custom = input->scaleTier && *input->scaleTier == spec::ScaleTier::Custom;
    if (!custom) {
        const std::string_view name = input->scaleTier ? input->scaleTier->wire() : std::string_view("BASIC");
        const auto* tier = spec::Catalog::builtin().scaleTier(name);
        return tier ? spec::catalogText(tier->description) : QString();
    }
    QStringList lines;
    lines << JobFormat::tr("master: %1").arg(machineText(*input, spec::Role::Master));
    const auto add = [&](spec::Role role, const char* label) {
        const auto n = input->count(role);
        if (n > 0)
            lines << JobFormat::tr(label).arg(n).arg(machineText(*input, role));
    };
    add(spec::Role::Worker, QT_TRANSLATE_NOOP("JobFormat", "workers: %1× %2"));
    add(spec::Role::ParameterServer, QT_TRANSLATE_NOOP("JobFormat", "parameter servers: %1× %2"));
    add(spec::Role::Evaluator, QT_TRANSLATE_NOOP("JobFormat", "evaluators: %1× %2"));
    if (const auto image = input->effectiveImageUri(spec::Role::Master))
        lines << JobFormat::tr("image: %1").arg(qs(*image));
    return lines.join(QLatin1Char('\n'));
}

std::string labelsTextUtf8(const std::optional<std::map<std::string, std::string>>& labels)
{
    std::string text;
    if (!labels)
        return text;
    for (const auto& [key, value] : *labels) {
        if (!text.empty())
            text += ", ";
        text += key;
        text += '=';
        text += value;
    }
    return text;
}

QString labelsText(const std::optional<std::map<std::string, std::string>>& labels)
{
    return QString::fromStdString(labelsTextUtf8(labels));
}

std::optional<BestMetric> bestMetric(const spec::Job& job)
{
    if (!job.trainingOutput || !job.trainingOutput->trials || !job.trainingInput || !job.trainingInput->hyperparameters)
        return std::nullopt;
    const auto& hyperparameters = *job.trainingInput->hyperparameters;
    // The API: "GOAL_TYPE_UNSPECIFIED: Goal Type will default to maximize."
    const spec::GoalType goal = hyperparameters.goal && hyperparameters.goal->value() == spec::GoalType::Minimize
        ? spec::GoalType::Minimize
        : spec::GoalType::Maximize;

    std::optional<BestMetric> best;
    for (const auto& trial : *job.trainingOutput->trials) {
        if (!trial.finalMetric || !trial.finalMetric->objectiveValue)
            continue;
        // A running trial's finalMetric is only its latest report, not a result (a trial without a
        // state comes from a backend that lists finished trials only).
        if (trial.state && trial.state->value() != spec::State::Succeeded)
            continue;
        const double value = *trial.finalMetric->objectiveValue;
        if (!std::isfinite(value))
            continue;
        const bool better = !best || (goal == spec::GoalType::Maximize ? value > best->value : value < best->value);
        if (better)
            best = BestMetric { value, trial.trialId.value_or(std::string()), {}, goal };
    }
    if (best) {
        if (job.trainingOutput->hyperparameterMetricTag && !job.trainingOutput->hyperparameterMetricTag->empty())
            best->tag = *job.trainingOutput->hyperparameterMetricTag;
        else if (hyperparameters.hyperparameterMetricTag && !hyperparameters.hyperparameterMetricTag->empty())
            best->tag = *hyperparameters.hyperparameterMetricTag;
        else
            best->tag = spec::HyperparameterSpec::defaultMetricTag;
    }
    return best;
}

QString formatMetricValue(double value)
{
    return QLocale().toString(value, 'g', 6);
}

QString bestMetricToolTip(const BestMetric& best)
{
    const QString goal = best.goal == spec::GoalType::Minimize ? JobFormat::tr("minimize") : JobFormat::tr("maximize");
    return JobFormat::tr("%1 %2, trial %3 (%4)")
        .arg(qs(best.tag), formatMetricValue(best.value), qs(best.trialId), goal);
}

} // namespace trainyard::models
