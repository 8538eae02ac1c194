#include "loglinedelegate.h"

#include "replicapalette.h"

#include "models/logmodel.h"

#include <QApplication>
#include <QDateTime>
#include <QPainter>

#include <algorithm>

namespace trainyard::ui {

using models::LogModel;

void LogLineDelegate::setHighlight(const QString& pattern, bool regex, bool caseSensitive)
{
    m_pattern = pattern;
    m_useRegex = regex;
    m_case = caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (regex) {
        m_regex = QRegularExpression(pattern, caseSensitive ? QRegularExpression::NoPatternOption : QRegularExpression::CaseInsensitiveOption);
        if (!m_regex.isValid())
            m_pattern.clear();
    }
}

QList<QPair<int, int>> LogLineDelegate::highlights(const QString& text) const
{
    QList<QPair<int, int>> spans;
    if (m_pattern.isEmpty())
        return spans;
    if (m_useRegex) {
        auto it = m_regex.globalMatch(text);
        while (it.hasNext()) {
            const auto match = it.next();
            if (match.capturedLength() > 0)
                spans.append({ static_cast<int>(match.capturedStart()), static_cast<int>(match.capturedLength()) });
        }
        return spans;
    }
    for (qsizetype at = text.indexOf(m_pattern, 0, m_case); at >= 0; at = text.indexOf(m_pattern, at + m_pattern.size(), m_case))
        spans.append({ static_cast<int>(at), static_cast<int>(m_pattern.size()) });
    return spans;
}

QString LogLineDelegate::trialLabel(const QString& trial)
{
    return trial.isEmpty() ? QString() : tr("trial %1").arg(trial);
}

void LogLineDelegate::useFont(const QFont& font, const QFontMetrics& metrics) const
{
    if (font == m_measuredFont && m_timeWidth > 0)
        return;
    m_measuredFont = font;
    m_elided.clear();
    m_timeWidth = metrics.horizontalAdvance(QStringLiteral("00:00:00.000 "));
    m_maxCharWidth = metrics.maxWidth();
}

const QString& LogLineDelegate::elided(const QFontMetrics& metrics, const QString& text, Qt::TextElideMode mode, int width) const
{
    Elided key { text, width, mode };
    if (const auto it = m_elided.constFind(key); it != m_elided.cend())
        return *it;
    if (m_elided.size() >= 1024) // the names of one job are few; a long-lived console sees many jobs
        m_elided.clear();
    return *m_elided.insert(std::move(key), metrics.elidedText(text, mode, width));
}

QString LogLineDelegate::timeText(qint64 utcMs) const
{
    // QDateTime::toLocalTime() asks the C library's time zone for every call, and toString() parses
    // its format: together a third of the delegate's time on a screen of new lines. The offset is
    // the same within a quarter of an hour, and the format is fixed.
    constexpr qint64 quarterMs = 15 * 60 * 1000;
    constexpr qint64 dayMs = 24 * 60 * 60 * 1000;
    const qint64 quarter = utcMs >= 0 ? utcMs / quarterMs : (utcMs - quarterMs + 1) / quarterMs;
    if (quarter != m_offsetQuarter) {
        m_offsetQuarter = quarter;
        m_offsetMs = static_cast<qint64>(QDateTime::fromMSecsSinceEpoch(quarter * quarterMs, Qt::UTC).toLocalTime().offsetFromUtc()) * 1000;
    }
    const qint64 ms = ((utcMs + m_offsetMs) % dayMs + dayMs) % dayMs;
    const auto digits = [](qint64 value, int count, char16_t* out) {
        for (int i = count - 1; i >= 0; --i, value /= 10)
            out[i] = static_cast<char16_t>(u'0' + value % 10);
    };
    char16_t text[12] = { 0, 0, u':', 0, 0, u':', 0, 0, u'.', 0, 0, 0 };
    digits(ms / 3'600'000, 2, text);
    digits(ms / 60'000 % 60, 2, text + 3);
    digits(ms / 1000 % 60, 2, text + 6);
    digits(ms % 1000, 3, text + 9);
    return QString(reinterpret_cast<const QChar*>(text), 12);
}

QSize LogLineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex&) const
{
    return { 400, option.fontMetrics.height() + 4 };
}

void LogLineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QPalette& palette = option.palette;
    const bool selected = option.state & QStyle::State_Selected;
    const bool match = index.data(LogModel::MatchRole).toBool();
    painter->save();
    if (selected) {
        painter->fillRect(option.rect, palette.highlight());
    } else if (index.row() == m_currentRow && match) {
        QColor current = palette.color(QPalette::Highlight);
        current.setAlpha(90);
        painter->fillRect(option.rect, current);
    } else if (match) {
        QColor tint(255, 200, 0, ReplicaPalette::isDark(palette) ? 40 : 60);
        painter->fillRect(option.rect, tint);
    }
    const QFontMetrics& fm = option.fontMetrics;
    useFont(option.font, fm);
    QRect r = option.rect.adjusted(4, 0, -4, 0);
    const int baseline = r.top() + (r.height() + fm.ascent() - fm.descent()) / 2;
    const QColor normal = selected ? palette.color(QPalette::HighlightedText) : palette.color(QPalette::Text);
    const QColor dim = selected ? normal : palette.color(QPalette::PlaceholderText);

