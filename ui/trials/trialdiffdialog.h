#pragma once

#include "client/backend.h"
#include "models/trialseries.h"

#include "spec/job.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QTableWidget;

namespace trainyard::ui {

class TrialErrorFinder;

// Two trials side by side: state, every hyperparameter, the final and the best value reported, steps,
// times, whether each was stopped early, the command line its trainer got, and the first error line
// of each one's log (read from the backend). Rows that differ are marked; "Only differences" hides
// the others.
class TrialDiffDialog : public QDialog {
    Q_OBJECT

public:
    TrialDiffDialog(const spec::Job& job, std::shared_ptr<const models::TrialSeries> series, int first, int second,
        client::Backend* backend, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QStringList fields() const; // the row labels, top to bottom
    QString text(const QString& field, int side) const; // side 0: the first trial, 1: the second
    bool differs(const QString& field) const;
    bool errorsLoaded() const;
    void setOnlyDifferences(bool only);

signals:
    void errorLinesLoaded();

private:
    void addRow(const QString& field, const QString& first, const QString& second, bool code = false);
    void setCell(int row, int side, const QString& text);
    void markRow(int row);
    int rowOf(const QString& field) const;

    std::shared_ptr<const models::TrialSeries> m_series;
    QStringList m_ids;
    QTableWidget* m_table;
    QCheckBox* m_only;
    TrialErrorFinder* m_errors = nullptr;
    QString m_errorField;
};

} // namespace trainyard::ui
