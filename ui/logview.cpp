#include "logview.h"

#include "console/backendlogsource.h"
#include "console/colorchip.h"
#include "logexporter.h"
#include "loglinedelegate.h"
#include "loglinesview.h"
#include "replicapalette.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QScrollBar>
#include <QShortcut>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace trainyard::ui {

namespace {
    constexpr int statusIntervalMs = 200; // the line count while lines arrive: five times a second reads the same

    // Enter searches forward, Shift+Enter backward; a line edit alone cannot tell them apart.
    class SearchField : public QLineEdit {
    public:
        using QLineEdit::QLineEdit;
        std::function<void(bool forward)> onEnter;

    protected:
        void keyPressEvent(QKeyEvent* event) override
        {
            if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && onEnter) {
                onEnter(!(event->modifiers() & Qt::ShiftModifier));
                return;
            }
            QLineEdit::keyPressEvent(event);
        }
    };
} // namespace

LogView::LogView(QWidget* parent)
    : QWidget(parent)
    , m_model(new models::LogModel(this))
    , m_delegate(new LogLineDelegate(this))
    , m_view(new LogLinesView(this))
    , m_extendSearch(new QTimer(this))
    , m_statusTimer(new QTimer(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // Above all: the one tuning trial shown, when the Trials tab asked for it.
    m_trialBanner = new QWidget(this);
    m_trialBanner->setObjectName(QStringLiteral("trialBanner"));
    m_trialBanner->setAutoFillBackground(true);
    m_trialBanner->setBackgroundRole(QPalette::AlternateBase);
    auto* bannerLayout = new QHBoxLayout(m_trialBanner);
    bannerLayout->setContentsMargins(6, 3, 6, 3);
    m_trialLabel = new QLabel(m_trialBanner);
    m_trialLabel->setWordWrap(true);
    m_trialLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bannerLayout->addWidget(m_trialLabel, 1);
    auto* allTrials = new QToolButton(m_trialBanner);
    allTrials->setObjectName(QStringLiteral("showAllTrials"));
    allTrials->setText(tr("Show all trials"));
    allTrials->setToolTip(tr("Show the lines of every trial again"));
    bannerLayout->addWidget(allTrials);
    m_trialBanner->setVisible(false);
    layout->addWidget(m_trialBanner);
    connect(allTrials, &QToolButton::clicked, this, [this] { setTrialFilter({}); });

    // Row 1: what is shown.
    auto* filters = new QHBoxLayout;
    m_replicaBar = new QHBoxLayout;
    m_replicaBar->setSpacing(2);
    filters->addLayout(m_replicaBar);
    // Beside the replicas: a tuning job's trials, which run under the same replica names.
    m_trialBox = new QComboBox(this);
    m_trialBox->setObjectName(QStringLiteral("trialFilter"));
    m_trialBox->setAccessibleName(tr("Trial shown"));
    m_trialBox->setToolTip(tr("Show the lines of one trial, or of all"));
    m_trialBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_trialBox->setVisible(false);
    filters->addWidget(m_trialBox);
    filters->addStretch(1);
    m_severity = new QComboBox(this);
    m_severity->setAccessibleName(tr("Minimum severity"));
    m_severity->addItem(tr("All severities"), static_cast<int>(spec::LogSeverity::Default));
    m_severity->addItem(tr("Info and above"), static_cast<int>(spec::LogSeverity::Info));
    m_severity->addItem(tr("Warnings and errors"), static_cast<int>(spec::LogSeverity::Warning));
    m_severity->addItem(tr("Errors only"), static_cast<int>(spec::LogSeverity::Error));
    filters->addWidget(m_severity);
    auto* firstError = new QToolButton(this);
    firstError->setText(tr("First error"));
    firstError->setToolTip(tr("Jump to the first error (Ctrl+E)"));
    filters->addWidget(firstError);
    m_follow = new QToolButton(this);
    m_follow->setText(tr("Follow"));
    m_follow->setCheckable(true);
    m_follow->setChecked(true);
    m_follow->setToolTip(tr("Keep the newest line in view (End)"));
    filters->addWidget(m_follow);
    auto* save = new QToolButton(this);
    save->setText(tr("Save…"));
    save->setToolTip(tr("Save the lines shown to a file (Ctrl+S)"));
    filters->addWidget(save);
    layout->addLayout(filters);

    // Row 2: search.
    auto* searchRow = new QHBoxLayout;
    auto* field = new SearchField(this);
    m_search = field;
    m_search->setPlaceholderText(tr("Search the whole log (Ctrl+F) — Enter: next, Shift+Enter: previous"));
    m_search->setAccessibleName(tr("Search the log"));
    m_search->setClearButtonEnabled(true);
    searchRow->addWidget(m_search, 1);
    m_regex = new QCheckBox(tr("Regex"), this);
    m_case = new QCheckBox(tr("Match case"), this);
    searchRow->addWidget(m_regex);
    searchRow->addWidget(m_case);
    auto* previous = new QToolButton(this);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match (Shift+Enter, Shift+F3)"));
    previous->setAccessibleName(tr("Previous match"));
    auto* next = new QToolButton(this);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (Enter, F3)"));
    next->setAccessibleName(tr("Next match"));
    searchRow->addWidget(previous);
    searchRow->addWidget(next);
    m_matchLabel = new QLabel(this);
    m_matchLabel->setMinimumWidth(120);
    searchRow->addWidget(m_matchLabel);
    m_searchProgress = new QProgressBar(this);
    m_searchProgress->setMaximumWidth(140);
    m_searchProgress->setRange(0, 1000);
    m_searchProgress->setVisible(false);
    searchRow->addWidget(m_searchProgress);
    m_cancelSearch = new QToolButton(this);
    m_cancelSearch->setText(tr("Stop"));
    m_cancelSearch->setToolTip(tr("Stop the search (Esc)"));
    m_cancelSearch->setVisible(false);
    searchRow->addWidget(m_cancelSearch);
    layout->addLayout(searchRow);

    m_view->setModel(m_model);
    m_view->setDelegate(m_delegate);
    m_view->setAccessibleName(tr("Log lines"));
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_view->setFont(mono);
    layout->addWidget(m_view, 1);

    m_status = new QLabel(this);
    layout->addWidget(m_status);

    field->onEnter = [this](bool forward) {
        if (currentQueryKey() != m_searchedKey)
            startSearch();
        else if (forward)
            findNext();
        else
            findPrevious();
    };
    connect(next, &QToolButton::clicked, this, &LogView::findNext);
    connect(previous, &QToolButton::clicked, this, &LogView::findPrevious);
    connect(m_cancelSearch, &QToolButton::clicked, this, &LogView::cancelSearch);
    connect(firstError, &QToolButton::clicked, this, &LogView::jumpToFirstError);
    connect(save, &QToolButton::clicked, this, [this] { saveAs(); });
    connect(m_follow, &QToolButton::toggled, this, &LogView::setFollowing);
    connect(m_regex, &QCheckBox::toggled, this, [this] { m_matchLabel->clear(); });
    connect(m_case, &QCheckBox::toggled, this, [this] { m_matchLabel->clear(); });
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this] {
        const qint64 top = m_model->seqOfRow(m_view->firstVisibleRow());
        m_model->setMinimumSeverity(static_cast<spec::LogSeverity>(m_severity->currentData().toInt()));
        if (!m_stick && top > 0)
            m_view->scrollToRow(m_model->rowOfSeq(top), LogLinesView::Position::Top);
    });

    // Follow sticks to the bottom only while the user is there: scrolling up releases it, End or the
    // button takes it back. The view keeps a bottom it is at when lines arrive.
    connect(m_view, &LogLinesView::atBottomChanged, this, [this](bool atBottom) {
        m_stick = atBottom;
        const QSignalBlocker block(m_follow);
        m_follow->setChecked(atBottom);
    });
    m_statusTimer->setSingleShot(true);
    m_statusTimer->setInterval(statusIntervalMs);
    connect(m_statusTimer, &QTimer::timeout, this, &LogView::updateStatus);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &LogView::updateStatusSoon);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_stick)
            m_view->scrollToBottom();
        updateStatus();
    });
    connect(m_model, &models::LogModel::replicasChanged, this, &LogView::rebuildReplicaToggles);
    connect(m_model, &models::LogModel::trialsChanged, this, &LogView::rebuildTrialBox);
    // The node column is as wide as the widest node, and absent while no line names one.
    connect(m_model, &models::LogModel::nodesChanged, this, [this] {
        int widest = 0;
        for (const QString& node : m_model->nodes())
            widest = std::max(widest, QFontMetrics(m_view->font()).horizontalAdvance(node));
        m_delegate->setNodeColumnWidth(widest > 0 ? widest + 16 : 0);
        m_view->viewport()->update();
    });
    // Chosen here, the box itself says which trial is shown: no banner above the log.
    connect(m_trialBox, &QComboBox::activated, this, [this](int at) { applyTrialFilter(m_trialBox->itemData(at).toString(), {}); });
    connect(m_model, &models::LogModel::attributesProgress, this, &LogView::updateStatus);
    connect(m_model, &models::LogModel::followEnded, this, &LogView::updateStatus);
    connect(m_model, &models::LogModel::readFailed, this, [this](const QString& error) { m_status->setText(tr("Could not read the log: %1").arg(error)); });
    // A finished search extends itself over lines that arrived after it, at most once a second.
    m_extendSearch->setSingleShot(true);
    m_extendSearch->setInterval(1000);
    connect(m_extendSearch, &QTimer::timeout, this, [this] {
        if (!m_searchedKey.isEmpty() && m_searchId == 0 && m_model->totalLines() > m_searchedUpTo && currentQueryKey() == m_searchedKey)
            searchFrom(m_searchedUpTo);
    });
    connect(m_model, &models::LogModel::linesArrived, this, [this] {
        if (!m_extendSearch->isActive())
            m_extendSearch->start();
    });

    auto shortcut = [this](const QKeySequence& keys, auto slot) {
        auto* s = new QShortcut(keys, this, slot);
        s->setContext(Qt::WidgetWithChildrenShortcut);
    };
    shortcut(QKeySequence::Find, [this] { focusSearch(); });
    shortcut(QKeySequence(Qt::Key_F3), [this] { findNext(); });
    shortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3), [this] { findPrevious(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_E), [this] { jumpToFirstError(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_G), [this] {
        bool ok = false;
        const qint64 seq = QInputDialog::getInt(this, tr("Go to line"), tr("Line number:"), 1, 1,
            static_cast<int>(std::min<qint64>(m_model->totalLines(), std::numeric_limits<int>::max())), 1, &ok);
        if (ok)
            jumpToLine(seq);
    });
    shortcut(QKeySequence::Copy, [this] { copySelection(); });
    shortcut(QKeySequence::Save, [this] { saveAs(); });
    shortcut(QKeySequence(Qt::Key_End), [this] { setFollowing(true); });
    shortcut(QKeySequence(Qt::Key_Escape), [this] { cancelSearch(); });
    updateStatus();
}

