// The console in German, Italian and Brazilian Portuguese shows no English: the main window, the
// job detail (every tab, for a real job run by the real daemon) and every page of the wizard are
// walked, and each text a user reads (labels, buttons, tabs, menus, headers, placeholders, tooltips,
// combo items, table cells) is compared with the same walk in English. A text that reads the same in
// both is English left behind, unless it is that language's own translation of something (German
// "Region" is "Region") or data rather than words (job ids, file names, numbers).
#include "consoletest.h"
#include "tsfile.h"

#include "ui/jobdetailview.h"
#include "ui/languages.h"
#include "ui/logview.h"
#include "ui/wizard/jobwizard.h"
#include "spec/yamlcodec.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTabBar>
#include <QTextEdit>
#include <QWizardPage>

using namespace trainyard;

namespace {

struct Shown {
    QString text;
    QString where; // the widget's class and, when it has one, its accessible name
};

QString plain(QString text)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    text.remove(tags);
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text.trimmed();
}

// Words, not data: at least one token of three or more letters that is not an identifier, a path, a
// number with a unit or an all-capitals name (GPU, YAML, QUEUED).
bool isProse(const QString& text)
{
    static const QRegularExpression token(QStringLiteral("[^\\s,;()\\[\\]{}:=\"'“”—–·×/…]+"));
    static const QRegularExpression word(QStringLiteral("^[A-Za-z][a-z]{2,}[.!?]?$"));
    for (auto it = token.globalMatch(text); it.hasNext();) {
        const QString t = it.next().captured();
        if (word.match(t).hasMatch())
            return true;
    }
    return false;
}

class Walker {
public:
    std::vector<Shown> shown;

    void add(const QString& text, const QObject* from)
    {
        const QString p = plain(text);
        if (p.isEmpty())
            return;
        QString where = QString::fromLatin1(from->metaObject()->className());
        if (const auto* w = qobject_cast<const QWidget*>(from); w && !w->accessibleName().isEmpty())
            where += QStringLiteral(" \"%1\"").arg(w->accessibleName());
        // A paragraph is checked line by line: one English line among translated ones is still English.
        for (const QString& line : p.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            shown.push_back({ line.trimmed(), where });
    }

    void menus(QMenuBar* bar)
    {
        for (QAction* action : bar->actions())
            this->action(action);
    }

    void action(QAction* action)
    {
        add(action->text(), action);
        add(action->toolTip() == plain(action->text()) ? QString() : action->toolTip(), action);
        if (QMenu* menu = action->menu()) {
            for (QAction* child : menu->actions())
                this->action(child);
        }
    }

    void widgets(QWidget* root)
    {
        if (!root->isVisible())
            return;
        widget(root);
        for (QWidget* child : root->findChildren<QWidget*>()) {
            if (child->isVisible())
                widget(child);
        }
    }

private:
    void widget(QWidget* w)
    {
        // Text the user typed or a file's content is data: the spec's YAML, the log's lines.
        if (qobject_cast<QPlainTextEdit*>(w) || qobject_cast<QTextEdit*>(w))
            return;
        if (w->isWindow())
            add(w->windowTitle(), w);
        add(w->toolTip(), w);
        add(w->accessibleName(), w);
        add(w->accessibleDescription(), w);
        if (auto* label = qobject_cast<QLabel*>(w))
            add(label->text(), w);
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            add(button->text(), w);
        else if (auto* box = qobject_cast<QGroupBox*>(w))
            add(box->title(), w);
        else if (auto* edit = qobject_cast<QLineEdit*>(w))
            add(edit->placeholderText(), w);
        else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                add(combo->itemText(i), w);
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(tabs->tabText(i), w);
                add(tabs->tabToolTip(i), w);
            }
        } else if (auto* page = qobject_cast<QWizardPage*>(w)) {
            add(page->title(), w);
            add(page->subTitle(), w);
        } else if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model()) {
            const QAbstractItemModel* model = view->model();
            for (int c = 0; c < model->columnCount(); ++c)
                add(model->headerData(c, Qt::Horizontal).toString(), w);
            // Cells: the first rows are enough to see the words a column uses (states, kinds, units).
            for (int r = 0; r < std::min(model->rowCount(), 30); ++r) {
                for (int c = 0; c < model->columnCount(); ++c) {
                    add(model->index(r, c).data(Qt::DisplayRole).toString(), w);
                    add(model->index(r, c).data(Qt::ToolTipRole).toString(), w);
                }
            }
        }
    }
};

} // namespace

class TestUiLanguage : public QObject {
    Q_OBJECT

    std::unique_ptr<test::DaemonProcess> m_daemon;
    std::optional<spec::Job> m_wizardJob;

