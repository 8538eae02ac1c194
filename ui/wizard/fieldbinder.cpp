#include "fieldbinder.h"

#include "console/documentdraft.h"

#include "console/fuzzymatch.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace trainyard::ui {

ProblemLabel::ProblemLabel(DocumentDraft* draft, std::string path, QWidget* parent, const FieldBinder* binder)
    : QLabel(parent)
    , m_draft(draft)
    , m_path(std::move(path))
    , m_binder(binder)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setAccessibleName(tr("Problems of %1").arg(m_binder ? m_binder->labelFor(m_path) : QString::fromStdString(m_path)));
    refresh();
}

void ProblemLabel::refresh()
{
    QStringList errors;
    QStringList warnings;
    QStringList paths; // for the tooltip: the API's words, for whoever compares with its messages
    for (const auto& v : m_draft->violationsAt(m_path)) {
        if (m_exact && v.path != m_path)
            continue;
        QString text = v.message();
        if (m_showPaths && v.path.size() > m_path.size())
            text = QStringLiteral("%1: %2").arg(m_binder ? m_binder->labelFor(v.path) : QString::fromStdString(v.path), text);
        (v.severity == spec::Severity::Error ? errors : warnings) << text;
        const QString path = QString::fromStdString(v.path);
        if (!paths.contains(path))
            paths << path;
    }
    setToolTip(paths.join(QLatin1Char('\n')));
    QStringList all;
    for (const QString& e : std::as_const(errors))
        all << QStringLiteral("✖ ") + e;
    for (const QString& w : std::as_const(warnings))
        all << QStringLiteral("⚠ ") + w;
    setText(all.join(QLatin1Char('\n')));
    setStyleSheet(errors.isEmpty() ? QStringLiteral("color: #b07000;") : QStringLiteral("color: #d03030;"));
    setVisible(!all.isEmpty());
}

FieldBinder::FieldBinder(DocumentDraft* draft, QObject* parent)
    : QObject(parent)
    , m_draft(draft)
{
    connect(draft, &DocumentDraft::changed, this, [this] {
        for (const auto& label : m_labels) {
            if (label)
                label->refresh();
        }
        if (!m_writing)
            refresh();
    });
}

void FieldBinder::write(const std::string& path, const nlohmann::json& value)
{
    if (m_draft->value(path) == value)
        return;
    m_writing = true; // the widget that wrote already shows the value; the others refresh below
    m_draft->setValue(path, value);
    m_writing = false;
    for (std::size_t i = 0; i < m_bindings.size(); ++i) { // by index, on a copy: see refresh()
        const Binding b = m_bindings[i];
        if (b.path != path && b.widget)
            b.read(m_draft->value(b.path));
    }
}

void FieldBinder::bind(const std::string& path, QWidget* widget, std::function<void(const nlohmann::json&)> read)
{
    widget->setProperty("apiPath", QString::fromStdString(path));
    read(m_draft->value(path));
    m_bindings.push_back({ path, widget, std::move(read) });
}

void FieldBinder::custom(const std::string& path, QWidget* widget, std::function<void(const nlohmann::json&)> read)
{
    bind(path, widget, std::move(read));
}

void FieldBinder::refresh()
{
    // By index, on a copy: a read may change the draft and so build widgets that bind (a page built
    // again for another kind of job), which grows m_bindings under the loop.
    for (std::size_t i = 0; i < m_bindings.size(); ++i) {
        const Binding b = m_bindings[i];
        if (b.widget && !b.widget->hasFocus())
            b.read(m_draft->value(b.path));
    }
}

QWidget* FieldBinder::widgetFor(const std::string& path) const
{
    // The most specific binding that contains the path.
    const Binding* best = nullptr;
    for (const auto& b : m_bindings) {
        const bool contains = path == b.path
            || (path.size() > b.path.size() && path.compare(0, b.path.size(), b.path) == 0 && (path[b.path.size()] == '.' || path[b.path.size()] == '['));
        if (contains && b.widget && (!best || b.path.size() > best->path.size()))
            best = &b;
    }
    return best ? best->widget.data() : nullptr;
}

namespace {
    bool contains(const std::string& outer, const std::string& path)
    {
        return path == outer
            || (path.size() > outer.size() && path.compare(0, outer.size(), outer) == 0 && (path[outer.size()] == '.' || path[outer.size()] == '['));
    }

