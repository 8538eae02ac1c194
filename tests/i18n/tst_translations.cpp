// The .ts files: every string the console shows is translated, none is left over from removed code,
// and each translation keeps its source's placeholders and keyboard accelerator. Runs lupdate on
// copies of the files, so a string added to the sources without updating them fails here.
#include "tsfile.h"

#include "ui/languages.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using trainyard::test::Message;
using trainyard::test::readTs;

namespace {

QStringList tsFiles()
{
    return QString::fromUtf8(TRAINYARD_TS_FILES).split(QLatin1Char('|'), Qt::SkipEmptyParts);
}

QString describe(const Message& m)
{
    return QStringLiteral("  %1: \"%2\"").arg(m.context, m.source.left(90));
}

// The placeholders a translation must keep: %1…%99 (with or without L) and %n.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found << it.next().captured(1);
    found.sort();
    found.removeDuplicates();
    return found;
}

// Keyboard accelerators: "&" before a letter or digit; "&&" is a literal ampersand.
int accelerators(const QString& text)
{
    int count = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (text[i + 1].isLetterOrNumber())
            ++count;
    }
    return count;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    static void data()
    {
        QTest::addColumn<QString>("ts");
        for (const QString& path : tsFiles())
            QTest::newRow(qPrintable(path.section(QLatin1Char('/'), -1))) << path;
    }

private slots:
    void complete_data() { data(); }
    // lupdate over today's sources, on a copy: nothing unfinished (a new or changed string) and
    // nothing obsolete or vanished (a string the sources no longer have).
    void complete()
    {
        QFETCH(QString, ts);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(ts.section(QLatin1Char('/'), -1));
        QVERIFY(QFile::copy(ts, copy));
        QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        const QString root = QStringLiteral(TRAINYARD_SOURCE_DIR);
        lupdate.start(QStringLiteral(TRAINYARD_LUPDATE),
            { QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-I"), root, QStringLiteral("-I"), root + QStringLiteral("/models"),
                QStringLiteral("-I"), root + QStringLiteral("/services"), QLatin1Char('@') + QStringLiteral(TRAINYARD_SOURCES_LIST), QStringLiteral("-ts"), copy });
        QVERIFY2(lupdate.waitForFinished(90'000), "lupdate did not finish");
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, lupdate.readAll().constData());

        QString error;
        const auto messages = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList unfinished, obsolete;
        for (const auto& m : messages) {
            if (m.type == QLatin1String("unfinished"))
                unfinished << describe(m);
            else if (m.type == QLatin1String("obsolete") || m.type == QLatin1String("vanished"))
                obsolete << describe(m);
        }
        QVERIFY2(unfinished.isEmpty(),
            qPrintable(QStringLiteral("%1 untranslated (run `cmake --build build --target update_translations`, then translate):\n%2")
                           .arg(unfinished.size())
                           .arg(unfinished.mid(0, 40).join(QLatin1Char('\n')))));
        QVERIFY2(obsolete.isEmpty(),
            qPrintable(QStringLiteral("%1 obsolete (remove them: lupdate -no-obsolete):\n%2").arg(obsolete.size()).arg(obsolete.mid(0, 40).join(QLatin1Char('\n')))));
    }

    void consistent_data() { data(); }
    // Each translation keeps its source's %1/%n markers (a lost one shows a raw "%2" or drops a
    // value) and its "&" accelerator (a menu without one cannot be reached with Alt).
    void consistent()
    {
        QFETCH(QString, ts);
        QString error;
        const auto messages = readTs(ts, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        for (const auto& m : messages) {
            if (!m.type.isEmpty())
                continue; // complete() reports those
            const QStringList expected = placeholders(m.source);
            for (const QString& translation : m.translations) {
                if (translation.trimmed().isEmpty())
                    problems << describe(m) + QStringLiteral(" is translated as nothing");
                else if (placeholders(translation) != expected)
                    problems << describe(m) + QStringLiteral(" → \"%1\": placeholders %2, expected %3").arg(translation, placeholders(translation).join(QLatin1Char(',')), expected.join(QLatin1Char(',')));
                else if (accelerators(translation) != accelerators(m.source))
                    problems << describe(m) + QStringLiteral(" → \"%1\": %2 accelerator(s), expected %3").arg(translation).arg(accelerators(translation)).arg(accelerators(m.source));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The compiled translations are in the console's resources, and each loads by its locale name.
    void languagesLoad()
    {
        for (const auto& language : trainyard::ui::availableLanguages()) {
            QCOMPARE(trainyard::ui::installTranslations(language.code), language.code);
            const QString file = QCoreApplication::translate("trainyard::ui::MainWindow", "&File");
            if (language.code == QLatin1String("en"))
                QCOMPARE(file, QStringLiteral("&File"));
            else
                QVERIFY2(file != QLatin1String("&File"), qPrintable(language.code));
        }
        // A locale with a country falls back to its language ("de_AT" → de); one we lack, to English.
        QCOMPARE(trainyard::ui::installTranslations(QStringLiteral("de_AT")), QStringLiteral("de"));
        QCOMPARE(trainyard::ui::installTranslations(QStringLiteral("ja_JP")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("trainyard::ui::MainWindow", "&File"), QStringLiteral("&File"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
