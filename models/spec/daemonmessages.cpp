#include "daemonmessages.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <string_view>
#include <vector>

namespace trainyard::spec {

namespace {

    // What ends the daemon's own text in a replica's failure: the lines after it are the replica's stderr.
    constexpr QStringView stderrFollows = u"Last lines of its stderr:";
    // Values within values: a tuning job's failure holds a trial's, which holds an exit description.
    constexpr int maxDepth = 6;

    // The placeholder at text[i] ("%1"…"%9"): its number, or 0.
    int placeholderAt(std::string_view text, std::size_t i)
    {
        if (text[i] != '%' || i + 1 >= text.size())
            return 0;
        const char digit = text[i + 1];
        return digit >= '1' && digit <= '9' ? digit - '0' : 0;
    }

    int placeholderAt(const QString& text, qsizetype i)
    {
        if (text[i] != u'%' || i + 1 >= text.size())
            return 0;
        const char16_t digit = text[i + 1].unicode();
        return digit >= u'1' && digit <= u'9' ? static_cast<int>(digit - u'0') : 0;
    }

    struct Nesting {
        const char* tmpl;
        int placeholders[2]; // 0: none
    };

    // The placeholders that hold a message from another template, always.
    const Nesting nestings[] = {
        { daemonmsg::resourcesReservedOneTrialNote, { 4 } },
        { daemonmsg::resourcesReservedTrialsNote, { 4 } },
        { daemonmsg::restartNotResumed, { 1 } },
        { daemonmsg::replicaFailed, { 2 } },
        { daemonmsg::replicaFailedWithStderr, { 2 } },
        { daemonmsg::parallelLimitedOne, { 3 } },
        { daemonmsg::parallelLimited, { 3 } },
        { daemonmsg::tuningBest, { 1, 3 } },
        { daemonmsg::tuningNoValue, { 1 } },
        { daemonmsg::tuningNoneSucceededLast, { 1 } },
        { daemonmsg::tuningNoneSucceeded, { 1 } },
        { daemonmsg::trialNote, { 2 } },
        { daemonmsg::trialStoppedEarly, { 2 } },
        { daemonmsg::trialSucceeded, { 2 } },
    };

    struct Pattern {
        const char* tmpl;
        QRegularExpression regex;
        std::vector<int> groups; // the placeholder number of each capture, in order
        std::vector<int> nested; // the captures (0-based) that must be daemon messages themselves
        qsizetype literal = 0; // characters of the template outside placeholders
    };

    std::vector<Pattern> makePatterns()
    {
        std::vector<Pattern> patterns;
        for (const char* tmpl : daemonMessageTemplates()) {
            const QString text = QString::fromUtf8(tmpl);
            Pattern p { tmpl, {}, {}, {}, 0 };
            QString regex = QStringLiteral("\\A");
            QString pending;
            for (qsizetype i = 0; i < text.size(); ++i) {
                if (const int n = placeholderAt(text, i)) {
                    regex += QRegularExpression::escape(pending) + QStringLiteral("(.*?)");
                    pending.clear();
                    p.groups.push_back(n);
                    ++i;
                } else {
                    pending += text[i];
                    ++p.literal;
                }
            }
            regex += QRegularExpression::escape(pending) + QStringLiteral("\\z");
            p.regex = QRegularExpression(regex, QRegularExpression::DotMatchesEverythingOption);
            p.regex.optimize();
            for (std::size_t g = 0; g < p.groups.size(); ++g) {
                if (daemonMessageNests(tmpl, p.groups[g]))
                    p.nested.push_back(static_cast<int>(g));
            }
            patterns.push_back(std::move(p));
        }
        return patterns;
    }

    const std::vector<Pattern>& patterns()
    {
        static const std::vector<Pattern> compiled = makePatterns();
        return compiled;
    }

    QString substitute(const QString& text, const QStringList& args)
    {
        QString out;
        out.reserve(text.size());
        for (qsizetype i = 0; i < text.size(); ++i) {
            const int n = placeholderAt(text, i);
            if (n > 0 && n <= args.size()) {
                out += args[n - 1];
                ++i;
            } else {
                out += text[i];
            }
        }
        return out;
    }