LogView::~LogView()
{
    cancelSearch();
    m_model->close();
}

void LogView::open(client::Backend* backend, const std::string& jobId, bool finished)
{
    cancelSearch();
    m_backend = backend;
    m_jobId = jobId;
    m_searchedKey.clear();
    m_matchLabel->clear();
    m_currentMatchRow = -1;
    m_delegate->setCurrentRow(-1);
    // The model lets go of the old source before it is destroyed.
    auto source = std::make_unique<BackendLogSource>(backend, jobId);
    m_model->open(source.get(), !finished);
    m_source = std::move(source);
    m_trialBanner->setVisible(false);
    setFollowing(true);
}

void LogView::setTrialFilter(const QString& trial, const QString& description)
{
    applyTrialFilter(trial, trial.isEmpty() ? QString() : (description.isEmpty() ? tr("Trial %1 only").arg(trial) : description));
}

void LogView::applyTrialFilter(const QString& trial, const QString& banner)
{
    const qint64 top = m_model->seqOfRow(m_view->firstVisibleRow());
    m_model->setTrialFilter(trial);
    m_trialLabel->setText(banner);
    m_trialBanner->setVisible(!banner.isEmpty());
    if (const int at = m_trialBox->findData(trial); at >= 0) {
        const QSignalBlocker block(m_trialBox);
        m_trialBox->setCurrentIndex(at);
    } else {
        rebuildTrialBox(); // a trial that has written nothing yet: listed, and chosen
    }
    if (!m_stick && top > 0)
        m_view->scrollToRow(m_model->rowOfSeq(top), LogLinesView::Position::Top);
    updateStatus();
}

