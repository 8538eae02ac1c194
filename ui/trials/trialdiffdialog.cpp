#include "trialdiffdialog.h"

#include "trialerrorfinder.h"

#include "models/jobformat.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace trainyard::ui {

namespace {
    constexpr int differsRole = Qt::UserRole + 1;

    QString number(double value)
    {
        return std::isnan(value) ? models::notApplicableText() : models::formatMetricValue(value);
    }
} // namespace

TrialDiffDialog::TrialDiffDialog(const spec::Job& job, std::shared_ptr<const models::TrialSeries> series, int first, int second,
    client::Backend* backend, QWidget* parent)
    : QDialog(parent)
    , m_series(std::move(series))
    , m_table(new QTableWidget(this))
    , m_only(new QCheckBox(tr("Only &differences"), this))
{
    setObjectName(QStringLiteral("trialDiffDialog"));
    const auto& a = m_series->trials[static_cast<std::size_t>(first)];
    const auto& b = m_series->trials[static_cast<std::size_t>(second)];
    m_ids = { a.idText, b.idText };
    setWindowTitle(tr("Trial %1 and trial %2").arg(a.idText, b.idText));
    resize(860, 480);

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Rows that differ are marked."), this);
    layout->addWidget(intro);
    m_table->setColumnCount(2);
    m_table->setHorizontalHeaderLabels({ tr("Trial %1").arg(a.idText), tr("Trial %1").arg(b.idText) });
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Differences between the trials"));
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* bottom = new QHBoxLayout;
    m_only->setToolTip(tr("Hide the rows where both trials agree"));
    bottom->addWidget(m_only);
    bottom->addStretch(1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_only, &QCheckBox::toggled, this, &TrialDiffDialog::setOnlyDifferences);

    const auto state = [](const models::TrialRecord& t) {
        QString text = t.state.wire().empty() ? QString() : models::stateLabel(t.state);
        return t.stoppedEarly ? tr("%1, stopped early").arg(text) : text;
    };
    addRow(tr("State"), state(a), state(b));
    for (std::size_t i = 0; i < m_series->parameters.size(); ++i)
        addRow(m_series->parameters[i].name, a.paramText[i], b.paramText[i]);
    const QString tag = m_series->metricTag;
    const auto finalValue = [](const models::TrialRecord& t) {
        if (t.hasObjective())
            return number(t.objective);
        if (t.unfinished && !std::isnan(t.latest))
            return tr("%1 (latest; not finished)").arg(number(t.latest));
        return models::notApplicableText();
    };
    addRow(tr("%1 (final)").arg(tag), finalValue(a), finalValue(b));
    const auto bestReported = [this](const models::TrialRecord& t) {
        double best = std::nan("");
        for (double v : t.values) {
            if (std::isnan(best) || m_series->better(v, best))
                best = v;
        }
        return number(best);
    };
    addRow(tr("%1 (best reported)").arg(tag), bestReported(a), bestReported(b));
    const auto steps = [](const models::TrialRecord& t) { return t.lastStep() < 0 ? QString() : QLocale().toString(static_cast<qint64>(t.lastStep())); };
    addRow(tr("Last step"), steps(a), steps(b));
    addRow(tr("Intermediate values"), QLocale().toString(static_cast<qint64>(a.values.size())), QLocale().toString(static_cast<qint64>(b.values.size())));
    const spec::Timestamp now = spec::Timestamp::now();
    const auto duration = [now](const models::TrialRecord& t) {
        if (!t.start)
            return QString();
        return models::formatDuration(models::millisecondsBetween(*t.start, t.end.value_or(now)));
    };
    addRow(tr("Duration"), duration(a), duration(b));
    const auto time = [](const std::optional<spec::Timestamp>& t) { return t ? models::formatLocalTime(*t) : QString(); };
    addRow(tr("Started"), time(a.start), time(b.start));
    addRow(tr("Ended"), time(a.end), time(b.end));
    const auto args = [this, &job](const models::TrialRecord& t) { return models::trialArguments(job, m_series->hyperparametersOf(t)).join(QLatin1Char(' ')); };
    addRow(tr("Arguments"), args(a), args(b), true);

    m_errorField = tr("First error");
    if (!backend || !job.jobId) {
        addRow(m_errorField, tr("(no log)"), tr("(no log)"), true);
        return;
    }
    addRow(m_errorField, tr("Searching the log…"), tr("Searching the log…"), true);
    m_errors = new TrialErrorFinder(backend, *job.jobId, m_ids, this);
    connect(m_errors, &TrialErrorFinder::found, this, [this](const QString& trial, const QString& line) {
        const int row = rowOf(m_errorField);
        for (int side = 0; side < 2; ++side) {
            if (m_ids[side] == trial)
                setCell(row, side, line.isEmpty() ? tr("(none)") : line);
        }
        markRow(row);
    });
    connect(m_errors, &TrialErrorFinder::finished, this, [this](const QString& error) {
        if (!error.isEmpty()) {
            const int row = rowOf(m_errorField);
            for (int side = 0; side < 2; ++side)
                setCell(row, side, tr("(the log could not be read: %1)").arg(error));
            markRow(row);
        }
        emit errorLinesLoaded();
    });
    m_errors->start();
}

