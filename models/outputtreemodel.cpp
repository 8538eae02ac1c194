#include "outputtreemodel.h"

#include <QDateTime>
#include <QIcon>
#include <QLocale>

#include <algorithm>
#include <limits>

namespace trainyard::models {

namespace {
    QString qs(const std::string& s)
    {
        return QString::fromStdString(s);
    }

    qint64 epochMs(const std::optional<spec::Timestamp>& t)
    {
        return t ? t->seconds * 1000 + t->nanos / 1'000'000 : -1;
    }

    // A trial id as a number for the trials' order ("10" after "9"); ids that are not numbers after them.
    qint64 trialNumber(const std::string& id)
    {
        bool ok = false;
        const qint64 n = qs(id).toLongLong(&ok);
        return ok ? n : std::numeric_limits<qint64>::max();
    }
    // Names as people read them: runs of digits by their value ("epoch-2" before "epoch-10"), the rest
    // without case. By hand rather than QCollator's numeric mode, which the C locale (CI) ignores.
    int naturalCompare(const QString& a, const QString& b)
    {
        qsizetype i = 0;
        qsizetype j = 0;
        while (i < a.size() && j < b.size()) {
            if (a[i].isDigit() && b[j].isDigit()) {
                qsizetype ie = i;
                qsizetype je = j;
                while (ie < a.size() && a[ie].isDigit())
                    ++ie;
                while (je < b.size() && b[je].isDigit())
                    ++je;
                // Compare the digit runs without their leading zeros: longer is larger, else by digits.
                qsizetype is = i;
                qsizetype js = j;
                while (is < ie - 1 && a[is] == u'0')
                    ++is;
                while (js < je - 1 && b[js] == u'0')
                    ++js;
                if (ie - is != je - js)
                    return ie - is < je - js ? -1 : 1;
                for (; is < ie; ++is, ++js) {
                    if (a[is] != b[js])
                        return a[is] < b[js] ? -1 : 1;
                }
                i = ie;
                j = je;
                continue;
            }
            const QChar x = a[i].toCaseFolded();
            const QChar y = b[j].toCaseFolded();
            if (x != y)
                return x < y ? -1 : 1;
            ++i;
            ++j;
        }
        if (i < a.size() || j < b.size())
            return i < a.size() ? 1 : -1;
        return 0;
    }
} // namespace

OutputTreeModel::OutputTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
{
    m_nodes.emplace_back();
}

void OutputTreeModel::setIcons(QIcon folder, QIcon file)
{
    m_folderIcon = std::move(folder);
    m_fileIcon = std::move(file);
    if (rowCount() > 0)
        emit dataChanged(index(0, NameColumn), index(rowCount() - 1, NameColumn),
            { Qt::DecorationRole }); // the top level; deeper rows ask when shown
}

void OutputTreeModel::clear()
{
    setListing({});
}

int OutputTreeModel::ensureFolder(const std::string& path)
{
    if (path.empty())
        return 0;
    // Folders come before their contents, so the common case finds the folder among the last ones made.
    const auto slash = path.rfind('/');
    const int parent = ensureFolder(slash == std::string::npos ? std::string() : path.substr(0, slash));
    const QString name = qs(slash == std::string::npos ? path : path.substr(slash + 1));
    auto& siblings = m_nodes[static_cast<std::size_t>(parent)].children;
    for (auto it = siblings.rbegin(); it != siblings.rend(); ++it) {
        const Node& n = m_nodes[static_cast<std::size_t>(*it)];
        if (n.file.directory && n.name == name)
            return *it;
    }
    Node folder;
    folder.parent = parent;
    folder.name = name;
    folder.file.path = path;
    folder.file.directory = true;
    const int id = static_cast<int>(m_nodes.size());
    m_nodes.push_back(std::move(folder));
    m_nodes[static_cast<std::size_t>(parent)].children.push_back(id);
    return id;
}

void OutputTreeModel::setListing(spec::OutputListing listing, const std::vector<std::string>& trialIds)
{
    beginResetModel();
    m_listing = std::move(listing);
    m_nodes.clear();
    m_nodes.emplace_back();
    for (const spec::OutputFile& file : m_listing.files) {
        if (file.path.empty())
            continue;
        int node = 0;
        if (file.directory) {
            node = ensureFolder(file.path);
        } else {
            const auto slash = file.path.rfind('/');
            const int parent = ensureFolder(slash == std::string::npos ? std::string() : file.path.substr(0, slash));
            Node entry;
            entry.parent = parent;
            entry.name = qs(slash == std::string::npos ? file.path : file.path.substr(slash + 1));
            node = static_cast<int>(m_nodes.size());
            m_nodes.push_back(std::move(entry));
            m_nodes[static_cast<std::size_t>(parent)].children.push_back(node);
        }
        m_nodes[static_cast<std::size_t>(node)].file = file;
    }
    // Sizes of folders: each file's size added to every folder above it.
    for (std::size_t i = 1; i < m_nodes.size(); ++i) {
        if (m_nodes[i].file.directory)
            continue;
        for (int p = m_nodes[i].parent; p > 0; p = m_nodes[static_cast<std::size_t>(p)].parent)
            m_nodes[static_cast<std::size_t>(p)].totalSize += m_nodes[i].file.size;
    }
    for (int child : m_nodes[0].children) {
        Node& n = m_nodes[static_cast<std::size_t>(child)];
        const std::string name = n.name.toStdString();
        if (n.file.directory && std::find(trialIds.begin(), trialIds.end(), name) != trialIds.end()) {
            n.trial = n.name;
            n.trialOrder = trialNumber(name);
        }
    }
    m_byPath.clear();
    m_byPath.reserve(m_nodes.size());
    for (std::size_t i = 1; i < m_nodes.size(); ++i)
        m_byPath.emplace(m_nodes[i].file.path, static_cast<int>(i));
    sortChildren(0);
    endResetModel();
}

bool OutputTreeModel::lessThan(int a, int b) const
{
    const Node& x = m_nodes[static_cast<std::size_t>(a)];
    const Node& y = m_nodes[static_cast<std::size_t>(b)];
    // Trials on top in trial order, then folders, then files: whatever the column and direction.
    if (x.trial.isEmpty() != y.trial.isEmpty())
        return !x.trial.isEmpty();
    if (!x.trial.isEmpty())
        return x.trialOrder != y.trialOrder ? x.trialOrder < y.trialOrder : x.trial < y.trial;
    if (x.file.directory != y.file.directory)
        return x.file.directory;
    int c = 0;
    switch (m_sortColumn) {
    case SizeColumn: {
        const auto sx = x.file.directory ? x.totalSize : x.file.size;
        const auto sy = y.file.directory ? y.totalSize : y.file.size;
        c = sx < sy ? -1 : (sx > sy ? 1 : 0);
        break;
    }
    case ModifiedColumn: {
        const auto tx = epochMs(x.file.modifyTime);
        const auto ty = epochMs(y.file.modifyTime);
        c = tx < ty ? -1 : (tx > ty ? 1 : 0);
        break;
    }
    default:
        break;
    }
    if (c == 0)
        c = naturalCompare(x.name, y.name);
    if (c == 0)
        c = x.name.compare(y.name);
    return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
}

void OutputTreeModel::sortChildren(int node)
{
    auto& children = m_nodes[static_cast<std::size_t>(node)].children;
    std::stable_sort(children.begin(), children.end(), [this](int a, int b) { return lessThan(a, b); });
    for (std::size_t i = 0; i < children.size(); ++i) {
        m_nodes[static_cast<std::size_t>(children[i])].row = static_cast<int>(i);
        sortChildren(children[i]);
    }
}

void OutputTreeModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    m_sortColumn = column;
    m_sortOrder = order;
    // Persistent indexes name their node by internal id, which a sort keeps: only rows move.
    const QModelIndexList before = persistentIndexList();
    std::vector<quintptr> nodes;
    nodes.reserve(static_cast<std::size_t>(before.size()));
    for (const QModelIndex& index : before)
        nodes.push_back(index.internalId());
    sortChildren(0);
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const Node& n = m_nodes[static_cast<std::size_t>(nodes[static_cast<std::size_t>(i)])];
        after.push_back(createIndex(n.row, before[i].column(), nodes[static_cast<std::size_t>(i)]));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int OutputTreeModel::nodeOf(const QModelIndex& index) const
{
    return index.isValid() ? static_cast<int>(index.internalId()) : 0;
}

std::optional<spec::OutputFile> OutputTreeModel::fileAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this)
        return std::nullopt;
    return m_nodes[static_cast<std::size_t>(nodeOf(index))].file;
}

