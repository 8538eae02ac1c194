#pragma once

class QAbstractItemModel;
class QTableView;
class QWidget;

namespace trainyard::ui {

// The main window's job table: one row per job (models::JobListModel through its filter proxy), sorted
// newest first, one selected row at a time.
QTableView* makeJobTable(QAbstractItemModel* jobs, QWidget* parent);

// Fits the columns to the jobs shown: each to its content, the State column wide enough for the
// longest state's name (a later state must not be cut), the id at most a third of the width (its
// tooltip has it whole). Done once, when rows first show; the user's widths stay after that.
void fitJobColumns(QTableView* table);

} // namespace trainyard::ui