QString LogView::trialBannerText() const
{
    return m_trialBanner->isVisibleTo(this) ? m_trialLabel->text() : QString();
}

void LogView::clear()
{
    cancelSearch();
    m_trialBanner->setVisible(false);
    m_model->open(nullptr);
    m_source.reset();
    m_backend = nullptr;
    m_jobId.clear();
    updateStatus();
}

void LogView::rebuildReplicaToggles()
{
    for (auto* button : std::as_const(m_replicaButtons))
        button->deleteLater();
    m_replicaButtons.clear();
    const QStringList replicas = m_model->replicas();
    for (int i = 0; i < replicas.size(); ++i) {
        auto* button = new QToolButton(this);
        button->setText(replicas[i]);
        button->setIcon(colorChip(ReplicaPalette::replica(i, palette()), ChipShape::Square));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setCheckable(true);
        button->setChecked(m_model->replicaVisible(replicas[i]));
        button->setToolTip(tr("Show or hide the lines of %1").arg(replicas[i]));
        button->setAccessibleName(tr("Replica %1").arg(replicas[i]));
        connect(button, &QToolButton::toggled, this, [this, name = replicas[i]](bool on) { m_model->setReplicaVisible(name, on); });
        m_replicaBar->addWidget(button);
        m_replicaButtons.append(button);
    }
}