QModelIndex OutputTreeModel::indexOfPath(const std::string& path, int column) const
{
    const auto it = m_byPath.find(path);
    if (it == m_byPath.end())
        return {};
    return createIndex(m_nodes[static_cast<std::size_t>(it->second)].row, column, static_cast<quintptr>(it->second));
}

QModelIndex OutputTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0 || (parent.isValid() && parent.column() != 0))
        return {};
    const auto& children = m_nodes[static_cast<std::size_t>(nodeOf(parent))].children;
    if (row >= static_cast<int>(children.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(children[static_cast<std::size_t>(row)]));
}

QModelIndex OutputTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int p = m_nodes[static_cast<std::size_t>(nodeOf(child))].parent;
    if (p <= 0)
        return {};
    return createIndex(m_nodes[static_cast<std::size_t>(p)].row, 0, static_cast<quintptr>(p));
}

int OutputTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return static_cast<int>(m_nodes[static_cast<std::size_t>(nodeOf(parent))].children.size());
}

int OutputTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

bool OutputTreeModel::hasChildren(const QModelIndex& parent) const
{
    return rowCount(parent) > 0;
}

QVariant OutputTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.model() != this)
        return {};
    const Node& n = m_nodes[static_cast<std::size_t>(nodeOf(index))];
    const std::int64_t size = n.file.directory ? n.totalSize : n.file.size;
    switch (role) {
    case PathRole:
        return qs(n.file.path);
    case IsDirectoryRole:
        return n.file.directory;
    case SizeRole:
        return static_cast<qint64>(size);
    case TrialRole:
        return n.trial;
    default:
        break;
    }
    switch (index.column()) {
    case NameColumn:
        if (role == Qt::DisplayRole)
            return n.trial.isEmpty() ? n.name : tr("Trial %1").arg(n.trial);
        if (role == Qt::ToolTipRole)
            return qs(n.file.path);
        if (role == Qt::DecorationRole)
            return n.file.directory ? m_folderIcon : m_fileIcon;
        if (role == SortRole)
            return n.name;
        break;
    case SizeColumn:
        if (role == Qt::DisplayRole)
            return QLocale().formattedDataSize(size, 1);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (role == SortRole)
            return static_cast<qint64>(size);
        break;
    case ModifiedColumn:
        if (role == Qt::DisplayRole) {
            if (!n.file.modifyTime)
                return QString();
            return QLocale().toString(
                QDateTime::fromMSecsSinceEpoch(epochMs(n.file.modifyTime)).toLocalTime(), QLocale::ShortFormat);
        }
        if (role == SortRole)
            return epochMs(n.file.modifyTime);
        break;
    default:
        break;
    }
    return {};
}

QVariant OutputTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case SizeColumn:
        return tr("Size");
    case ModifiedColumn:
        return tr("Modified");
    default:
        return {};
    }
}

QHash<int, QByteArray> OutputTreeModel::roleNames() const
{
    auto names = QAbstractItemModel::roleNames();
    names.insert(PathRole, "path");
    names.insert(IsDirectoryRole, "isDirectory");
    names.insert(SizeRole, "size");
    names.insert(TrialRole, "trial");
    names.insert(SortRole, "sort");
    return names;
}

} // namespace trainyard::models
