#include "englishplurals.h"

#include <QRegularExpression>

namespace trainyard::ui {

QString EnglishPlurals::translate(const char*, const char* sourceText, const char*, int n) const
{
    // n < 0: not a plural message; a null answer lets Qt fall back to the source text.
    if (n < 0 || !sourceText)
        return {};
    return resolve(QString::fromUtf8(sourceText), n);
}

QString EnglishPlurals::resolve(const QString& source, int n)
{
    // Only an ending glued to a word: "Duration (s)" (seconds) is not a plural.
    static const QRegularExpression ending(QStringLiteral("(?<=\\p{L})\\((e?s)\\)"));
    QString out = source;
    out.replace(ending, n == 1 ? QString() : QStringLiteral("\\1"));
    return out;
}

} // namespace trainyard::ui
