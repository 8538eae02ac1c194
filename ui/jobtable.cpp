#include "jobtable.h"

#include "models/jobformat.h"
#include "models/joblistmodel.h"

#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace trainyard::ui {

QTableView* makeJobTable(QAbstractItemModel* jobs, QWidget* parent)
{
    auto* table = new QTableView(parent);
    table->setModel(jobs);
    table->setSortingEnabled(true);
    table->sortByColumn(models::JobListModel::CreatedColumn, Qt::DescendingOrder);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setAlternatingRowColors(true);
    // One line a cell, cut in the middle: ids of one run differ at the end (mnist_lr_sweep_3, a Vertex
    // job's us-central1/hyperparameterTuningJobs/31012423…), and a wrapped id showed only what comes
    // before its first break ("us-central1/…").
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideMiddle);
    return table;
}

void fitJobColumns(QTableView* table)
{
    const QAbstractItemModel* jobs = table->model();
    for (int column = 0; column < models::JobListModel::LabelsColumn; ++column)
        table->resizeColumnToContents(column);
    // The states shown now are not the last ones: room for the longest state's name, so "Succeeded"
    // is not cut when "Running" was what the first list said.
    const QFontMetrics metrics = table->fontMetrics();
    int widestState = 0;
    for (const char* state : { "QUEUED", "PREPARING", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLING", "CANCELLED" })
        widestState = std::max(widestState, metrics.horizontalAdvance(models::stateLabel(state)));
    int widestShown = 0;
    for (int row = 0; row < std::min(jobs->rowCount(), 200); ++row)
        widestShown = std::max(widestShown, metrics.horizontalAdvance(jobs->index(row, models::JobListModel::StateColumn).data().toString()));
    if (widestState > widestShown)
        table->setColumnWidth(models::JobListModel::StateColumn, table->columnWidth(models::JobListModel::StateColumn) + widestState - widestShown);
    // A long job id is cut (its tooltip has it whole) rather than pushing State and Duration out of sight.
    const int idWidth = std::max(table->horizontalHeader()->sectionSizeHint(models::JobListModel::IdColumn), table->viewport()->width() / 3);
    if (table->columnWidth(models::JobListModel::IdColumn) > idWidth)
        table->setColumnWidth(models::JobListModel::IdColumn, idWidth);
}

} // namespace trainyard::ui
