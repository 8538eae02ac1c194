// A tuning job's log, offscreen, against the real daemon running a real tuning job of
// tests/fixtures/trainers/tunable with two trials at once: every line says which trial wrote it (the
// trial column, in the trial's colour), the trial filter beside the replica toggles leaves one trial's
// lines, the line count is a proper plural in English (and the .ts files carry plural forms for every
// plural message), and the timeline shows the daemon's metric values rounded.

#include "consoletest.h"

#include "client/restbackend.h"
#include "models/logmodel.h"
#include "models/transitionmodel.h"
#include "ui/englishplurals.h"
#include "ui/languages.h"
#include "ui/loglinedelegate.h"
#include "ui/loglinesview.h"
#include "ui/logview.h"
#include "ui/replicapalette.h"
#include "ui/settings/theme.h"

#include <QComboBox>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace trainyard;
using models::LogModel;

namespace {

constexpr int trials = 4;

spec::Job tuningJob(const test::DaemonProcess& daemon, const std::string& id)
{
    nlohmann::json job = test::exampleJob(id, "digits", "tunable.task", { "--steps", "8", "--step-seconds", "0.1" });
    job["trainingInput"]["packageUris"] = { std::string(TRAINYARD_FIXTURES) + "/trainers/tunable", test::examplesDir().toStdString() + "/digits" };
    job["trainingInput"]["jobDir"] = daemon.tempPath(QString::fromStdString(id)).toStdString();
    job["trainingInput"]["hyperparameters"] = {
        { "goal", "MAXIMIZE" },
        { "hyperparameterMetricTag", "score" },
        { "maxTrials", trials },
        { "maxParallelTrials", 2 },
        { "params",
            { { { "parameterName", "x" }, { "type", "DOUBLE" }, { "minValue", 0.0 }, { "maxValue", 1.0 } },
                { { "parameterName", "kind" }, { "type", "CATEGORICAL" }, { "categoricalValues", { "a", "b", "c" } } } } },
    };
    return std::move(*spec::jobFromJson(job).value);
}

struct DaemonLine {
    std::string trial;
    std::string text;
};

std::vector<DaemonLine> allLines(const test::DaemonProcess& daemon, const std::string& jobId)
{
    std::vector<DaemonLine> out;
    std::int64_t since = 0;
    for (;;) {
        const auto body = daemon.get("/v1/projects/local/jobs/" + jobId + "/logs?pageSize=10000&since=" + std::to_string(since)).json();
        const auto lines = body["lines"];
        for (const auto& l : lines) {
            out.push_back({ l.value("trial", std::string()), l["text"] });
            since = std::stoll(l["seq"].get<std::string>());
        }
        if (lines.empty())
            return out;
    }
}

// Asks for every row's text and waits until the model has read them all.
bool loadAll(LogModel& model)
{
    return QTest::qWaitFor(
        [&] {
            bool all = true;
            for (int row = 0; row < model.rowCount(); ++row) {
                if (!model.data(model.index(row), LogModel::LoadedRole).toBool()) {
                    model.data(model.index(row));
                    all = false;
                }
            }
            return all;
        },
        20'000);
}

QString translated(const char* context, const char* source, int n)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

} // namespace

class TestLogTrials : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        ui::installTranslations(QStringLiteral("en"));
        QVERIFY(m_daemon.start());
        client::Endpoint endpoint;
        endpoint.baseUrl = "http://localhost";
        endpoint.unixSocket = m_daemon.socketPath().toStdString();
        m_backend = std::make_unique<client::RestBackend>(QStringLiteral("test"), m_transport, endpoint);
        m_backend->connectBackend();
        QTRY_VERIFY_WITH_TIMEOUT(m_backend->status().state == client::ConnectionState::Connected, 10'000);
        QString error;
        QVERIFY2(test::submit(*m_backend, tuningJob(m_daemon, "tuned"), &error), qPrintable(error));
        QCOMPARE(m_daemon.waitForState("tuned", "SUCCEEDED,FAILED,CANCELLED", 120'000).value("state", ""), std::string("SUCCEEDED"));
        m_lines = allLines(m_daemon, "tuned");
        std::set<std::string> seen;
        for (const auto& line : m_lines) {
            if (!line.trial.empty())
                seen.insert(line.trial);
        }
        QCOMPARE(seen.size(), std::size_t(trials));
    }

    void cleanupTestCase()
    {
        m_backend.reset();
        m_daemon.stop();
    }

    // Finding 137: parallel trials interleaved under one replica name, no trial shown.
    void everyLineShowsItsTrialAndTheFilterKeepsOne()
    {
        ui::LogView view;
        view.resize(1366, 768);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.open(m_backend.get(), "tuned", true);
        LogModel* model = view.model();
        QTRY_VERIFY_WITH_TIMEOUT(model->ended(), 20'000);
        QCOMPARE(model->rowCount(), static_cast<int>(m_lines.size()));
        QVERIFY(loadAll(*model));

        // The trials, numeric ids in order, and a column for them.
        QStringList expected;
        for (int id = 1; id <= trials; ++id)
            expected << QString::number(id);
        QCOMPARE(model->trials(), expected);
        auto* delegate = qobject_cast<ui::LogLineDelegate*>(view.findChild<ui::LogLineDelegate*>());
        QVERIFY(delegate);
        QVERIFY(delegate->trialColumnWidth() > QFontMetrics(view.view()->font()).horizontalAdvance(ui::LogLineDelegate::trialLabel(expected.last())));

        // Each line names the trial the daemon says wrote it; the ENV line of each trial agrees.
        for (int row = 0; row < model->rowCount(); ++row) {
            const auto& line = m_lines[static_cast<std::size_t>(row)];
            const QString trial = model->index(row).data(LogModel::TrialRole).toString();
            QCOMPARE(trial.toStdString(), line.trial);
            QCOMPARE(model->lineText(row).toStdString(), line.text);
            if (line.text.rfind("ENV ", 0) == 0)
                QCOMPARE(nlohmann::json::parse(line.text.substr(4))["CLOUD_ML_TRIAL_ID"].get<std::string>(), line.trial);
        }
        // Two trials at once: their lines interleave, which is why the column is needed.
        int switches = 0;
        std::string last;
        for (const auto& line : m_lines) {
            if (!line.trial.empty() && !last.empty() && line.trial != last)
                ++switches;
            if (!line.trial.empty())
                last = line.trial;
        }
        QVERIFY2(switches > trials - 1, "the trials' lines did not interleave");

        // A colour per trial, from its id alone: distinct, and the one the filter's entries wear.
        std::set<QRgb> colours;
        for (const QString& trial : expected)
            colours.insert(ui::ReplicaPalette::trial(trial, view.palette()).rgb());
        QCOMPARE(colours.size(), std::size_t(trials));

        // The filter beside the replica toggles: "All trials", then one entry per trial.
        QComboBox* box = view.trialBox();
        QVERIFY(box->isVisible());
        QCOMPARE(box->count(), trials + 1);
        QCOMPARE(box->itemData(0).toString(), QString());
        const int third = box->findData(QStringLiteral("3"));
        QVERIFY(third > 0);
        box->setCurrentIndex(third);
        emit box->activated(third);
        QCOMPARE(model->trialFilter(), QStringLiteral("3"));
        QVERIFY(view.trialBannerText().isEmpty()); // the box says which trial is shown
        const auto ofThree = std::count_if(m_lines.begin(), m_lines.end(), [](const DaemonLine& l) { return l.trial == "3"; });
        QVERIFY(ofThree > 0);
        QCOMPARE(model->rowCount(), static_cast<int>(ofThree));
        for (int row = 0; row < model->rowCount(); ++row)
            QCOMPARE(model->index(row).data(LogModel::TrialRole).toString(), QStringLiteral("3"));
        QVERIFY(view.statusText().contains(QStringLiteral("%1 shown").arg(ofThree)));

        // The Trials tab's Enter sets the same filter: the box follows it.
        view.setTrialFilter(QStringLiteral("2"), QStringLiteral("Trial 2 · Succeeded"));
        QCOMPARE(box->currentData().toString(), QStringLiteral("2"));
        box->setCurrentIndex(0);
        emit box->activated(0);
        QCOMPARE(model->rowCount(), static_cast<int>(m_lines.size()));
        QVERIFY(view.trialBannerText().isEmpty());

        // The count under the log is an English plural.
        QVERIFY2(view.statusText().startsWith(QStringLiteral("%1 lines").arg(m_lines.size())), qPrintable(view.statusText()));
        QVERIFY(!view.statusText().contains(QStringLiteral("(s)")));

        view.view()->scrollToRow(0, ui::LogLinesView::Position::Top);
        QTest::qWait(50);
        view.grab().save(QStringLiteral("/tmp/logtrials-light.png"));
        view.setPalette(ui::darkPalette());
        QTest::qWait(50);
        view.grab().save(QStringLiteral("/tmp/logtrials-dark.png"));
    }

    // The timeline shows the daemon's reasons with metrics to six digits, not seventeen.
    void timelineRoundsMetricValues()
    {
        std::optional<client::ApiResult<std::vector<spec::Transition>>> events;
        m_backend->jobEvents("tuned", [&](client::ApiResult<std::vector<spec::Transition>> r) { events = std::move(r); });
        QTRY_VERIFY_WITH_TIMEOUT(events.has_value(), 10'000);
        auto* transitions = std::get_if<std::vector<spec::Transition>>(&*events);
        QVERIFY(transitions);
        models::TransitionModel model;
        model.setTransitions(*transitions);
        // The daemon writes every digit of the metric ("score=-0.012345678901234567 at step 8"); the
        // timeline at most six significant ones. (A trial's parameters are its exact values: left alone.)
        static const QRegularExpression metric(QStringLiteral("score=(-?[0-9.]+(?:e[-+]?[0-9]+)?) at step"));
        int metrics = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString reason = model.index(row, models::TransitionModel::ReasonColumn).data().toString();
            for (auto m = metric.globalMatch(reason); m.hasNext();) {
                ++metrics;
                QString digits = m.next().captured(1).section(QLatin1Char('e'), 0, 0);
                digits.remove(QLatin1Char('-')).remove(QLatin1Char('.'));
                while (digits.startsWith(QLatin1Char('0')))
                    digits.remove(0, 1);
                QVERIFY2(digits.size() <= 6, qPrintable(reason));
            }
        }
        const bool sawMetric = metrics > 0;
        QVERIFY2(sawMetric, "no reason named the metric");
    }

    void lineCountIsAPluralInEveryLanguage()
    {
        QCOMPARE(translated("trainyard::ui::LogView", "%n line(s)", 1), QStringLiteral("1 line"));
        QCOMPARE(translated("trainyard::ui::LogView", "%n line(s)", 2), QStringLiteral("2 lines"));
        QCOMPARE(translated("trainyard::ui::LogView", "%Ln match(es)", 1), QStringLiteral("1 match"));
        QCOMPARE(translated("trainyard::ui::LogView", "%Ln match(es)", 3), QStringLiteral("3 matches"));
        QCOMPARE(ui::EnglishPlurals::resolve(QStringLiteral("Duration (s)"), 2), QStringLiteral("Duration (s)"));
        QCOMPARE(ui::installTranslations(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(translated("trainyard::ui::LogView", "%n line(s)", 1), QStringLiteral("1 Zeile"));
        QCOMPARE(translated("trainyard::ui::LogView", "%n line(s)", 2), QStringLiteral("2 Zeilen"));
        QCOMPARE(ui::installTranslations(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(translated("trainyard::ui::LogView", "%n line(s)", 1), QStringLiteral("1 line"));
    }

    // Every "word(s)" the console shows is a %n plural (Qt picks the form), never a literal "(s)".
    void everyPluralInTheSourcesIsANumerusMessage()
    {
        static const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\""));
        static const QRegularExpression ending(QStringLiteral("\\p{L}\\(e?s\\)"));
        int plurals = 0;
        for (const char* folder : { "ui", "models" }) {
            QDirIterator it(QStringLiteral(TRAINYARD_SOURCE_DIR "/") + QLatin1String(folder), { QStringLiteral("*.cpp"), QStringLiteral("*.h") },
                QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile file(it.next());
                QVERIFY(file.open(QIODevice::ReadOnly));
                // Code only: comments quote such texts to say what was wrong with them.
                QStringList code;
                for (const QString& line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
                    if (!line.trimmed().startsWith(QStringLiteral("//")))
                        code << line;
                }
                const QString text = code.join(QLatin1Char('\n'));
                for (auto m = literal.globalMatch(text); m.hasNext();) {
                    const QString s = m.next().captured(1);
                    if (!ending.match(s).hasMatch())
                        continue;
                    ++plurals;
                    QVERIFY2(s.contains(QStringLiteral("%n")) || s.contains(QStringLiteral("%Ln")), qPrintable(file.fileName() + QStringLiteral(": ") + s));
                }
            }
        }
        QVERIFY(plurals > 5);
        // The translations carry each plural message as one, with the forms of their language (two each).
        QDirIterator ts(QStringLiteral(TRAINYARD_SOURCE_DIR "/translations"), { QStringLiteral("*.ts") });
        int files = 0;
        while (ts.hasNext()) {
            QFile file(ts.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            ++files;
            // <message numerus="yes"><source>…</source><translation><numerusform>…</numerusform>…
            QXmlStreamReader xml(&file);
            int numerus = 0;
            bool plural = false, inTranslation = false;
            QString source;
            int forms = 0;
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
                    plural = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                    source.clear();
                    forms = 0;
                } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
                    source = xml.readElementText();
                } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
                    inTranslation = true;
                } else if (xml.isEndElement() && xml.name() == QLatin1String("translation")) {
                    inTranslation = false;
                } else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform") && inTranslation) {
                    if (!xml.readElementText().isEmpty())
                        ++forms;
                } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                    if (!ending.match(source).hasMatch() || !(source.contains(QStringLiteral("%n")) || source.contains(QStringLiteral("%Ln"))))
                        continue;
                    ++numerus;
                    QVERIFY2(plural, qPrintable(file.fileName() + QStringLiteral(": not a plural message: ") + source));
                    QVERIFY2(forms == 2, qPrintable(file.fileName() + QStringLiteral(": ") + source));
                }
            }
            QVERIFY(!xml.hasError());
            QVERIFY2(numerus > 5, qPrintable(file.fileName()));
        }
        QCOMPARE(files, 3);
    }

private:
    test::DaemonProcess m_daemon { { QStringLiteral("--slots"), QStringLiteral("4") } };
    client::HttpTransport m_transport;
    std::unique_ptr<client::RestBackend> m_backend;
    std::vector<DaemonLine> m_lines;
};

QTEST_MAIN(TestLogTrials)
#include "tst_logtrials.moc"