    struct Scored {
        ParsedDaemonMessage parsed;
        qsizetype own = 0; // the template's literal characters
        qsizetype score = 0; // and those of the templates its values fit, recursively
    };

    // Of the templates that fit the whole line, the one that recognises the most text: its own
    // literal characters and those of the messages its values are ("trial 2: worker-replica-0
    // restarted (1 of 3): …" is "trial %1: %2" around a replica's restart, though the restart's
    // template alone, with "trial 2: worker-replica-0" as its %1, has more literal text). On a tie,
    // the template with more literal text of its own ("trial %1 failed: %2" over "trial %1: %2").
    std::optional<Scored> parseScored(const QString& line, int depth)
    {
        if (depth > maxDepth)
            return std::nullopt;
        std::optional<Scored> best;
        for (const Pattern& p : patterns()) {
            const QRegularExpressionMatch match = p.regex.match(line);
            if (!match.hasMatch())
                continue;
            Scored candidate;
            candidate.own = p.literal;
            candidate.score = p.literal;
            bool fits = true;
            for (std::size_t g = 0; g < p.groups.size(); ++g) {
                const QString value = match.captured(static_cast<int>(g) + 1);
                const auto inner = value.isEmpty() ? std::nullopt : parseScored(value, depth + 1);
                if (inner)
                    candidate.score += inner->score;
                else if (std::find(p.nested.begin(), p.nested.end(), static_cast<int>(g)) != p.nested.end())
                    fits = false;
            }
            if (!fits)
                continue;
            if (best && (candidate.score < best->score || (candidate.score == best->score && candidate.own <= best->own)))
                continue;
            candidate.parsed.tmpl = p.tmpl;
            int count = 0;
            for (const int n : p.groups)
                count = std::max(count, n);
            for (int i = 0; i < count; ++i)
                candidate.parsed.args << QString();
            for (std::size_t g = 0; g < p.groups.size(); ++g)
                candidate.parsed.args[p.groups[g] - 1] = match.captured(static_cast<int>(g) + 1);
            best = std::move(candidate);
        }
        return best;
    }

    QString translateLine(const QString& line, int depth)
    {
        if (depth > maxDepth)
            return line;
        auto parsed = parseDaemonMessage(line);
        if (!parsed)
            return line;
        QStringList args;
        for (const QString& arg : parsed->args)
            args << translateLine(arg, depth + 1); // a value that is a message of its own
        return substitute(QCoreApplication::translate(daemonMessageContext, parsed->tmpl), args);
    }

} // namespace

std::span<const char* const> daemonMessageTemplates()
{
    return daemonmsg::all;
}

bool daemonMessageNests(const char* tmpl, int n)
{
    for (const Nesting& nesting : nestings) {
        if (std::string_view(nesting.tmpl) == tmpl) // by text: a literal's address may differ between libraries
            return n > 0 && std::find(std::begin(nesting.placeholders), std::end(nesting.placeholders), n) != std::end(nesting.placeholders);
    }
    return false;
}

std::string formatDaemonMessage(const char* tmpl, std::initializer_list<std::string> args)
{
    const std::string_view text(tmpl);
    std::string out;
    out.reserve(text.size() + 16 * args.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const int n = placeholderAt(text, i);
        if (n > 0 && static_cast<std::size_t>(n) <= args.size()) {
            out += *(args.begin() + (n - 1));
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::optional<ParsedDaemonMessage> parseDaemonMessage(const QString& line)
{
    auto scored = parseScored(line, 0);
    if (!scored)
        return std::nullopt;
    return std::move(scored->parsed);
}

QString translateDaemonMessage(const QString& english)
{
    if (english.isEmpty())
        return english;
    const QStringList lines = english.split(QLatin1Char('\n'));
    QStringList out;
    bool data = false;
    for (const QString& line : lines) {
        if (data) {
            out << line;
            continue;
        }
        out << translateLine(line, 0);
        data = line.endsWith(stderrFollows);
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace trainyard::spec