void TrialDiffDialog::addRow(const QString& field, const QString& first, const QString& second, bool code)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setVerticalHeaderItem(row, new QTableWidgetItem(field));
    for (int side = 0; side < 2; ++side) {
        auto* item = new QTableWidgetItem(side == 0 ? first : second);
        if (code)
            item->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        m_table->setItem(row, side, item);
    }
    markRow(row);
}

void TrialDiffDialog::setCell(int row, int side, const QString& text)
{
    if (auto* item = m_table->item(row, side))
        item->setText(text);
}

void TrialDiffDialog::markRow(int row)
{
    const bool differ = m_table->item(row, 0)->text() != m_table->item(row, 1)->text();
    QColor band = palette().color(QPalette::Highlight);
    band.setAlphaF(0.14f);
    for (int side = 0; side < 2; ++side) {
        QTableWidgetItem* item = m_table->item(row, side);
        item->setData(differsRole, differ);
        item->setBackground(differ ? QBrush(band) : QBrush());
        QFont font = item->font();
        font.setBold(differ);
        item->setFont(font);
    }
    if (QTableWidgetItem* header = m_table->verticalHeaderItem(row)) {
        QFont font = header->font();
        font.setBold(differ);
        header->setFont(font);
        header->setToolTip(differ ? tr("The trials differ here") : QString());
    }
    m_table->setRowHidden(row, m_only->isChecked() && !differ);
}

void TrialDiffDialog::setOnlyDifferences(bool only)
{
    if (m_only->isChecked() != only)
        m_only->setChecked(only); // comes back here through toggled
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->setRowHidden(row, only && !differs(m_table->verticalHeaderItem(row)->text()));
}

int TrialDiffDialog::rowOf(const QString& field) const
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->verticalHeaderItem(row)->text() == field)
            return row;
    }
    return -1;
}

QStringList TrialDiffDialog::fields() const
{
    QStringList out;
    for (int row = 0; row < m_table->rowCount(); ++row)
        out << m_table->verticalHeaderItem(row)->text();
    return out;
}

QString TrialDiffDialog::text(const QString& field, int side) const
{
    const int row = rowOf(field);
    return row < 0 ? QString() : m_table->item(row, side)->text();
}

bool TrialDiffDialog::differs(const QString& field) const
{
    const int row = rowOf(field);
    return row >= 0 && m_table->item(row, 0)->data(differsRole).toBool();
}

bool TrialDiffDialog::errorsLoaded() const
{
    return !m_errors || m_errors->done();
}

} // namespace trainyard::ui