    // The column headers of the Hyperparameters page's table, by the field each column edits: the
    // same words, from the same translation, as the user reads above the cells.
    QString parameterColumn(const std::string& key)
    {
        constexpr const char* page = "trainyard::ui::HyperparametersPage";
        if (key == "parameterName")
            return QCoreApplication::translate(page, "Name");
        if (key == "type")
            return QCoreApplication::translate(page, "Type");
        if (key == "minValue")
            return QCoreApplication::translate(page, "Min");
        if (key == "maxValue")
            return QCoreApplication::translate(page, "Max");
        if (key == "scaleType")
            return QCoreApplication::translate(page, "Scale");
        if (key == "discreteValues" || key == "categoricalValues")
            return QCoreApplication::translate(page, "Values (comma-separated)");
        return QString::fromStdString(key);
    }
} // namespace

QString FieldBinder::labelFor(const std::string& path) const
{
    static const std::string params = "trainingInput.hyperparameters.params";
    if (path == params)
        return QCoreApplication::translate("trainyard::ui::HyperparametersPage", "Parameters");
    if (contains(params, path) && path.size() > params.size() && path[params.size()] == '[') {
        const auto steps = parsePath(path.substr(params.size()));
        const int index = steps.empty() ? -1 : steps.front().index;
        const auto name = m_draft->value(params + '[' + std::to_string(index) + "].parameterName");
        QString label = name.is_string() && !name.get<std::string>().empty()
            ? tr("Parameter %1 “%2”").arg(QString::number(index + 1), QString::fromStdString(name.get<std::string>()))
            : tr("Parameter %1").arg(index + 1);
        if (steps.size() > 1 && !steps[1].key.empty())
            label = QStringLiteral("%1 › %2").arg(label, parameterColumn(steps[1].key));
        if (steps.size() > 2 && steps[2].index >= 0)
            label = tr("%1, value %2").arg(label).arg(steps[2].index + 1);
        return label;
    }
    // The most specific row that shows the path.
    const RowLabel* best = nullptr;
    for (const auto& row : m_rowLabels) {
        if (contains(row.path, path) && (!best || row.path.size() > best->path.size()))
            best = &row;
    }
    if (!best)
        return QString::fromStdString(path);
    QString label = best->text;
    // Rows of the same name in several groups (the CUSTOM pools' "Count"): the group says which.
    QWidget* field = best->widget.data();
    for (QWidget* w = field ? field->parentWidget() : nullptr; w && !w->inherits("QWizardPage"); w = w->parentWidget()) {
        if (auto* group = qobject_cast<QGroupBox*>(w); group && !group->title().isEmpty()) {
            label = QStringLiteral("%1 › %2").arg(withoutAccelerators(group->title()).trimmed(), label);
            break; // the innermost group is enough to tell
        }
    }
    return label;
}

QLineEdit* FieldBinder::text(const std::string& path, QWidget* parent)
{
    auto* edit = new QLineEdit(parent);
    bind(path, edit, [edit](const nlohmann::json& v) {
        const QString text = v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
        if (edit->text() != text)
            edit->setText(text);
    });
    connect(edit, &QLineEdit::textEdited, this, [this, path](const QString& text) { write(path, text.toStdString()); });
    return edit;
}

QSpinBox* FieldBinder::integer(const std::string& path, int min, int max, Number kind, QWidget* parent)
{
    auto* spin = new QSpinBox(parent);
    // One below the minimum shows as "not set", so a field can be left to its default.
    spin->setRange(min - 1, max);
    spin->setSpecialValueText(tr("default"));
    bind(path, spin, [spin, min](const nlohmann::json& v) {
        int value = min - 1;
        if (v.is_number_integer())
            value = v.get<int>();
        else if (v.is_string())
            value = QString::fromStdString(v.get<std::string>()).toInt();
        const QSignalBlocker block(spin);
        spin->setValue(value);
    });
    connect(spin, &QSpinBox::valueChanged, this, [this, path, min, kind](int value) {
        if (value < min)
            write(path, nullptr);
        else if (kind == Number::Int64)
            write(path, std::to_string(value));
        else
            write(path, value);
    });
    return spin;
}

