#include "console/fuzzymatch.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace trainyard::ui {

namespace {

QChar fold(QChar c)
{
    return c.toCaseFolded();
}

// The text's characters case-folded, one for one (so indexes stay the text's).
QString folded(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text)
        out.append(fold(c));
    return out;
}

bool isSeparator(QChar c)
{
    return !c.isLetterOrNumber();
}

// Within a kind: earlier and tighter matches, then shorter texts, rank higher.
int tightness(const QList<int>& positions, qsizetype textSize)
{
    if (positions.isEmpty())
        return 0;
    const int first = positions.first();
    const int span = positions.last() - first + 1;
    const int gaps = span - static_cast<int>(positions.size());
    const int length = static_cast<int>(std::min<qsizetype>(textSize, 999));
    return 999'000 - std::min(first, 999) * 400 - std::min(gaps, 999) * 500 - length;
}

} // namespace

bool isWordStart(QStringView text, qsizetype i)
{
    if (i <= 0)
        return i == 0 && !text.isEmpty();
    if (i >= text.size())
        return false;
    const QChar previous = text[i - 1];
    const QChar c = text[i];
    if (isSeparator(c))
        return false;
    if (isSeparator(previous))
        return true;
    if (c.isUpper() && previous.isLower())
        return true;
    return c.isDigit() && previous.isLetter();
}

std::optional<FuzzyMatch> fuzzyMatch(QStringView rawPattern, QStringView text)
{
    QString pattern;
    for (QChar c : rawPattern) {
        if (!c.isSpace())
            pattern.append(fold(c));
    }
    if (pattern.isEmpty())
        return FuzzyMatch { FuzzyMatch::Prefix, tightness({}, text.size()) - static_cast<int>(std::min<qsizetype>(text.size(), 999)), {} };
    const QString haystack = folded(text);
    const qsizetype m = pattern.size();
    const qsizetype n = haystack.size();
    if (m > n)
        return std::nullopt;

    const auto run = [](qsizetype from, qsizetype count) {
        QList<int> positions;
        for (qsizetype i = 0; i < count; ++i)
            positions.append(static_cast<int>(from + i));
        return positions;
    };
    // A contiguous run: the text's start, a word's start, or anywhere.
    if (haystack.startsWith(pattern)) {
        FuzzyMatch match { FuzzyMatch::Prefix, 0, run(0, m) };
        match.score = tightness(match.positions, n);
        return match;
    }
    qsizetype firstRun = -1;
    for (qsizetype at = haystack.indexOf(pattern); at >= 0; at = haystack.indexOf(pattern, at + 1)) {
        if (firstRun < 0)
            firstRun = at;
        if (isWordStart(text, at)) {
            FuzzyMatch match { FuzzyMatch::WordStart, 0, run(at, m) };
            match.score = tightness(match.positions, n);
            return match;
        }
    }
    if (firstRun < 0) {
        // Not a run: the best subsequence by dynamic programming, favouring word starts and runs of
        // neighbouring characters (as "cj" should take the C of Cancel and the j of job).
        constexpr int none = std::numeric_limits<int>::min() / 4;
        constexpr int wordStartBonus = 30;
        constexpr int neighbourBonus = 20;
        constexpr int gapPenalty = 1;
        const auto idx = [n](qsizetype i, qsizetype j) { return static_cast<std::size_t>(i * n + j); };
        // best[i][j]: the best score of pattern[0..i] with pattern[i] at text[j]; from[i][j]: where pattern[i-1] was.
        std::vector<int> best(static_cast<std::size_t>(m * n), none);
        std::vector<qsizetype> from(static_cast<std::size_t>(m * n), -1);
        for (qsizetype i = 0; i < m; ++i) {
            int carried = none; // max over k < j-1 of best[i-1][k] - gapPenalty*(j-k-1), carried along j
            qsizetype carriedFrom = -1;
            for (qsizetype j = 0; j < n; ++j) {
                if (i > 0 && j >= 2) {
                    // k = j-2 joins the candidates; every older one is one character further away.
                    const int joining = best[idx(i - 1, j - 2)];
                    if (carried != none)
                        carried -= gapPenalty;
                    if (joining != none && joining - gapPenalty > carried) {
                        carried = joining - gapPenalty;
                        carriedFrom = j - 2;
                    }
                }
                if (haystack[j] != pattern[i])
                    continue;
                const int here = isWordStart(text, j) ? wordStartBonus : 0;
                if (i == 0) {
                    best[idx(i, j)] = here - static_cast<int>(std::min<qsizetype>(j, 1000));
                    continue;
                }
                int score = none;
                qsizetype previous = -1;
                if (j >= 1 && best[idx(i - 1, j - 1)] != none) {
                    score = best[idx(i - 1, j - 1)] + neighbourBonus;
                    previous = j - 1;
                }
                if (carried != none && carried > score) {
                    score = carried;
                    previous = carriedFrom;
                }
                if (previous >= 0) {
                    best[idx(i, j)] = score + here;
                    from[idx(i, j)] = previous;
                }
            }
        }
        qsizetype end = -1;
        for (qsizetype j = 0; j < n; ++j) {
            if (best[idx(m - 1, j)] != none && (end < 0 || best[idx(m - 1, j)] > best[idx(m - 1, end)]))
                end = j;
        }
        if (end < 0)
            return std::nullopt;
        QList<int> positions(m);
        for (qsizetype i = m - 1, j = end; i >= 0; j = from[idx(i, j)], --i)
            positions[i] = static_cast<int>(j);
        const bool initials = std::all_of(positions.begin(), positions.end(), [&](int p) { return isWordStart(text, p); });
        FuzzyMatch match { initials ? FuzzyMatch::Initials : FuzzyMatch::Scattered, 0, positions };
        match.score = tightness(positions, n);
        return match;
    }
    FuzzyMatch match { FuzzyMatch::Contiguous, 0, run(firstRun, m) };
    match.score = tightness(match.positions, n);
    return match;
}

QString withoutAccelerators(const QString& text)
{
    QString out;
    const qsizetype tab = text.indexOf(QLatin1Char('\t'));
    const qsizetype size = tab >= 0 ? tab : text.size();
    out.reserve(size);
    for (qsizetype i = 0; i < size; ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (i + 1 < size && text[i + 1] == QLatin1Char('&')) {
                out.append(QLatin1Char('&'));
                ++i;
            }
            continue;
        }
        out.append(text[i]);
    }
    return out;
}

} // namespace trainyard::ui
