#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace trainyard::ui {

enum class Theme { System, Light, Dark };

// How the console starts its local daemon (trainyardd's flags). Empty or zero fields leave the
// daemon's own default.
struct DaemonSettings {
    int replicaSlots = 0; // --slots; 0: the daemon's default (spec::defaultReplicaSlots: twice the CPUs, at least 4)
    QString gpus; // --gpus "0,1"; empty: none
    QString interpreter; // --python; empty: the daemon's default (/usr/bin/python3)
    double sampleRate = 1.0; // --sample-rate, samples per second, 0.1 to 10

    // The trainyardd flags for these settings; a default is left out.
    QStringList arguments() const;
    // The first problem, naming the field and the rule; empty when the daemon would accept them.
    QString problem() const;
    bool operator==(const DaemonSettings& other) const = default;
};

// The console's settings, typed, over QSettings ("trainyard"/"trainyard": ~/.config/trainyard/trainyard.conf).
class AppSettings {
    Q_DECLARE_TR_FUNCTIONS(trainyard::ui::AppSettings)

public:
    static constexpr double minSampleRate = 0.1;
    static constexpr double maxSampleRate = 10.0;
    static constexpr double defaultSampleRate = 1.0;

    static Theme theme();
    static void setTheme(Theme theme);
    static QString themeKey(Theme theme); // "system", "light", "dark"
    static Theme themeFromKey(const QString& key); // anything else: System

    // "" follows the system's languages; else a code of availableLanguages() ("de", "pt_BR").
    static QString language();
    static void setLanguage(const QString& code);

    static DaemonSettings daemon();
    static void setDaemon(const DaemonSettings& settings);
    // The flags for a daemon the console starts, from the stored settings.
    static QStringList daemonArguments() { return daemon().arguments(); }

    // The main window's split between the job list and the job (QSplitter::saveState), kept across starts.
    static QByteArray jobSplitterState();
    static void setJobSplitterState(const QByteArray& state);

    // Validation: empty when the value is fine, else a message naming the field and the rule.
    static QString slotsProblem(int replicaSlots);
    static QString gpusProblem(const QString& gpus);
    static QString interpreterProblem(const QString& interpreter);
    static QString sampleRateProblem(double hz);
};

} // namespace trainyard::ui
