#include "jobfiles.h"

#include "spec/jsoncodec.h"
#include "spec/yamlcodec.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QPointer>
#include <QSaveFile>
#include <QThreadPool>

namespace trainyard::ui::jobfiles {

namespace {
    constexpr qint64 maxFileBytes = 8 * 1024 * 1024; // a job file is a few KiB; anything huge is not one
}

Format formatOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QStringLiteral("yaml") || suffix == QStringLiteral("yml") ? Format::Yaml : Format::Json;
}

spec::Decoded<spec::Job> decode(const std::string& text, Format format)
{
    return format == Format::Yaml ? spec::jobFromYaml(text) : spec::jobFromJsonText(text);
}

std::string encode(const spec::Job& job, Format format)
{
    return format == Format::Yaml ? spec::toYaml(job, spec::YamlScope::GcloudConfig) : spec::toJsonText(spec::withoutOutputFields(job), 2);
}

void read(const QString& path, QObject* receiver, std::function<void(spec::Decoded<spec::Job>, QString error)> done)
{
    QPointer<QObject> guard(receiver);
    QThreadPool::globalInstance()->start([path, guard, done = std::move(done)] {
        QFile file(path);
        spec::Decoded<spec::Job> decoded;
        QString error;
        if (!file.open(QIODevice::ReadOnly))
            error = QCoreApplication::translate("trainyard::ui::jobfiles", "%1 cannot be read: %2").arg(path, file.errorString());
        else if (file.size() > maxFileBytes)
            error = QCoreApplication::translate("trainyard::ui::jobfiles", "%1 is too large for a job file").arg(path);
        else
            decoded = decode(file.readAll().toStdString(), formatOf(path));
        if (!error.isEmpty() || !decoded)
            error = error.isEmpty() ? QString::fromStdString(decoded.error.toString(QFileInfo(path).fileName().toStdString())) : error;
        QObject* target = guard.data();
        if (!target)
            return;
        QMetaObject::invokeMethod(target, [guard, done, decoded = std::move(decoded), error]() mutable {
            if (guard)
                done(std::move(decoded), error);
        });
    });
}

void write(const QString& path, const spec::Job& job, QObject* receiver, std::function<void(QString error)> done)
{
    QPointer<QObject> guard(receiver);
    const std::string text = encode(job, formatOf(path));
    QThreadPool::globalInstance()->start([path, guard, text, done = std::move(done)] {
        QSaveFile file(path);
        QString error;
        if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !file.commit())
            error = QCoreApplication::translate("trainyard::ui::jobfiles", "%1 cannot be written: %2").arg(path, file.errorString());
        QObject* target = guard.data();
        if (!target)
            return;
        QMetaObject::invokeMethod(target, [guard, done, error] {
            if (guard)
                done(error);
        });
    });
}

} // namespace trainyard::ui::jobfiles
