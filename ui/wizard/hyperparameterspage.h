#pragma once

#include "wizardpage.h"

#include <nlohmann/json.hpp>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QTableWidget;

namespace trainyard::ui {

class BackendSession;

// Optional tuning: goal, metric, algorithm, trial limits, early stopping, resuming an earlier tuning
// job, and the parameters, one table row each with the editors its type needs; the grid's size for
// GRID_SEARCH.
class HyperparametersPage : public WizardPage {
    Q_OBJECT

public:
    HyperparametersPage(JobDraft* draft, FieldBinder* binder, QWidget* parent = nullptr);

    void setTarget(BackendSession* session); // offers its jobs to resume from
    QTableWidget* parameters() const { return m_table; }
    QCheckBox* enabled() const { return m_enabled; }
    // Trials a grid search has: the product of each parameter's number of values; 0 when a DOUBLE
    // parameter makes it unbounded.
    static std::int64_t gridSize(const nlohmann::json& params);

private:
    void readTable();
    void writeTable();
    void addParameter();
    void refresh();

    QCheckBox* m_enabled;
    QGroupBox* m_settings;
    QComboBox* m_resume;
    QTableWidget* m_table;
    QLabel* m_grid;
    bool m_updating = false;
};

} // namespace trainyard::ui