void LogView::rebuildTrialBox()
{
    const QStringList trials = m_model->trials();
    const QString shown = m_model->trialFilter();
    {
        const QSignalBlocker block(m_trialBox);
        m_trialBox->clear();
        m_trialBox->addItem(tr("All trials"), QString());
        for (const QString& trial : trials)
            m_trialBox->addItem(colorChip(ReplicaPalette::trial(trial, palette()), ChipShape::Square), tr("Trial %1").arg(trial), trial);
        // A filter set before the trial's first line arrived (the Trials tab's Enter) is listed too.
        if (!shown.isEmpty() && m_trialBox->findData(shown) < 0)
            m_trialBox->addItem(colorChip(ReplicaPalette::trial(shown, palette()), ChipShape::Square), tr("Trial %1").arg(shown), shown);
        m_trialBox->setCurrentIndex(std::max(0, m_trialBox->findData(shown)));
    }
    m_trialBox->setVisible(!trials.isEmpty());
    // The trial column is as wide as the widest label it shows.
    int widest = 0;
    const QFontMetrics metrics(m_view->font());
    for (const QString& trial : trials)
        widest = std::max(widest, metrics.horizontalAdvance(LogLineDelegate::trialLabel(trial)));
    m_delegate->setTrialColumnWidth(trials.isEmpty() ? 0 : widest + 16);
    m_view->viewport()->update();
}

QString LogView::statusText() const
{
    if (m_statusTimer->isActive())
        const_cast<LogView*>(this)->updateStatus(); // what the label shows in a moment
    return m_status->text();
}

void LogView::updateStatusSoon()
{
    if (!m_statusTimer->isActive())
        m_statusTimer->start();
}

void LogView::updateStatus()
{
    m_statusTimer->stop();
    if (!m_source) {
        m_status->setText(tr("No job selected."));
        return;
    }
    const QLocale locale;
    QString text = tr("%n line(s)", nullptr, static_cast<int>(std::min<qint64>(m_model->totalLines(), std::numeric_limits<int>::max())));
    if (m_model->filtered())
        text += tr(" · %1 shown").arg(locale.toString(m_model->rowCount()));
    if (!m_model->attributesComplete() && m_model->totalLines() > 0)
        text += tr(" · indexing %1%").arg(m_model->attributedLines() * 100 / std::max<qint64>(1, m_model->totalLines()));
    if (m_model->ended())
        text += tr(" · complete");
    else if (m_model->attributesComplete())
        text += tr(" · live");
    m_status->setText(text);
}