    // Everything the main window, the job detail and the wizard show in `language`.
    std::vector<Shown> walk(const QString& language)
    {
        const QString inEffect = ui::installTranslations(language);
        if (inEffect != language)
            qWarning("%s loaded as %s", qPrintable(language), qPrintable(inEffect));
        Walker walker;
        ui::MainWindow window(test::consoleOptions(*m_daemon));
        window.resize(1400, 860);
        window.show();
        ui::BackendSession* session = window.sessions().value(0);
        if (!QTest::qWaitFor([&] { return window.selectJob(QStringLiteral("words_failed")); }, 15'000))
            return {};
        walker.menus(window.menuBar());
        window.detail()->showTimeline();
        QTest::qWait(200);
        walker.widgets(&window);
        window.detail()->showLogs();
        (void)QTest::qWaitFor([&] { return window.detail()->logView()->isVisible(); }, 5'000);
        QTest::qWait(500);
        walker.widgets(&window);
        window.detail()->showSpec();
        QTest::qWait(100);
        walker.widgets(&window);
        window.detail()->showResources();
        QTest::qWait(500);
        walker.widgets(&window);
        if (window.selectJob(QStringLiteral("words_tuning"))) {
            window.detail()->showTrials();
            QTest::qWait(500);
            walker.widgets(&window);
        }
        (void)session;

        auto* wizard = window.openWizard(*m_wizardJob);
        wizard->resize(960, 760);
        for (int page = 0; page < 6; ++page) {
            QTest::qWait(100);
            walker.widgets(wizard);
            wizard->next();
        }
        wizard->reject();
        return walker.shown;
    }

    static void languages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("it") << QStringLiteral("it");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
    }

private slots:
    void initTestCase()
    {
        m_daemon = std::make_unique<test::DaemonProcess>();
        QVERIFY(m_daemon->start());
    }

    void noEnglish_data() { languages(); }
    void noEnglish()
    {
        QFETCH(QString, language);
        // Jobs to show: one that failed (timeline, logs, an error) and a small tuning job (trials).
        static bool submitted = false;
        if (!submitted) {
            ui::MainWindow window(test::consoleOptions(*m_daemon));
            ui::BackendSession* session = window.sessions().value(0);
            QVERIFY(QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 15'000));
            QString error;
            QVERIFY2(test::submit(*session->backend(), test::chatterJob("words_failed", "STANDARD_1", 5, 0.01, true), &error), qPrintable(error));
            auto tuning = test::chatterJob("words_tuning", "BASIC", 3, 0.01);
            tuning.trainingInput->hyperparameters = spec::jobFromYaml(R"(jobId: x
trainingInput:
  scaleTier: BASIC
  region: local
  hyperparameters:
    goal: MAXIMIZE
    hyperparameterMetricTag: accuracy
    maxTrials: 2
    maxParallelTrials: 2
    algorithm: GRID_SEARCH
    params:
    - parameterName: lines
      type: DISCRETE
      discreteValues: [2, 3]
)").value->trainingInput->hyperparameters;
            QVERIFY2(test::submit(*session->backend(), tuning, &error), qPrintable(error));
            QVERIFY(QTest::qWaitFor([&] { return test::stateOf(session, QStringLiteral("words_failed")) == "FAILED"; }, 60'000));
            m_wizardJob = test::chatterJob("words_wizard", "CUSTOM", 5, 0.01);
            m_wizardJob->trainingInput->masterType = "n1-standard-8";
            m_wizardJob->trainingInput->hyperparameters = tuning.trainingInput->hyperparameters;
            submitted = true;
        }

        const std::vector<Shown> english = walk(QStringLiteral("en"));
        QVERIFY2(english.size() > 200, qPrintable(QString::number(english.size())));
        QSet<QString> englishTexts;
        for (const auto& s : english)
            englishTexts.insert(s.text);

        // The language's own words: a translation may rightly equal its English source.
        QString error;
        const auto messages = test::readTs(QStringLiteral(TRAINYARD_TRANSLATIONS_DIR "/trainyard_") + language + QStringLiteral(".ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QSet<QString> ownWords;
        for (const auto& m : messages) {
            for (const QString& t : m.translations) {
                for (const QString& line : plain(t).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                    ownWords.insert(line.trimmed());
            }
        }

        const std::vector<Shown> translated = walk(language);
        QVERIFY2(translated.size() > 200, qPrintable(QString::number(translated.size())));
        QStringList english_left;
        QSet<QString> reported;
        for (const auto& s : translated) {
            if (!englishTexts.contains(s.text) || ownWords.contains(s.text) || !isProse(s.text) || reported.contains(s.text))
                continue;
            reported.insert(s.text);
            english_left << QStringLiteral("  \"%1\" (%2)").arg(s.text.left(100), s.where);
        }
        ui::installTranslations(QStringLiteral("en"));
        QVERIFY2(english_left.isEmpty(), qPrintable(QStringLiteral("%1 English text(s) in %2:\n%3").arg(english_left.size()).arg(language, english_left.join(QLatin1Char('\n')))));
    }
};

QTEST_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
