#pragma once

#include "spec/outputfiles.h"

#include <QAbstractItemModel>
#include <QIcon>
#include <QString>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace trainyard::models {

// A job's output folder as a tree (the Outputs tab): built from the flat listing the daemon sends
// (spec::OutputListing, folders before their contents). For a tuning job the trials' folders
// (<jobDir>/<trial id>, as the trainers write them) come first at the top, labelled "Trial N" and in
// trial order, whatever the sort; below them and inside every folder, folders come before files and
// each group is sorted by the chosen column.
class OutputTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column {
        NameColumn, // the entry's name ("Trial 3" for a trial's folder); DecorationRole: the theme's folder or file
                    // icon
        SizeColumn, // in human units (a folder: the sum of what it holds); SortRole: bytes
        ModifiedColumn, // local time; SortRole: milliseconds since the epoch
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        PathRole = Qt::UserRole + 1, // QString, relative to the root, on every column
        IsDirectoryRole, // bool, on every column
        SizeRole, // qint64 bytes, on every column
        TrialRole, // QString: the trial id of a trial's top folder, else ""
        SortRole, // what sort() orders by in this column
    };
    Q_ENUM(Role)

    explicit OutputTreeModel(QObject* parent = nullptr);

    // Replaces the tree (a reset). `trialIds`: a tuning job's trials; top folders with those names
    // are its trials' folders.
    void setListing(spec::OutputListing listing, const std::vector<std::string>& trialIds = {});
    void clear();
    // The icons of folders and files (the view's style has them; this library has no widgets).
    void setIcons(QIcon folder, QIcon file);
    const spec::OutputListing& listing() const { return m_listing; }
    bool isEmpty() const { return m_nodes.size() <= 1; }

    // The entry a row shows (a folder the listing left out but whose contents it has: directory, no time).
    std::optional<spec::OutputFile> fileAt(const QModelIndex& index) const;
    QModelIndex indexOfPath(const std::string& path, int column = NameColumn) const;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    struct Node {
        int parent = -1; // the root node (0) has none
        int row = 0; // its place among its parent's children, kept by sort()
        std::vector<int> children;
        QString name;
        spec::OutputFile file;
        std::int64_t totalSize = 0; // a folder: its files' sizes summed
        QString trial; // a trial's top folder: the trial id
        qint64 trialOrder = 0; // the trial's number, for its place on top
    };
    int nodeOf(const QModelIndex& index) const; // 0 (the root) for an invalid index
    int ensureFolder(const std::string& path); // the node of a folder path, made if missing
    bool lessThan(int a, int b) const; // the order of two siblings under the current sort
    void sortChildren(int node);

    spec::OutputListing m_listing;
    std::vector<Node> m_nodes; // [0]: the root
    QIcon m_folderIcon;
    QIcon m_fileIcon;
    std::unordered_map<std::string, int> m_byPath; // node by path, for indexOfPath
    int m_sortColumn = NameColumn;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace trainyard::models
