#pragma once

#include "client/backend.h"
#include "models/logmodel.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QTimer;
class QToolButton;

namespace trainyard::ui {

class BackendLogSource;
class LogLineDelegate;
class LogLinesView;

// The Logs tab: every replica's lines merged in order, a colour and a toggle per replica, for a tuning
// job a colour per trial and a trial filter, a severity filter, search over the whole log on the server (with progress and cancel) with next/previous,
// follow mode that sticks to the bottom only while the user is there, first error, save and copy.
class LogView : public QWidget {
    Q_OBJECT

public:
    explicit LogView(QWidget* parent = nullptr);
    ~LogView() override;

    // Shows one job's log; `finished` jobs are read, not followed.
    void open(client::Backend* backend, const std::string& jobId, bool finished);
    void clear();

    models::LogModel* model() const { return m_model; }
    LogLinesView* view() const { return m_view; }
    LogLineDelegate* delegate() const { return m_delegate; }
    QLineEdit* searchField() const { return m_search; }
    bool following() const { return m_stick; }
    bool searching() const { return m_searchId != 0; }
    // Only one tuning trial's lines, with a line above them saying which and how it ran (`description`);
    // an empty trial shows every line again. open() and clear() drop it.
    void setTrialFilter(const QString& trial, const QString& description = {});
    QString trialFilter() const { return m_model->trialFilter(); }
    QString trialBannerText() const; // what the line above the log says, for tests
    QComboBox* trialBox() const { return m_trialBox; } // "All trials" and one entry per trial; hidden outside tuning jobs
    QString statusText() const; // the line under the log ("112 lines · complete")

public slots:
    void findNext();
    void findPrevious();
    void startSearch();
    void cancelSearch();
    void jumpToFirstError();
    void jumpToLine(qint64 seq);
    void setFollowing(bool follow);
    void copySelection();
    void saveAs(const QString& path = {});
    void focusSearch();

signals:
    void searchFinished(qint64 matches);
    void saved(const QString& path, const QString& error);

private:
    void rebuildReplicaToggles();
    void rebuildTrialBox();
    void applyTrialFilter(const QString& trial, const QString& banner);
    void updateStatus();
    void updateStatusSoon(); // lines arrived: updateStatus, at most every statusIntervalMs
    void searchFrom(std::int64_t since);
    void onSearchProgress(const spec::LogSearchProgress& progress);
    void onSearchDone(std::int64_t since, client::ApiResult<spec::LogSearchSummary> result);
    void showCurrentMatch(int row);
    QString currentQueryKey() const;

    models::LogModel* m_model;
    LogLineDelegate* m_delegate;
    LogLinesView* m_view;
    QTimer* m_extendSearch;
    // Followed lines update the line count at most every statusIntervalMs: a new text every frame
    // relaid out the whole window and repainted the widgets under the label (a third of each frame's
    // paint at 50,000 lines/s, docs/benchmarks.md "Console").
    QTimer* m_statusTimer;
    std::unique_ptr<BackendLogSource> m_source;
    QPointer<client::Backend> m_backend;
    std::string m_jobId;

    QWidget* m_trialBanner;
    QLabel* m_trialLabel;
    QHBoxLayout* m_replicaBar;
    QList<QToolButton*> m_replicaButtons;
    QComboBox* m_trialBox;
    QComboBox* m_severity;
    QToolButton* m_follow;
    QLineEdit* m_search;
    QCheckBox* m_regex;
    QCheckBox* m_case;
    QLabel* m_matchLabel;
    QProgressBar* m_searchProgress;
    QToolButton* m_cancelSearch;
    QLabel* m_status;

    bool m_stick = true; // at the bottom: new lines keep it there
    client::Backend::StreamId m_searchId = 0;
    QString m_searchedKey; // the query the matches belong to
    std::int64_t m_searchedUpTo = 0; // lines covered by the finished search
    bool m_searchWantsJump = false;
    int m_currentMatchRow = -1;
};

} // namespace trainyard::ui
