#include "freshjobdir.h"

#include <QStringList>

namespace trainyard::ui {

QString freshJobDir(const QString& jobDir, const QString& oldJobId, const QString& newJobId)
{
    if (jobDir.isEmpty() || newJobId.isEmpty())
        return jobDir;
    QString dir = jobDir;
    while (dir.size() > 1 && dir.endsWith(QLatin1Char('/')) && !dir.endsWith(QStringLiteral("://")))
        dir.chop(1);
    QStringList segments = dir.split(QLatin1Char('/'));
    // Segment 0 of "gs://bucket/x" is "gs:" and segment 2 the bucket: neither is a job's folder.
    const qsizetype first = dir.contains(QStringLiteral("://")) ? 3 : 0;
    if (!oldJobId.isEmpty()) {
        for (qsizetype i = segments.size() - 1; i >= first; --i) {
            if (segments[i] == oldJobId) {
                segments[i] = newJobId;
                return segments.join(QLatin1Char('/'));
            }
        }
    }
    if (!dir.endsWith(QLatin1Char('/'))) // "/" itself
        dir += QLatin1Char('/');
    return dir + newJobId;
}

} // namespace trainyard::ui