QString LogView::currentQueryKey() const
{
    if (m_search->text().isEmpty())
        return {};
    return (m_regex->isChecked() ? QStringLiteral("r") : QStringLiteral("l")) + (m_case->isChecked() ? QStringLiteral("c") : QStringLiteral("i"))
        + m_search->text();
}

void LogView::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void LogView::startSearch()
{
    cancelSearch();
    m_model->clearMatches();
    m_searchedKey = currentQueryKey();
    m_currentMatchRow = -1;
    m_delegate->setHighlight(m_search->text(), m_regex->isChecked(), m_case->isChecked());
    m_view->viewport()->update();
    if (m_searchedKey.isEmpty()) {
        m_matchLabel->clear();
        return;
    }
    m_searchWantsJump = true;
    searchFrom(0);
}

void LogView::searchFrom(std::int64_t since)
{
    client::Backend* backend = m_backend.data();
    if (!backend)
        return;
    spec::LogSearchQuery query;
    query.pattern = m_search->text().toStdString();
    query.regex = m_regex->isChecked();
    query.caseSensitive = m_case->isChecked();
    query.since = since;
    m_searchProgress->setValue(0);
    m_searchProgress->setVisible(since == 0);
    m_cancelSearch->setVisible(since == 0);
    m_searchId = backend->searchLogs(
        m_jobId, query, this, [this](const spec::LogSearchProgress& progress) { onSearchProgress(progress); },
        [this, since](client::ApiResult<spec::LogSearchSummary> result) { onSearchDone(since, std::move(result)); });
}

void LogView::onSearchProgress(const spec::LogSearchProgress& progress)
{
    m_model->addMatches(progress.matches);
    if (progress.total > 0)
        m_searchProgress->setValue(static_cast<int>(progress.scanned * 1000 / progress.total));
    if (m_searchWantsJump && m_model->matchCount() > 0) {
        m_searchWantsJump = false;
        findNext();
    }
    m_matchLabel->setText(tr("%Ln match(es)…", nullptr, static_cast<int>(m_model->matchCount())));
}

void LogView::onSearchDone(std::int64_t since, client::ApiResult<spec::LogSearchSummary> result)
{
    m_searchId = 0;
    m_searchProgress->setVisible(false);
    m_cancelSearch->setVisible(false);
    if (auto* error = std::get_if<client::ApiError>(&result)) {
        m_matchLabel->setText(tr("Search failed"));
        m_matchLabel->setToolTip(describe(*error));
        m_searchedKey.clear();
        return;
    }
    const auto& summary = std::get<spec::LogSearchSummary>(result);
    m_searchedUpTo = since + summary.scanned;
    if (m_searchWantsJump && m_model->matchCount() > 0) {
        m_searchWantsJump = false;
        findNext();
    }
    const QString count = QLocale().toString(static_cast<qint64>(m_model->matchCount()));
    if (m_model->matchCount() == 0)
        m_matchLabel->setText(tr("No match"));
    else if (m_currentMatchRow < 0)
        m_matchLabel->setText(tr("%Ln match(es)", nullptr, static_cast<int>(m_model->matchCount())));
    else
        m_matchLabel->setText(tr("%1 of %2").arg(QLocale().toString(static_cast<qint64>(m_model->matchOrdinal(m_currentMatchRow))), count));
    m_matchLabel->setToolTip(summary.truncated ? tr("Stopped after %Ln match(es)", nullptr, static_cast<int>(m_model->matchCount())) : QString());
    emit searchFinished(static_cast<qint64>(m_model->matchCount()));
}

void LogView::cancelSearch()
{
    if (client::Backend* backend = m_backend.data(); m_searchId != 0 && backend)
        backend->cancelStream(m_searchId);
    if (m_searchId != 0) {
        m_searchId = 0;
        m_searchProgress->setVisible(false);
        m_cancelSearch->setVisible(false);
        m_searchedKey.clear(); // an incomplete search is not extended; Enter starts it again
        m_matchLabel->setText(tr("Stopped: %Ln match(es) so far", nullptr, static_cast<int>(m_model->matchCount())));
    }
}