    // Time (UTC as the API gives it, shown in local time).
    const QVariant time = index.data(LogModel::TimeRole);
    painter->setPen(dim);
    if (time.isValid())
        painter->drawText(r.left(), baseline, timeText(time.toDateTime().toMSecsSinceEpoch()));
    r.setLeft(r.left() + m_timeWidth);

    // Trial, in its colour: a tuning job's parallel trials write interleaved lines under the same replica names.
    if (m_trialWidth > 0) {
        const QString trial = index.data(LogModel::TrialRole).toString();
        if (!trial.isEmpty()) {
            const QColor trialColor = ReplicaPalette::trial(trial, palette);
            painter->fillRect(QRect(r.left(), option.rect.top() + 1, 3, option.rect.height() - 2), trialColor);
            painter->setPen(selected ? normal : trialColor);
            painter->drawText(r.left() + 7, baseline, elided(fm, trialLabel(trial), Qt::ElideRight, m_trialWidth - 12));
        }
        r.setLeft(r.left() + m_trialWidth);
    }

    // Replica, in its colour, with a bar that makes the column scannable.
    const QVariant source = index.data(LogModel::SourceRole);
    const QColor replicaColor = source.isValid() ? ReplicaPalette::replica(source.toInt(), palette) : dim;
    painter->fillRect(QRect(r.left(), option.rect.top() + 1, 3, option.rect.height() - 2), replicaColor);
    painter->setPen(selected ? normal : replicaColor);
    painter->drawText(r.left() + 7, baseline, elided(fm, index.data(LogModel::ReplicaRole).toString(), Qt::ElideMiddle, m_replicaWidth - 12));
    r.setLeft(r.left() + m_replicaWidth);

    // Node, dimmed: where the replica ran matters when a node misbehaves, less than what it wrote.
    if (m_nodeWidth > 0) {
        painter->setPen(dim);
        painter->drawText(r.left(), baseline, elided(fm, index.data(LogModel::NodeRole).toString(), Qt::ElideMiddle, m_nodeWidth - 8));
        r.setLeft(r.left() + m_nodeWidth);
    }

    // Text, coloured by severity, with the search's matches marked.
    const QVariant text = index.data(Qt::DisplayRole);
    if (!text.isValid()) {
        painter->setPen(dim);
        painter->drawText(r.left(), baseline, QStringLiteral("…"));
        painter->restore();
        return;
    }
    const QString line = text.toString();
    const auto severity = static_cast<spec::LogSeverity>(index.data(LogModel::SeverityRole).toInt());
    const QColor severityColor = ReplicaPalette::severity(severity, palette);
    const QColor textColor = selected || !severityColor.isValid() ? normal : severityColor;
    // Eliding lays the whole line out once more before drawing lays it out again. A line of printable
    // ASCII that fits even at the font's widest character, with a character to spare, is drawn as it is.
    const bool fits = (line.size() + 1) * (m_maxCharWidth + 1) <= r.width()
        && std::all_of(line.cbegin(), line.cend(), [](QChar c) { return c.unicode() >= 0x20 && c.unicode() < 0x7f; });
    const QString shown = fits ? line : fm.elidedText(line, Qt::ElideRight, r.width());
    if (match && !selected) {
        for (const auto& [start, length] : highlights(shown)) {
            const int x = r.left() + fm.horizontalAdvance(shown.left(start));
            const int w = fm.horizontalAdvance(shown.mid(start, length));
            painter->fillRect(QRect(x, option.rect.top() + 1, w, option.rect.height() - 2), QColor(255, 200, 0, 170));
        }
    }
    painter->setPen(textColor);
    painter->drawText(r.left(), baseline, shown);
    painter->restore();
}

} // namespace trainyard::ui
