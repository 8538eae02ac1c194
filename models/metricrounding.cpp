#include "metricrounding.h"

#include "spec/daemonmessages.h"

#include <QStringList>

#include <cstring>

namespace trainyard::models {

namespace {

    constexpr int maxDepth = 4; // as deep as the daemon nests its messages, and then some
    constexpr QStringView stderrFollows = u"Last lines of its stderr:"; // the lines after it are a replica's output

    // Which value of a template is a metric: %2 of "%1=%2 at step %3", %3 of the median rule.
    bool isMetric(const char* tmpl, int arg)
    {
        return (std::strcmp(tmpl, spec::daemonmsg::trialMetric) == 0 && arg == 1)
            || (std::strcmp(tmpl, spec::daemonmsg::medianRule) == 0 && arg == 2);
    }

    QString rounded(const QString& number)
    {
        bool ok = false;
        const double value = number.toDouble(&ok); // the daemon writes C-locale numbers
        return ok ? QString::number(value, 'g', 6) : number;
    }

    QString substitute(const QString& tmpl, const QStringList& args)
    {
        QString out;
        out.reserve(tmpl.size() + 16 * args.size());
        for (qsizetype i = 0; i < tmpl.size(); ++i) {
            const QChar c = tmpl[i];
            if (c == QLatin1Char('%') && i + 1 < tmpl.size() && tmpl[i + 1] >= QLatin1Char('1') && tmpl[i + 1] <= QLatin1Char('9')) {
                const qsizetype n = tmpl[i + 1].unicode() - '1';
                if (n < args.size()) {
                    out += args[n];
                    ++i;
                    continue;
                }
            }
            out += c;
        }
        return out;
    }

    QString roundLine(const QString& line, int depth)
    {
        if (depth > maxDepth)
            return line;
        const auto parsed = spec::parseDaemonMessage(line);
        if (!parsed)
            return line;
        QStringList args = parsed->args;
        bool changed = false;
        for (int i = 0; i < args.size(); ++i) {
            const QString value = isMetric(parsed->tmpl, i) ? rounded(args[i]) : roundLine(args[i], depth + 1);
            if (value != args[i]) {
                args[i] = value;
                changed = true;
            }
        }
        // Unchanged lines are returned as they came, not rebuilt.
        return changed ? substitute(QString::fromUtf8(parsed->tmpl), args) : line;
    }

} // namespace

QString roundMetricValues(const QString& english)
{
    if (english.isEmpty())
        return english;
    QStringList lines = english.split(QLatin1Char('\n'));
    for (QString& line : lines) {
        const bool last = line.endsWith(stderrFollows);
        line = roundLine(line, 0);
        if (last)
            break;
    }
    return lines.join(QLatin1Char('\n'));
}

QString reasonText(const QString& english)
{
    return spec::translateDaemonMessage(roundMetricValues(english));
}

} // namespace trainyard::models
