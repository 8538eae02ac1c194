#include "appsettings.h"

#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSettings>

namespace trainyard::ui {

namespace {

    QSettings store()
    {
        return QSettings(QStringLiteral("trainyard"), QStringLiteral("trainyard"));
    }

    const QString themeSetting = QStringLiteral("appearance/theme");
    const QString languageSetting = QStringLiteral("appearance/language");
    const QString slotsSetting = QStringLiteral("daemon/slots");
    const QString gpusSetting = QStringLiteral("daemon/gpus");
    const QString interpreterSetting = QStringLiteral("daemon/interpreter");
    const QString sampleRateSetting = QStringLiteral("daemon/sampleRate");
    const QString jobSplitterSetting = QStringLiteral("window/jobSplitter");

    // The daemon's own canonical form: "0, 1" is stored as "0,1".
    QString normalizedGpus(const QString& gpus)
    {
        QStringList items;
        for (const QString& item : gpus.split(QLatin1Char(','), Qt::SkipEmptyParts))
            items << item.trimmed();
        return items.join(QLatin1Char(','));
    }

} // namespace

QStringList DaemonSettings::arguments() const
{
    QStringList out;
    if (replicaSlots > 0)
        out << QStringLiteral("--slots") << QString::number(replicaSlots);
    if (const QString list = normalizedGpus(gpus); !list.isEmpty())
        out << QStringLiteral("--gpus") << list;
    if (!interpreter.trimmed().isEmpty())
        out << QStringLiteral("--python") << interpreter.trimmed();
    if (!qFuzzyCompare(sampleRate, AppSettings::defaultSampleRate))
        out << QStringLiteral("--sample-rate") << QString::number(sampleRate, 'g', 4);
    return out;
}

QString DaemonSettings::problem() const
{
    for (const QString& problem : { AppSettings::slotsProblem(replicaSlots), AppSettings::gpusProblem(gpus),
             AppSettings::interpreterProblem(interpreter), AppSettings::sampleRateProblem(sampleRate) }) {
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

QString AppSettings::themeKey(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme AppSettings::themeFromKey(const QString& key)
{
    if (key == QStringLiteral("light"))
        return Theme::Light;
    if (key == QStringLiteral("dark"))
        return Theme::Dark;
    return Theme::System;
}

Theme AppSettings::theme()
{
    return themeFromKey(store().value(themeSetting).toString());
}

void AppSettings::setTheme(Theme theme)
{
    store().setValue(themeSetting, themeKey(theme));
}

QString AppSettings::language()
{
    return store().value(languageSetting).toString();
}

void AppSettings::setLanguage(const QString& code)
{
    store().setValue(languageSetting, code);
}

DaemonSettings AppSettings::daemon()
{
    const QSettings s = store();
    DaemonSettings d;
    d.replicaSlots = std::max(0, s.value(slotsSetting, 0).toInt());
    d.gpus = s.value(gpusSetting).toString();
    d.interpreter = s.value(interpreterSetting).toString();
    bool ok = false;
    const double hz = s.value(sampleRateSetting, defaultSampleRate).toDouble(&ok);
    d.sampleRate = ok && sampleRateProblem(hz).isEmpty() ? hz : defaultSampleRate;
    return d;
}

void AppSettings::setDaemon(const DaemonSettings& d)
{
    QSettings s = store();
    s.setValue(slotsSetting, d.replicaSlots);
    s.setValue(gpusSetting, normalizedGpus(d.gpus));
    s.setValue(interpreterSetting, d.interpreter.trimmed());
    s.setValue(sampleRateSetting, d.sampleRate);
}

QString AppSettings::slotsProblem(int replicaSlots)
{
    if (replicaSlots < 0)
        return tr("Replica slots: a whole number of at least 1, or 0 for the daemon's default.");
    return {};
}

QString AppSettings::gpusProblem(const QString& gpus)
{
    static const QRegularExpression list(QStringLiteral("^\\s*(\\d+\\s*(,\\s*\\d+\\s*)*)?$"));
    if (!list.match(gpus).hasMatch())
        return tr("GPUs: a comma-separated list of GPU indices like 0,1 (\"%1\" is not).").arg(gpus.trimmed());
    QStringList seen;
    for (const QString& item : gpus.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString index = QString::number(item.trimmed().toInt());
        if (seen.contains(index))
            return tr("GPUs: GPU %1 is listed twice.").arg(index);
        seen << index;
    }
    return {};
}

QByteArray AppSettings::jobSplitterState()
{
    return store().value(jobSplitterSetting).toByteArray();
}

void AppSettings::setJobSplitterState(const QByteArray& state)
{
    store().setValue(jobSplitterSetting, state);
}

QString AppSettings::interpreterProblem(const QString& interpreter)
{
    const QString path = interpreter.trimmed();
    if (path.isEmpty())
        return {};
    const QFileInfo info(path);
    if (!info.isAbsolute())
        return tr("Interpreter: %1 is not an absolute path (like /usr/bin/python3).").arg(path);
    if (!info.exists())
        return tr("Interpreter: %1 is not an executable file (there is no such file).").arg(path);
    if (!info.isFile() || !info.isExecutable())
        return tr("Interpreter: %1 is not an executable file.").arg(path);
    return {};
}

QString AppSettings::sampleRateProblem(double hz)
{
    if (!(hz >= minSampleRate - 1e-9 && hz <= maxSampleRate + 1e-9))
        return tr("Sample rate: from %1 to %2 samples per second.").arg(QLocale().toString(minSampleRate), QLocale().toString(maxSampleRate));
    return {};
}

} // namespace trainyard::ui
