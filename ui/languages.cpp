#include "languages.h"

#include "englishplurals.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace trainyard::ui {

std::vector<Language> availableLanguages()
{
    // Native names are not translated: a user who cannot read the current language must still find their own.
    return { { QStringLiteral("en"), QStringLiteral("English") }, { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("it"), QStringLiteral("Italiano") }, { QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)") } };
}

namespace {

    QTranslator* replaceTranslator(QPointer<QTranslator>& slot)
    {
        if (slot) {
            QCoreApplication::removeTranslator(slot);
            delete slot;
        }
        slot = new QTranslator(QCoreApplication::instance());
        return slot;
    }

} // namespace

QString installTranslations(const QString& code)
{
    static QPointer<QTranslator> own;
    static QPointer<QTranslator> qt;
    // Installed once and first, so every language's own translators are asked before it.
    static QPointer<QTranslator> englishPlurals;
    if (!englishPlurals) {
        englishPlurals = new EnglishPlurals(QCoreApplication::instance());
        QCoreApplication::installTranslator(englishPlurals);
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QTranslator* ownTranslator = replaceTranslator(own);
    QTranslator* qtTranslator = replaceTranslator(qt);
    // QTranslator::load(QLocale, …) walks the locale's UI languages ("pt-BR", "pt", …) in order.
    if (code != QStringLiteral("en") && ownTranslator->load(locale, QStringLiteral("trainyard"), QStringLiteral("_"), QStringLiteral(":/translations"))) {
        QCoreApplication::installTranslator(ownTranslator);
        if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qtTranslator);
        QLocale::setDefault(locale);
        const QString file = ownTranslator->filePath(); // ":/translations/trainyard_pt_BR.qm"
        const qsizetype start = file.lastIndexOf(QLatin1String("trainyard_")) + 10;
        return file.mid(start, file.size() - start - 3);
    }
    QLocale::setDefault(code.isEmpty() ? locale : QLocale(QLocale::English, QLocale::UnitedStates));
    return QStringLiteral("en");
}

} // namespace trainyard::ui
