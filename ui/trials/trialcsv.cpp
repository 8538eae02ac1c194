#include "trialcsv.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSaveFile>
#include <QThreadPool>

namespace trainyard::ui::trialcsv {

namespace {
    void appendField(QString& line, const QString& field)
    {
        const bool quote = field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"')) || field.contains(QLatin1Char('\n'))
            || field.contains(QLatin1Char('\r'));
        if (!quote) {
            line += field;
            return;
        }
        line += QLatin1Char('"');
        line += QString(field).replace(QStringLiteral("\""), QStringLiteral("\"\""));
        line += QLatin1Char('"');
    }
} // namespace

QByteArray encode(const QList<QStringList>& rows)
{
    QString text;
    for (const QStringList& row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                text += QLatin1Char(',');
            appendField(text, row[i]);
        }
        text += QStringLiteral("\r\n");
    }
    return text.toUtf8();
}

void write(const QString& path, QList<QStringList> rows, QObject* receiver, std::function<void(QString error)> done)
{
    QPointer<QObject> guard(receiver);
    QThreadPool::globalInstance()->start([path, guard, rows = std::move(rows), done = std::move(done)] {
        QString error;
        QSaveFile file(path);
        const QByteArray data = encode(rows);
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
            error = QCoreApplication::translate("trainyard::ui::trialcsv", "%1 could not be written: %2").arg(path, file.errorString());
        QObject* target = guard.data();
        if (!target)
            return;
        QMetaObject::invokeMethod(target, [guard, done, error] {
            if (guard)
                done(error);
        });
    });
}

} // namespace trainyard::ui::trialcsv