QDoubleSpinBox* FieldBinder::real(const std::string& path, double min, double max, QWidget* parent)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setRange(min, max);
    spin->setDecimals(6);
    bind(path, spin, [spin](const nlohmann::json& v) {
        const QSignalBlocker block(spin);
        spin->setValue(v.is_number() ? v.get<double>() : 0.0);
    });
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, path](double value) { write(path, value); });
    return spin;
}

QComboBox* FieldBinder::choice(const std::string& path, const std::vector<std::pair<std::string, QString>>& items, bool editable, QWidget* parent)
{
    auto* combo = new QComboBox(parent);
    combo->setEditable(editable);
    for (const auto& [wire, label] : items)
        combo->addItem(label, QString::fromStdString(wire));
    bind(path, combo, [combo](const nlohmann::json& v) {
        const QString wire = v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
        const QSignalBlocker block(combo);
        const int index = combo->findData(wire);
        if (index >= 0)
            combo->setCurrentIndex(index);
        else if (combo->isEditable())
            combo->setEditText(wire);
        else
            combo->setCurrentIndex(-1);
    });
    const auto commit = [this, path, combo] {
        const int index = combo->findText(combo->currentText());
        const QString wire = index >= 0 ? combo->itemData(index).toString() : combo->currentText();
        write(path, wire.toStdString());
    };
    connect(combo, &QComboBox::activated, this, commit);
    if (editable)
        connect(combo, &QComboBox::editTextChanged, this, commit);
    return combo;
}

QCheckBox* FieldBinder::flag(const std::string& path, const QString& label, QWidget* parent)
{
    auto* box = new QCheckBox(label, parent);
    bind(path, box, [box](const nlohmann::json& v) {
        const QSignalBlocker block(box);
        box->setChecked(v.is_boolean() && v.get<bool>());
    });
    connect(box, &QCheckBox::toggled, this, [this, path](bool on) { write(path, on ? nlohmann::json(true) : nlohmann::json()); });
    return box;
}

QPlainTextEdit* FieldBinder::lines(const std::string& path, QWidget* parent)
{
    auto* edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    edit->setMaximumHeight(edit->fontMetrics().height() * 6);
    bind(path, edit, [edit](const nlohmann::json& v) {
        QStringList lines;
        if (v.is_array()) {
            for (const auto& item : v) {
                if (item.is_string())
                    lines << QString::fromStdString(item.get<std::string>());
            }
        }
        const QString text = lines.join(QLatin1Char('\n'));
        if (edit->toPlainText() != text)
            edit->setPlainText(text);
    });
    connect(edit, &QPlainTextEdit::textChanged, this, [this, path, edit] {
        nlohmann::json list = nlohmann::json::array();
        for (const QString& line : edit->toPlainText().split(QLatin1Char('\n'))) {
            if (!line.isEmpty())
                list.push_back(line.toStdString());
        }
        write(path, list);
    });
    return edit;
}

ProblemLabel* FieldBinder::problems(const std::string& path, QWidget* parent)
{
    auto* label = new ProblemLabel(m_draft, path, parent, this);
    m_labels.push_back(label);
    return label;
}

void FieldBinder::addRow(QFormLayout* form, const QString& label, QWidget* widget, const std::string& path)
{
    auto* box = new QWidget(widget->parentWidget());
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(widget);
    QString name = withoutAccelerators(label).trimmed();
    if (name.endsWith(QLatin1Char(':')))
        name.chop(1);
    if (!name.isEmpty())
        m_rowLabels.push_back({ path, name, widget });
    auto* problems = new ProblemLabel(m_draft, path, box, this);
    layout->addWidget(problems);
    m_labels.push_back(problems);
    // The label's mnemonic (Alt+letter) focuses the field itself, not the box around it.
    box->setFocusProxy(widget);
    // Screen readers do not find the label through the box: the field (or each field of a row of them)
    // is named after it, unless it has a name of its own.
    if (!name.isEmpty()) {
        QList<QWidget*> fields { widget };
        if (widget->focusPolicy() == Qt::NoFocus)
            fields = widget->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
        for (QWidget* field : fields) {
            if (field->accessibleName().isEmpty() && field->focusPolicy() != Qt::NoFocus && !qobject_cast<QAbstractButton*>(field))
                field->setAccessibleName(name);
        }
    }
    form->addRow(label, box);
}

} // namespace trainyard::ui
