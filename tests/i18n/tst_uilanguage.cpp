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
#include "spec/catalog.h"
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

// Words, not data: a whitespace-separated token of four or more letters. Tokens with a digit, a path
// or URL character, an underscore or an inner dot are data (ids, file names, times, "n1-standard-8"),
// and so are all-capitals names (GPU, YAML, QUEUED).
bool isProse(const QString& text)
{
    static const QRegularExpression word(QStringLiteral("^[A-Za-z][a-z]{3,}$"));
    static const QRegularExpression data(QStringLiteral("[0-9/:_@=\\\\]|\\.[A-Za-z]"));
    static const QRegularExpression edges(QStringLiteral("^[\\p{P}\\p{S}]+|[\\p{P}\\p{S}]+$"));
    for (const QString& raw : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        if (data.match(raw).hasMatch())
            continue;
        QString t = raw;
        t.remove(edges);
        if (word.match(t).hasMatch())
            return true;
    }
    return false;
}

// A translated message as a pattern: its %1… as wildcards. Only messages with some words of their own
// count (not "%1: %2"), so that a text built from a translated template is recognised as translated.
std::vector<QRegularExpression> templatesOf(const std::vector<test::Message>& messages)
{
    static const QRegularExpression marker(QStringLiteral("%L?(\\d{1,2}|n)"));
    static const QRegularExpression letters(QStringLiteral("[A-Za-z\\x{00C0}-\\x{024F}]{4,}"));
    std::vector<QRegularExpression> patterns;
    for (const auto& m : messages) {
        for (const QString& t : m.translations) {
            for (const QString& line : plain(t).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                QString literal = line;
                if (!literal.remove(marker).contains(letters) || !line.contains(marker))
                    continue;
                QStringList pieces;
                for (const QString& piece : line.trimmed().split(marker))
                    pieces << QRegularExpression::escape(piece);
                const QString pattern = pieces.join(QStringLiteral(".*"));
                patterns.emplace_back(QRegularExpression::anchoredPattern(pattern), QRegularExpression::DotMatchesEverythingOption);
            }
        }
    }
    return patterns;
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
    QSet<QString> m_data; // texts that are data in every language: the trainer's stderr, region ids

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

    // The texts of `shown` that read as they do in `english`, are words rather than data, and are no
    // translation of `language`'s (its own words, or a text made from one of its messages). Each is
    // printed with the widget that shows it.
    int englishIn(const std::vector<Shown>& shown, const std::vector<Shown>& english, const QString& language, bool quiet = false)
    {
        QSet<QString> englishTexts;
        for (const auto& s : english)
            englishTexts.insert(s.text);
        QString error;
        const auto messages = test::readTs(QStringLiteral(TRAINYARD_TRANSLATIONS_DIR "/trainyard_") + language + QStringLiteral(".ts"), &error);
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));
        QSet<QString> ownWords;
        for (const auto& m : messages) {
            for (const QString& t : m.translations) {
                for (const QString& line : plain(t).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                    ownWords.insert(line.trimmed());
            }
        }
        const std::vector<QRegularExpression> ownTemplates = templatesOf(messages);
        const auto translated = [&](const QString& text) {
            return ownWords.contains(text) || std::any_of(ownTemplates.begin(), ownTemplates.end(), [&](const QRegularExpression& p) { return p.match(text).hasMatch(); });
        };
        QSet<QString> reported;
        for (const auto& s : shown) {
            if (!englishTexts.contains(s.text) || m_data.contains(s.text) || !isProse(s.text) || reported.contains(s.text) || translated(s.text))
                continue;
            reported.insert(s.text);
            if (!quiet)
                qWarning("English in %s: \"%s\" (%s)", qPrintable(language), qPrintable(s.text), qPrintable(s.where));
        }
        return static_cast<int>(reported.size());
    }

private slots:
    void initTestCase()
    {
        m_daemon = std::make_unique<test::DaemonProcess>(QStringList { QStringLiteral("--slots"), QStringLiteral("8") });
        QVERIFY(m_daemon->start());
        // Jobs to show: one that failed (timeline, logs, an error) and a small tuning job (trials).
        ui::MainWindow window(test::consoleOptions(*m_daemon));
        ui::BackendSession* session = window.sessions().value(0);
        QVERIFY(session);
        QVERIFY(QTest::qWaitFor([&] { return session->backend()->status().state == client::ConnectionState::Connected; }, 15'000));
        QString error;
        QVERIFY2(test::submit(*session->backend(), test::chatterJob("words_failed", "STANDARD_1", 5, 0.01, true), &error), qPrintable(error));
        const spec::Job tuning = test::chatterStudy("words_tuning", 3);
        QVERIFY2(test::submit(*session->backend(), tuning, &error), qPrintable(error));
        QVERIFY(QTest::qWaitFor([&] { return test::stateOf(session, QStringLiteral("words_failed")) == "FAILED"; }, 60'000));
        // Data, the same in every language. The error's first line is the daemon's (translated); the
        // lines after it are the trainer's stderr.
        const QStringList stderrLines = session->jobs()->index(session->jobs()->rowOf(QStringLiteral("words_failed")), 0).data(models::JobListModel::ErrorRole).toString().split(QLatin1Char('\n'));
        for (qsizetype i = 1; i < stderrLines.size(); ++i)
            m_data.insert(stderrLines[i].trimmed());
        for (const auto& region : spec::Catalog::builtin().regions())
            m_data.insert(QString::fromStdString(region.name));
        for (const auto& accelerator : spec::Catalog::builtin().acceleratorTypes())
            m_data.insert(QString::fromStdString(accelerator.displayName)); // product names: "NVIDIA Tesla T4"
        m_data.insert(QStringLiteral("accuracy")); // the study's metric tag and parameter: the user's words
        m_data.insert(QStringLiteral("lines"));
        m_data.insert(QStringLiteral("local"));
        m_wizardJob = test::chatterJob("words_wizard", "CUSTOM", 5, 0.01);
        m_wizardJob->trainingInput->masterType = "n1-standard-8";
        m_wizardJob->trainingInput->hyperparameters = tuning.trainingInput->hyperparameters;
        m_english = walk(QStringLiteral("en"));
        QVERIFY2(m_english.size() > 200, qPrintable(QString::number(m_english.size())));
    }

    // The check itself finds English: the English console, judged as if it were German, fails it
    // many times over.
    void checkerFindsEnglish()
    {
        QVERIFY(englishIn(walk(QStringLiteral("en")), m_english, QStringLiteral("de"), true) > 100);
    }

    void noEnglish_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("it") << QStringLiteral("it");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
    }

    void noEnglish()
    {
        QFETCH(QString, language);
        const std::vector<Shown> shown = walk(language);
        ui::installTranslations(QStringLiteral("en"));
        QVERIFY2(shown.size() > 200, qPrintable(QString::number(shown.size())));
        const int english = englishIn(shown, m_english, language);
        QVERIFY2(english == 0, qPrintable(QStringLiteral("%1 English text(s) in %2, listed above").arg(english).arg(language)));
    }

private:
    std::vector<Shown> m_english;
};

QTEST_MAIN(TestUiLanguage)
#include "tst_uilanguage.moc"