void LogView::showCurrentMatch(int row)
{
    if (row < 0) {
        m_matchLabel->setText(m_model->matchCount() == 0 ? tr("No match") : tr("No match shown by the filters"));
        return;
    }
    m_currentMatchRow = row;
    m_delegate->setCurrentRow(row);
    setFollowing(false);
    m_view->setCurrentRow(row);
    m_view->scrollToRow(row, LogLinesView::Position::Center);
    m_view->viewport()->update();
    m_matchLabel->setText(tr("%1 of %2").arg(QLocale().toString(static_cast<qint64>(m_model->matchOrdinal(row))),
        QLocale().toString(static_cast<qint64>(m_model->matchCount()))));
}

void LogView::findNext()
{
    if (currentQueryKey() != m_searchedKey) {
        startSearch();
        return;
    }
    const int from = m_currentMatchRow >= 0 ? m_currentMatchRow : m_view->firstVisibleRow() - 1;
    showCurrentMatch(m_model->nextMatchRow(from, true));
}

void LogView::findPrevious()
{
    if (currentQueryKey() != m_searchedKey) {
        startSearch();
        return;
    }
    const int from = m_currentMatchRow >= 0 ? m_currentMatchRow : m_view->firstVisibleRow();
    showCurrentMatch(m_model->nextMatchRow(from, false));
}

void LogView::jumpToFirstError()
{
    const int row = m_model->firstErrorRow();
    if (row < 0) {
        m_status->setText(tr("No error in the lines shown."));
        return;
    }
    setFollowing(false);
    m_view->setCurrentRow(row);
    m_view->scrollToRow(row, LogLinesView::Position::Top);
}

void LogView::jumpToLine(qint64 seq)
{
    const int row = std::min(m_model->rowOfSeq(seq), m_model->rowCount() - 1);
    if (row < 0)
        return;
    setFollowing(false);
    m_view->setCurrentRow(row);
    m_view->scrollToRow(row, LogLinesView::Position::Top);
}

void LogView::setFollowing(bool follow)
{
    m_stick = follow;
    {
        const QSignalBlocker block(m_follow);
        m_follow->setChecked(follow);
    }
    if (follow)
        m_view->scrollToBottom();
}

void LogView::copySelection()
{
    const auto [first, last] = m_view->selectedRange();
    if (first < 0)
        return;
    // Only loaded lines can be copied at once; a larger range is what Save is for.
    QStringList lines;
    for (int row = first; row <= last && lines.size() < 100'000; ++row)
        lines << m_model->lineText(row);
    QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void LogView::saveAs(const QString& given)
{
    if (!m_source)
        return;
    QString path = given;
    if (path.isEmpty())
        path = QFileDialog::getSaveFileName(this, tr("Save log"), QString::fromStdString(m_jobId) + QStringLiteral(".log"), tr("Log files (*.log *.txt)"));
    if (path.isEmpty())
        return;
    auto* exporter = new LogExporter(std::make_unique<BackendLogSource>(m_backend, m_jobId), [model = QPointer<models::LogModel>(m_model)](std::int64_t seq) { return model && model->seqVisible(seq); }, this);
    auto* dialog = new QProgressDialog(tr("Saving the log…"), tr("Cancel"), 0, 1000, this);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(500);
    connect(exporter, &LogExporter::progress, dialog, [dialog](qint64 done, qint64 total) { dialog->setValue(total > 0 ? static_cast<int>(done * 1000 / total) : 0); });
    connect(dialog, &QProgressDialog::canceled, exporter, &LogExporter::cancel);
    connect(exporter, &LogExporter::finished, this, [this, exporter, dialog, path](const QString& error) {
        dialog->deleteLater();
        exporter->deleteLater();
        if (!error.isEmpty() && isVisible())
            QMessageBox::warning(this, tr("Save log"), tr("The log could not be saved to %1: %2").arg(path, error));
        emit saved(path, error);
    });
    exporter->start(path);
}

} // namespace trainyard::ui
